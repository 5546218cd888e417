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
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/server/src/chromium/printer.ts';
import { median, round } from '../browser/statistics.ts';
import { startCheckoutServer, type CheckoutServer } from './checkout-server.ts';

// Below the ephemeral range (32768+), where a client socket of this process could hold it.
const PORT = 31_751;
const LOADS = Number(process.env.PORTAL_LOADS ?? 15);

/**
 * gzip sizes of what the page loads before the first render, from the HTML the server sends: the
 * built index.html's script, module preloads and stylesheets, and the variant's form chunk the
 * server preloads beside them.
 */
async function initialAssets(
  root: string,
  server: CheckoutServer,
): Promise<{ js: number; css: number; files: string[] }> {
  const dist = join(root, 'apps/portal/dist');
  const html = await (await fetch(`${server.url}/about`)).text();
  // The server's preloads of the form repeat some of index.html's own: each file counts once.
  const files = [
    ...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!)),
  ];
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(await readFile(join(dist, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, files };
}

/** One load's milestones, ms from navigation start. */
interface Sample {
  readonly baseline: number;
  /** The HTML received. */
  readonly html: number;
  /** The last of the initial scripts received (the entry, its preloads, the form). */
  readonly scripts: number;
  /** Bytes of JavaScript received before the scripts ran (compressed, as sent). */
  readonly jsBytes: number;
  /** DOMContentLoaded ended: the module scripts have run (the entry, before it renders). */
  readonly dcl: number;
  readonly fcp: number;
  readonly render: number;
}

/** One cold load (a new context: empty cache) of a static file, then of /about. */
async function coldLoad(browser: Browser, server: CheckoutServer): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/schemas/form-definition.schema.json`);
  const baseline = await page.evaluate(
    () => performance.getEntriesByType('navigation')[0]!.duration,
  );
  // The moment the page's heading enters the DOM, taken in the page (a MutationObserver installed
  // before any script): asking from here once it is there would add a round trip to the figure.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('page-title')) return;
      (window as { __rendered?: number }).__rendered = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${server.url}/about`);
  await page.waitForSelector('#page-title');
  const render = await page.evaluate(() => (window as { __rendered?: number }).__rendered!);
  const milestones = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && entry.startTime < navigation.domInteractive)
      .map((entry) => entry as PerformanceResourceTiming);
    return {
      html: navigation.responseEnd,
      scripts: Math.max(...scripts.map((entry) => entry.responseEnd)),
      jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      dcl: navigation.domContentLoadedEventEnd,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    };
  });
  await context.close();
  return { ...milestones, render, baseline };
}

// Checkouts to compare (e.g. a worktree of an older commit beside this one); this one by default.
const roots = process.argv.slice(2).map((r) => resolve(r));
if (roots.length === 0) roots.push(join(import.meta.dirname, '../..'));
const load = [loadavg()[0]!];
if (load[0]! > cpus().length / 2)
  console.warn(
    `⚠ load average ${load[0]!.toFixed(2)} is above half the cores (${cpus().length}): ` +
      'these figures are not fit to publish.',
  );
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
// Every checkout's server runs at once and the loads alternate between them (interleaved), so a
// disturbance of the machine falls on all alike.
const servers: CheckoutServer[] = [];
try {
  for (const [i, root] of roots.entries()) servers.push(await startCheckoutServer(root, PORT + i));
  const samples = roots.map(() => [] as Sample[]);
  // The first round warms the servers and the disk cache.
  for (let i = 0; i < LOADS + 1; i++)
    for (const j of i % 2 ? [...servers.keys()].reverse() : servers.keys()) {
      const sample = await coldLoad(browser, servers[j]!);
      if (i > 0) samples[j]!.push(sample);
    }
  for (const [j, root] of roots.entries()) {
    const assets = await initialAssets(root, servers[j]!);
    const of = (key: keyof Sample) => samples[j]!.map((sample) => sample[key]);
    const [baseline, html, scripts, dcl, fcp, render, jsBytes] = (
      ['baseline', 'html', 'scripts', 'dcl', 'fcp', 'render', 'jsBytes'] as const
    ).map(of) as [number[], number[], number[], number[], number[], number[], number[]];
    // A load can end before Chromium reports a first contentful paint: those count as missing.
    const range = (xs: number[]) => {
      const seen = xs.filter(Number.isFinite);
      return `${round(Math.min(...seen))}–${round(Math.max(...seen))}`;
    };
    const rows = [
      {
        what: 'initial JavaScript: index.html and the preloaded form (gzip)',
        value: `${round(assets.js / 1024)} KB`,
      },
      { what: 'initial CSS (gzip)', value: `${round(assets.css / 1024)} KB` },
      {
        what: 'initial JavaScript as received (the server’s encoding)',
        value: `${round(median(jsBytes) / 1024)} KB`,
      },
      {
        what: 'baseline: a static file from the same server (navigation)',
        value: `${round(median(baseline))} ms (${range(baseline)})`,
      },
      { what: '/about: HTML received', value: `${round(median(html))} ms (${range(html)})` },
      {
        what: '/about: initial scripts received',
        value: `${round(median(scripts))} ms (${range(scripts)})`,
      },
      {
        what: '/about: scripts run (DOMContentLoaded end)',
        value: `${round(median(dcl))} ms (${range(dcl)})`,
      },
      {
        what: 'first contentful paint of /about',
        value: `${round(median(fcp))} ms (${range(fcp)})`,
      },
      {
        what: 'the form page rendered (heading in the DOM)',
        value: `${round(median(render))} ms (${range(render)})`,
      },
      {
        what: 'rendered ÷ static file (goal ≤ 2)',
        value: `${round(median(render) / median(baseline))}×`,
      },
    ];
    console.log(
      `\n${root}: built portal, ${LOADS} cold loads, median (min–max), Chromium on 127.0.0.1`,
    );
    console.table(rows);
    console.log(
      JSON.stringify({ benchmark: 'portal', root, date: new Date().toISOString(), assets, rows }),
    );
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await browser.close();
  load.push(loadavg()[0]!);
  console.log(`load average ${load.map((l) => l.toFixed(2)).join(' → ')}`);
}
