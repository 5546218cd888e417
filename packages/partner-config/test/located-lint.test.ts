/**
 * `lint:definitions` and `check-sections` name the file, line and column the author edits: the
 * real variant and section files, with one deliberate mistake typed into a section file's text,
 * must report that section file at the mistake's line and column (not `/pages/0/sections/7/…`),
 * in both variants, whose pages place the same file differently.
 */
import type { CompileResult, Diagnostic } from '@admissions/form-engine';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  compositionSources,
  type SectionListJson,
  type VariantLayoutJson,
} from '../src/compose.ts';
import {
  SECTION_FILES,
  composeVariant,
  variantDefinition,
  type VariantName,
} from '../src/definitions.ts';
import { optionLists } from '../src/options/index.ts';
import { lintSectionFiles, lintVariant, readPackageFile } from '../scripts/located-lint.ts';

const VARIANTS: VariantName[] = ['undergraduate', 'transfer'];

/** The package's files, with `edit` applied to one of them (replacing a unique snippet). */
function editedRead(file: string, from: string | RegExp, to: string) {
  const original = readPackageFile(file);
  const text = original.replace(from, to);
  expect(text, `the snippet to replace is in ${file}`).not.toBe(original);
  return {
    text,
    read: (path: string) => (path === file ? text : readPackageFile(path)),
  };
}

/** 1-based line and column of the first occurrence of `snippet` in `text`. */
function place(text: string, snippet: string) {
  const offset = text.indexOf(snippet);
  expect(offset, snippet).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

const errorsOf = (result: CompileResult): readonly Diagnostic[] => (result.ok ? [] : result.errors);

describe('lintVariant (what lint:definitions runs)', () => {
  it.each(VARIANTS)(
    'composes %s from the files’ texts exactly as the portal does',
    async (name) => {
      const read = (path: string) => JSON.parse(readPackageFile(path)) as unknown;
      const layout = read(`definitions/${name}.json`) as VariantLayoutJson;
      const sections = Object.fromEntries(
        Object.keys(SECTION_FILES).map((n) => [
          n,
          read(`definitions/sections/${n}.json`) as SectionListJson,
        ]),
      );
      expect(composeVariant(name, layout, sections)).toEqual(variantDefinition(name));
      const result = await lintVariant(name);
      expect(errorsOf(result)).toEqual([]);
      expect(result.warnings).toEqual([]);
    },
  );

  it.each(VARIANTS)(
    '%s: an unknown operator names the section file, line and column',
    async (name) => {
      const file = 'definitions/sections/family.json';
      const { text, read } = editedRead(file, '"operator": "equals"', '"operator": "contains"');
      const [error, ...others] = errorsOf(await lintVariant(name, read));
      expect(others).toEqual([]);
      expect(error?.code).toBe('unknown-operator');
      expect(error?.path).toMatch(/^\/pages\/\d\/sections\/\d+\/.*\/operator$/);
      expect(error?.source).toEqual({
        file,
        pointer: '/sections/0/fields/1/fields/5/visibleWhen/operator',
        ...place(text, '"operator": "contains"'),
      });
    },
  );

  it.each(VARIANTS)('%s: an off-list condition target names its section file', async (name) => {
    const file = 'definitions/sections/application.json';
    const snippet = '"visibleWhen": { "valueKey": "applied_previously", "operator": "equals",';
    const { text, read } = editedRead(
      file,
      `${snippet} "target": "Y" }`,
      `${snippet} "target": "INTERNATIONAL" }`,
    );
    const [error, ...others] = errorsOf(await lintVariant(name, read));
    expect(others).toEqual([]);
    expect(error?.code).toBe('condition-option');
    expect(error?.message).toContain('"INTERNATIONAL"');
    // At the target the author wrote, not the condition's opening brace.
    expect(error?.source).toMatchObject({ file, ...place(text, '"target": "INTERNATIONAL"') });
  });

  it('a hide rule’s mistake names the section file that holds the rule', async () => {
    const file = 'definitions/sections/final.json';
    const rule = '{ "when": { "valueKey": "no_such_key", "operator": "equals", "target": "Y" }';
    const { text, read } = editedRead(
      file,
      /\}\s*$/,
      `,\n  "hideRules": [\n    ${rule}, "keys": ["first_name"] }\n  ]\n}\n`,
    );
    const [error, ...others] = errorsOf(await lintVariant('undergraduate', read));
    expect(others).toEqual([]);
    expect(error?.code).toBe('unknown-condition-key');
    // At the misspelt key, where the author fixes it.
    expect(error?.source).toEqual({
      file,
      pointer: '/hideRules/0/when/valueKey',
      ...place(text, '"valueKey": "no_such_key"'),
    });
  });
});

describe('lintSectionFiles (what check-sections runs)', () => {
  it('names the file as given, at the mistake’s line and column', async () => {
    const file = 'definitions/sections/testing.json';
    const { text } = editedRead(file, '"operator": "equals"', '"operator": "equal"');
    const result = await lintSectionFiles([{ file, text }], optionLists);
    const unknown = errorsOf(result).filter((e) => e.code === 'unknown-operator');
    expect(unknown).toHaveLength(1);
    expect(unknown[0]?.source).toMatchObject({ file, ...place(text, '"operator": "equal"') });
  });
});

describe('check-sections (the script)', () => {
  it('gives a JSON syntax error its line and column, exit 1, no stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-sections-'));
    try {
      const file = join(dir, 'testing.json');
      const original = readPackageFile('definitions/sections/testing.json');
      const text = original.replace('"operator": "equals",', '"operator": "equals"');
      expect(text).not.toBe(original);
      writeFileSync(file, text);
      const result = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          fileURLToPath(new URL('../scripts/check-sections.ts', import.meta.url)),
          file,
        ],
        { encoding: 'utf8' },
      );
      // Where the comma belongs: the end of the value it follows.
      const where = place(text, '"operator": "equals"');
      const column = where.column + '"operator": "equals"'.length;
      expect(result.stdout).toContain(`${file}:${where.line}:${column}: error `);
      expect(result.stdout).toContain('[json-syntax]');
      expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
      expect(result.status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('compositionSources', () => {
  it('maps a page’s sections to its sectionFiles, and each section to its file', () => {
    const section = (id: string) => ({ id, fields: [] });
    const files = {
      a: { sections: [section('a1'), section('a2')] },
      b: { sections: [section('b1')] },
    };
    const layout = {
      id: 'v',
      title: 'V',
      pages: [{ id: 'p', path: '/p', title: 'P', stepLabel: 'Step 01', sectionFiles: ['a', 'b'] }],
    };
    const sources = compositionSources(layout, files, {
      variant: { file: 'v.json', text: '{}' },
      sections: { a: { file: 'a.json', text: '{}' }, b: { file: 'b.json', text: '{}' } },
    });
    expect(sources.map(({ file, at, pointer }) => [file, at, pointer])).toEqual([
      ['v.json', '', ''],
      ['v.json', '/pages/0/sections', '/pages/0/sectionFiles'],
      ['a.json', '/pages/0/sections/0', '/sections/0'],
      ['a.json', '/pages/0/sections/1', '/sections/1'],
      ['b.json', '/pages/0/sections/2', '/sections/0'],
    ]);
  });
});
