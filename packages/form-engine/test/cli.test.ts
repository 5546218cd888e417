import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exampleDefinition, exampleModel } from './fixtures/example-form.ts';

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
const model = file('model.json', exampleModel);

describe('form-engine lint', () => {
  it('exits 0 for a good definition', () => {
    const { code, out } = run('lint', good, '--model', model);
    expect(code).toBe(0);
    expect(out).toContain('0 error(s), 0 warning(s)');
  });

  it('exits 1 and prints each error with its JSON path', () => {
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
    expect(out).toContain(
      `${bad}: error /pages/1/sections/0/fields/0: key "x" is on page "a" and on page "b"`,
    );
    expect(out).toContain('warning /: data-model key "unused" is on no page [key-on-no-page]');
    expect(out).toContain('1 error(s), 1 warning(s)');
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

  it('exits 2 for a missing file, bad JSON or bad usage', () => {
    expect(run('lint', join(dir, 'missing.json')).code).toBe(2);
    expect(run('lint', file('broken.json', '{ nope')).code).toBe(2);
    expect(run('frobnicate', good).code).toBe(2);
    expect(run('lint').code).toBe(2);
  });
});

describe('form-engine schema', () => {
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
