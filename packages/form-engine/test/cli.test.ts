import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exampleDefinition, exampleModel } from './fixtures/example-form.ts';

/**
 * Each test starts the CLI as a process (`node --import tsx`): about 1.5 s each under load, so a
 * test of several runs needs more than Vitest's 5 s default. A bound on failure, not a timing.
 */
const SPAWNING_TEST_TIMEOUT_MS = 60_000;

const cli = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'form-engine-cli-'));
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

/** Runs `form-engine <args>` from source and returns its exit code and output. */
function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const good = file('good.json', exampleDefinition);
const mistakes = fileURLToPath(new URL('./fixtures/lint/mistakes.json', import.meta.url));
const mistakesModel = fileURLToPath(new URL('./fixtures/lint/model.json', import.meta.url));
const model = file('model.json', exampleModel);

describe('form-engine lint', { timeout: SPAWNING_TEST_TIMEOUT_MS }, () => {
  it('exits 0 for a good definition', () => {
    const { code, out } = run('lint', good, '--model', model);
    expect(code).toBe(0);
    expect(out).toContain('0 error(s), 0 warning(s)');
  });

  it('exits 1 and prints each error at its file, line and column, without a JSON Pointer', () => {
    const page = (id: string) => ({
      id,
      path: `/${id}`,
      title: id,
      stepLabel: id,
      sections: [{ id: 's', fields: [{ widget: 'text', key: 'x', label: 'X' }] }],
    });
    const bad = file('bad.json', { id: 'bad', title: 'Bad', pages: [page('a'), page('b')] });
    const { code, out } = run(
      'lint',
      bad,
      '--model',
      file('m.json', { x: 'string', unused: 'string' }),
    );
    expect(code).toBe(1);
    // JSON.stringify writes one line, so the second page's field is further along line 1.
    expect(out).toMatch(
      new RegExp(
        `${bad.replace(/[.\\]/g, '\\$&')}:1:\\d+: error key "x" of "X" is already used by "X" on page "a" \\(this is page "b"\\) on line 1 \\[duplicate-key\\]\n`,
      ),
    );
    expect(out).not.toContain('/pages/');
    expect(out).toContain(`${bad}:1:1: warning data-model key "unused" is on no page`);
    expect(out).toContain('1 error(s), 1 warning(s) in 2 file(s)');
  });

  it('reports schema and meaning mistakes together, each at file:line:col of the file edited', () => {
    // A real file with five deliberate mistakes: two break the schema (an unknown property, an
    // unknown operator), three are meaning errors (a key outside the model, a target of the
    // wrong type, a target that is none of the Yes/No question's options).
    const { code, out } = run('lint', mistakes, '--model', mistakesModel);
    expect(code).toBe(1);
    const lines = out.trim().split('\n');
    expect(lines).toEqual([
      `${mistakes}:21:77: error unknown property "lable" [unknown-property]`,
      `${mistakes}:22:33: error key "middle_nmae" is not in the data model [unknown-key]`,
      `${mistakes}:34:58: error unknown operator "equal" — did you mean "equals"? (one of "equals", "notEquals", "lt", "lte", "gt", "gte", "answered", "notAnswered", "in", "notIn") [unknown-operator]`,
      `${mistakes}:40:75: error target "yes" can never equal "I agree" (agree), whose type is boolean [condition-type]`,
      `${mistakes}:49:17: error target "INTERNATIONAL" is none of the options of "U.S. citizen?" (us_citizen) (one of "Y", "N") [condition-option]`,
      '5 error(s), 0 warning(s) in 2 file(s)',
    ]);
  });

  it('--format json prints one document for CI annotations', () => {
    const { code, out } = run('lint', mistakes, '--model', mistakesModel, '--format', 'json');
    expect(code).toBe(1);
    const report = JSON.parse(out) as {
      errors: number;
      diagnostics: { code: string; file: string; line: number; column: number }[];
    };
    expect(report.errors).toBe(5);
    // One entry per mistake, in the order of the file.
    expect(report.diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([
      ['unknown-property', mistakes, 21, 77],
      ['unknown-key', mistakes, 22, 33],
      ['unknown-operator', mistakes, 34, 58],
      ['condition-type', mistakes, 40, 75],
      ['condition-option', mistakes, 49, 17],
    ]);
    expect(run('lint', good, '--model', model, '--format', 'json').out).toContain('"errors": 0');
    expect(run('lint', good, '--format', 'xml').code).toBe(2);
  });

  it('exits 0 with warnings only', () => {
    const { code, out } = run(
      'lint',
      good,
      '--model',
      file('more.json', { ...exampleModel, extra: 'string' }),
    );
    expect(code).toBe(0);
    expect(out).toContain('0 error(s), 1 warning(s)');
  });

  it('exits 2 for a missing file, a file of no known kind or bad usage', () => {
    expect(run('lint', join(dir, 'missing.json')).code).toBe(2);
    const other = run('lint', file('other.json', { name: 'x', version: 1 }));
    expect(other.code).toBe(2);
    expect(other.err).toMatch(/is none of the files form-engine lints: a form, .*option lists/);
    expect(run('frobnicate', good).code).toBe(2);
    expect(run('lint').code).toBe(2);
  });
});

describe('form-engine schema', { timeout: SPAWNING_TEST_TIMEOUT_MS }, () => {
  it('prints the answers schema as JSON', () => {
    const { code, out } = run('schema', good, '--model', model, '--page', 'final-steps');
    expect(code).toBe(0);
    const schema = JSON.parse(out) as {
      $schema: string;
      properties: { answers: { properties: object } };
    };
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(Object.keys(schema.properties.answers.properties)).toContain('legal_agree');
  });
});
