/**
 * The line counter behind docs/embedding.md's quick-start table: blank and comment lines are not
 * counted, JSON is counted in one canonical layout whatever its author's wrapping, our example's
 * folder is counted without the files the Vite template and the tooling bring, and the table in
 * the docs is the one the counter gives today.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NOT_WRITTEN, codeLines, countFolder, table } from './count.ts';
import { writtenSection } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'quick-start-count-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the quick-start line counter', () => {
  it('counts neither blank lines, // lines nor /* … */ blocks', () => {
    const text = ['// a', '', 'const a = 1;', '/**', ' * b', ' */', '/* c */', 'a;', '  '].join(
      '\n',
    );
    expect(codeLines(text)).toBe(2);
  });

  it('counts a JSON file the same however it is wrapped', async () => {
    mkdirSync(join(dir, 'wrapped'));
    mkdirSync(join(dir, 'compact'));
    const value = { type: 'object', properties: { name: { type: 'string' } } };
    writeFileSync(join(dir, 'wrapped/a.json'), JSON.stringify(value, null, 2));
    writeFileSync(join(dir, 'compact/a.json'), JSON.stringify(value));
    const wrapped = await countFolder(join(dir, 'wrapped'));
    expect(wrapped.lines).toBe((await countFolder(join(dir, 'compact'))).lines);
    expect(wrapped.lines).toBe(1);
  });

  it("counts our example's own files, not the template's, the tooling's or other types", async () => {
    const app = join(dir, 'app');
    mkdirSync(join(app, 'src'), { recursive: true });
    const files = {
      'src/App.tsx': 'export {};\n',
      'src/scholarship.form.json': '{}',
      'src/fr.ts': 'export {};\n',
      'src/main.tsx': 'export {};\n',
      'src/vite-env.d.ts': 'export {};\n',
      'src/App.test.tsx': 'export {};\n',
      'src/index.css': 'a {}\n',
      'package.json': '{}',
      'tsconfig.app.json': '{}',
      '.oxlintrc.json': '{}',
      'vite.config.ts': 'export {};\n',
    };
    for (const [path, text] of Object.entries(files)) writeFileSync(join(app, path), text);
    const count = await countFolder(app, NOT_WRITTEN);
    expect(count.files.map((file) => file.path)).toEqual([
      'src/App.tsx',
      'src/fr.ts',
      'src/scholarship.form.json',
    ]);
  });

  it("matches docs/embedding.md's table (npm run bench:quick-start writes it)", async () => {
    const cells = (markdown: string) =>
      markdown
        .split('\n')
        .filter((line) => line.startsWith('|') && !/^\|[\s:|-]+\|$/.test(line))
        .map((line) => line.split('|').map((cell) => cell.trim()));
    const ours = join(import.meta.dirname, '../../../examples/quick-start');
    expect(cells(await writtenSection())).toEqual(cells(await table(ours)));
  });
});
