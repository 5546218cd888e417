/**
 * The equivalence check of issue 17: validators generated ahead of time (ajv standalone, written
 * to files and imported) against the run-time compiler, over random answer sets built to reach
 * the interesting cases (option values that open or hide branches, wrong types, out-of-range
 * numbers, dates on each side of the relative-date boundaries, unknown keys).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { buildCompiledValidators, type PrecompiledModule } from '../../src/build/index.ts';
import type { CompiledField, CompiledForm } from '../../src/core/compiler/compiled-form.ts';
import type { AnswerValue, FormState } from '../../src/core/definition/index.ts';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const shiftDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
const yearsBack = (d: Date, years: number) =>
  new Date(Date.UTC(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate()));

/** Dates either side of each relative-date rule's boundary, plus impossible and malformed ones. */
function dateValues(field: CompiledField, today: Date): string[] {
  const values = ['2024-02-29', '2023-02-29', '2023-13-01', '0050-01-01', '20-01-01', 'tomorrow'];
  for (const { rule } of field.rules) {
    if (rule.rule === 'minAge') {
      const cutoff = yearsBack(today, rule.years);
      values.push(iso(cutoff), iso(shiftDays(cutoff, 1)), iso(shiftDays(cutoff, -1)));
    }
    if (rule.rule === 'minYear' || rule.rule === 'maxYear') {
      const year = today.getUTCFullYear() + rule.offset;
      for (const y of [year - 1, year, year + 1]) values.push(`${y}-01-01`, `${y}-12-31`);
    }
  }
  values.push(iso(today), iso(yearsBack(today, 30)));
  return values;
}

/** Values of the field's type that sit on and just past its rules' limits. */
function edgeValues(field: CompiledField): AnswerValue[] {
  const values: AnswerValue[] = [];
  for (const { rule } of field.rules) {
    if (rule.rule === 'integerRange') {
      const numeric = field.type === 'integer' || field.type === 'number';
      const step = rule.step ?? 1;
      for (const n of [rule.min - 1, rule.min, rule.min + step, rule.max, rule.max + 1])
        values.push(numeric ? n : String(n));
    }
    if (rule.rule === 'numberRange') {
      // Either side of each bound, on and off the step, and the floating-point near misses.
      const step = rule.step ?? 0.5;
      for (const n of [rule.min - step, rule.min, rule.min + step / 3, rule.max, rule.max + step])
        values.push(n);
      values.push(3.7, 0.1 + 0.2, 2.05, rule.min + step * 7);
    }
    if (rule.rule === 'minLength' || rule.rule === 'maxLength')
      values.push('x'.repeat(Math.max(0, rule.value - 1)), 'x'.repeat(rule.value + 1));
  }
  if (field.maxLength !== undefined)
    values.push(
      'y'.repeat(field.maxLength),
      '😀'.repeat(field.maxLength),
      'z'.repeat(field.maxLength + 1),
    );
  return values;
}

function optionValues(field: CompiledField): string[] {
  const options = field.options;
  if (!options) return [];
  const lists = Array.isArray(options) ? [options] : Object.values(options);
  return [...new Set(lists.flat().map((o) => o.value))];
}

/** A random answer for one field: mostly plausible, often an edge case, sometimes the wrong type. */
function valueOf(field: CompiledField, today: Date): fc.Arbitrary<AnswerValue | undefined> {
  const wrongType = fc.constantFrom<AnswerValue>(
    ...(field.type === 'boolean'
      ? ['yes', 1]
      : field.type === 'string'
        ? [42, true]
        : ['12', true]),
  );
  const empty = fc.constantFrom<AnswerValue>('', null);
  const natural: fc.Arbitrary<AnswerValue>[] = [];
  const options = optionValues(field);
  if (options.length) natural.push(fc.constantFrom(...options), fc.constantFrom(...options));
  switch (field.type) {
    case 'boolean':
      natural.push(fc.boolean());
      break;
    case 'integer':
    case 'number':
      natural.push(fc.integer({ min: -5, max: 1000 }), fc.constantFrom(0.5, 1e9));
      break;
    case 'date':
      natural.push(fc.constantFrom(...dateValues(field, today)));
      break;
    default:
      natural.push(
        fc.string({ maxLength: 12 }),
        fc.stringMatching(/^\d{1,12}$/),
        fc.constantFrom('a@b.co', 'not an email', '(555) 555-1234', '5555551234', '12345'),
      );
  }
  const edges = edgeValues(field);
  if (edges.length) natural.push(fc.constantFrom(...edges));
  return fc.option(
    fc.oneof(
      { weight: 6, arbitrary: fc.oneof(...natural) },
      { weight: 1, arbitrary: empty },
      { weight: 1, arbitrary: wrongType },
    ),
    { nil: undefined, freq: 3 },
  );
}

/** Random form states for a compiled form: answers, add-another counts, chosen tabs. */
export function stateArbitrary(form: CompiledForm, today: Date): fc.Arbitrary<FormState> {
  const fields = [...form.fields.values()];
  const answers = fc
    .tuple(
      fc.tuple(...fields.map((f) => valueOf(f, today))),
      fc.option(fc.constantFrom('zz_not_in_model', '__proto__x'), { freq: 8 }),
    )
    .map(([values, extra]) => {
      const result: Record<string, AnswerValue> = {};
      fields.forEach((f, i) => {
        if (values[i] !== undefined) result[f.key] = values[i]!;
      });
      if (extra) result[extra] = 'surprise';
      return result;
    });
  const blocks = [...form.blocks.values()];
  const groups = [...form.tabGroups.values()];
  return fc.record({
    answers,
    addAnother: fc
      .tuple(...blocks.map((b) => fc.integer({ min: 0, max: b.max + 1 })))
      .map((counts) => Object.fromEntries(blocks.map((b, i) => [b.id, counts[i]!]))),
    tabs: fc
      .tuple(...groups.map((g) => fc.constantFrom(...g.tabs.map((t) => t.id))))
      .map((tabs) => Object.fromEntries(groups.map((g, i) => [g.id, tabs[i]!]))),
  });
}

/** Generated validators of a form, written to a temporary directory and imported from there. */
export interface ImportedValidators {
  readonly form: PrecompiledModule;
  readonly pages: Record<string, PrecompiledModule>;
  /** Sources as written, for inspection. */
  readonly sources: readonly string[];
  readonly dispose: () => Promise<void>;
}

/** Builds a form's validators, writes them as `.mjs` files and imports them. */
export async function buildAndImport(form: CompiledForm): Promise<ImportedValidators> {
  const built = buildCompiledValidators(form);
  const dir = await mkdtemp(join(tmpdir(), 'form-engine-aot-'));
  const load = async (name: string, source: string) => {
    const file = join(dir, name);
    await writeFile(file, source);
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as PrecompiledModule;
  };
  const pages: Record<string, PrecompiledModule> = {};
  for (const [id, source] of Object.entries(built.pages))
    pages[id] = await load(`page-${id}.validate.mjs`, source);
  return {
    form: await load('form.validate.mjs', built.form),
    pages,
    sources: [built.form, ...Object.values(built.pages)],
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
