/**
 * One cold load (a new browser context: empty cache) of a static HTML file of the same size as
 * the visitor's `/about` (the cost of the navigation alone), then of `/about` itself, under a
 * device profile. Milestones are taken in the page by an observer installed before any script,
 * so asking for them afterwards adds nothing to them.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { CheckoutServer } from './checkout-server.ts';
import type { Profile } from './profiles.ts';

/** One load's milestones, ms from navigation start. */
export interface Sample {
  /** The static file of the same size: its first contentful paint. */
  readonly baseline: number;
  /** The HTML received. */
  readonly html: number;
  /** The first field on screen: in the DOM, and a frame painted after it. */
  readonly field: number;
  /** First contentful paint. */
  readonly fcp: number;
  /** The first field handled by React (hydrated, or rendered by it): it stores what is typed. */
  readonly usable: number;
  /** JavaScript received before then: compressed, as sent; and gzip -9 of the same files. */
  readonly jsSent: number;
  readonly jsGzip: number;
  readonly jsFiles: number;
  readonly files: readonly string[];
}

/**
 * Watches, from the page's first script on, for the first field and React's hold of it. Plain
 * JavaScript text: a function of this module would carry the helpers its compiler adds (tsx keeps
 * function names with a `__name` call the page does not have).
 */
const WATCH_FIRST_FIELD = `(() => {
  const marks = (window.__marks = {});
  const poll = () => {
    const field = document.getElementById('first_name');
    if (field && marks.inDom === undefined) {
      marks.inDom = performance.now();
      // The next frame after the field arrived, taken as it starts (before its paint: waiting
      // for a task after it would count the scripts that run meanwhile). Frames wait for the
      // render-blocking stylesheets; the figure is the later of this and the first paint.
      requestAnimationFrame(() => (marks.painted = performance.now()));
    }
    if (field && Object.keys(field).some((key) => key.startsWith('__reactProps')))
      marks.usable = performance.now();
    else setTimeout(poll, 5);
  };
  new MutationObserver((_, observer) => {
    if (!document.getElementById('first_name')) return;
    observer.disconnect();
    poll();
  }).observe(document, { childList: true, subtree: true });
})();`;

const fcpOf = () =>
  performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;

export async function coldLoad(
  browser: Browser,
  server: CheckoutServer,
  profile: Profile,
  staticPath: string,
  readAsset: (file: string) => Promise<Buffer>,
): Promise<Sample> {
  const open = async () => {
    const context = await browser.newContext({ viewport: profile.viewport });
    const page = await context.newPage();
    await profile.apply(page);
    return { context, page };
  };
  const still = await open();
  await still.page.goto(`${server.url}${staticPath}`, { waitUntil: 'load' });
  await still.page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0],
    undefined,
    { timeout: 60_000 },
  );
  const baseline = await still.page.evaluate(fcpOf);
  await still.context.close();

  const { context, page } = await open();
  await page.addInitScript({ content: WATCH_FIRST_FIELD });
  await page.goto(`${server.url}/about`);
  await page.waitForFunction(
    () => {
      const marks = (window as { __marks?: Record<string, number> }).__marks;
      return marks?.usable !== undefined && marks.painted !== undefined;
    },
    undefined,
    { timeout: 60_000 },
  );
  const seen = await page.evaluate(() => {
    const marks = (window as unknown as { __marks: Record<string, number> }).__marks;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      // Requested before the field was React's: what the page asked for to get there.
      .filter((entry) => /\.js(\?|$)/.test(entry.name) && entry.startTime < marks.usable!);
    return {
      html: navigation.responseEnd,
      field: Math.max(
        marks.painted!,
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      ),
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      usable: marks.usable!,
      jsSent: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      files: scripts.map((entry) => new URL(entry.name).pathname.slice(1)),
    };
  });
  await context.close();
  let jsGzip = 0;
  for (const file of seen.files) jsGzip += gzipSync(await readAsset(file), { level: 9 }).length;
  return { ...seen, baseline, jsGzip, jsFiles: seen.files.length };
}
