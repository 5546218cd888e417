/**
 * The form's checks as data: per field, when it shows, its presence checks and its value checks,
 * each with its message and its own condition; per stored key, the answer's type. Made from the
 * compiled form with the very checks the JSON Schema export is built from (`fieldChecks`), so the
 * two say the same; `run-table.ts` runs it.
 *
 * Nothing is made before it is needed (issue 30: on a phone, making every check up front was most
 * of a first validation): a field's checks when validation first visits it, a message when a
 * check fails, an option list's set when a value is first looked up in it.
 */
import type { CompiledField, CompiledForm } from '../../compiler/compiled-form.ts';
import type { AnswerType, Rule } from '../../definition/index.ts';
import { fieldChecks, type Check } from '../rule-checks.ts';
import { whenIdle } from '../../when-idle.ts';
import { checkStep, type CheckStep } from './schema-checks.ts';
import type { OwnValues } from './own-values.ts';
import { ConditionTests, type Condition } from './state-conditions.ts';

/** One check of a field: what it tests (its step), when, and (read when it fails) what it says. */
export interface CheckRow extends CheckStep {
  /** The check applies only while this holds (a rule's `when`, a controller's choice). */
  readonly when: Condition | undefined;
  /** Its message (`check.message`) and rule (for the {year} of minYear and maxYear). */
  readonly check: Check;
}

/** A field's checks, made the first time validation visits the field. */
export interface FieldChecks {
  /** When the field shows; undefined when it always does (no call to make). */
  readonly visible: Condition | undefined;
  /** Presence checks, on every visible field (a missing answer fails them). */
  readonly presence: readonly CheckRow[];
  /** Value checks, on answered values only. */
  readonly value: readonly CheckRow[];
}

/**
 * A field of the table. Its checks are made when validation first visits it (`checksOf`): an
 * unanswered field without a presence check is never visited.
 */
export interface FieldRow {
  readonly key: string;
  readonly pageId: string;
  /** Whether the field has a presence check (required, must be true): visited when empty. */
  readonly hasPresence: boolean;
  readonly field: CompiledField;
  /** Made by `checksOf`. */
  checks: FieldChecks | undefined;
}

/** A stored key's type: what its answer may be (its value or empty), and whose type it is. */
export interface TypeRow {
  readonly pageId: string | undefined;
  /** The answer type, as `hasAnswerType` reads it (a code: no call through a function). */
  readonly type: TypeCode;
  /** The field (its label names it in the message), or a key of the model. */
  readonly subject: CompiledField | string;
}

/** What the table knows of a key an answer is stored under. */
export interface KeyEntry {
  /** Its field's row (none for a field that never shows, a companion, a key of the model). */
  readonly field: FieldRow | undefined;
  /**
   * Its type, undefined for a key the whole form does not take (the fields' keys, the data
   * model's and the companions' are typed, as the schema lists them).
   */
  readonly type: TypeRow | undefined;
}

export interface CheckTable {
  /** The table's condition tests (shared by its fields, judged once per run). */
  readonly conditions: ConditionTests;
  /** The fields with a presence check, in the form's order: judged whether answered or not. */
  readonly presenceFields: readonly FieldRow[];
  /** The entries made so far, by key: validation looks here first (one lookup per answer). */
  readonly entries: ReadonlyMap<string, KeyEntry>;
  /** The entry of a key, made and kept on first use. */
  entryOf(key: string): KeyEntry;
  /**
   * For the last answers' keys (`entriesOf`): the layout, the keys' entries, and the fields with
   * a presence check that no answer holds.
   */
  known: KnownKeys;
}

/**
 * The entries of the answers' keys (`answers`, as the run has read them), in their order, and the
 * presence-checked fields none of them is: made again only when the keys change, which they
 * rarely do from one validation to the next.
 */
export function knownKeys(table: CheckTable, answers: OwnValues): KnownKeys {
  if (table.known.layout === answers.layout) return table.known;
  return (table.known = {
    layout: answers.layout,
    entries: answers.keys.map((key) => table.entries.get(key) ?? table.entryOf(key)),
    unanswered: table.presenceFields.filter((field) => answers.positionOf(field.key) < 0),
  });
}

/** What the table knows of one layout of the answers' keys (see `CheckTable.known`). */
export interface KnownKeys {
  readonly layout: number;
  readonly entries: readonly KeyEntry[];
  readonly unanswered: readonly FieldRow[];
}

/** An answer type as a code: text (and every type without its own code), boolean, integer, number. */
export type TypeCode = 0 | 1 | 2 | 3;
const TYPE_CODES: Partial<Record<AnswerType, TypeCode>> = { boolean: 1, integer: 2, number: 3 };
const typeCode = (type: AnswerType): TypeCode => TYPE_CODES[type] ?? 0;

