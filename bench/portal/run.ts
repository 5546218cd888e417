/**
 * The built portal, measured as an applicant meets it (issues F and 30): cold loads (a new
 * browser context each: empty cache) of `/about` as a visitor, on a phone profile (4× CPU, slow
 * 4G) and on this machine's Chromium as it is, against the real server on PGlite. Each load
 * is paired with a baseline from the same server: a static HTML file of the same markup without
 * its scripts and stylesheets (the cost of the navigation alone). Figures: medians with their
 * range; the JavaScript the browser fetched before the first field was React's (hydrated).
 *
 *   npm run bench:portal [-- <checkout root> …]   (after `npm run build`; PORTAL_LOADS=9,
 *   PORTAL_PROFILES=phone,desktop)
 *
 * Several checkouts (e.g. a clone of an older commit beside this one, built) run at once, and
 * their loads alternate (interleaved), so a disturbance of the machine falls on all alike.
 */
import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/server/src/chromium/printer.ts';
import { median, round } from '../browser/statistics.ts';
import { startCheckoutServer, type CheckoutServer } from './checkout-server.ts';
import { coldLoad, type Sample } from './cold-load.ts';

/** A sample's figures (not its list of files). */
type Measure = Exclude<keyof Sample, 'files'>;
import { chosenProfiles } from './profiles.ts';

// Below the ephemeral range (32768+), where a client socket of this process could hold it.
const PORT = 31_751;
const LOADS = Number(process.env.PORTAL_LOADS ?? 9);

/**
 * The baseline page: the visitor's `/about` as a server sends it, without its scripts and
 * stylesheets — from whichever checkout sends the page rendered (an older build sends an empty
 * `#root`), the same file for all. Written into each checkout's built assets (served by the same
 * static route, with Brotli and gzip copies as the build writes them).
 */
async function writeBaselines(servers: readonly CheckoutServer[]) {
  const pages = await Promise.all(
    servers.map(async (server) => (await fetch(`${server.url}/about`)).text()),
  );
  const html = pages
    .reduce((longest, page) => (page.length > longest.length ? page : longest))
    .replace(/<script\b[^>]*><\/script>/g, '')
    .replace(/<link\b[^>]*>/g, '');
  const name = `bench-baseline-${randomUUID()}.html`;
  const paths = roots.map((root) => join(root, 'apps/portal/dist/assets', name));
  for (const path of paths) {
    await writeFile(path, html);
    await writeFile(`${path}.br`, brotliCompressSync(html));
    await writeFile(`${path}.gz`, gzipSync(html, { level: 9 }));
  }
  return {
    url: `/assets/${name}`,
    bytes: html.length,
    remove: () =>
      Promise.all(
        paths.flatMap((path) =>
          ['', '.br', '.gz'].map((ext) => rm(`${path}${ext}`, { force: true })),
        ),
      ),
  };
}

const roots = process.argv.slice(2).map((r) => resolve(r));
if (roots.length === 0) roots.push(join(import.meta.dirname, '../..'));
const load = [loadavg()[0]!];
if (load[0]! > cpus().length / 2)
  console.warn(
    `⚠ load average ${load[0]!.toFixed(2)} is above half the cores (${cpus().length}): ` +
      'these figures are not fit to publish.',
  );
const profiles = chosenProfiles();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const servers: CheckoutServer[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
try {
  for (const [i, root] of roots.entries()) servers.push(await startCheckoutServer(root, PORT + i));
  const baseline = await writeBaselines(servers);
  cleanups.push(baseline.remove);
  const assetsOf = (root: string) => (file: string) =>
    readFile(join(root, 'apps/portal/dist', file));
  for (const profile of profiles) {
    const samples = roots.map(() => [] as Sample[]);
    // The first round warms the servers and the disk cache.
    for (let i = 0; i < LOADS + 1; i++)
      for (const j of i % 2 ? [...servers.keys()].reverse() : servers.keys()) {
        const sample = await coldLoad(
          browser,
          servers[j]!,
          profile,
          baseline.url,
          assetsOf(roots[j]!),
        );
        if (i > 0) samples[j]!.push(sample);
      }
    for (const [j, root] of roots.entries()) {
      const of = (key: Measure) => samples[j]!.map((sample) => sample[key]);
      const ms = (key: Measure) => {
        const xs = of(key).filter(Number.isFinite);
        return `${round(median(xs))} ms (${round(Math.min(...xs))}–${round(Math.max(...xs))})`;
      };
      const kb = (key: Measure) => `${round(median(of(key)) / 1024)} KB`;
      const rows = [
        { what: 'baseline: static HTML, same markup, first paint', value: ms('baseline') },
        { what: '/about: HTML received', value: ms('html') },
        { what: '/about: first contentful paint', value: ms('fcp') },
        { what: '/about: first field on screen', value: ms('field') },
        {
          what: 'first field on screen ÷ baseline (goal ≤ 1.5)',
          value: `${round(median(of('field')) / median(of('baseline')))}×`,
        },
        { what: '/about: first field React’s (hydrated)', value: ms('usable') },
        { what: 'JavaScript received before then, as sent', value: kb('jsSent') },
        {
          what: 'the same files, gzip -9 (goal ≤ 150 KB)',
          value: `${kb('jsGzip')}, ${median(of('jsFiles'))} files`,
        },
      ];
      console.log(
        `\n${root}: ${profile.name}, ${LOADS} cold loads, median (min–max), baseline ${round(baseline.bytes / 1024)} KB of HTML`,
      );
      console.table(rows);
      console.log(
        JSON.stringify({
          benchmark: 'portal',
          profile: profile.name,
          root,
          date: new Date().toISOString(),
          rows,
          scriptsBeforeReact: [...new Set(samples[j]!.flatMap((sample) => sample.files))],
        }),
      );
    }
  }
} finally {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
  await Promise.all(servers.map((server) => server.stop()));
  await browser.close();
  load.push(loadavg()[0]!);
  console.log(`load average ${load.map((l) => l.toFixed(2)).join(' → ')}`);
}
