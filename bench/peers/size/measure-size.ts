/**
 * Bundle size of each engine: a minimal entry that renders a one-field form with it (size/*.tsx),
 * built by Vite (Rolldown, minified, production mode) with React and React DOM left out, then
 * every output file gzipped (level 9). What loads first (the entry and its static imports) is
 * counted apart from what loads on demand (dynamic imports: our ajv chunk), and CSS apart from
 * JavaScript. A second build leaves ajv out as well, to tell an engine's own code from the
 * validator most of them ship.
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';
import type { EngineId } from '../src/api.ts';
import { engineAliases } from './aliases.ts';

export interface BundleSize {
  /** Gzipped JavaScript loaded to show the form: the entry chunk and its static imports. */
  readonly initialJs: number;
  /** All gzipped JavaScript, on-demand chunks included. */
  readonly totalJs: number;
  /** All gzipped JavaScript without ajv and ajv-formats (the engine's own code and the rest). */
  readonly withoutAjvJs: number;
  /** Gzipped CSS the engine needs for its look (none for the unstyled ones). */
  readonly css: number;
}

const here = import.meta.dirname;
/** React stays out: every engine needs it, and the application has it anyway. */
const REACT = [/^react($|\/)/, /^react-dom($|\/)/, /^scheduler($|\/)/];
const AJV = [/^ajv($|\/)/, /^ajv-formats($|\/)/];

const gzipped = (file: Rollup.OutputChunk | Rollup.OutputAsset) =>
  gzipSync(file.type === 'chunk' ? file.code : file.source, { level: 9 }).length;

/** The output files of the entry of `id`, built in memory. */
async function buildEntry(
  id: EngineId,
  external: readonly RegExp[],
): Promise<(Rollup.OutputChunk | Rollup.OutputAsset)[]> {
  const result = await build({
    configFile: false,
    root: here,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: engineAliases },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
      rolldownOptions: { input: join(here, `${id}.tsx`), external: [...external] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs.flatMap((o) => o.output);
}

const jsOf = (files: readonly (Rollup.OutputChunk | Rollup.OutputAsset)[]) =>
  files.filter((f): f is Rollup.OutputChunk => f.type === 'chunk');

/** Builds every engine's entry and measures its output. */
export async function measureSizes(
  ids: readonly EngineId[],
): Promise<Record<EngineId, BundleSize>> {
  const sizes: Partial<Record<EngineId, BundleSize>> = {};
  for (const id of ids) {
    const files = await buildEntry(id, REACT);
    const chunks = jsOf(files);
    // The entry and everything it imports statically load before the form shows.
    const initial = new Set<string>();
    const visit = (name: string) => {
      if (initial.has(name)) return;
      initial.add(name);
      for (const imported of chunks.find((c) => c.fileName === name)?.imports ?? [])
        visit(imported);
    };
    for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
    const sum = (list: readonly (Rollup.OutputChunk | Rollup.OutputAsset)[]) =>
      list.reduce((total, file) => total + gzipped(file), 0);
    const withoutAjv = jsOf(await buildEntry(id, [...REACT, ...AJV]));
    sizes[id] = {
      initialJs: sum(chunks.filter((c) => initial.has(c.fileName))),
      totalJs: sum(chunks),
      withoutAjvJs: sum(withoutAjv),
      css: sum(files.filter((f) => f.fileName.endsWith('.css'))),
    };
  }
  return sizes as Record<EngineId, BundleSize>;
}
