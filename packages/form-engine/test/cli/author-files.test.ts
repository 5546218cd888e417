/**
 * Issue 29, "One CLI for every file an author has": `form-engine lint` recognises section files,
 * layouts, whole forms, data models and option lists by their shape and lints them together.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { kindOf } from '../../src/cli/author-files.ts';

/** The CLI runs as a process (about 1.5 s under load): a bound on failure, not a timing. */
const SPAWNING_TEST_TIMEOUT_MS = 60_000;
const cli = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
const partner = fileURLToPath(new URL('../../../partner-config/', import.meta.url));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const yesNo = [
  { value: '', label: '--' },
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];
const section = (fields: unknown[]) => ({
  $schema: '../schema/section.schema.json',
  sections: [{ id: 'parents', title: 'Parents', fields }],
});
const living = {
  widget: 'radio',
  key: 'parent_living',
  label: 'Is your parent living?',
  options: 'yesNo',
};
const job = (target: string) => ({
  widget: 'text',
  key: 'parent_job',
  label: "Parent's occupation",
  visibleWhen: { valueKey: 'parent_living', operator: 'equals', target },
});

/**
 * The partner package's definitions and sources in a temporary folder an author may break
 * (its imports resolve through the repository's node_modules).
 */
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function partnerCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'form-engine-partner-'));
  copies.push(dir);
  for (const name of ['definitions', 'src', 'schema', 'package.json'])
    cpSync(join(partner, name), join(dir, name), { recursive: true });
  symlinkSync(
    fileURLToPath(new URL('../../../../node_modules', import.meta.url)),
    join(dir, 'node_modules'),
  );
  return dir;
}

/** A folder of author files: a section file, its option lists and its model. */
function folder(fields: unknown[], extra: Record<string, unknown> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'form-engine-author-'));
  mkdirSync(join(dir, 'sections'));
  writeFileSync(join(dir, 'sections', 'family.json'), JSON.stringify(section(fields), null, 2));
  writeFileSync(join(dir, 'options.json'), JSON.stringify({ yesNo }, null, 2));
  writeFileSync(
    join(dir, 'model.json'),
    JSON.stringify(
      { parent_living: 'string', parent_living_desc: 'string', parent_job: 'string' },
      null,
      2,
    ),
  );
  for (const [name, value] of Object.entries(extra))
    writeFileSync(join(dir, name), JSON.stringify(value, null, 2));
  return dir;
}

describe('kindOf: an author’s file by its shape', () => {
  it('tells forms, layouts, section files, models and option lists apart', () => {
    expect(kindOf({ id: 'f', title: 'F', pages: [] })).toBe('form');
    expect(kindOf({ id: 'f', title: 'F', pages: [{ id: 'p', sectionFiles: ['a'] }] })).toBe(
      'layout',
    );
    expect(kindOf(section([]))).toBe('sections');
    expect(kindOf({ $schema: 'x', first_name: 'string', born: 'date' })).toBe('model');
    expect(kindOf({ yesNo })).toBe('optionLists');
    expect(kindOf({ name: 'x', version: 1 })).toBeUndefined();
  });
});

