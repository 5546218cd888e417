import type { ErrorObject } from 'ajv/dist/2020.js';
import type { CompiledForm } from '../compiler/compiled-form.ts';
import { fillMessage } from '../compiler/messages.ts';
import { typeMessage, type SchemaEntry } from './form-schema.ts';
import type { ValidationResult } from './result.ts';

/** What turns a schema's errors back into messages: its check table. */
export interface ErrorTables {
  /** Schema path of each check (e.g. `#/allOf/3/then/allOf/0`) → what it reports. */
  readonly entries: ReadonlyMap<string, SchemaEntry>;
}

const ANSWER_PATH = /^#\/properties\/answers\/properties\/([^/]+)\//;
const unescapePointer = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The result of one run of a generated validate function (compiled at run time or ahead of time:
 * both report the same errors), as messages by answer key.
 */
export function mapErrors(
  form: CompiledForm,
  tables: ErrorTables,
  errors: readonly ErrorObject[] | null | undefined,
  today: Date,
): ValidationResult {
  const result: Record<string, string[]> = {};
  for (const error of errors ?? []) {
    const mapped = messageOf(form, tables, error, today);
    if (!mapped) continue;
    const [key, message] = mapped;
    const list = (result[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return { valid: false, errors: result };
}

/** The key and message an ajv error stands for; undefined for `if` wrappers of a real error. */
function messageOf(
  form: CompiledForm,
  tables: ErrorTables,
  error: ErrorObject,
  today: Date,
): [string, string] | undefined {
  const entry = checkAt(tables, error.schemaPath);
  if (entry) {
    const year = yearOf(entry.rule, today);
    return [entry.key, year === undefined ? entry.message : fillMessage(entry.message, { year })];
  }
  if (error.keyword === 'if') return undefined;
  const answerMatch = ANSWER_PATH.exec(error.schemaPath);
  if (answerMatch) {
    const key = unescapePointer(answerMatch[1]!);
    return [key, typeMessage(form.fields.get(key) ?? key, form.messages)];
  }
  if (error.keyword === 'additionalProperties' && error.instancePath === '/answers') {
    const key = String((error.params as { additionalProperty: string }).additionalProperty);
    return [key, fillMessage(form.messages.checkUnknownKey, { key })];
  }
  const detail = `${error.instancePath || '/'} ${error.message ?? error.keyword}`;
  return ['', fillMessage(form.messages.checkMalformed, { detail })];
}

/** The check an error's schema path falls in: the longest recorded prefix of the path. */
function checkAt(tables: ErrorTables, schemaPath: string): SchemaEntry | undefined {
  for (let path = schemaPath; path.length > 1; path = path.slice(0, path.lastIndexOf('/'))) {
    const entry = tables.entries.get(path);
    if (entry) return entry;
  }
  return undefined;
}

/** The year a minYear/maxYear message names. */
function yearOf(rule: SchemaEntry['rule'], today: Date): number | undefined {
  if (rule?.rule === 'minYear' || rule?.rule === 'maxYear')
    return today.getUTCFullYear() + rule.offset;
  return undefined;
}
