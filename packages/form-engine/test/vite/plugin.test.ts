import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFormOrThrow } from '../../src/core/compiler/compile-form.ts';
import { formEngine } from '../../src/vite/index.ts';
import { exampleDefinition, exampleModel } from '../fixtures/example-form.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'form-engine-vite-'));
  await writeFile(join(root, 'form.json'), JSON.stringify(exampleDefinition));
  await writeFile(join(root, 'model.json'), JSON.stringify(exampleModel));
  await writeFile(
    join(root, 'main.js'),
    "import { form, validator } from 'virtual:form-engine/apply';\n" +
      'globalThis.result = [form.pages.length, validator.validate({ answers: {} })];\n',
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Builds main.js with the plugin (no files written) and returns the chunks. */
async function bundle(
  forms: Parameters<typeof formEngine>[0]['forms'],
  formAs?: 'definition' | 'data',
  warnings: string[] = [],
) {
  const output = (await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [formEngine({ forms, formAs })],
    resolve: {
      alias: {
        '@admissions/form-engine/precompiled': join(
          import.meta.dirname,
          '../../src/precompiled.ts',
        ),
        '@admissions/form-engine': join(import.meta.dirname, '../../src/index.ts'),
      },
    },
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: join(root, 'main.js'),
        onwarn: (warning) => void warnings.push(`${warning.code}: ${warning.message}`),
      },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
}

describe('the Vite plugin', () => {
  it.each(['definition', 'data'] as const)(
    'gives the form (formAs %s) and its validator, the check table: no generated code, no ajv, no eval',
    async (formAs) => {
      const chunks = await bundle(
        { apply: { definition: 'form.json', model: 'model.json' } },
        formAs,
      );
      // What runs: the entry with what it imports. (The engine's definition checker may be
      // bundled as chunks loaded only by lintDefinition, never here.)
      const runs = chunks.filter((c) => !c.isDynamicEntry);
      const code = runs.map((c) => c.code).join('\n');
      expect(code).toContain(formAs === 'data' ? 'loadCompiledForm(' : 'compileFormOrThrow(');
      expect(code).toContain('createLazyTableValidator(form)');
      // No validator module of its own: nothing to load before a page validates.
      const virtual = chunks.filter((c) => c.facadeModuleId?.startsWith('\0virtual:form-engine/'));
      expect(virtual.filter((c) => c.isDynamicEntry)).toEqual([]);
      expect(code).not.toMatch(/new Function|\beval\(|ajv\.js\.org/);
    },
  );

  it('builds with the app’s own catalogue module, in the validators and in the form (issue 28)', async () => {
    await writeFile(
      join(root, 'fr.ts'),
      "import type { FormMessagesOverride } from '@admissions/form-engine';\n" +
        "const fr: FormMessagesOverride = { locale: 'fr', ruleRequired: '{label} : réponse obligatoire.' };\n" +
        'export default fr;\n',
    );
    const chunks = await bundle({
      apply: { definition: 'form.json', model: 'model.json', messages: 'fr.ts' },
    });
    const code = chunks.map((c) => c.code).join('\n');
    // The form module imports the catalogue: the form (and so its checks) speak French.
    expect(code).toContain('réponse obligatoire.');
    expect(code).toMatch(/locale: "fr"|locale: 'fr'|"locale":"fr"/);
    await writeFile(join(root, 'typo.json'), JSON.stringify({ ruleRequird: 'x' }));
    await expect(
      bundle({ apply: { definition: 'form.json', model: 'model.json', messages: 'typo.json' } }),
    ).rejects.toThrow('unknown message keys ruleRequird');
  });

  it.each([
    ['a default export', 'export default fr;'],
    ['an export named messages', 'export { fr as messages };'],
  ])(
    'imports the catalogue module by the export it has (%s): no build warning',
    async (_, exported) => {
      await writeFile(
        join(root, 'named.ts'),
        `const fr = { locale: 'fr', formSubmit: 'Envoyer' };\n${exported}\n`,
      );
      const warnings: string[] = [];
      const chunks = await bundle(
        { apply: { definition: 'form.json', model: 'model.json', messages: 'named.ts' } },
        'definition',
        warnings,
      );
      // Before, `catalogue.default ?? catalogue.messages` warned IMPORT_IS_UNDEFINED for the other.
      expect(warnings).toEqual([]);
      expect(chunks.map((c) => c.code).join('\n')).toContain('Envoyer');
    },
  );

  it('a compile function’s catalogue module reaches the app’s form, and must be the one it used', async () => {
    const messages = { ruleRequired: '{label} (required)' };
    await writeFile(join(root, 'label.json'), JSON.stringify(messages));
    const compile = () => compileFormOrThrow(exampleDefinition, exampleModel, { messages });
    const code = (await bundle({ apply: { compile, messages: 'label.json' } }))
      .map((c) => c.code)
      .join('\n');
    // The template is in the catalogue the form module imports (the form compiles with it).
    expect(code).toContain('{label} (required)');
    await expect(
      bundle({
        apply: {
          compile: () => compileFormOrThrow(exampleDefinition, exampleModel),
          messages: 'label.json',
        },
      }),
    ).rejects.toThrow(/the form's "ruleRequired" message is not the one of label.json/);
  });

  it('names the file, line and column of a definition error (terminal and overlay)', async () => {
    const broken = structuredClone(exampleDefinition) as {
      pages: { sections: { fields: { key?: string }[] }[] }[];
    };
    const field = broken.pages[0]!.sections[0]!.fields.find((f) => f.key !== undefined)!;
    field.key = 'not_in_the_model';
    const text = JSON.stringify(broken, null, 2);
    await writeFile(join(root, 'located.json'), text);
    const line = text.split('\n').findIndex((l) => l.includes('"not_in_the_model"')) + 1;
    type Located = { message: string; loc?: { line: number; file: string }; frame?: string };
    // Rolldown gathers the build's errors under `errors`: the plugin's is the first.
    const failure = await bundle({
      apply: { definition: 'located.json', model: 'model.json' },
    }).then(
      () => undefined,
      (error: { errors?: Located[] } & Located) => error.errors?.[0] ?? error,
    );
    expect(failure).toMatchObject({ loc: { line, file: expect.stringContaining('located.json') } });
    expect(failure!.message).toMatch(
      new RegExp(`located\\.json:${line}:\\d+: error .*not_in_the_model`),
    );
    expect(failure!.frame).toContain('not_in_the_model');
  });

  it('refuses an unknown form and a form name that is not a plain name', async () => {
    await expect(bundle({ other: { definition: 'form.json' } })).rejects.toThrow('no such form');
    expect(() => formEngine({ forms: { '../x': { definition: 'form.json' } } })).toThrow(
      'form name',
    );
  });
});
