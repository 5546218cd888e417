/**
 * The measured page at a multiple of its fields, for the scale measure: its add-another blocks
 * hold more filled copies (copies of the sample's first one). The partner's maxima (4 colleges,
 * 4 honors, 8 activities) stop at about 4× the fields the sample shows, and the engine allows at
 * most 10 copies of a block (its definition schema), which stops at about 6×; so this builds a
 * bench-only copy of the definition with the maxima raised to what is needed, up to 10, and for
 * more, each shown block repeated beside itself under other keys (`collegex1_name`, …) with a
 * data model extended to match. The peers' converters read the compiled copy, so they follow it.
 */
import {
  compileFormOrThrow,
  scopeOf,
  type Answers,
  type CompiledForm,
  type FormState,
} from '@admissions/form-engine';
import { dataModel } from '@admissions/partner-config';

/** A scaled page: the form compiled from the bench copy, the answers and how it was grown. */
export interface ScaledForm {
  readonly form: CompiledForm;
  readonly sample: FormState;
  /** Filled copies of each add-another block of the page. */
  readonly copies: number;
  /** Each block the sample shows appears this many times (1: only the partner's own). */
  readonly blocks: number;
  /** Fields the sample shows on the page. */
  readonly shownFields: number;
}

/** The engine's limit on the copies of a block (`max` in its definition schema). */
const MAX_COPIES = 10;
/** The most repeats of each block tried: far above what 10× needs on the partner's page. */
const MAX_REPEATS = 4;

type Json = Record<string, unknown>;

/** The page measured: the form's largest (most fields, counting every block copy). */
export function measuredPage(form: CompiledForm): CompiledForm['pages'][number] {
  const fields = (pageId: string) =>
    [...form.fields.values()].filter((f) => f.pageId === pageId).length;
  return form.pages.reduce((a, b) => (fields(b.id) > fields(a.id) ? b : a));
}

const shownOn = (form: CompiledForm, pageId: string, sample: FormState) => {
  const scope = scopeOf(sample);
  return [...form.fields.values()].filter((f) => f.pageId === pageId && f.isVisible(scope));
};

/**
 * Edits the definition's add-another nodes of `blocks`: `max` raised to `copies`, and
 * `repeats - 1` renamed duplicates inserted after each. Records each block's prefix and its
 * duplicates' prefixes in `prefixes`, by block id.
 */
function growBlocks(
  node: unknown,
  blocks: ReadonlySet<string>,
  copies: number,
  repeats: number,
  prefixes: Map<string, { prefix: string; max: number; renamed: string[] }>,
): void {
  if (!Array.isArray(node)) {
    if (node && typeof node === 'object')
      for (const value of Object.values(node as Json))
        growBlocks(value, blocks, copies, repeats, prefixes);
    return;
  }
  for (let i = 0; i < node.length; i++) {
    const item = node[i] as Json;
    if (item?.widget !== 'addAnother' || !blocks.has(item.id as string)) {
      growBlocks(item, blocks, copies, repeats, prefixes);
      continue;
    }
    item.max = Math.max(item.max as number, copies);
    const prefix = item.prefix as string;
    const text = JSON.stringify(item);
    const added: Json[] = [];
    const entry = { prefix, max: item.max as number, renamed: [] as string[] };
    prefixes.set(item.id as string, entry);
    for (let r = 1; r < repeats; r++) {
      // Every key of the block starts with its prefix: renaming the prefix renames them all,
      // the keys its own conditions read included.
      const renamed = `${prefix.slice(0, -1)}x${r}_`;
      const copy = JSON.parse(text.replaceAll(`"${prefix}`, `"${renamed}`)) as Json;
      copy.id = `${item.id as string}-x${r}`;
      added.push(copy);
      entry.renamed.push(renamed);
    }
    node.splice(i + 1, 0, ...added);
    i += added.length;
  }
}

/** The form with `copies` of each shown block of the page, each block `repeats` times. */
function grown(
  base: CompiledForm,
  pageId: string,
  sample: FormState,
  copies: number,
  repeats: number,
): { form: CompiledForm; sample: FormState } {
  const blocks = new Set(shownOn(base, pageId, sample).flatMap((f) => f.block?.id ?? []));
  const definition = JSON.parse(JSON.stringify(base.definition)) as Json;
  const prefixes = new Map<string, { prefix: string; max: number; renamed: string[] }>();
  growBlocks(definition, blocks, copies, repeats, prefixes);
  const model: Json = { ...dataModel };
  const answers: Json = { ...sample.answers };
  const addAnother: Record<string, number> = { ...sample.addAnother };
  for (const [id, { prefix, max, renamed: duplicates }] of prefixes) {
    // A copy's keys in the model, as the second copy's: each field, its `_desc` label, the
    // look-ups' related keys (`college_2_ceeb`). The first copy's keys have no number.
    const second = `${prefix}2_`;
    const rests = Object.keys(dataModel)
      .filter((key) => key.startsWith(second))
      .map((key) => key.slice(second.length));
    const keys = rests.map((rest) => prefix + rest);
    // Keys for every copy the block allows (the model needs them), answers for those filled.
    for (let n = 2; n <= max; n++)
      for (const rest of rests) {
        keys.push(`${prefix}${n}_${rest}`);
        model[`${prefix}${n}_${rest}`] ??= dataModel[second + rest];
        const answer = sample.answers[prefix + rest];
        if (answer !== undefined && n <= copies) answers[`${prefix}${n}_${rest}`] = answer;
      }
    addAnother[id] = copies;
    duplicates.forEach((renamed, r) => {
      for (const key of keys) {
        model[renamed + key.slice(prefix.length)] = model[key];
        if (answers[key] !== undefined) answers[renamed + key.slice(prefix.length)] = answers[key];
      }
      addAnother[`${id}-x${r + 1}`] = copies;
    });
  }
  return {
    form: compileFormOrThrow(
      definition as unknown as CompiledForm['definition'],
      model as typeof dataModel,
    ),
    sample: { ...sample, answers: answers as Answers, addAnother },
  };
}

/**
 * The page at `scale` × the fields the sample shows on it: the fewest copies, then repeats, of
 * its shown blocks that reach it (scale 1: the partner's form and sample, unchanged).
 */
export function scaledForm(
  base: CompiledForm,
  pageId: string,
  sample: FormState,
  scale: number,
): ScaledForm {
  const shown = shownOn(base, pageId, sample).length;
  if (scale === 1) return { form: base, sample, copies: 1, blocks: 1, shownFields: shown };
  for (let repeats = 1; repeats <= MAX_REPEATS; repeats++)
    for (let copies = 2; copies <= MAX_COPIES; copies++) {
      const scaled = grown(base, pageId, sample, copies, repeats);
      const shownFields = shownOn(scaled.form, pageId, scaled.sample).length;
      if (shownFields >= scale * shown) return { ...scaled, copies, blocks: repeats, shownFields };
    }
  throw new Error(`the page cannot grow to ${scale}× its fields`);
}
