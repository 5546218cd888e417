/**
 * The repository's import graph: no cycle between files anywhere (type-only imports count: they
 * are cycles for the reader and for the type checker even though the runtime erases them), and
 * the form engine's folders depend one way, core → bindings → {widgets, readonly} → renderer.
 * The project has no ESLint import plugin, so this walks the graph itself; eslint.config.js holds
 * the same folder rules, file by file, as an editor shows them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
/** Where the repository's own code is (each walked whole, build outputs and packages aside). */
const CODE_ROOTS = ['apps', 'packages', 'bench', 'stories', 'examples', 'scripts', '.storybook'];
const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', '.turbo']);
const CODE_FILE = /\.(?:ts|tsx|mts|cts)$/;

/** Every TypeScript file under `dir` (declaration files aside). */
function codeFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : codeFiles(path);
    return CODE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names: as written, else with `.ts`/`.tsx`, else its index. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find(
    (path) => CODE_FILE.test(path) && existsSync(path) && statSync(path).isFile(),
  );
}

/** Relative imports and re-exports, static, type-only or dynamic, resolved to files. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"](\.{1,2}\/[^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => resolveSpecifier(file, specifier) ?? []);
}

/** The strongly connected parts of more than one node (or a node importing itself): cycles. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative over the nodes (recursion depth is the longest import chain).
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const parts: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || graph.get(node)?.includes(node)) parts.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return parts;
}

const files = CODE_ROOTS.flatMap((dir) => codeFiles(join(root, dir)));
const fileGraph = new Map(files.map((file) => [file, importsOf(file)]));
const named = (part: readonly string[]) => part.map((file) => relative(root, file));

const engineSrc = join(root, 'packages', 'form-engine', 'src');
/** The engine folder a source file is in (a file at src/'s top level is its own). */
const engineFolder = (file: string) => relative(engineSrc, file).split(sep)[0]!;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

describe('the repository’s imports', () => {
  it('reads the imports it checks (the walk is not vacuous)', () => {
    expect(files.length).toBeGreaterThan(500);
    const app = importsOf(join(root, 'apps', 'server', 'src', 'app.ts'));
    expect(app.map((file) => relative(root, file))).toContain(
      join('apps', 'server', 'src', 'app-context.ts'),
    );
    // A type-only import is an edge too.
    const typed = join(engineSrc, 'core', 'validation', 'table', 'check-table.ts');
    expect(readFileSync(typed, 'utf8')).toMatch(/^import type .* from '\.\/own-values\.ts';$/m);
    expect(importsOf(typed)).toContain(join(dirname(typed), 'own-values.ts'));
  });

  it('finds a cycle when there is one (the check is not vacuous)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('form no cycle between files, type-only imports included', () => {
    expect(cyclesOf(fileGraph).map(named)).toEqual([]);
  });

  it('go one way between the engine’s folders: core → bindings → {widgets, readonly} → renderer', () => {
    const folders = new Map<string, Set<string>>();
    for (const [file, imports] of fileGraph) {
      if (!file.startsWith(engineSrc + sep) || isTest(file)) continue;
      const from = engineFolder(file);
      for (const target of imports) {
        if (!target.startsWith(engineSrc + sep)) continue;
        const to = engineFolder(target);
        if (to !== from) (folders.get(from) ?? folders.set(from, new Set()).get(from)!).add(to);
      }
    }
    const graph = new Map([...folders].map(([from, to]) => [from, [...to]]));
    expect(cyclesOf(graph)).toEqual([]);
    const rank: Readonly<Record<string, number>> = {
      core: 0,
      bindings: 1,
      widgets: 2,
      readonly: 2,
      renderer: 3,
    };
    const downward = [...graph].flatMap(([from, targets]) =>
      targets
        .filter((to) => from in rank && to in rank && rank[to]! > rank[from]!)
        .map((to) => `${from} → ${to}`),
    );
    expect(downward).toEqual([]);
    // The layers are really there: each named folder is imported by the one above it.
    expect(graph.get('renderer')).toEqual(
      expect.arrayContaining(['bindings', 'widgets', 'readonly']),
    );
    expect(graph.get('widgets')).toEqual(expect.arrayContaining(['bindings', 'core']));
  });
});
