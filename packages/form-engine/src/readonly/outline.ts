/**
 * What the read-only renderings show of a whole form: its pages and sections, the fields that
 * are visible, the add-another blocks that are shown (with their "College 2" headings) and only
 * the chosen tab of each tab group. The plain text and the printable form both render this
 * outline, so they always show the same content. No React here.
 */
import { blockHeading, describeAnswer, type ReadOnlyValue } from './answer-format.ts';
import {
  scopeOf,
  type CompiledForm,
  type CompiledNode,
  type DocumentAnswer,
  type FormState,
} from '../core/index.ts';

/** The state the read-only renderings read: answers, block counts, tabs and documents. */
export type ReadOnlyState = FormState & {
  readonly documents?: Readonly<Record<string, DocumentAnswer>>;
};

/** One item of a section, a tab or a block. */
export type OutlineItem =
  | { readonly kind: 'field'; readonly key: string; readonly value: ReadOnlyValue }
  | {
      readonly kind: 'block';
      readonly id: string;
      readonly n: number;
      /** The block's heading (`itemLabel` with {n} replaced), when the block has one. */
      readonly title: string | undefined;
      readonly items: readonly OutlineItem[];
    }
  | {
      readonly kind: 'tabs';
      readonly id: string;
      /** The group's label with every tab, the chosen one marked; undefined without a label. */
      readonly choice: ReadOnlyValue | undefined;
      /** The chosen tab's items (the others never show). */
      readonly items: readonly OutlineItem[];
    };

export interface OutlineSection {
  readonly id: string;
  readonly title: string | undefined;
  readonly items: readonly OutlineItem[];
}

export interface OutlinePage {
  readonly id: string;
  readonly title: string;
  readonly sections: readonly OutlineSection[];
}

export interface ReadOnlyOutline {
  readonly title: string;
  readonly pages: readonly OutlinePage[];
}

/** The visible content of `form` in `state`, for the read-only renderings. */
export function readOnlyOutline(form: CompiledForm, state: ReadOnlyState): ReadOnlyOutline {
  const scope = scopeOf(state);
  const read = (key: string) => state.answers[key];
  const documents = state.documents ?? {};

  const items = (nodes: readonly CompiledNode[]): OutlineItem[] =>
    nodes.flatMap((node): OutlineItem[] => {
      switch (node.kind) {
        case 'field':
          if (!node.field.isVisible(scope)) return [];
          return [
            {
              kind: 'field',
              key: node.field.key,
              value: describeAnswer(node.field, read, documents[node.field.key], form.messages),
            },
          ];
        case 'addAnother': {
          if (!node.isVisible(scope)) return [];
          const { block } = node;
          const count = Math.min(scope.count(block.id) ?? 1, block.instances.length);
          return block.instances.slice(0, Math.max(1, count)).map((instance, i) => ({
            kind: 'block',
            id: block.id,
            n: i + 1,
            title: blockHeading(block, i + 1),
            items: items(instance),
          }));
        }
        case 'tabs': {
          const { group } = node;
          if (!group.isVisible(scope)) return [];
          const chosenId = scope.tab(group.id) ?? group.defaultTab;
          const chosen = group.tabs.find((t) => t.id === chosenId) ?? group.tabs[0];
          if (!chosen) return [];
          const choice: ReadOnlyValue | undefined = group.label
            ? {
                kind: 'choice',
                label: group.label,
                text: chosen.label,
                answered: true,
                options: group.tabs.map((t) => ({
                  value: t.id,
                  label: t.label,
                  chosen: t === chosen,
                })),
              }
            : undefined;
          return [{ kind: 'tabs', id: group.id, choice, items: items(chosen.nodes) }];
        }
        // Alerts and explanatory text are not answers.
        case 'alert':
        case 'staticText':
          return [];
      }
    });

  return {
    title: form.definition.title,
    pages: form.pages.map((page) => ({
      id: page.id,
      title: page.title,
      sections: page.sections
        .filter((section) => section.isVisible(scope))
        .map((section) => ({ id: section.id, title: section.title, items: items(section.nodes) })),
    })),
  };
}
