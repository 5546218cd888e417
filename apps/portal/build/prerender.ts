/**
 * Prerenders the form pages as a visitor first meets them (issue 30), after `vite build`: builds
 * src/prerender/visitor-page.tsx for Node with the portal's own Vite config (the engine's plugin
 * supplies the same `virtual:form-engine/<variant>` modules), renders every page of both variants
 * and writes `dist/prerendered/<variant>.json` (`{ "<path>": "<markup inside #root>" }`). The
 * server sends that markup to browsers without the identity cookie (apps/server/src/routes/portal.ts).
 *
 *   node --import tsx build/prerender.ts   (the package's `build` runs it)
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as VisitorPage from '../src/prerender/visitor-page.tsx';

const PORTAL = fileURLToPath(new URL('..', import.meta.url));
const SSR_OUT = `${PORTAL}dist/ssr`;
const OUT = `${PORTAL}dist/prerendered`;
const VARIANTS = ['undergraduate', 'transfer'] as const;

await build({
  root: PORTAL,
  configLoader: 'runner',
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/visitor-page.tsx',
    outDir: SSR_OUT,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    rolldownOptions: { output: { entryFileNames: 'visitor-page.js' } },
  },
});

const { renderVisitorPages } = (await import(
  pathToFileURL(`${SSR_OUT}/visitor-page.js`).href
)) as typeof VisitorPage;
await mkdir(OUT, { recursive: true });
for (const variant of VARIANTS) {
  const pages = await renderVisitorPages(variant);
  const byPath = Object.fromEntries(pages.map(({ path, html }) => [path, html]));
  await writeFile(`${OUT}/${variant}.json`, JSON.stringify(byPath));
  const sizes = pages.map(({ path, html }) => `${path} ${(html.length / 1024).toFixed(1)} KB`);
  console.log(`prerendered ${variant}: ${sizes.join(', ')}`);
}
// Only the pages are kept: the Node build served its purpose.
await rm(SSR_OUT, { recursive: true, force: true });
