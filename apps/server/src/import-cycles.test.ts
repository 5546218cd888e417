import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The project has no eslint import plugin, so this walks the graph itself. Type-only imports count:
// they are cycles for the reader and for the type checker even though the runtime erases them.

const srcDir = dirname(fileURLToPath(import.meta.url));

/** Every non-test .ts file under src/. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Relative imports and re-exports, static or dynamic (`import('./x.ts')`), resolved to paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'/gm),
    ...text.matchAll(/^\s*import\s+'(\.{1,2}\/[^']+)'/gm),
    ...text.matchAll(/\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.map((specifier) => resolve(dirname(file), specifier));
}

/** One cycle per strongly connected part of the graph, as a path of files relative to src/. */
function findCycles(files: readonly string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file).filter((f) => f !== file)]));
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, stack: string[]): void => {
    const at = stack.indexOf(file);
    if (at >= 0) {
      cycles.push([...stack.slice(at), file].map((f) => relative(srcDir, f)));
      return;
    }
    if (done.has(file)) return;
    stack.push(file);
    for (const next of graph.get(file) ?? []) visit(next, stack);
    stack.pop();
    done.add(file);
  };
  for (const file of files) visit(file, []);
  return cycles;
}

describe('apps/server/src imports', () => {
  it('reads the imports it checks (the walk is not vacuous)', () => {
    const app = importsOf(join(srcDir, 'app.ts')).map((f) => relative(srcDir, f));
    expect(app).toContain('app-context.ts');
    expect(app).toContain(join('routes', 'conversion.ts'));
  });

  it('form no import cycle', () => {
    expect(findCycles(sourceFiles(srcDir))).toEqual([]);
  });
});
