import type { CompiledTabGroup } from '../../core/index.ts';
import { NodeList } from '../../react/form-page.tsx';
import { useFormSelector } from '../../react/hooks.ts';

/** Placeholder until the tabs widget lands: shows the chosen tab's fields. */
export function TabsView({ group }: { readonly group: CompiledTabGroup }) {
  const chosen = useFormSelector((s) => s.tabs[group.id] ?? group.defaultTab);
  const tab = group.tabs.find((t) => t.id === chosen) ?? group.tabs[0]!;
  return <NodeList nodes={tab.nodes} />;
}