/** Whether an answered value (not "" or null: those have every type) has the answer type `code`. */
export function hasAnswerType(code: TypeCode, value: unknown): boolean {
  switch (code) {
    case 0:
      return typeof value === 'string';
    case 1:
      return typeof value === 'boolean';
    case 2:
      return typeof value === 'number' && Number.isFinite(value) && value % 1 === 0;
    default:
      return typeof value === 'number' && Number.isFinite(value);
  }
}

/** The checks of a field (made on first use and kept on its row). */
export function checksOf(row: FieldRow, form: CompiledForm): FieldChecks {
  return (row.checks ??= fieldChecksOf(row.field, form, checkTableOf(form).conditions));
}

function fieldChecksOf(
  field: CompiledField,
  form: CompiledForm,
  conditions: ConditionTests,
): FieldChecks {
  const presence: CheckRow[] = [];
  const value: CheckRow[] = [];
  for (const check of fieldChecks(field, form.messages)) {
    const when = check.when ?? (check.rule && field.rules.find((r) => r.rule === check.rule)?.when);
    const { code, bound, options, pattern, test } = checkStep(
      check.schema,
      check.kind === 'presence',
    );
    // Every property in the same order: one object shape for all check rows.
    const row: CheckRow = {
      code,
      bound,
      options,
      pattern,
      test,
      when: when ? conditions.of(when) : undefined,
      check,
    };
    (check.kind === 'presence' ? presence : value).push(row);
  }
  const { visibility } = field;
  const always = visibility.kind === 'const' && visibility.value;
  return { visible: always ? undefined : conditions.of(visibility), presence, value };
}

/** The rules that check an answer whatever it is, even missing: required and must-be-true. */
const PRESENCE_RULES: ReadonlySet<Rule['rule']> = new Set(['required', 'mustBeTrue']);

/**
 * Makes every field's checks while the browser is idle, rather than at the first validation that
 * reaches them: called when a validator is made, so an applicant's first Continue or Submit only
 * runs checks (a first validation making them took 20–35 ms on a phone, issue 30).
 */
export function makeChecksWhenIdle(form: CompiledForm): void {
  whenIdle(() => {
    const table = checkTableOf(form);
    try {
      for (const key of form.fields.keys()) {
        const row = table.entryOf(key).field;
        if (row) checksOf(row, form);
      }
    } catch {
      // A check the table cannot express: the validation that reaches it throws, not a timer.
    }
  });
}

const tables = new WeakMap<CompiledForm, CheckTable>();

/** The check table of a form, made on first use and kept with the form. */
export function checkTableOf(form: CompiledForm): CheckTable {
  let table = tables.get(form);
  if (!table) tables.set(form, (table = buildCheckTable(form)));
  return table;
}

/** The check table of a form (every page; a page's validation filters by page id). */
export function buildCheckTable(form: CompiledForm): CheckTable {
  const rows = new Map<string, FieldRow>();
  const presenceFields: FieldRow[] = [];
  for (const field of form.fields.values()) {
    const { visibility } = field;
    if (visibility.kind === 'const' && !visibility.value) continue;
    const hasPresence = field.rules.some((r) => PRESENCE_RULES.has(r.rule.rule));
    // Every property from the start: one object shape for all rows keeps the run's reads fast.
    const row: FieldRow = {
      key: field.key,
      pageId: field.pageId,
      hasPresence,
      field,
      checks: undefined,
    };
    rows.set(field.key, row);
    if (hasPresence) presenceFields.push(row);
  }
  const entries = new Map<string, KeyEntry>();
  const entryOf = (key: string): KeyEntry => {
    let entry = entries.get(key);
    if (!entry) entries.set(key, (entry = { field: rows.get(key), type: typeRowOf(form, key) }));
    return entry;
  };
  return {
    presenceFields,
    entries,
    entryOf,
    conditions: new ConditionTests(),
    known: { layout: -1, entries: [], unanswered: [] },
  };
}

/**
 * A key's type row, looked up as the schema lists the keys: a field's own type and page; then a
 * companion or other key a page stores (its type in the model, else text); then a key only the
 * data model has (no page: not part of a page's schema).
 */
function typeRowOf(form: CompiledForm, key: string): TypeRow | undefined {
  const field = form.fields.get(key);
  const model = form.model && Object.hasOwn(form.model, key) ? form.model[key] : undefined;
  if (field) return { pageId: field.pageId, type: typeCode(field.type), subject: field };
  if (form.keyPage.has(key))
    return { pageId: form.keyPage.get(key), type: typeCode(model ?? 'string'), subject: key };
  if (model) return { pageId: undefined, type: typeCode(model), subject: key };
  return undefined;
}
