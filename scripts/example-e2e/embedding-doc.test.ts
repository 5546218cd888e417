/**
 * docs/embedding.md is built around examples/embed-vite: every code block marked
 * `<!-- file: … -->` is that file in full and every `<!-- excerpt: … -->` block a verbatim part of
 * it, and every file of the example is shown in full, so following the guide alone gives the app
 * CI builds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = new URL('../../', import.meta.url).pathname;
const guide = readFileSync(join(repo, 'docs/embedding.md'), 'utf8');
const example = join(repo, 'examples/embed-vite');

/** The example's own files: what a reader creates (not its README, install or build output). */
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

  it('says what a radio or dropdown key needs and how errors appear', () => {
    expect(guide).toContain('`<key>_desc`');
    expect(guide).toContain('setErrors(errors)');
    expect(guide).toContain("setWebStatus('validating')");
  });
});
