import { memo, useEffect } from 'react';
import type { CompiledNode, CompiledPage, CompiledSection } from '../core/index.ts';
import { ReadOnlyField } from '../readonly/read-only-field.tsx';
import { useFormContext } from '../bindings/form-context.tsx';
import { useVisibility } from '../bindings/hooks.ts';
import { NodeListContext } from '../bindings/nested-nodes.tsx';
import { layoutViews, resolveWidget } from './registry.ts';

const {
  tabs: TabsView,
  addAnother: AddAnotherView,
  alert: AlertBanner,
  staticText: StaticText,
} = layoutViews;

/**
 * Renders one node of a compiled page: a field (through the widget registry) or a layout node.
 * Tabs and add-another blocks receive {@link NodeList} through context for their own nodes.
 */
export const NodeView = memo(function NodeView({ node }: { readonly node: CompiledNode }) {
  switch (node.kind) {
    case 'field':
      return <FieldView node={node} />;
    case 'tabs':
      return (
        <NodeListContext.Provider value={NodeList}>
          <Visible node={node.group}>{<TabsView group={node.group} />}</Visible>
        </NodeListContext.Provider>
      );
    case 'addAnother':
      return (
        <NodeListContext.Provider value={NodeList}>
          <Visible node={node}>{<AddAnotherView block={node.block} />}</Visible>
        </NodeListContext.Provider>
      );
    case 'alert':
      return <AlertBanner definition={node.definition} />;
    case 'staticText':
      return <Visible node={node}>{<StaticText definition={node.definition} />}</Visible>;
  }
});

function FieldView({ node }: { readonly node: Extract<CompiledNode, { kind: 'field' }> }) {
  const { widgets, mode } = useFormContext();
  const visible = useVisibility(node.field);
  if (!visible) return null;
  if (mode === 'read-only') return <ReadOnlyField field={node.field} />;
  const Widget = resolveWidget(widgets, node.field);
  return <Widget field={node.field} />;
}

/** Renders its children only while the node's condition holds (re-evaluated per change it reads). */
function Visible({
  node,
  children,
}: {
  readonly node: Parameters<typeof useVisibility>[0];
  readonly children: React.ReactNode;
}) {
  return useVisibility(node) ? <>{children}</> : null;
}

/** A list of nodes (a section, a tab, a block). */
export function NodeList({ nodes }: { readonly nodes: readonly CompiledNode[] }) {
  return (
    <>
      {nodes.map((node, i) => (
        <NodeView key={nodeKey(node, i)} node={node} />
      ))}
    </>
  );
}

const nodeKey = (node: CompiledNode, i: number): string => {
  switch (node.kind) {
    case 'field':
      return node.field.key;
    case 'tabs':
      return `tabs:${node.group.id}`;
    case 'addAnother':
      return `block:${node.block.id}`;
    default:
      return `${node.kind}:${node.definition.id}:${i}`;
  }
};

const SectionView = memo(function SectionView({ section }: { readonly section: CompiledSection }) {
  const headingId = `section-${section.id}`;
  if (!useVisibility(section)) return null;
  return (
    <section className="fe-section" aria-labelledby={section.title ? headingId : undefined}>
      {section.title && (
        <h2 className="fe-section-title" id={headingId}>
          {section.title}
        </h2>
      )}
      {section.description && <p className="fe-section-description">{section.description}</p>}
      <NodeList nodes={section.nodes} />
    </section>
  );
});

export interface FormPageProps {
  readonly page: CompiledPage;
}

/**
 * Renders a compiled page: its sections and their widgets. Each widget subscribes to its own key
 * and each condition to what it reads, so a keystroke re-renders the field typed in and what
 * depends on it, never the page. Answers a hide rule cleared on this page come back if shown
 * again until the applicant leaves it: another page, or this one unmounted (issue 27).
 */
export function FormPage({ page }: FormPageProps) {
  const { store } = useFormContext();
  useEffect(() => () => store.getState().forgetHidden(), [store, page]);
  return (
    <div className="fe-root fe-page" data-page={page.id}>
      {page.sections.map((section) => (
        <SectionView key={section.id} section={section} />
      ))}
    </div>
  );
}
