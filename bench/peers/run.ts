/**
 * Our form engine against its peers in Chromium: react-jsonschema-form, SurveyJS and JSON Forms
 * render the partner's undergraduate form (converted from ours by bench/peers/src), beside a
 * plain-React page of the same controls (the floor any engine pays for the DOM). Issue 18's five
 * measures, each the median of the launches' medians with min–max, over fresh browser launches
 * whose engine order turns (launch.ts):
 *
 * 1. engine share: input event → commit per keystroke; initial render minus the floor's;
 * 2. keystroke → next paint from Chromium's Event Timing, at 1× and 4× CPU slowdown (paint.ts);
 * 3. scale: the page at 1×, 3× and 10× its fields (src/scaled.ts);
 * 4. cold start: navigation → first committed form, one page per engine (cold.ts);
 * 5. the equivalence check of the converters, and the bundle sizes (size/).
 *
 * It prints the tables and writes bench/peers/results.json, the "Against peer engines" section
 * of docs/benchmarks.md and docs/benchmarks-peers.svg. When the 1-minute load average exceeds
 * half the cores at the start, or other processes keep more than half the cores busy during a
 * launch (load.ts: the load average then counts this run itself), the run is marked not
 * publishable: it says so, and the docs table's first row is the warning.
 *
 * `npm run bench:peers` (about 12 minutes on 2 quiet cores); `PEERS_QUICK=1 npm run bench:peers`: one
 * launch, few samples, results to a temporary file, the docs left alone.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { build } from 'vite';
import { serve } from '../browser/server.ts';
import { round } from '../browser/statistics.ts';
import { chartSvg } from './chart.ts';
import { coldPlugins } from './cold.ts';
import { writeDocs } from './docs.ts';
import { ENGINES, runLaunch, type LaunchInfo, type LaunchRecord, type Sampling } from './launch.ts';
import {
  goalsOf,
  printResults,
  ratiosOf,
  spreadOf,
  type EngineResult,
  type PeerResults,
} from './results.ts';
import { measureSizes } from './size/measure-size.ts';
import type { EngineId } from './src/api.ts';
import { CHROMIUM_PATH } from '../../apps/server/src/chromium/printer.ts';

const here = import.meta.dirname;
const root = resolve(here, '../..');
const QUICK = process.env.PEERS_QUICK === '1';

/** Five launches: about 12 minutes on this 2-core machine when it is quiet. */
const FULL: Sampling = {
  launches: 5,
  mounts: 5,
  warmupMounts: 1,
  scaledMounts: 2,
  typing: { rounds: 2, warmupRounds: 1 },
  // No warm-up round at the larger scales: there, a round costs SurveyJS 10 s, and the mounts
  // before the typing have run the same components.
  scaledTyping: { rounds: 1, warmupRounds: 0 },
  // Playwright's key press returns once the page has handled the key, so a slow keystroke does
  // not queue the next: the gap only has to leave time for the frame.
  typingGapMs: { 1: 25, 3: 25, 10: 25 },
  paintRounds: 1,
  paintGapMs: { 1: 30, 4: 60 },
  coldLoads: 1,
};
const QUICK_SAMPLING: Sampling = {
  ...FULL,
  launches: 1,
  mounts: 3,
  warmupMounts: 1,
  typing: { rounds: 1, warmupRounds: 1 },
};

/** The packages each engine is, for the versions in the docs. */
const PACKAGES: Readonly<Record<EngineId, readonly string[]>> = {
  ours: [],
  rjsf: ['@rjsf/core', '@rjsf/utils', '@rjsf/validator-ajv8'],
  surveyjs: ['survey-core', 'survey-react-ui'],
  jsonforms: ['@jsonforms/core', '@jsonforms/react', '@jsonforms/vanilla-renderers'],
};

