import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { largeDefinition } from '../../bench/large-definition.ts';
import { buildFieldChecks, serializeCompiledForm } from '../../src/build/index.ts';
import { compileFormOrThrow } from '../../src/core/compiler/compile-form.ts';
import { validateFieldValue } from '../../src/core/validation/field-validator.ts';
import {
  createLazyValidator,
  loadCompiledForm,
  type FieldValueModule,
} from '../../src/precompiled.ts';

const TODAY = new Date('2026-11-21T12:00:00Z');
const now = () => TODAY;

describe('the date fields’ checks generated ahead of time', () => {
  it('say what the run-time checks say, for every date field of the benchmark definition', async () => {
    const { definition, model } = largeDefinition();
    const form = compileFormOrThrow(definition, model);
    const source = buildFieldChecks(form);
    expect(source).not.toMatch(/new Function|\beval\(|\brequire\(/);
    const dir = await mkdtemp(join(tmpdir(), 'form-engine-fields-'));
    const file = join(dir, 'fields.validate.mjs');
    await writeFile(file, source);
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as FieldValueModule;

    // The browser's path: the form read from data, its field checks registered by the validator.
    const loaded = loadCompiledForm(serializeCompiledForm(form));
    createLazyValidator(loaded, {
      form: () => Promise.reject(new Error('unused')),
      pages: {},
      fields: async () => module,
    });
    const dateKeys = [...form.fields.values()].filter((f) => f.type === 'date').map((f) => f.key);
    expect(dateKeys.length).toBeGreaterThan(3);
    const dates = fc.oneof(
      fc
        .date({ min: new Date('1900-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('2023-02-29', '2024-02-29', '2023-13-01', 'tomorrow', '20-01-01', ''),
    );
    let failing = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...dateKeys), dates, async (key, value) => {
        const generated = await validateFieldValue(loaded, key, value, now);
        const runtime = await validateFieldValue(form, key, value, now);
        expect(generated).toEqual(runtime);
        if (runtime.length > 0) failing++;
      }),
      { numRuns: 300 },
    );
    // The random dates reached the checks' failing side, not only valid dates.
    expect(failing).toBeGreaterThan(10);
    await rm(dir, { recursive: true, force: true });
  }, 120_000);
});
