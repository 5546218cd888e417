import { createContext, useContext, type ComponentType } from 'react';
import type { CompiledNode } from '../core/index.ts';

/** Renders a list of compiled nodes: what a tab or an add-another block shows inside itself. */
export type NodeListRenderer = ComponentType<{ readonly nodes: readonly CompiledNode[] }>;

/**
 * The renderer of nested node lists, provided by `form-page.tsx`. Layout widgets (tabs,
 * add-another) contain nodes of their own, but `widgets/` must depend on `react/` and never the
 * reverse: importing the page renderer from a widget would close an import cycle, so the page
 * hands it down through context instead.
 */
export const NodeListContext = createContext<NodeListRenderer | null>(null);

/** Renders nested nodes with the renderer the enclosing `NodeList`/`NodeView` provided. */
export function NestedNodes({ nodes }: { readonly nodes: readonly CompiledNode[] }) {
  const Render = useContext(NodeListContext);
  if (!Render)
    throw new Error('a tabs or add-another view was rendered outside NodeList/NodeView/FormPage');
  return <Render nodes={nodes} />;
}
