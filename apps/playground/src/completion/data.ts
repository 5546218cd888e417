/**
 * What completion in the definition editor knows from the rest of the workspace: the answer keys
 * of the data model (a flat `{ key: type }` model, or the partner's model file of `groups`) and
 * the option lists merged in at lint time (the partner's).
 */
import {
  expandOptionLists,
  optionLists as partnerOptionLists,
  type OptionListsFile,
} from '@admissions/partner-config';
import type { CompletionData } from './source.ts';

type OptionLists = NonNullable<CompletionData['optionLists']>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer keys a model's text names (none while it does not parse). */
function modelKeys(model: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(model);
  } catch {
    return [];
  }
  if (!isObject(parsed)) return [];
  if (Array.isArray(parsed.groups))
    return parsed.groups.flatMap((group: unknown) =>
      isObject(group) && isObject(group.keys) ? Object.keys(group.keys) : [],
    );
  return Object.keys(parsed).filter((key) => key !== '$schema');
}

let last: { model: string; lists?: OptionLists; data: CompletionData } | undefined;

/** Completion data from the model's text and other option lists (the last answer is reused). */
export function completionDataOf(model: string, lists?: OptionLists): CompletionData {
  if (last?.model !== model || last.lists !== lists)
    last = { model, lists, data: { answerKeys: modelKeys(model), optionLists: lists ?? {} } };
  return last.data;
}

let lastLists: { text: string; lists: OptionLists } | undefined;

/**
 * The partner's option lists as the Options tab has them now (a list just added is offered at
 * once, before it is saved), or as the package has them when the tab is not open. While the
 * tab's text does not parse or expand, the last lists that did stay offered.
 */
export function editedOptionLists(text: string | undefined): OptionLists {
  if (text === undefined) return partnerOptionLists;
  if (lastLists?.text === text) return lastLists.lists;
  try {
    lastLists = { text, lists: expandOptionLists(JSON.parse(text) as OptionListsFile) };
    return lastLists.lists;
  } catch {
    return lastLists?.lists ?? partnerOptionLists;
  }
}
