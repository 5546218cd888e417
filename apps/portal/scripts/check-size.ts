/**
 * The portal's size budget (CI runs it after the build): the JavaScript a browser loads before the
 * first form page renders, gzip level 9, counted from the built files as the server sends them —
 * index.html's script and module preloads, plus the variant's form chunk and what it imports,
 * which the server preloads beside them (apps/server/src/routes/portal.ts, from the Vite manifest).
 *
 *   npm run size -w @admissions/portal        (after `npm run build`)
 *
 * Prints each part, with the Brotli copy the server actually sends beside it, and exits 1 when a
 * budget (gzip, the figure the issue and the engine's budget use) is exceeded.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** KB (1024 bytes) gzip. */
export const BUDGETS = {
  /**
   * What index.html loads: React, the router, TanStack Query, the engine, the portal's shell.
   * Issue 30: 148.8 KB with React Router's data router; its declarative mode took 16.1 KB off
   * (132.7), the footer's dialog text loaded on demand 1.1 more (131.6).
   */
  entry: 134,
  /** One variant's form (its definition and data model) with what it imports beyond the entry. */
  form: 20,
  /**
   * Both together: every script the browser fetches before the first form page is usable — issue
   * 30's limit (149.0 KB). Next ways down if it is reached: TanStack Query with the first
   * logged-in request (about 10 KB), the engine's integer-range pattern builder (to-regex-range)
   * out of the first page.
   */
  total: 150,
} as const;

const dist = join(import.meta.dirname, '../dist');
const VARIANTS = ['undergraduate', 'transfer'] as const;

type Chunk = { readonly file: string; readonly imports?: readonly string[] };

const gzipKb = async (file: string) =>
  gzipSync(await readFile(join(dist, file)), { level: 9 }).length / 1024;
/** What the server sends a browser that accepts Brotli: the build's `.br` copy (precompress.ts). */
const brotliKb = async (file: string) => (await stat(join(dist, `${file}.br`))).size / 1024;
const sum = async (files: readonly string[], size: (file: string) => Promise<number>) =>
  (await Promise.all(files.map(size))).reduce((a, b) => a + b, 0);

/** The scripts and module preloads of the built index.html. */
async function entryFiles(): Promise<string[]> {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
}

/** The variant's form chunk and its imports, as the server preloads them. */
function formFiles(manifest: Record<string, Chunk>, variant: string): string[] {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  add(`virtual:form-engine/${variant}`);
  return [...files];
}

const entry = await entryFiles();
const entryKb = await sum(entry, gzipKb);
const entryBr = await sum(entry, brotliKb);
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const rows: { part: string; files: number; kb: number; br: number; budget: number }[] = [
  {
    part: 'index.html: entry script and module preloads',
    files: entry.length,
    kb: entryKb,
    br: entryBr,
    budget: BUDGETS.entry,
  },
];
for (const variant of VARIANTS) {
  const form = formFiles(manifest, variant).filter((file) => !entry.includes(file));
  if (form.length === 0) throw new Error(`the build has no chunk for the ${variant} form`);
  const formKb = await sum(form, gzipKb);
  const formBr = await sum(form, brotliKb);
  rows.push(
    {
      part: `${variant} form chunk (preloaded by the server)`,
      files: form.length,
      kb: formKb,
      br: formBr,
      budget: BUDGETS.form,
    },
    {
      part: `before the first ${variant} page renders`,
      files: entry.length + form.length,
      kb: entryKb + formKb,
      br: entryBr + formBr,
      budget: BUDGETS.total,
    },
  );
}
console.table(
  rows.map(({ part, files, kb, br, budget }) => ({
    part,
    files,
    'KB gzip': Number(kb.toFixed(1)),
    'KB Brotli (as sent)': Number(br.toFixed(1)),
    'budget KB': budget,
    ok: kb <= budget ? '✔' : '✘ over',
  })),
);
const over = rows.filter((row) => row.kb > row.budget);
if (over.length) {
  console.error(`Over the portal's size budget: ${over.map((row) => row.part).join('; ')}`);
  process.exit(1);
}
