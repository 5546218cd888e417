/**
 * Browser benchmark of issue 17's figures: what ahead-of-time compilation saves the applicant.
 * For the largest page (`education`) of the partner's undergraduate variant, as a new applicant
 * sees it ("empty") and with every block at its maximum and every field answered ("full"):
 *
 * 1. the first render, from the entry module's first statement to React's commit: (A) the page
 *    compiles the form at run time (`compiledVariant`), (B) it imports the form built ahead of
 *    time (`virtual:form-engine/undergraduate`, the engine's Vite plugin: by default the checked
 *    definition, compiled as the module loads), (B′) the same with the plugin's `formAs: 'data'`
 *    (the compiled form read back from data), (C) bench/browser's
 *    plain React list of as many inputs (and of the same controls) with no engine;
 * 2. the first validation of the page and then of the whole form: (A) `createValidator` (ajv
 *    loads, schemas compile with `new Function`), (B) the plugin's `LazyValidator` (the
 *    generated chunk loads and runs).
 *
 * Every sample is a fresh page load in a new browser context (real Chromium, production build,
 * cross-origin isolated for 5 µs timers), the variants interleaved. Prints markdown tables with
 * the load averages and writes bench/aot/browser-results.json.
 *
 * Run from the root: `npm run bench:aot` (`node --import tsx bench/aot/browser.ts`).
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import type { FormSeed } from '@admissions/form-engine';
import { compiledVariant } from '@admissions/partner-config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/server/src/chromium/printer.ts';
import { fullAnswers, fullLayout } from '../../packages/form-engine/bench/large-definition.ts';
import { serve } from '../browser/server.ts';
import { round } from '../browser/statistics.ts';
import { LOADS, WARMUP_LOADS, loadOnce, sampleVariants, spread, type Variant } from './measure.ts';
import {
  printLoad,
  printMounts,
  printValidations,
  writeResults,
  type MountRow,
  type ValidationRow,
} from './report.ts';
import { PAGE_ID, type MountSample, type Seed, type ValidationSample } from './src/types.ts';

const here = import.meta.dirname;
const load = () => loadavg().map((l) => round(l, 2));

/** The two starting points: a new applicant, and a complete application. */
function seeds(): Record<Seed, FormSeed> {
  const form = compiledVariant('undergraduate');
  const layout = fullLayout(form);
  return { empty: {}, full: { answers: fullAnswers(form, layout), ...layout } };
}

const A = 'A: run-time compile';
const B = 'B: built ahead of time (plugin default: definition)';
const B2 = "B′: built ahead of time, formAs: 'data'";
const C = 'C: plain React list';
const VA = 'A: run-time, createValidator (ajv)';
const VB = 'B: generated modules, the LazyValidator';
const C2 = 'C′: plain list, same controls';

function mountRow(variant: string, seed: Seed, samples: MountSample[]): MountRow {
  const of = (pick: (s: MountSample) => number) => spread(samples.map(pick));
  return {
    variant,
    seed,
    samples: samples.length,
    commitMs: of((s) => s.commitMs),
    formMs: of((s) => s.formMs),
    renderMs: of((s) => s.renderMs),
    ...(samples[0]!.chunkFetchedMs === undefined
      ? {}
      : { chunkFetchedMs: of((s) => s.chunkFetchedMs!) }),
    entryMs: of((s) => s.entryMs),
    navigationToCommitMs: of((s) => s.navigationToCommitMs),
    controls: samples[0]!.controls,
    domNodes: samples[0]!.domNodes,
  };
}

function validationRow(variant: string, seed: Seed, samples: ValidationSample[]): ValidationRow {
  const counts = (pick: (s: ValidationSample) => number) => new Set(samples.map(pick));
  const [pageErrors, formErrors] = [counts((s) => s.pageErrors), counts((s) => s.formErrors)];
  if (pageErrors.size !== 1 || formErrors.size !== 1)
    throw new Error(`${variant}, ${seed}: error counts differ between loads`);
  return {
    variant,
    seed,
    samples: samples.length,
    pageMs: spread(samples.map((s) => s.pageMs)),
    formMs: spread(samples.map((s) => s.formMs)),
    ...(samples[0]!.pageFetchedMs === undefined
      ? {}
      : {
          pageFetchedMs: spread(samples.map((s) => s.pageFetchedMs!)),
          formFetchedMs: spread(samples.map((s) => s.formFetchedMs!)),
        }),
    pageAgainMs: spread(samples.map((s) => s.pageAgainMs)),
    formAgainMs: spread(samples.map((s) => s.formAgainMs)),
    pageErrors: [...pageErrors][0]!,
    formErrors: [...formErrors][0]!,
  };
}

