/**
 * Validation by the form's check table: no generated code and no ajv, so it runs under any
 * Content-Security-Policy, in the browser and on the server alike, with the same messages as the
 * JSON Schema export validated by ajv (held equal by property tests over every shipped form).
 * What `createValidator` and `createLazyTableValidator` run; nothing here builds the schema.
 */
import type { CompiledForm } from '../../compiler/compiled-form.ts';
import { fillMessage } from '../../compiler/messages.ts';
import type { FormState } from '../../definition/index.ts';
import type { ValidationResult } from '../result.ts';
import { typeMessage } from '../form-schema.ts';
import {
  checksOf,
  knownKeys,
  hasAnswerType,
  type CheckRow,
  type CheckTable,
} from './check-table.ts';

export { checkTableOf, makeChecksWhenIdle } from './check-table.ts';
export { checkFunction } from './schema-checks.ts';
import { passes } from './schema-checks.ts';
import { isObject } from './json-values.ts';

/** The most blocks an add-another count may say (the schema's bound on `addAnother`). */
const MAX_BLOCK_COUNT = 10;

/** Messages by key as validation collects them: each once, in the order found. */
class Findings {
  errors: Record<string, string[]> | undefined;
  add(key: string, message: string): void {
    const list = ((this.errors ??= {})[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  result(): ValidationResult {
    return this.errors ? { valid: false, errors: this.errors } : { valid: true, errors: {} };
  }
}

/**
 * The shape of the document: `{ answers, addAnother, tabs }`, with ajv's words for what is wrong
 * (the detail of the "malformed" message). True when the answers can be checked.
 */
function checkShape(state: unknown, malformed: (detail: string) => void): boolean {
  if (!isObject(state)) {
    malformed('/ must be object');
    return false;
  }
  let answersOk = true;
  if (state.answers === undefined) {
    malformed("/ must have required property 'answers'");
    answersOk = false;
  } else if (!isObject(state.answers)) {
    malformed('/answers must be object');
    answersOk = false;
  }
  const { addAnother, tabs } = state;
  if (addAnother !== undefined) {
    if (!isObject(addAnother)) malformed('/addAnother must be object');
    else
      for (const id of Object.keys(addAnother)) {
        const count = addAnother[id];
        // The usual case first: no message to write (a JSON Pointer costs two replacements).
        if (typeof count === 'number' && count % 1 === 0 && count >= 1 && count <= MAX_BLOCK_COUNT)
          continue;
        const at = `/addAnother/${id.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (typeof count !== 'number' || count % 1 !== 0) malformed(`${at} must be integer`);
        if (typeof count === 'number') {
          if (count < 1) malformed(`${at} must be >= 1`);
          if (count > MAX_BLOCK_COUNT) malformed(`${at} must be <= ${MAX_BLOCK_COUNT}`);
        }
      }
  }
  if (tabs !== undefined) {
    if (!isObject(tabs)) malformed('/tabs must be object');
    else
      for (const id of Object.keys(tabs))
        if (typeof tabs[id] !== 'string')
          malformed(`/tabs/${id.replace(/~/g, '~0').replace(/\//g, '~1')} must be string`);
  }
  return answersOk;
}

/** Numbers the runs, for the conditions (each judged once per run). */
let runs = 0;

/** What one run reads and where it reports. */
interface Run {
  readonly id: number;
  readonly document: Readonly<Record<string, unknown>>;
  readonly context: { readonly now: () => Date };
  readonly found: Findings;
}

/** Runs checks on a field's value (`undefined` when not answered); reports those that fail. */
function judge(run: Run, key: string, rows: readonly CheckRow[], value: unknown): void {
  for (const row of rows)
    if ((!row.when || row.when.holds(run.document, run.id)) && !passes(row, value, run.context))
      report(run, key, row);
}

function report({ found, context }: Run, key: string, { check }: CheckRow): void {
  const { rule, message } = check;
  const year =
    rule?.rule === 'minYear' || rule?.rule === 'maxYear'
      ? context.now().getUTCFullYear() + rule.offset
      : undefined;
  found.add(key, year === undefined ? message : fillMessage(message, { year }));
}

/**
 * Runs the table on one state: the whole form (`pageId` undefined) or one page. It goes by the
 * answers, so it reaches only the fields a document answers, plus the fields with a presence
 * check (required, must be true). For each answer, in order: its presence checks, its value
 * checks (an answered value only), its type; then the presence checks of the fields not among
 * the answers. Each only if the field is on the page and shows.
 */
export function runTable(
  form: CompiledForm,
  table: CheckTable,
  pageId: string | undefined,
  state: FormState,
  now: () => Date,
): ValidationResult {
  const found = new Findings();
  const malformed = (detail: string) =>
    found.add('', fillMessage(form.messages.checkMalformed, { detail }));
  if (!checkShape(state, malformed)) return found.result();
  const document = state as unknown as Readonly<Record<string, unknown>>;
  const answers = state.answers as Readonly<Record<string, unknown>>;
  const id = ++runs;
  // One clock reading per validation: every date rule of the run sees the same day.
  let today: Date | undefined;
  const run: Run = { id, document, context: { now: () => (today ??= now()) }, found };
  // Keys and values side by side: one read of the object for all its values (conditions read
  // them there too). The table keeps them between runs, so a run must not yield before it ends:
  // runTable is synchronous, and two validations of one form never interleave.
  const { conditions } = table;
  const view = conditions.answers;
  view.read(answers);
  if (isObject(state.addAnother)) conditions.counts.read(state.addAnother);
  if (isObject(state.tabs)) conditions.tabs.read(state.tabs);
  const { keys, values } = view;
  const { entries, unanswered } = knownKeys(table, view);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const value = values[i];
    const { field, type } = entries[i]!;
    if (field && (pageId === undefined || field.pageId === pageId)) {
      // Answered: present, not null, not "" (json-values' `answered`, written out: the hot loop).
      const given = value !== undefined && value !== null && value !== '';
      if (field.hasPresence || given) {
        const checks = field.checks ?? checksOf(field, form);
        if (!checks.visible || checks.visible.holds(document, id)) {
          judge(run, key, checks.presence, value);
          if (given) judge(run, key, checks.value, value);
        }
      }
    }
    if (!type) {
      // A page's schema says nothing of keys of other pages, or of keys of no page.
      if (pageId === undefined) found.add(key, fillMessage(form.messages.checkUnknownKey, { key }));
    } else if ((pageId === undefined || type.pageId === pageId) && value !== undefined) {
      // An empty answer ("" or null) has every answer type.
      if (value !== '' && value !== null && !hasAnswerType(type.type, value))
        found.add(key, typeMessage(type.subject, form.messages));
    }
  }
  // The fields with presence checks that no answer holds: they fail them if they show.
  for (const field of unanswered) {
    if (pageId !== undefined && field.pageId !== pageId) continue;
    const checks = checksOf(field, form);
    if (!checks.visible || checks.visible.holds(document, id))
      judge(run, field.key, checks.presence, undefined);
  }
  return found.result();
}
