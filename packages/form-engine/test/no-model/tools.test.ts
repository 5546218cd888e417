import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { createPrecompiledValidator } from '../../src/build/index.ts';
import type { CompiledForm } from '../../src/core/compiler/compiled-form.ts';
import type { FormState } from '../../src/core/definition/index.ts';
import type { LazyValidator, PrecompiledModule } from '../../src/core/validation/precompiled.ts';
import { loadCompiledForm } from '../../src/precompiled.ts';
import { formEngine } from '../../src/vite/index.ts';
import { noModelDefinition, noModelDerived } from '../fixtures/no-model-form.ts';

/**
 * The tools take a definition with no data model file (issue 28): `form-engine lint`, `build` and
 * `model`, the form read back with `loadCompiledForm`, and the Vite plugin. The definition's GPA
 * is a text field declared a decimal, and its colleges an add-another block.
 *
 * The CLI runs as a process (`node --import tsx`, about 1.5 s each under load): a bound on
 * failure, not a timing.
 */
const SPAWNING_TEST_TIMEOUT_MS = 60_000;

const cli = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'form-engine-no-model-'));
const definition = join(dir, 'form.json');
writeFileSync(definition, JSON.stringify(noModelDefinition, null, 2));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** Imports a generated validator module (the directory has no package.json: copy it as .mjs). */
async function importModule(code: string, name: string): Promise<PrecompiledModule> {
  const copy = join(dir, `${name}.mjs`);
  writeFileSync(copy, code);
  return (await import(/* @vite-ignore */ pathToFileURL(copy).href)) as PrecompiledModule;
}

const answers = (gpa: unknown) => ({ answers: { gpa, agree: true } as never });

/** The GPA's range message, as the form was compiled with it (the catalogue's wording). */
const rangeMessage = (form: CompiledForm) =>
  form.fields.get('gpa')!.rules.find((r) => r.rule.rule === 'numberRange')!.message;

describe('the CLI without --model', { timeout: SPAWNING_TEST_TIMEOUT_MS }, () => {
  it('lints the definition clean', () => {
    const { code, out } = run('lint', definition);
    expect(code).toBe(0);
    expect(out).toContain('0 error(s), 0 warning(s)');
  });

  it('prints the data model the definition implies (form-engine model)', () => {
    const { code, out } = run('model', definition);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual(noModelDerived);
  });

  it('builds a form that loadCompiledForm reads back and whose validator knows the declared decimal', async () => {
    const out = join(dir, 'built');
    expect(run('build', definition, '--out', out).code).toBe(0);
    const form = loadCompiledForm(readFileSync(join(out, 'form.json'), 'utf8'));
    expect(form.model).toBeUndefined();
    expect(form.fields.get('college_3_credits')?.type).toBe('integer');
    const validator = createPrecompiledValidator(form, {
      form: await importModule(readFileSync(join(out, 'form.validate.js'), 'utf8'), 'cli-form'),
      pages: {},
    });
    expect(validator.validate(answers(3.7)).valid).toBe(true);
    expect(validator.validate(answers('abc')).errors.gpa).toContain(rangeMessage(form));
  });
});

describe('the Vite plugin without a model file', () => {
  it.each(['definition', 'data'] as const)(
    'builds the form (formAs %s) and its validator, which knows the declared decimal',
    async (formAs) => {
      const root = mkdtempSync(join(dir, 'vite-'));
      writeFileSync(join(root, 'form.json'), JSON.stringify(noModelDefinition));
      writeFileSync(join(root, 'main.js'), "export * from 'virtual:form-engine/apply';\n");
      const output = (await build({
        root,
        logLevel: 'silent',
        configFile: false,
        plugins: [formEngine({ forms: { apply: { definition: 'form.json' } }, formAs })],
        resolve: {
          alias: {
            '@admissions/form-engine/precompiled': fileURLToPath(
              new URL('../../src/precompiled.ts', import.meta.url),
            ),
            '@admissions/form-engine': fileURLToPath(
              new URL('../../src/index.ts', import.meta.url),
            ),
          },
        },
        build: {
          outDir: join(root, 'dist'),
          minify: false,
          // The built app runs in Node here: no <link rel=modulepreload> helper.
          modulePreload: false,
          rollupOptions: { input: join(root, 'main.js'), preserveEntrySignatures: 'exports-only' },
        },
      })) as Rolldown.RolldownOutput;
      const chunks = output.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
      // The app's module compiles the definition with no model, or reads the compiled form.
      const entry = chunks.find((c) => c.isEntry)!;
      expect(entry.code).toContain(formAs === 'data' ? 'loadCompiledForm(' : 'compileFormOrThrow(');
      // The built app's own validator (the check table) knows the decimal answer.
      const app = (await import(pathToFileURL(join(root, 'dist', entry.fileName)).href)) as {
        form: CompiledForm;
        validator: LazyValidator;
      };
      const form = app.form;
      const validator = {
        validate: (state: FormState) => app.validator.validate(state),
      };
      expect((await validator.validate(answers(3.7))).valid).toBe(true);
      expect((await validator.validate(answers('abc'))).errors.gpa).toContain(rangeMessage(form));
    },
  );
});
