import type Ajv from 'ajv';
import type { Code, KeywordCxt, _ as CodeTag, Name } from 'ajv/dist/2020.js';
import { EXTENSION_KEYWORDS } from './keywords.ts';

/**
 * Registers the extension keywords on an ajv instance. They are *code-generating* keywords (no
 * `validate` closures), so ajv's standalone code generation can serialise them into a module;
 * `_` is ajv's code template tag (passed in, so this file does not load ajv eagerly). Pass
 * "today" as `validate.call({ now }, data)` with ajv's `passContext: true`.
 */
export function addExtensionKeywords(ajv: Ajv, _: typeof CodeTag): void {
  ajv.addKeyword({ keyword: EXTENSION_KEYWORDS.error, schemaType: 'object' });
  /** Emits the date parse shared by the three keywords; its year, or the failure test's guard. */
  const parsed = (cxt: KeywordCxt) => {
    const { gen, data } = cxt;
    // YYYY-MM-DD and a real calendar day (Date.UTC round trip): what the check table reads as a
    // date too (`calendarYear` in date-checks.ts, held equal by the equivalence tests).
    const m = gen.const('isoDate', _`/^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(${data})`);
    const t = gen.const('utc', _`${m} && new Date(Date.UTC(+${m}[1], +${m}[2] - 1, +${m}[3]))`);
    const ok = _`${t} && ${t}.getUTCFullYear() === +${m}[1] && ${t}.getUTCMonth() === +${m}[2] - 1 && ${t}.getUTCDate() === +${m}[3]`;
    return { m, ok };
  };
  // The clock: `this.now()` when the validate function is called with a context (ajv's
  // `passContext`), the system clock otherwise. Read at each validation, never at compile or
  // build time, so a validator built ahead of time stays right on later days.
  const today = (cxt: KeywordCxt): Name =>
    cxt.gen.const('today', _`this && typeof this.now == "function" ? this.now() : new Date()`);
  const year = (cxt: KeywordCxt, atLeast: boolean) => {
    const { m, ok } = parsed(cxt);
    const bound = _`${today(cxt)}.getUTCFullYear() + ${cxt.schema as number}`;
    cxt.fail(atLeast ? _`(${ok}) && +${m}[1] < ${bound}` : _`(${ok}) && +${m}[1] > ${bound}`);
  };
  ajv.addKeyword({
    keyword: EXTENSION_KEYWORDS.minAge,
    type: 'string',
    schemaType: 'number',
    code(cxt) {
      const { ok } = parsed(cxt);
      const d = today(cxt);
      const years = cxt.schema as number;
      const pad = (n: Code, w: number) => _`String(${n}).padStart(${w}, "0")`;
      const cutoff = _`${pad(_`${d}.getUTCFullYear() - ${years}`, 4)} + "-" + ${pad(_`${d}.getUTCMonth() + 1`, 2)} + "-" + ${pad(_`${d}.getUTCDate()`, 2)}`;
      cxt.fail(_`(${ok}) && ${cxt.data} > ${cutoff}`);
    },
  });
  ajv.addKeyword({
    keyword: EXTENSION_KEYWORDS.minYear,
    type: 'string',
    schemaType: 'number',
    code: (cxt) => year(cxt, true),
  });
  ajv.addKeyword({
    keyword: EXTENSION_KEYWORDS.maxYear,
    type: 'string',
    schemaType: 'number',
    code: (cxt) => year(cxt, false),
  });
}
