/**
 * Issue 29, "Messages for people": each of six common mistakes is reported once, at the
 * author's file, line and column, in words that name the field and suggest the fix, with no
 * cascade of further errors. Checked through `lintDefinition` with sources (what the
 * playground shows) and through the CLI.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, lintDefinition, type Diagnostic } from '../../src/core/index.ts';
import { parseJsonSource } from '../../src/core/definition/json-source.ts';
import { CLEAN, MISTAKES, withMistake } from './six-mistakes.ts';

/** The CLI runs as a process (about 1.5 s under load): a bound on failure, not a timing. */
const SPAWNING_TEST_TIMEOUT_MS = 60_000;
const cli = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'form-engine-messages-'));

/** Lints a text as the playground does: parsed, then linted with itself as the source. */
async function lintText(text: string, file: string): Promise<Diagnostic[]> {
  const parsed = parseJsonSource(text, file);
  if (!parsed.ok) return [parsed.error];
  const result = await lintDefinition(parsed.value, undefined, { sources: [{ file, text }] });
  return result.ok ? [...result.warnings] : [...result.errors, ...result.warnings];
}

describe('the six mistakes, through lintDefinition with sources', () => {
  it('the clean form has no problem (so each report below is the mistake’s)', async () => {
    expect(await lintText(CLEAN, 'family.json')).toEqual([]);
  });

  for (const mistake of MISTAKES)
    it(`${mistake.name}: one report, at its line and column, saying what to do`, async () => {
      const problems = await lintText(withMistake(mistake), 'family.json');
      expect(problems).toHaveLength(1);
      const [problem] = problems;
      expect(problem!.message).toMatch(mistake.says);
      expect(problem!.message).not.toMatch(/\/pages\/|\/sections\//);
      expect(problem!.source).toMatchObject({
        file: 'family.json',
        line: mistake.line,
        column: mistake.column,
      });
    });
});

describe('a key the data model lacks, inside an add-another block', () => {
  const model: Record<string, string> = {
    parent_living: 'string',
    parent_living_desc: 'string', // a radio keeps its option's text beside the code
    parent_job: 'string',
    ...Object.fromEntries(
      [1, 2, 3].flatMap((n) => {
        const key = n === 1 ? 'sibling_name' : `sibling_${n}_name`;
        const age = n === 1 ? 'sibling_age' : `sibling_${n}_age`;
        return [
          [key, 'string'],
          [age, 'string'],
        ];
      }),
    ),
  };
  const lintWith = async (text: string, dataModel: Record<string, string>) => {
    const result = await lintDefinition(JSON.parse(text), dataModel as never, {
      sources: [{ file: 'family.json', text }],
    });
    return result.ok ? [] : result.errors;
  };

  it('is one report with its suggestion, not one per numbered copy or _desc companion', async () => {
    expect(await lintWith(CLEAN, model)).toEqual([]);
    const text = CLEAN.replace('"key": "sibling_age"', '"key": "sibling_agee"');
    const errors = await lintWith(text, model);
    expect(errors.map((e) => e.message)).toEqual([
      'key "sibling_agee" is not in the data model — did you mean "sibling_age"?',
    ]);
    expect(errors[0]!.source).toMatchObject({ line: 36, column: 37 });
  });

  it("still reports a numbered copy when only the model's count is short", async () => {
    const { sibling_3_name: _name, sibling_3_age: _age, ...short } = model;
    const errors = await lintWith(CLEAN, short);
    expect(errors.map((e) => e.message).sort()).toEqual([
      'key "sibling_3_age" is not in the data model',
      'key "sibling_3_name" is not in the data model',
    ]);
  });
});

describe(
  'the six mistakes, through form-engine lint',
  { timeout: SPAWNING_TEST_TIMEOUT_MS },
  () => {
    for (const mistake of MISTAKES)
      it(`${mistake.name}: file:line:col, the message, and a count of 1 (exit 1)`, () => {
        const file = join(dir, `${mistake.name.replaceAll(' ', '-')}.json`);
        writeFileSync(file, withMistake(mistake));
        const result = spawnSync(process.execPath, ['--import', 'tsx', cli, 'lint', file], {
          encoding: 'utf8',
        });
        expect(result.stderr).toBe('');
        const lines = result.stdout.trim().split('\n');
        expect(lines).toHaveLength(2);
        const prefix = `${file}:${mistake.line}:${mistake.column}: error `;
        expect(lines[0]!.startsWith(prefix)).toBe(true);
        expect(lines[0]!.slice(prefix.length).replace(/ \[[a-z-]+\]$/, '')).toMatch(mistake.says);
        expect(lines[1]).toBe('1 error(s), 0 warning(s) in 1 file(s)');
        expect(result.status).toBe(1);
      });
  },
);

describe('formatDiagnostic', () => {
  it('leads with file:line:column and keeps the JSON Pointer out of the text', () => {
    expect(
      formatDiagnostic({
        severity: 'error',
        code: 'unknown-property',
        path: '/pages/0/sections/0/fields/2/lable',
        message: 'unknown property "lable" — did you mean "label"?',
        source: { file: 'family.json', line: 12, column: 9, pointer: '/sections/0/fields/2/lable' },
      }),
    ).toBe(
      'family.json:12:9: error unknown property "lable" — did you mean "label"? [unknown-property]',
    );
  });
});
