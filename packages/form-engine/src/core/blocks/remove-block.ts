import type { CompiledBlock, CompiledForm } from '../compiler/compiled-form.ts';
import type { AnswerValue, Answers, FormState } from '../definition/index.ts';
import { applyHideRules, CLEARED } from '../hide-rules/apply-hide-rules.ts';

/** What removing one block of an add-another list gives (see {@link removeBlock}). */
export interface BlockRemoval {
  /** Every answer after the removal, obeying the hide rules (a new map; the input is untouched). */
  readonly answers: Answers;
  /** The block counts after the removal. */
  readonly addAnother: Readonly<Record<string, number>>;
  /** The keys of the removed block and every block after it, in block order. */
  readonly blockKeys: readonly string[];
  /** Where each moved answer came from: `college_2_name` → `college_3_name`. */
  readonly moves: Readonly<Record<string, string>>;
  /** The keys whose answer differs from before (moved, cleared, or cleared by a hide rule). */
  readonly changed: readonly string[];
  /** The answers the hide rules cleared after the move, with the value each held then. */
  readonly hidden: Readonly<Record<string, AnswerValue>>;
}

/**
 * The answer keys block `n` (1-based) stores, in definition order — the same order in every
 * block, so the i-th key of block 3 moves to the i-th key of block 2. Field keys, their `_desc`
 * companions and the autocomplete targets the block owns: those that start with the prefix,
 * which is what the compiler renames per block (`college_name` → `college_2_name`).
 */
export function blockKeys(block: CompiledBlock, n: number): string[] {
  const keys = new Set<string>();
  for (const node of block.instances[n - 1] ?? [])
    if (node.kind === 'field') {
      const { key, descKey, relatedFields } = node.field;
      for (const k of [key, descKey, ...Object.values(relatedFields ?? {})])
        if (k?.startsWith(block.prefix)) keys.add(k);
    }
  return [...keys];
}

/**
 * Whether a block's entries can be removed: not when it holds a file question, whose documents a
 * back end stores under their answer key, which no back-end call moves to another key.
 */
export const canRemoveBlock = (block: CompiledBlock): boolean =>
  !block.instances[0]?.some(
    (node) => node.kind === 'field' && node.field.definition.widget === 'fileUpload',
  );

/**
 * Removes block `n` of the add-another list `blockId`: the answers of blocks n+1…count move up
 * one block (`college_3_name` → `college_2_name`), the last block's answers are cleared, the count
 * drops by one, then the hide rules run over the whole result (the server's pass, so a server
 * that stores these answers and this count submits the same). The count never drops below 1:
 * removing the only block clears its answers.
 *
 * Pure: the form store's `removeBlock` and a back end (or a test of one) compute the same.
 * @throws for an unknown block, one that {@link canRemoveBlock} refuses, or `n` outside 1…count.
 */
export function removeBlock(
  form: CompiledForm,
  state: FormState,
  blockId: string,
  n: number,
): BlockRemoval {
  const block = form.blocks.get(blockId);
  if (!block) throw new Error(`unknown add-another block "${blockId}"`);
  if (!canRemoveBlock(block))
    throw new Error(`block "${blockId}" holds a file question: its documents cannot move`);
  const count = Math.max(
    1,
    Math.min(state.addAnother?.[blockId] ?? 1, block.max, block.instances.length),
  );
  if (!Number.isInteger(n) || n < 1 || n > count)
    throw new RangeError(`block ${n} of "${blockId}" does not exist (count ${count})`);

  const moved: Record<string, AnswerValue | undefined> = { ...state.answers };
  const touched: string[] = [];
  const moves: Record<string, string> = {};
  for (let k = n; k <= count; k++) {
    const from = k < count ? blockKeys(block, k + 1) : [];
    blockKeys(block, k).forEach((key, i) => {
      if (from[i] !== undefined) moves[key] = from[i];
      const value = from[i] === undefined ? undefined : state.answers[from[i]];
      // An empty key stays absent: no "" is written where nothing was ever answered.
      if (value !== undefined) moved[key] = value;
      else if (moved[key] !== undefined) moved[key] = CLEARED;
      touched.push(key);
    });
  }
  const addAnother = { ...state.addAnother, [blockId]: Math.max(1, count - 1) };
  const { answers, cleared } = applyHideRules(form, { ...state, answers: moved, addAnother });
  return {
    answers,
    addAnother,
    blockKeys: touched,
    moves,
    changed: [...new Set([...touched, ...cleared])].filter(
      (key) => answers[key] !== state.answers[key],
    ),
    hidden: Object.fromEntries(cleared.map((key) => [key, moved[key] ?? CLEARED])),
  };
}