/**
 * The size of each chunk holding the plugin's modules (the form's data with the loader code
 * bundled beside it, each generated module), named by the modules it holds.
 */
function virtualChunkBytes(built: Awaited<ReturnType<typeof build>>): Record<string, number> {
  const bytes: Record<string, number> = {};
  for (const output of Array.isArray(built) ? built : [built])
    if ('output' in output)
      for (const chunk of output.output)
        if (chunk.type === 'chunk') {
          const ids = chunk.moduleIds.filter((id) => id.startsWith('\0virtual:'));
          if (ids.length)
            bytes[ids.map((id) => id.slice(1)).join(' + ')] = Buffer.byteLength(chunk.code);
        }
  return bytes;
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`${CHROMIUM_PATH} is missing: apt-get update && apt-get install -y chromium`);
  const loadAverage: Record<string, number[]> = { start: load() };
  // The config imports the partner's TypeScript: Vite's runner loads it (no bundling of it).
  const built = await build({ configFile: join(here, 'vite.config.ts'), configLoader: 'runner' });
  const chunkBytes = virtualChunkBytes(built);
  const seedOf = seeds();
  const { server, url } = await serve(join(here, 'dist'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    // A run-time page of each seed counts the controls the plain lists then render.
    const mountVariants: (Variant & { seed: Seed })[] = [];
    for (const seed of ['empty', 'full'] as const) {
      const input = { seed: seedOf[seed] };
      const probe = await loadOnce<MountSample>(browser, url, 'run-time', input);
      const lists = [
        { inputs: probe.controls },
        { inputs: probe.inputs, selects: probe.selectOptions },
      ];
      mountVariants.push(
        { seed, label: A, page: 'run-time', input },
        { seed, label: B, page: 'ahead', input },
        { seed, label: B2, page: 'ahead-data', input },
        { seed, label: C, page: 'plain', input: { ...input, baseline: lists[0] } },
        { seed, label: C2, page: 'plain', input: { ...input, baseline: lists[1] } },
      );
    }
    loadAverage.mountsStart = load();
    const mountSamples = await sampleVariants<MountSample>(browser, url, mountVariants);
    loadAverage.mountsEnd = load();
    const mounts = mountVariants.map((v, i) => mountRow(v.label, v.seed, mountSamples[i]!));
    // Five variants a seed: A, B, B′, then the two plain lists.
    for (let i = 0; i < mounts.length; i += 5) {
      const engines = mounts.slice(i, i + 3);
      const [c, c2] = mounts.slice(i + 3, i + 5) as [MountRow, MountRow];
      for (const row of engines) {
        row.ratio = round(row.commitMs.median / c.commitMs.median);
        row.ratioSameControls = round(row.commitMs.median / c2.commitMs.median);
        if (row.controls !== engines[0]!.controls)
          throw new Error('A and B rendered different pages');
      }
    }

    const validationVariants = (['empty', 'full'] as const).flatMap((seed) => [
      { seed, label: VA, page: 'validate-run-time' as const, input: { seed: seedOf[seed] } },
      { seed, label: VB, page: 'validate-ahead' as const, input: { seed: seedOf[seed] } },
    ]);
    loadAverage.validationsStart = load();
    const validationSamples = await sampleVariants<ValidationSample>(
      browser,
      url,
      validationVariants,
    );
    loadAverage.validationsEnd = load();
    const validations = validationVariants.map((v, i) =>
      validationRow(v.label, v.seed, validationSamples[i]!),
    );

    const busy = Object.values(loadAverage).some(([oneMinute]) => oneMinute! > 1);
    printMounts(mounts);
    printValidations(validations);
    printLoad(loadAverage, busy);
    console.log('\nChunks of the virtual modules (bytes, minified, not compressed):');
    for (const [id, size] of Object.entries(chunkBytes)) console.log(`  ${id}: ${size}`);
    await writeResults(join(here, 'browser-results.json'), {
      benchmark: 'issue 17: ahead-of-time compilation in Chromium, fresh page loads',
      date: new Date().toISOString(),
      chromium: browser.version(),
      node: process.version,
      cpu: cpus()[0]?.model,
      cores: cpus().length,
      loadAverage,
      busyMachine: busy,
      form: 'partner undergraduate',
      page: PAGE_ID,
      n: LOADS,
      warmupLoads: WARMUP_LOADS,
      mounts,
      validations,
      chunkBytes,
    });
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
