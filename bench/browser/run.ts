/**
 * Render benchmark of the form engine in real Chromium: builds bench/browser with Vite
 * (production mode, React's production build), serves it on 127.0.0.1 and drives it with
 * playwright-core. For the largest page of the partner's undergraduate form and of the 633-field
 * bench definition it measures
 *
 * - the initial render: createRoot().render → commit, median of fresh mounts, with every block at
 *   its maximum and every field answered ("full"), and as a new applicant sees it ("empty");
 * - typing in an unconditioned text field: the field components and all components each
 *   keystroke re-renders (target: 1 field), and keydown → commit (target: < 4 ms), over real key
 *   events from `page.keyboard`.
 *
 * Machines here are noisy, so each figure has a baseline from the same run: a plain React list
 * of as many controlled `<input>`s as the engine rendered controls, mounted and typed in the
 * same way. A second mount baseline has the page's own controls (its selects with all their
 * options), which tells the engine's cost from the cost of the DOM it has to create. Prints the
 * tables and writes bench/browser/results.json (formatted with the repository's prettier).
 *
 * Run with `npm run bench:browser` (or `node --import tsx bench/browser/run.ts`) from the root.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { build } from 'vite';
import type { CaseInfo, Keystroke, MountResult, MountSpec } from './src/main.tsx';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
/** Fresh mounts per variant, after warm-up mounts that are not counted. */
const MOUNTS = 15;
const WARMUP_MOUNTS = 3;
/** Keystrokes are typed in rounds: ten letters, then ten backspaces (fields keep their length). */
const LETTERS = 'abcdefghij';
const ROUNDS = 5;
const WARMUP_ROUNDS = 1;
/** Pause between keys, so each keystroke is handled and painted before the next one. */
const KEY_GAP_MS = 25;
const TARGET_FIELD_RENDERS = 1;
const TARGET_KEYSTROKE_MS = 4;

const here = import.meta.dirname;
const dist = join(here, 'dist');
const resultsFile = join(here, 'results.json');