async function versions(id: EngineId): Promise<Record<string, string>> {
  const entries = await Promise.all(
    PACKAGES[id].map(async (name) => {
      const json = await readFile(join(root, 'node_modules', name, 'package.json'), 'utf8');
      return [name, (JSON.parse(json) as { version: string }).version] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

async function main(): Promise<void> {
  const started = performance.now();
  const sampling = QUICK ? QUICK_SAMPLING : FULL;
  const cores = cpus().length;
  const loadStart = round(loadavg()[0]!);
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`${CHROMIUM_PATH} is missing: apt-get update && apt-get install -y chromium`);
  if (loadStart > cores / 2)
    log(
      `⚠ load average ${loadStart} is over half of ${cores} cores: figures will not be publishable`,
    );

  log('Building the bundle-size entries…');
  const sizes = await measureSizes(ENGINES);
  log('Building the pages (the measuring page and one cold-start page per engine)…');
  await build({
    configFile: join(here, 'vite.config.ts'),
    mode: 'production',
    plugins: coldPlugins(),
  });
  const { server, url } = await serve(resolve(here, 'dist/page'));
  const records: LaunchRecord[] = [];
  const others: number[] = [];
  let info: LaunchInfo | undefined;
  try {
    for (let n = 0; n < sampling.launches; n++) {
      log(`Launch ${n + 1} of ${sampling.launches} (load average ${round(loadavg()[0]!)})…`);
      const launch = await runLaunch(url, n, sampling, log);
      others.push(launch.others);
      log(`  other processes kept ${others.at(-1)} cores busy during the launch`);
      records.push(launch.record);
      info ??= launch.info;
    }
  } finally {
    server.close();
  }
  const first = info!;
  const invalid = ENGINES.filter((id) => !first.validValidation[id]);
  if (invalid.length) throw new Error(`the sample application is invalid in ${invalid.join(', ')}`);

  const engines: EngineResult[] = [];
  for (const e of first.engines)
    engines.push({
      id: e.id,
      label: e.label,
      packages: await versions(e.id),
      unexpressed: e.unexpressed,
      size: sizes[e.id],
    });
  const loadEnd = round(loadavg()[0]!);
  const busiest = Math.max(...others);
  const measured = spreadOf(records.map(({ loadAverage: _load, ...timings }) => timings));
  const ratios = ratiosOf(measured);
  const results: PeerResults = {
    benchmark: 'form engines against their peers, in Chromium',
    date: new Date().toISOString(),
    chromium: first.chromium,
    node: process.version,
    cpu: cpus()[0]?.model,
    cores,
    loadAverage: { start: loadStart, atLaunches: records.map((r) => r.loadAverage), end: loadEnd },
    othersCores: others,
    publishable: loadStart <= cores / 2 && busiest <= cores / 2,
    quick: QUICK,
    launches: records.length,
    sampling,
    timerResolutionUs: first.isolated ? 5 : 100,
    forms: first.forms,
    engines,
    measured,
    mounts: Object.fromEntries(
      Object.entries(first.mounts).map(([id, m]) => [
        id,
        {
          components: m.components,
          domNodes: m.domNodes,
          controls: m.controls,
          commits: m.commits,
        },
      ]),
    ) as PeerResults['mounts'],
    componentsPerKey: first.componentsPerKey,
    ratios,
    goals: goalsOf(measured, ratios),
    equivalence: first.equivalence!,
    durationS: round((performance.now() - started) / 1000),
  };
  printResults(results);

  // Formatted as the repository's prettier would, so that `prettier --check .` stays clean.
  const resultsFile = QUICK ? join(tmpdir(), 'bench-peers-quick.json') : join(here, 'results.json');
  const options = (await resolveConfig(join(here, 'results.json'))) ?? {};
  await writeFile(
    resultsFile,
    await format(JSON.stringify(results), { ...options, filepath: resultsFile }),
  );
  if (QUICK) {
    log(`Quick mode: wrote ${resultsFile} only (${results.durationS} s).`);
    return;
  }
  await writeFile(join(root, 'docs/benchmarks-peers.svg'), chartSvg(results));
  await writeDocs(join(root, 'docs/benchmarks.md'), results);
  log(
    `Wrote bench/peers/results.json, docs/benchmarks-peers.svg and the "Against peer engines" ` +
      `section of docs/benchmarks.md (${results.durationS} s).`,
  );
}

await main();
