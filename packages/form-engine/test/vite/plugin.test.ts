import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    build: { write: false, minify: false, rollupOptions: { input: join(root, 'main.js') } },
  })) as Rolldown.RolldownOutput;
  return output.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
}

describe('the Vite plugin', () => {
  it.each(['definition', 'data'] as const)(
    'gives the form (formAs %s) and each validator as a chunk of its own, with no eval',
    async (formAs) => {
      const chunks = await bundle(
        { apply: { definition: 'form.json', model: 'model.json' } },
        formAs,
      );
      // What runs: the entry with what it imports, and the plugin's chunks. (The engine's
      // run-time compiler may be bundled as chunks loaded only by createValidator, never here.)
      const virtual = (c: Rolldown.OutputChunk) =>
        c.facadeModuleId?.startsWith('\0virtual:form-engine/') ?? false;
      const runs = chunks.filter((c) => !c.isDynamicEntry || virtual(c));
      const code = runs.map((c) => c.code).join('\n');
      expect(code).toContain(formAs === 'data' ? 'loadCompiledForm(' : 'compileFormOrThrow(');
      // The whole form's validator, each page's and the date fields' checks.
      const pages = exampleDefinition.pages.length;
      expect(chunks.filter((c) => c.isDynamicEntry && virtual(c))).toHaveLength(pages + 2);
      expect(code).not.toMatch(/new Function|\beval\(/);
    },
  );

  it('fails the build on a definition error, naming it', async () => {
    await writeFile(
      join(root, 'bad.json'),
      JSON.stringify({
        ...exampleDefinition,
        pages: [exampleDefinition.pages[0], exampleDefinition.pages[0]],
      }),
    );
    await expect(
      bundle({ apply: { definition: 'bad.json', model: 'model.json' } }),
    ).rejects.toThrow(/definition has \d+ error/);
  });

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
    // The generated validators carry the French message; the form module imports the catalogue.
    expect(code).toContain('réponse obligatoire.');
    expect(code).toMatch(/locale: "fr"|locale: 'fr'|"locale":"fr"/);
    await writeFile(join(root, 'typo.json'), JSON.stringify({ ruleRequird: 'x' }));
    await expect(
      bundle({ apply: { definition: 'form.json', model: 'model.json', messages: 'typo.json' } }),
    ).rejects.toThrow('unknown message keys ruleRequird');
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