// ---------------------------------------------------------------------------------------------
// Statistics.

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
function quantile(values: readonly number[], q: number): number {
  const s = sorted(values);
  if (s.length === 0) return Number.NaN;
  const position = (s.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return s[low]! + (s[high]! - s[low]!) * (position - low);
}
const median = (values: readonly number[]) => quantile(values, 0.5);
const round = (value: number, digits = 3) => Number(value.toPrecision(digits));
const defined = (values: readonly (number | undefined)[]) =>
  values.filter((v): v is number => v !== undefined);

// ---------------------------------------------------------------------------------------------
// Build and serve.

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

async function buildPage(): Promise<void> {
  await build({ configFile: join(here, 'vite.config.ts'), mode: 'production' });
}

async function serve(root: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          // Cross-origin isolation: performance.now() then resolves 5 µs instead of 100 µs.
          'cross-origin-opener-policy': 'same-origin',
          'cross-origin-embedder-policy': 'require-corp',
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/` };
}

// ---------------------------------------------------------------------------------------------
// Measuring.

const mountOnce = (page: Page, spec: MountSpec, keep = false): Promise<MountResult> =>
  page.evaluate(([s, k]) => window.__bench.mount(s, k), [spec, keep] as const);

interface MountStats {
  readonly variant: string;
  readonly spec: MountSpec;
  readonly samples: number;
  readonly commitMs: { median: number; min: number; max: number };
  readonly scheduleMs: number;
  readonly renderMs: number;
  readonly commitPhaseMs: number;
  readonly effectsMs: number;
  readonly layoutMs: number;
  readonly storeMs: number;
  readonly components: number;
  readonly fieldComponents: number;
  readonly controls: number;
  readonly domNodes: number;
  /** Median commit time over the plain-inputs baseline's. */
  ratio?: number;
  /** Median commit time over the same-controls baseline's (selects with their options). */
  ratioSameControls?: number;
}

function mountStats(variant: string, spec: MountSpec, results: MountResult[]): MountStats {
  const m = (pick: (r: MountResult) => number) => round(median(results.map(pick)));
  const commits = results.map((r) => r.commitMs);
  const last = results.at(-1)!;
  return {
    variant,
    spec,
    samples: results.length,
    commitMs: {
      median: round(median(commits)),
      min: round(Math.min(...commits)),
      max: round(Math.max(...commits)),
    },
    scheduleMs: m((r) => r.scheduleMs),
    renderMs: m((r) => r.renderMs),
    commitPhaseMs: m((r) => r.commitPhaseMs),
    effectsMs: m((r) => r.effectsMs),
    layoutMs: m((r) => r.layoutMs),
    storeMs: m((r) => r.storeMs),
    components: last.components,
    fieldComponents: last.fieldComponents,
    controls: last.controls,
    domNodes: last.domNodes,
  };
}

const SEEDS = ['full', 'empty'] as const;

/**
 * Fresh mounts of every variant, in rotation (engine and baselines alternate, so drift in the
 * machine's speed touches all alike). A first mount of the engine's page counts its controls for
 * the two baselines: "inputs" has as many plain text inputs as the page has controls (the
 * reference ratio); "same controls" has its inputs and its selects with their options, which
 * separates what the engine costs from what its DOM costs.
 */
async function measureMounts(page: Page, info: CaseInfo): Promise<MountStats[]> {
  const variants: [string, MountSpec][] = [];
  for (const seed of SEEDS) {
    const engine: MountSpec = { kind: 'engine', caseId: info.id, seed };
    const probe = await mountOnce(page, engine);
    variants.push(
      [`engine, ${seed}`, engine],
      [`baseline: inputs, ${seed}`, { kind: 'baseline', inputs: probe.controls }],
      [
        `baseline: same controls, ${seed}`,
        { kind: 'baseline', inputs: probe.inputs, selects: probe.selectOptions },
      ],
    );
  }
  const results = variants.map(() => [] as MountResult[]);
  for (let i = 0; i < WARMUP_MOUNTS + MOUNTS; i++)
    for (let j = 0; j < variants.length; j++) {
      // The order turns each round, so the garbage the big engine page leaves (collected during
      // a later mount) falls on every variant in turn rather than always on the same baseline.
      const v = (i + j) % variants.length;
      const result = await mountOnce(page, variants[v]![1]);
      if (i >= WARMUP_MOUNTS) results[v]!.push(result);
    }
  const stats = variants.map(([name, spec], v) => mountStats(name, spec, results[v]!));
  for (let v = 0; v < stats.length; v += 3) {
    const engine = stats[v]!.commitMs.median;
    stats[v]!.ratio = round(engine / stats[v + 1]!.commitMs.median);
    stats[v]!.ratioSameControls = round(engine / stats[v + 2]!.commitMs.median);
  }
  return stats;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function typeRounds(page: Page, rounds: number): Promise<void> {
  for (let r = 0; r < rounds; r++) {
    for (const letter of LETTERS) {
      await page.keyboard.press(letter);
      await pause(KEY_GAP_MS);
    }
    for (let i = 0; i < LETTERS.length; i++) {
      await page.keyboard.press('Backspace');
      await pause(KEY_GAP_MS);
    }
  }
}

interface KeystrokeStats {
  readonly variant: string;
  readonly focused: string;
  readonly keystrokes: number;
  /** Keystrokes that produced no commit (should be 0). */
  readonly withoutCommit: number;
  readonly toCommitMs: { median: number; p95: number; max: number };
  readonly queueMs: number;
  readonly toInputMs: number;
  readonly inputToCommitMs: number;
  readonly commitsPerKeystroke: { median: number; max: number };
  readonly fieldComponentsPerKeystroke: { median: number; max: number };
  readonly componentsPerKeystroke: { median: number; max: number };
  /** What a keystroke with the median count re-rendered, in render order. */
  readonly typicalRendered: readonly string[];
  ratio?: number;
}

async function measureKeystrokes(
  page: Page,
  variant: string,
  spec: MountSpec,
): Promise<KeystrokeStats> {
  await mountOnce(page, spec, true);
  const focused = await page.evaluate((s) => window.__bench.focus(s), spec);
  await page.evaluate(() => window.__bench.startKeystrokes());
  await typeRounds(page, WARMUP_ROUNDS);
  await page.evaluate(() => window.__bench.stopKeystrokes());
  await page.evaluate(() => window.__bench.startKeystrokes());
  await typeRounds(page, ROUNDS);
  const strokes: Keystroke[] = await page.evaluate(() => window.__bench.stopKeystrokes());
  await page.evaluate(() => window.__bench.unmount());

  const spread = (pick: (k: Keystroke) => number) => ({
    median: median(strokes.map(pick)),
    max: Math.max(...strokes.map(pick)),
  });
  const toCommit = defined(strokes.map((k) => k.toCommitMs));
  const fieldRenders = spread((k) => k.fieldComponents);
  const typical =
    strokes.find((k) => k.fieldComponents === fieldRenders.median && k.commits === 1) ?? strokes[0];
  return {
    variant,
    focused,
    keystrokes: strokes.length,
    withoutCommit: strokes.length - toCommit.length,
    toCommitMs: {
      median: round(median(toCommit)),
      p95: round(quantile(toCommit, 0.95)),
      max: round(Math.max(...toCommit)),
    },
    queueMs: round(median(strokes.map((k) => k.queueMs))),
    toInputMs: round(median(defined(strokes.map((k) => k.toInputMs)))),
    inputToCommitMs: round(median(defined(strokes.map((k) => k.inputToCommitMs)))),
    commitsPerKeystroke: spread((k) => k.commits),
    fieldComponentsPerKeystroke: fieldRenders,
    componentsPerKeystroke: spread((k) => k.components),
    typicalRendered: typical?.rendered ?? [],
  };
}

// ---------------------------------------------------------------------------------------------
// Reporting.

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');

function printMounts(info: CaseInfo, stats: readonly MountStats[]): void {
  console.log(
    `\n${info.label}: page "${info.pageId}" (${info.pageFields} of ${info.formFields} fields), ` +
      `initial render, median of ${MOUNTS} fresh mounts (ms)`,
  );
  console.table(
    stats.map((s) => ({
      variant: s.variant,
      'render→commit': `${ms(s.commitMs.median)} (${ms(s.commitMs.min)}–${ms(s.commitMs.max)})`,
      '× inputs': s.ratio === undefined ? '' : s.ratio.toFixed(1),
      '× same controls': s.ratioSameControls === undefined ? '' : s.ratioSameControls.toFixed(1),
      schedule: ms(s.scheduleMs),
      'render phase': ms(s.renderMs),
      'commit phase': ms(s.commitPhaseMs),
      'passive effects': ms(s.effectsMs),
      'style+layout': ms(s.layoutMs),
      fields: s.fieldComponents || '',
      components: s.components,
      controls: s.controls,
      'DOM nodes': s.domNodes,
    })),
  );
}

function printKeystrokes(info: CaseInfo, stats: readonly KeystrokeStats[]): void {
  console.log(
    `\n${info.label}: typing in #${stats[0]!.focused} (baseline: #${stats[1]!.focused}), ` +
      `${stats[0]!.keystrokes} keystrokes (ms)`,
  );
  console.table(
    stats.map((s) => ({
      variant: s.variant,
      'keydown→commit': `${ms(s.toCommitMs.median)} (p95 ${ms(s.toCommitMs.p95)})`,
      '× baseline': s.ratio === undefined ? '' : s.ratio.toFixed(2),
      'input queue': ms(s.queueMs),
      'keydown→input': ms(s.toInputMs),
      'input→commit': ms(s.inputToCommitMs),
      // The baseline has no field components: its inputs are plain components.
      'fields re-rendered': s.variant.startsWith('baseline')
        ? '–'
        : `${s.fieldComponentsPerKeystroke.median} (max ${s.fieldComponentsPerKeystroke.max})`,
      'components re-rendered': `${s.componentsPerKeystroke.median} (max ${s.componentsPerKeystroke.max})`,
      commits: s.commitsPerKeystroke.max,
      'no commit': s.withoutCommit,
    })),
  );
  console.log(`  rendered per keystroke: ${stats[0]!.typicalRendered.join(' › ')}`);
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = performance.now();
  const loadBefore = loadavg();
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: apt-get update && apt-get install -y chromium`);

  await buildPage();
  const built = performance.now();
  const { server, url } = await serve(resolve(dist));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    await page.goto(url);
    await page.waitForFunction(() => window.__bench?.ready === true, undefined, {
      timeout: 60_000,
    });
    const cases: readonly CaseInfo[] = await page.evaluate(() => window.__bench.cases);
    const isolated = await page.evaluate(() => window.__bench.isolated);

    const results = [];
    for (const info of cases) {
      const mounts = await measureMounts(page, info);
      printMounts(info, mounts);
      const full = (variant: string) => mounts.find((m) => m.variant === `${variant}, full`)!.spec;
      const keystrokes = [
        await measureKeystrokes(page, 'engine', full('engine')),
        await measureKeystrokes(page, 'baseline: inputs', full('baseline: inputs')),
      ];
      keystrokes[0]!.ratio = round(
        keystrokes[0]!.toCommitMs.median / keystrokes[1]!.toCommitMs.median,
      );
      printKeystrokes(info, keystrokes);
      const engine = keystrokes[0]!;
      results.push({
        ...info,
        mounts,
        keystrokes,
        targets: {
          fieldComponentsPerKeystroke: {
            target: TARGET_FIELD_RENDERS,
            measured: engine.fieldComponentsPerKeystroke.max,
            met: engine.fieldComponentsPerKeystroke.max <= TARGET_FIELD_RENDERS,
          },
          keystrokeToCommitMs: {
            target: TARGET_KEYSTROKE_MS,
            measured: engine.toCommitMs.median,
            met: engine.toCommitMs.median < TARGET_KEYSTROKE_MS,
          },
        },
      });
    }
    if (problems.length) throw new Error(`the page reported errors:\n${problems.join('\n')}`);

    const finished = performance.now();
    const summary = {
      benchmark: 'form-engine render in Chromium',
      date: new Date().toISOString(),
      chromium: browser.version(),
      node: process.version,
      cpu: cpus()[0]?.model,
      cores: cpus().length,
      /** 1, 5 and 15 minute load averages: figures taken on a loaded machine drift. */
      loadAverage: {
        before: loadBefore.map((l) => round(l)),
        after: loadavg().map((l) => round(l)),
      },
      react: 'production build',
      timerResolutionUs: isolated ? 5 : 100,
      mounts: MOUNTS,
      keystrokes: ROUNDS * LETTERS.length * 2,
      durationS: {
        build: round((built - started) / 1000),
        total: round((finished - started) / 1000),
      },
      allTargetsMet: results.every(
        (r) => r.targets.fieldComponentsPerKeystroke.met && r.targets.keystrokeToCommitMs.met,
      ),
      cases: results,
    };
    for (const r of results)
      console.log(
        `${r.label}: ${r.targets.fieldComponentsPerKeystroke.measured} field(s) re-rendered per ` +
          `keystroke (target ${TARGET_FIELD_RENDERS}) ${r.targets.fieldComponentsPerKeystroke.met ? '✔' : '✘'}; ` +
          `keydown→commit ${ms(r.targets.keystrokeToCommitMs.measured)} ms ` +
          `(target < ${TARGET_KEYSTROKE_MS} ms) ${r.targets.keystrokeToCommitMs.met ? '✔' : '✘'}`,
      );
    console.log(
      `\nChromium ${summary.chromium}, ${summary.cores} × ${summary.cpu}, load average ` +
        `${summary.loadAverage.before[0]} → ${summary.loadAverage.after[0]}; ` +
        `${summary.durationS.total} s (build ${summary.durationS.build} s).`,
    );
    // Formatted like the repository's prettier would, so `prettier --check .` stays clean.
    const json = JSON.stringify(summary);
    const options = (await resolveConfig(resultsFile)) ?? {};
    await writeFile(resultsFile, await format(json, { ...options, filepath: resultsFile }));
    console.log(`Wrote ${resultsFile}`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