describe(
  'form-engine lint: every file an author has',
  { timeout: SPAWNING_TEST_TIMEOUT_MS },
  () => {
    it('lints a folder: a section file with the option lists and model beside it (it failed on "id" before)', () => {
      const dir = folder([living, job('Y')]);
      const { code, out } = run('lint', dir);
      expect(out.trim()).toBe('0 error(s), 0 warning(s) in 3 file(s)');
      expect(code).toBe(0);
    });

    it('resolves the section file’s lists against the lists file: one mistake, one report at the section file', () => {
      const dir = folder([living, job('Yes')]);
      const { code, out } = run(
        'lint',
        join(dir, 'sections', 'family.json'),
        join(dir, 'options.json'),
      );
      const lines = out.trim().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(
        /sections\/family\.json:\d+:\d+: error target "Yes" is none of the options of "Is your parent living\?" \(parent_living\) — did you mean "Y"\?/,
      );
      expect(lines[1]).toBe('1 error(s), 0 warning(s) in 2 file(s)');
      expect(code).toBe(1);
    });

    it('without the lists file: one error naming the lists not given, not one per reference', () => {
      const dir = folder([living, { ...living, key: 'parent_job', label: 'Second' }]);
      const { code, out } = run('lint', join(dir, 'sections', 'family.json'));
      expect(out).toContain(
        'error 1 option lists are not given (yesNo): add the option lists file',
      );
      expect(out).toContain('1 error(s)');
      expect(code).toBe(1);
    });

    it('lints a layout with the section files its pages name, and the model (a key outside it)', () => {
      const layout = {
        id: 'family-form',
        title: 'Family',
        pages: [
          {
            id: 'family',
            path: '/family',
            title: 'Family',
            stepLabel: 'Step 01',
            sectionFiles: ['family'],
          },
        ],
      };
      const dir = folder([living, { ...job('Y'), key: 'parent_jbo' }], { 'layout.json': layout });
      const { code, out } = run('lint', dir);
      expect(out).toMatch(
        /sections\/family\.json:\d+:\d+: error key "parent_jbo" is not in the data model — did you mean "parent_job"\? \[unknown-key\]/,
      );
      // The layout places every page: the model's unused key is a warning there.
      expect(out).toContain('warning data-model key "parent_job" is on no page');
      expect(code).toBe(1);
    });

    it('a layout naming a section file not given: one error where it is named, no cascade', () => {
      const layout = {
        id: 'f',
        title: 'F',
        pages: [
          { id: 'p', path: '/p', title: 'P', stepLabel: 'S', sectionFiles: ['family', 'essay'] },
        ],
      };
      const dir = folder([living, job('Y')], { 'layout.json': layout });
      const { code, out } = run('lint', dir);
      expect(out.trim().split('\n')).toEqual([
        expect.stringMatching(
          /layout\.json:\d+:\d+: error the section file "essay" \(essay\.json\) was not given: add it to the command \[unknown-section-file\]$/,
        ),
        '1 error(s), 0 warning(s) in 4 file(s)',
      ]);
      expect(code).toBe(1);
    });

    it('reports a data model’s unknown type at its line, with the types', () => {
      const dir = folder([living], { 'model.json': { parent_living: 'strnig' } });
      const { code, out } = run('lint', join(dir, 'model.json'));
      expect(out).toContain(
        `${join(dir, 'model.json')}:2:3: error "parent_living" has the unknown type "strnig" — did you mean "string"? (one of`,
      );
      expect(code).toBe(1);
    });

    it('refuses a rule that no answer of its type can pass, at the rule’s line (issue 28, item 2)', () => {
      const gpa = {
        widget: 'text',
        key: 'gpa',
        label: 'GPA',
        rules: [{ rule: 'pattern', pattern: '^[0-4]$' }],
      };
      const dir = folder([living, gpa], {
        'model.json': { parent_living: 'string', parent_living_desc: 'string', gpa: 'number' },
      });
      const { code, out } = run('lint', dir);
      const file = join(dir, 'sections', 'family.json');
      // Where the rule object opens in the section file: the `{` before `"rule": "pattern"`.
      const lines = JSON.stringify(section([living, gpa]), null, 2).split('\n');
      const line = lines.findIndex((text) => text.includes('"rule": "pattern"')); // 1-based `{`
      const column = lines[line - 1]!.indexOf('{') + 1;
      expect(out).toContain(
        `${file}:${line}:${column}: error the pattern rule cannot hold for "gpa", whose answer is a number: no answer would ever pass it (it applies to string answers) [rule-type]`,
      );
      expect(out).toMatch(/^1 error\(s\)/m);
      expect(code).toBe(1);
    });

    it('reports a mistake in the partner’s model.json or options.json at its line (--data dataFiles)', () => {
      const copy = partnerCopy();
      const model = join(copy, 'definitions', 'model.json');
      const original = readFileSync(model, 'utf8');
      writeFileSync(model, original.replace('"middle_name": "string"', '"middle_name": "strnig"'));
      const typed = run(
        'lint',
        join(copy, 'definitions'),
        '--data',
        join(copy, 'src/author-data.ts'),
      );
      const lines = original.split('\n');
      const line = lines.findIndex((text) => text.includes('"middle_name"')) + 1;
      const column = lines[line - 1]!.indexOf('"middle_name"') + 1;
      expect(typed.out.trim().split('\n')).toEqual([
        `${model}:${line}:${column}: error "middle_name" has the unknown type "strnig" — did you mean "string"? (one of "string", "boolean", "integer", "number", "date", "file") [model-type]`,
        expect.stringMatching(/^1 error\(s\), 0 warning\(s\)/),
      ]);
      expect(typed.code).toBe(1);

      writeFileSync(model, original);
      const options = join(copy, 'definitions', 'options.json');
      writeFileSync(
        options,
        readFileSync(options, 'utf8').replace('"ACCT": "Accounting",', '"ACCT": "Accounting"'),
      );
      const broken = run(
        'lint',
        join(copy, 'definitions'),
        '--data',
        join(copy, 'src/author-data.ts'),
      );
      expect(broken.err).toMatch(
        new RegExp(
          `^${options.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:\\d+:\\d+: error Expected "," in JSON .*\\[json-syntax\\]`,
        ),
      );
      expect(broken.err).not.toContain('    at ');
      expect(broken.code).toBe(1);
    });

    it('lints the partner’s definitions folder with its model and lists from --data: clean', () => {
      const { code, out } = run(
        'lint',
        join(partner, 'definitions'),
        '--data',
        join(partner, 'src/author-data.ts'),
      );
      expect(out).toMatch(/^0 error\(s\), 0 warning\(s\) in \d+ file\(s\)$/m);
      expect(code).toBe(0);
    });
  },
);
