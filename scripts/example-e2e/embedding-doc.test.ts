/**
 * docs/embedding.md is built around two examples: it opens with examples/quick-start and builds
 * examples/embed-vite. Every code block marked `<!-- file: … -->` is that file in full and every
 * `<!-- excerpt: … -->` block a verbatim part of it; every file of embed-vite is shown in full, and
 * every file of the quick start that is not the Vite template's as generated, so following the
 * guide alone gives the apps CI builds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = new URL('../../', import.meta.url).pathname;
const guide = readFileSync(join(repo, 'docs/embedding.md'), 'utf8');
const example = join(repo, 'examples/embed-vite');
const quickStart = join(repo, 'examples/quick-start');

/**
 * What `npm create vite@latest -- --template react-ts` (create-vite 9.3) writes and the quick start
 * keeps, less its demo (App.css, assets/, public/icons.svg); App.tsx it replaces.
 */
const TEMPLATE = [
  '.gitignore',
  '.oxlintrc.json',
  'README.md',
  'index.html',
  'package.json',
  'public/favicon.svg',
  'src/App.tsx',
  'src/index.css',
  'src/main.tsx',
  'tsconfig.app.json',
  'tsconfig.json',
  'tsconfig.node.json',
  'vite.config.ts',
];

/** An example's own files: what a reader creates (not its README, install or build output). */
function exampleFiles(dir = example): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'README.md'].includes(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? exampleFiles(path) : [relative(repo, path)];
  });
}

const marked = [
  ...guide.matchAll(/<!-- (file|excerpt): (\S+) -->\s*\n```[^\n]*\n([\s\S]*?)\n```/g),
].map(([, kind, path, code]) => ({ kind, path: path!, code: code! }));

describe('docs/embedding.md', () => {
  it('shows files of the example, verbatim', () => {
    expect(marked.length).toBeGreaterThan(8);
    for (const { kind, path, code } of marked) {
      const file = readFileSync(join(repo, path), 'utf8');
      if (kind === 'file') expect(code, path).toBe(file.replace(/\n$/, ''));
      else expect(file, path).toContain(code);
    }
  });

  it('shows every file of the example in full', () => {
    const shown = new Set(marked.filter((m) => m.kind === 'file').map((m) => m.path));
    expect(exampleFiles().filter((file) => !shown.has(file))).toEqual([]);
  });

  it('opens with the quick start: the template, plus a definition, a catalogue and an App.tsx of 40 lines at most', () => {
    const files = exampleFiles(quickStart).map((file) => relative('examples/quick-start', file));
    // The app is the template plus these two; server/ is the optional server side (shown under
    // "Validating on the server"), not part of what the browser runs.
    expect(files.filter((file) => !TEMPLATE.includes(file)).sort()).toEqual([
      'server/validate.mjs',
      'src/form.json',
      'src/fr.ts',
    ]);
    const app = readFileSync(join(quickStart, 'src/App.tsx'), 'utf8');
    expect(app.replace(/\n$/, '').split('\n').length).toBeLessThanOrEqual(40);
    // Shown in full, before the full guide: what the reader writes and the config the plugin needs.
    const shown = marked.filter((m) => m.kind === 'file').map((m) => m.path);
    for (const file of ['vite.config.ts', 'src/form.json', 'src/App.tsx', 'src/fr.ts'])
      expect(shown, file).toContain(`examples/quick-start/${file}`);
    expect(guide.indexOf('<!-- file: examples/quick-start/src/App.tsx -->')).toBeLessThan(
      guide.indexOf('## The `<Form>` component'),
    );
  });

  it('says what a radio or dropdown key needs and how errors appear', () => {
    expect(guide).toContain('`<key>_desc`');
    expect(guide).toContain('setErrors(errors)');
    expect(guide).toContain('setShowErrors(true)');
  });
});
