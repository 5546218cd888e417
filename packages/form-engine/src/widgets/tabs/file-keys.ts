import type { CompiledNode } from '../../core/index.ts';

/**
 * The answer keys of every file-upload field among `nodes`, looking inside nested tab groups and
 * every add-another block: the documents to check before the applicant leaves a tab.
 */
export function fileKeysOf(nodes: readonly CompiledNode[]): string[] {
  const keys: string[] = [];
  const walk = (list: readonly CompiledNode[]) => {
    for (const node of list) {
      switch (node.kind) {
        case 'field':
          if (node.field.definition.widget === 'fileUpload') keys.push(node.field.key);
          break;
        case 'tabs':
          node.group.tabs.forEach((tab) => walk(tab.nodes));
          break;
        case 'addAnother':
          node.block.instances.forEach(walk);
          break;
        default:
          break;
      }
    }
  };
  walk(nodes);
  return keys;
}
