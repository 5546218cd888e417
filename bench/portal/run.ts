/**
 * The built portal, measured as an applicant meets it (issue F): the JavaScript and CSS the first
 * page loads (gzip, from the built index.html: its script, its module preloads and stylesheet)
 * and the time to first render in Chromium: navigation start → first contentful paint, and →
 * the application page's heading in the DOM (React has rendered the form), median of fresh
 * page loads with an empty cache, against the real server on PGlite. Baseline from the same
 * run: a static page of the same server origin (the cost of a navigation with no JavaScript).
 *
 *   npm run bench:portal   (after `npm run build`)
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/server/src/chromium/printer.ts';
import { median, round } from '../browser/statistics.ts';

const ROOT = join(import.meta.dirname, '../..');
const DIST = join(ROOT, 'apps/portal/dist');
const PORT = 38_200;
const LOADS = Number(process.env.PORTAL_LOADS ?? 15);

/** gzip sizes of what index.html loads before the first render. */
async function initialAssets(): Promise<{ js: number; css: number; files: string[] }> {
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(await readFile(join(DIST, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, files };
}

async function startServer(): Promise<() => void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      COOKIE_SECURE: 'false',
      WORKERS: 'off',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/health`)).ok) return () => child.kill('SIGTERM');
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

const assets = await initialAssets();
const stop = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const samples = { fcp: [] as number[], render: [] as number[], baseline: [] as number[] };
  for (let i = 0; i < LOADS + 1; i++) {
    // A new context each time: an empty cache, as a first visit.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/schemas/form-definition.schema.json`);
    const baseline = await page.evaluate(
      () => performance.getEntriesByType('navigation')[0]!.duration,
    );
    await page.goto(`http://127.0.0.1:${PORT}/about`);
    await page.waitForSelector('#page-title');
    const rendered = await page.evaluate(() => performance.now());
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    if (i > 0) {
      // The first load warms the server and the disk cache.
      samples.fcp.push(fcp);
      samples.render.push(rendered);
      samples.baseline.push(baseline);
    }
    await context.close();
  }
  const rows = [
    { what: 'initial JavaScript (gzip)', value: `${round(assets.js / 1024)} KB` },
    { what: 'initial CSS (gzip)', value: `${round(assets.css / 1024)} KB` },
    {
      what: 'baseline: a static file from the same server (navigation)',
      value: `${round(median(samples.baseline))} ms`,
    },
    { what: 'first contentful paint of /about', value: `${round(median(samples.fcp))} ms` },
    {
      what: 'the form page rendered (heading in the DOM)',
      value: `${round(median(samples.render))} ms`,
    },
  ];
  console.log(`built portal, ${LOADS} cold loads, median, Chromium on 127.0.0.1`);
  console.table(rows);
  console.log(
    JSON.stringify({ benchmark: 'portal', date: new Date().toISOString(), assets, rows }),
  );
} finally {
  await browser.close();
  stop();
}
