/**
 * Reads the JSON file a prefilled link is made from: either a plain answers map, or an object
 * with `answers` (or `answer`) and optional `add_another`, `tabs` and `document_answer`. The
 * answers get the same checks as `PUT /api/answer`; counts and tabs those of their calls.
 */
import type { VariantName } from '@admissions/partner-config';
import { checkAnswers } from './answer-check.ts';
import { checkAddAnother, checkTab } from './layout.ts';
import type { TmpAnswerSet } from './tmp-answers.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer set a file describes; throws an Error with a message to print when it is bad. */
export function tmpSetFromJson(content: unknown, variant: VariantName): TmpAnswerSet {
  if (!isObject(content)) throw new Error('The file must hold a JSON object.');
  const structured = isObject(content.answers) || isObject(content.answer);
  const answers = structured ? (content.answers ?? content.answer) : content;
  if (!isObject(answers)) throw new Error('"answers" must be an object.');
  const add_another = content.add_another ?? {};
  const tabs = content.tabs ?? {};
  const document_answer = content.document_answer ?? {};
  if (!structured && ('add_another' in content || 'tabs' in content))
    throw new Error('Put the answers under "answers" when the file also has counts or tabs.');
  if (!isObject(add_another) || !isObject(tabs) || !isObject(document_answer))
    throw new Error('"add_another", "tabs" and "document_answer" must be objects.');
  for (const [id, count] of Object.entries(add_another)) {
    if (!Number.isInteger(count) || (count as number) < 1)
      throw new Error(`add_another.${id} must be a whole number from 1.`);
    checkAddAnother(variant, id, count as number);
  }
  for (const [id, tab] of Object.entries(tabs)) {
    if (typeof tab !== 'string') throw new Error(`tabs.${id} must be a string.`);
    checkTab(variant, id, tab);
  }
  return {
    answer: checkAnswers(answers),
    add_another: add_another as Record<string, number>,
    tabs: tabs as Record<string, string>,
    document_answer,
  };
}
