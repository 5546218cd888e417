/**
 * Issue 28, item 10: a date field's checks run as plain functions (no ajv, no `eval`), so the
 * date widget judges a typed date under a strict Content-Security-Policy without a build. They
 * must answer exactly as ajv's compiled checks, which validation in the browser and on the
 * server runs.
 */
import Ajv2020, { _ } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { compileFormOrThrow } from '../compiler/compile-form.ts';
import type { FormDefinition } from '../definition/index.ts';
import { addExtensionKeywords } from './code-keywords.ts';
import { plainDateCheck } from './date-checks.ts';
import type { ValueCheckFunction } from './field-value-messages.ts';
import { validateFieldValue } from './field-validator.ts';
import { EXTENSION_KEYWORDS } from './keywords.ts';
import { fieldChecks } from './rule-checks.ts';

// The run-time compiler must not be needed: loading it fails, as with a policy without 'unsafe-eval'.
const loadAjv = vi.hoisted(() => vi.fn(() => Promise.reject(new EvalError('eval refused'))));
vi.mock('./ajv-loader.ts', () => ({ loadAjv }));

const ajv = new Ajv2020({ allErrors: true, strict: false, passContext: true });
addFormats(ajv, ['date']);
addExtensionKeywords(ajv, _);

/** The schemas a date field's checks have: the calendar date, and each rule's bound. */
const SCHEMAS = [
  { type: 'string', format: 'date' },
  ...[0, 13, 18, 120].map((n) => ({ type: 'string', [EXTENSION_KEYWORDS.minAge]: n })),
  ...[-100, -1, 0, 2].map((n) => ({ type: 'string', [EXTENSION_KEYWORDS.minYear]: n })),
  ...[-18, 0, 1, 30].map((n) => ({ type: 'string', [EXTENSION_KEYWORDS.maxYear]: n })),
];

const digits = (length: number, max: number) =>
  fc.integer({ min: 0, max }).map((n) => String(n).padStart(length, '0'));
/** Date-like text: every year from 0000 (read differently by Date.UTC below 100), months 00–13, days 00–32. */
const values = fc.oneof(
  fc
    .tuple(digits(4, 2100), digits(2, 13), digits(2, 32))
    .map(([year, month, day]) => `${year}-${month}-${day}`),
  fc.constantFrom('0050-02-29', '0000-02-29', '1900-02-29', '2000-02-29', '2024-02-29', 'x', ''),
  // Not digits where digits go, or one character too many (read digit by digit, not by a regex).
  fc.constantFrom('abcd-01-01', '2024-1a-01', '2024-01-0x', '2024/01/01', '２０２４-01-01'),
  fc.constantFrom('2024-01-01\n', ' 2024-01-01', '-024-01-01', '2024-+1-01', '2024-01-1'),
  fc.constantFrom(null, 20080417, true),
);
const days = fc.date({
  min: new Date('1990-01-01'),
  max: new Date('2060-12-31'),
  noInvalidDate: true,
});

describe('a date field’s checks as plain functions', () => {
  it('answer as ajv’s compiled checks for every value, bound and day', () => {
    for (const schema of SCHEMAS) {
      const plain = plainDateCheck(schema)!;
      const compiled = ajv.compile(schema) as unknown as ValueCheckFunction;
      fc.assert(
        fc.property(values, days, (value, today) => {
          const context = { now: () => today };
          expect(plain.call(context, value)).toBe(compiled.call(context, value));
        }),
        { numRuns: 400 },
      );
    }
  });

  it('read only those schemas (any other check goes to ajv)', () => {
    expect(plainDateCheck({ type: 'string', pattern: '^x$' })).toBeUndefined();
    expect(plainDateCheck({ type: 'string', format: 'email' })).toBeUndefined();
    expect(plainDateCheck({ type: 'string', format: 'date', maxLength: 4 })).toBeUndefined();
    expect(plainDateCheck({ format: 'date' })).toBeUndefined();
    expect(plainDateCheck(true)).toBeUndefined();
  });

  it('judge a typed date without loading ajv: validateFieldValue never compiles a date field', async () => {
    const definition: FormDefinition = {
      id: 'dates',
      title: 'Dates',
      pages: [
        {
          id: 'p',
          path: '/p',
          title: 'P',
          stepLabel: 'Step 1',
          sections: [
            {
              id: 's',
              title: 'S',
              fields: [
                {
                  widget: 'date',
                  key: 'birth_date',
                  label: 'Date of birth',
                  rules: [
                    { rule: 'minAge', years: 13 },
                    { rule: 'minYear', offset: -100 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const form = compileFormOrThrow(definition);
    const [minAge, , calendar] = fieldChecks(form.fields.get('birth_date')!, form.messages);
    const now = () => new Date('2026-11-21T12:00:00Z');
    await expect(validateFieldValue(form, 'birth_date', '2001-02-30', now)).resolves.toEqual([
      calendar!.message,
    ]);
    await expect(validateFieldValue(form, 'birth_date', '2020-01-01', now)).resolves.toEqual([
      minAge!.message,
    ]);
    await expect(validateFieldValue(form, 'birth_date', '2001-04-17', now)).resolves.toEqual([]);
    expect(loadAjv).not.toHaveBeenCalled();
  });
});
