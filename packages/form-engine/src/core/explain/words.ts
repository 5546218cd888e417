/**
 * "Why hidden?" in the applicant's words: the questions' labels and the options' texts, with the
 * keys and values beside them so the author can find them in the definition. For tools only
 * (`@admissions/form-engine/inspect`), never a form's browser bundle.
 */
import type { CompiledForm } from '../compiler/compiled-form.ts';
import type { Operator } from '../definition/index.ts';
import type { ConditionExplanation } from './condition.ts';

/** What the applicant reads for a key and for one of its values. */
export interface ApplicantWords {
  /** `"Is this parent/guardian living?" (parent_living)`, or the key alone without a label. */
  readonly question: (key: string) => string;
  /** `"Yes" (Y)` when the key's options name the value, else the value as JSON. */
  readonly answer: (key: string, value: unknown) => string;
}

const OPERATORS: Readonly<Record<Operator, string>> = {
  equals: 'is',
  notEquals: 'is not',
  lt: 'is less than',
  lte: 'is at most',
  gt: 'is more than',
  gte: 'is at least',
  answered: 'is answered',
  notAnswered: 'is not answered',
  in: 'is one of',
  notIn: 'is none of',
};

/** The labels and option texts of a compiled form's fields. */
export function applicantWords(form: CompiledForm): ApplicantWords {
  const optionText = (key: string, value: unknown): string | undefined => {
    const options = form.fields.get(key)?.options;
    const lists = !options ? [] : Array.isArray(options) ? [options] : Object.values(options);
    return lists.flat().find((o) => o.value === value && o.value !== '')?.label;
  };
  const one = (key: string, value: unknown): string => {
    const text = optionText(key, value);
    return text ? `"${text}" (${String(value)})` : JSON.stringify(value);
  };
  return {
    question: (key) => {
      const label = form.fields.get(key)?.label;
      return label ? `"${label}" (${key})` : key;
    },
    answer: (key, value) =>
      value === undefined || value === ''
        ? 'not answered'
        : Array.isArray(value)
          ? value.map((v) => one(key, v)).join(', ')
          : one(key, value),
  };
}

/**
 * One line per condition node, as `describeCondition` gives them, comparisons in the applicant's
 * words: `"Is this parent/guardian living?" (parent_living) is not "Yes" (Y) — answered "Yes" (Y)
 * → false`.
 */
export function describeConditionInWords(
  node: ConditionExplanation,
  words: ApplicantWords,
  depth = 0,
): string[] {
  const pad = '  '.repeat(depth);
  const verdict = node.result ? 'true' : 'false';
  switch (node.kind) {
    case 'compare': {
      const target = node.target === undefined ? '' : ` ${words.answer(node.key, node.target)}`;
      const actual =
        node.actual === undefined
          ? 'not answered'
          : `answered ${words.answer(node.key, node.actual)}`;
      return [
        `${pad}${words.question(node.key)} ${OPERATORS[node.operator]}${target} — ${actual} → ${verdict}`,
      ];
    }
    case 'all':
    case 'any':
      return [
        `${pad}${node.kind === 'all' ? 'all of' : 'any of'} → ${verdict}`,
        ...node.items.flatMap((item) => describeConditionInWords(item, words, depth + 1)),
      ];
    case 'not':
      return [`${pad}not → ${verdict}`, ...describeConditionInWords(node.item, words, depth + 1)];
    default:
      return [`${pad}${describeOther(node)} → ${verdict}`];
  }
}

function describeOther(
  node: Exclude<ConditionExplanation, { kind: 'compare' | 'all' | 'any' | 'not' }>,
) {
  if (node.kind === 'const') return node.error ? `invalid condition (${node.error})` : 'constant';
  if (node.kind === 'blockCount')
    return `block "${node.blockId}" shows at least ${node.atLeast} — count ${node.count}`;
  return `tab "${node.tabId}" of "${node.groupId}" chosen — chosen ${node.chosen ?? '(default)'}`;
}
