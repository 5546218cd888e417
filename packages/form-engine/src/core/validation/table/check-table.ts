/**
 * The form's checks as data: per field, when it shows, its presence checks and its value checks,
 * each with its message and its own condition; per stored key, the answer's type. Built from the
 * compiled form with the very checks the JSON Schema export is built from (`fieldChecks`), so the
 * two say the same; `run-table.ts` runs it.
 */
import type { CompiledField, CompiledForm } from '../../compiler/compiled-form.ts';
import type { AnswerType, Rule } from '../../definition/index.ts';
import type { ValueCheckFunction } from '../field-value-messages.ts';
import { typeMessage } from '../form-schema.ts';
import { fieldChecks, type Check } from '../rule-checks.ts';
import { hasType } from './json-values.ts';
import { checkFunction } from './schema-checks.ts';
import { stateConditionTest, type StateTest } from './state-conditions.ts';

/** One check of a field: what it tests, when, and what it says. */
export interface CheckRow {
  readonly test: ValueCheckFunction;
  /** The check applies only while this holds (a rule's `when`, a controller's choice). */
  readonly when?: StateTest;
  readonly message: string;
  /** The rule, for the {year} of minYear and maxYear messages. */
  readonly rule?: Rule;
}

/** A field's checks: presence checks on every visible field, value checks on answered ones. */
export interface FieldRow {
  readonly key: string;
  readonly pageId: string;
  readonly visible: StateTest;
  readonly presence: readonly CheckRow[];
  readonly value: readonly CheckRow[];
}

/** A stored key's type: what its answer may be (its value or empty), and what a wrong one says. */
export interface TypeRow {
  readonly key: string;
  readonly pageId: string | undefined;
  readonly test: (value: unknown) => boolean;
  readonly message: string;
}

export interface CheckTable {
  readonly fields: readonly FieldRow[];
  /**
   * Each typed key's row (fields first, then the data model's other keys and the companions, as
   * the schema lists them): the whole form takes no other key.
   */
  readonly typeOf: ReadonlyMap<string, TypeRow>;
}

const empty = (value: unknown) => value === '' || value === null;

/** The answer's type as the schema types it: a value of the type, or "" or null. */
function typeTest(type: AnswerType): (value: unknown) => boolean {
  switch (type) {
    case 'boolean':
    case 'integer':
    case 'number':
      return (value) => hasType(type, value) || empty(value);
    default:
      return (value) => typeof value === 'string' || value === null;
  }
}

function fieldRow(field: CompiledField, form: CompiledForm): FieldRow | undefined {
  const { visibility } = field;
  if (visibility.kind === 'const' && !visibility.value) return undefined;
  const checks = fieldChecks(field, form.messages);
  if (checks.length === 0) return undefined;
  const whenOf = new Map(field.rules.map((r) => [r.rule, r.when]));
  const row = (check: Check): CheckRow => {
    const when = check.when ?? (check.rule && whenOf.get(check.rule));
    return {
      test: checkFunction(check.schema),
      message: check.message,
      ...(when ? { when: stateConditionTest(when) } : {}),
      ...(check.rule ? { rule: check.rule } : {}),
    };
  };
  return {
    key: field.key,
    pageId: field.pageId,
    visible: stateConditionTest(visibility),
    // A presence check needs the answer present: `required` before its schema.
    presence: checks
      .filter((c) => c.kind === 'presence')
      .map(row)
      .map((r) => ({ ...r, test: present(r.test) })),
    value: checks.filter((c) => c.kind === 'value').map(row),
  };
}

/** A presence check fails on a missing answer (the schema's `required`). */
const present = (test: ValueCheckFunction): ValueCheckFunction =>
  function (value) {
    return value !== undefined && test.call(this, value);
  };

const tables = new WeakMap<CompiledForm, CheckTable>();

/** The check table of a form, built on first use and kept with the form. */
export function checkTableOf(form: CompiledForm): CheckTable {
  let table = tables.get(form);
  if (!table) tables.set(form, (table = buildCheckTable(form)));
  return table;
}

/** The check table of a form (every page; a page's validation filters by page id). */
export function buildCheckTable(form: CompiledForm): CheckTable {
  const fields: FieldRow[] = [];
  const typeOf = new Map<string, TypeRow>();
  const addType = (key: string, type: AnswerType, pageId: string | undefined) => {
    if (typeOf.has(key)) return;
    const field = form.fields.get(key);
    const row = {
      key,
      pageId,
      test: typeTest(type),
      message: typeMessage(field ?? key, form.messages),
    };
    typeOf.set(key, row);
  };
  for (const field of form.fields.values()) {
    addType(field.key, field.type, field.pageId);
    const row = fieldRow(field, form);
    if (row) fields.push(row);
  }
  // The whole form types the model's other keys too (no page: not part of a page's schema).
  if (form.model)
    for (const [key, type] of Object.entries(form.model))
      if (!form.keyPage.has(key)) addType(key, type, undefined);
  for (const [key, pageId] of form.keyPage) addType(key, form.model?.[key] ?? 'string', pageId);
  return { fields, typeOf };
}
