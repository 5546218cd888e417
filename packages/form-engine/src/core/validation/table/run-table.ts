/**
 * Validation by the form's check table: no generated code and no ajv, so it runs under any
 * Content-Security-Policy, in the browser and on the server alike, with the same messages as the
 * JSON Schema export validated by ajv (held equal by property tests over every shipped form).
 * What `createValidator` and `createLazyTableValidator` run; nothing here builds the schema.
 */
import type { CompiledForm } from '../../compiler/compiled-form.ts';
import { fillMessage } from '../../compiler/messages.ts';
import type { FormState } from '../../definition/index.ts';
import type { ValidationResult } from '../validator.ts';
import { checkTableOf, type CheckRow, type CheckTable } from './check-table.ts';

export { checkTableOf };
export { checkFunction } from './schema-checks.ts';
import { answered, isObject } from './json-values.ts';

/** The most blocks an add-another count may say (the schema's bound on `addAnother`). */
const MAX_BLOCK_COUNT = 10;

/** Messages by key as validation collects them: each once, in the order found. */
class Findings {
  readonly errors: Record<string, string[]> = {};
  add(key: string, message: string): void {
    const list = (this.errors[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  result(): ValidationResult {
    const valid = Object.keys(this.errors).length === 0;
    return { valid, errors: valid ? {} : this.errors };
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
      for (const [id, count] of Object.entries(addAnother)) {
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
      for (const [id, tab] of Object.entries(tabs))
        if (typeof tab !== 'string')
          malformed(`/tabs/${id.replace(/~/g, '~0').replace(/\//g, '~1')} must be string`);
  }
  return answersOk;
}

/** Runs the table on one state: the whole form (`pageId` undefined) or one page. */
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
  const context = { now };
  const report = (key: string, row: CheckRow) => {
    const rule = row.rule;
    const year =
      rule?.rule === 'minYear' || rule?.rule === 'maxYear'
        ? now().getUTCFullYear() + rule.offset
        : undefined;
    found.add(key, year === undefined ? row.message : fillMessage(row.message, { year }));
  };
  for (const field of table.fields) {
    if (pageId !== undefined && field.pageId !== pageId) continue;
    const value = answers[field.key];
    // Value checks only judge an answer: a field with no presence check and none has nothing
    // to check, whether it shows or not (most fields of a form being filled in).
    const given = answered(value);
    if (field.presence.length === 0 && !given) continue;
    if (!field.visible(document)) continue;
    for (const row of field.presence)
      if ((!row.when || row.when(document)) && !row.test.call(context, value))
        report(field.key, row);
    if (!given) continue;
    for (const row of field.value)
      if ((!row.when || row.when(document)) && !row.test.call(context, value))
        report(field.key, row);
  }
  // Types (and, for the whole form, keys it does not have): only answers present are judged.
  for (const key of Object.keys(answers)) {
    const type = table.typeOf.get(key);
    if (!type) {
      // A page's schema says nothing of keys of other pages, or of keys of no page.
      if (pageId === undefined) found.add(key, fillMessage(form.messages.checkUnknownKey, { key }));
    } else if (pageId === undefined || type.pageId === pageId) {
      const value = answers[key];
      if (value !== undefined && !type.test(value)) found.add(key, type.message);
    }
  }
  return found.result();
}
