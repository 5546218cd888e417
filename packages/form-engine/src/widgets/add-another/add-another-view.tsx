import type { CompiledBlock } from '../../core/index.ts';
import { NodeList } from '../../react/form-page.tsx';
import { useFormSelector } from '../../react/hooks.ts';

/** Placeholder until the add-another widget lands: shows the stored number of blocks. */
export function AddAnotherView({ block }: { readonly block: CompiledBlock }) {
  const count = useFormSelector((s) => s.addAnother[block.id] ?? 1);
  return (
    <>
      {block.instances.slice(0, count).map((nodes, i) => (
        <NodeList key={i} nodes={nodes} />
      ))}
    </>
  );
}
