import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPrecompiledValidator } from '../../src/build/index.ts';
import { compileFormOrThrow } from '../../src/core/compiler/compile-form.ts';
import type { PrecompiledModule } from '../../src/core/validation/precompiled.ts';
import { loadCompiledForm } from '../../src/precompiled.ts';
import { exampleDefinition, exampleModel } from '../fixtures/example-form.ts';

/**
 * Each test starts the CLI as a process (`node --import tsx`): about 1.5 s each under load, so a
 * test of several runs needs more than Vitest's 5 s default. A bound on failure, not a timing.
 */
const SPAWNING_TEST_TIMEOUT_MS = 60_000;

const cli = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'form-engine-build-'));
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
};

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('form-engine build', { timeout: SPAWNING_TEST_TIMEOUT_MS }, () => {
  it('builds with a catalogue of the app’s own (--messages): the validators speak it (issue 28)', async () => {
    const out = join(dir, 'out-fr');
    const definition = file('form.json', exampleDefinition);
    const model = file('model.json', exampleModel);
    const messages = file('fr.json', {
      locale: 'fr',
      ruleRequired: '{label} : réponse obligatoire.',
    });
    const built = run('build', definition, '--model', model, '--messages', messages, '--out', out);
    expect(built.code).toBe(0);
    expect(readFileSync(join(out, 'form.validate.js'), 'utf8')).toContain('réponse obligatoire.');
    const typo = file('typo.json', { ruleRequird: 'x' });
    const refused = run('lint', definition, '--model', model, '--messages', typo);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('unknown message keys ruleRequird');
  });

  it('writes the whole-form and page validators and the schema, which validate as run time does', async () => {
    const out = join(dir, 'out');
    const definition = file('form.json', exampleDefinition);
    const model = file('model.json', exampleModel);
    const { code, out: printed } = run('build', definition, '--model', model, '--out', out);
    expect(code).toBe(0);
    const form = compileFormOrThrow(exampleDefinition, exampleModel);
    const pageFiles = form.pages.map((p) => `page-${p.id}.validate.js`);
    expect(readdirSync(out).sort()).toEqual(
      ['fields.validate.js', 'form.json', 'form.validate.js', ...pageFiles, 'schema.json'].sort(),
    );
    expect(printed).toContain(`wrote ${pageFiles.length + 4} files`);
    const loaded = loadCompiledForm(readFileSync(join(out, 'form.json'), 'utf8'));
    expect([...loaded.fields.keys()]).toEqual([...form.fields.keys()]);
    const schema = JSON.parse(readFileSync(join(out, 'schema.json'), 'utf8')) as {
      $schema: string;
    };
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');

    // The written files are ES modules (the directory has no package.json: load them as .mjs).
    const load = async (name: string) => {
      const copy = join(dir, `${name}.mjs`);
      writeFileSync(copy, readFileSync(join(out, name)));
      return (await import(/* @vite-ignore */ pathToFileURL(copy).href)) as PrecompiledModule;
    };
    const pages = Object.fromEntries(
      await Promise.all(
        form.pages.map(async (p) => [p.id, await load(`page-${p.id}.validate.js`)]),
      ),
    ) as Record<string, PrecompiledModule>;
    const validator = createPrecompiledValidator(form, {
      form: await load('form.validate.js'),
      pages,
    });
    const result = validator.validate({ answers: { country: 'USA', zip: '1' } });
    expect(result.valid).toBe(false);
    expect(Object.keys(result.errors)).toContain('zip');
    expect(() => validator.validatePage('nowhere', { answers: {} })).toThrow('unknown page');
  });

  it('needs --out, and only for build', () => {
    const definition = file('form2.json', exampleDefinition);
    expect(run('build', definition).code).toBe(2);
    expect(run('schema', definition, '--out', dir).code).toBe(2);
  });
});
