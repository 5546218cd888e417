/**
 * Our form engine against its peers, in one Chromium run: react-jsonschema-form, SurveyJS and
 * JSON Forms render the partner's undergraduate form (converted from ours by bench/peers/src), and
 * for each engine this measures
 *
 * - the initial render of the form's largest page with the sample application;
 * - keystroke → commit in one text field (bench/browser's keystroke measurement, unchanged);
 * - validating the whole sample application with the engine's own API;
 * - the bundle size of a minimal entry (bench/peers/size), gzipped, React excluded.
 *
 * It also checks the conversions: every engine validates answer sets generated from our form,
 * and their verdicts are compared with ours. It prints the tables, writes
 * bench/peers/results.json, the "Against peer engines" section of docs/benchmarks.md and
 * docs/benchmarks-peers.svg.
 *
 * Run with `npm run bench:peers` (or `node --import tsx bench/peers/run.ts`) from the root.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { build } from 'vite';
import { serve } from '../browser/server.ts';
import { round } from '../browser/statistics.ts';
import { chartSvg } from './chart.ts';
import { writeDocs } from './docs.ts';
import {
  baselineOf,
  checkEquivalence,
  measureMounts,
  measureTyping,
  measureValidation,
  type Subject,
} from './measure.ts';
import { printResults, ratiosOf, type EngineResult, type PeerResults } from './results.ts';
import { measureSizes } from './size/measure-size.ts';
import type { EngineId, EngineInfo, FormInfo } from './src/api.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/server/src/chromium/printer.ts';

const here = import.meta.dirname;
const root = resolve(here, '../..');
const ENGINES: readonly EngineId[] = ['ours', 'rjsf', 'surveyjs', 'jsonforms'];
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

/** Opens the page and waits until every engine's form is compiled or converted. */
async function openPage(page: Page, url: string, problems: string[]) {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.goto(url);
  await page.waitForFunction(() => window.__peers?.ready === true, undefined, {
    timeout: 120_000,
  });
  const engines: readonly EngineInfo[] = await page.evaluate(() => window.__peers.engines);
  const form: FormInfo = await page.evaluate(() => window.__peers.form);
  const isolated: boolean = await page.evaluate(() => window.__bench.isolated);
  return { engines, form, isolated };
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadBefore = loadavg();
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`${CHROMIUM_PATH} is missing: apt-get update && apt-get install -y chromium`);

  console.log('Building the bundle-size entries…');
  const sizes = await measureSizes(ENGINES);
  console.log('Building the page…');
  await build({ configFile: join(here, 'vite.config.ts'), mode: 'production' });
  const { server, url } = await serve(resolve(here, 'dist/page'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  let results: PeerResults;
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    const { engines, form, isolated } = await openPage(page, url, problems);
    console.log('Checking the conversions…');
    const equivalence = await checkEquivalence(page);
    const baseline = await baselineOf(page);
    const subjects: Subject[] = [...ENGINES, 'baseline'];
    console.log('Mounting…');
    const mounts = await measureMounts(page, subjects, baseline);
    console.log('Typing…');
    const typing = await measureTyping(page, subjects, baseline);
    console.log('Validating…');
    const validation = await measureValidation(page, ENGINES);
    if (problems.length) throw new Error(`the page reported errors:\n${problems.join('\n')}`);

    const withoutNames = (id: Subject) => {
      const { typicalRendered: _names, ...keys } = typing[id];
      return keys;
    };
    const measured: EngineResult[] = [];
    for (const info of engines) {
      measured.push({
        id: info.id,
        label: info.label,
        packages: await versions(info.id),
        convertMs: round(info.convertMs),
        unexpressed: info.unexpressed,
        mount: mounts[info.id],
        typing: withoutNames(info.id),
        validation: validation[info.id],
        size: sizes[info.id],
      });
    }
    const invalid = measured.filter((e) => !e.validation.valid).map((e) => e.id);
    if (invalid.length)
      throw new Error(`the sample application is invalid in ${invalid.join(', ')}`);
    results = {
      benchmark: 'form engines against their peers, in Chromium',
      date: new Date().toISOString(),
      chromium: browser.version(),
      node: process.version,
      cpu: cpus()[0]?.model,
      cores: cpus().length,
      loadAverage: {
        before: loadBefore.map((l) => round(l)),
        after: loadavg().map((l) => round(l)),
      },
      timerResolutionUs: isolated ? 5 : 100,
      form,
      engines: measured,
      baseline: { mount: mounts.baseline, typing: withoutNames('baseline') },
      ratios: ratiosOf(measured),
      equivalence,
      durationS: round((performance.now() - started) / 1000),
    };
  } finally {
    await browser.close();
    server.close();
  }

  printResults(results);
  // Formatted as the repository's prettier would, so that `prettier --check .` stays clean.
  const resultsFile = join(here, 'results.json');
  const options = (await resolveConfig(resultsFile)) ?? {};
  await writeFile(
    resultsFile,
    await format(JSON.stringify(results), { ...options, filepath: resultsFile }),
  );
  await writeFile(join(root, 'docs/benchmarks-peers.svg'), chartSvg(results));
  await writeDocs(join(root, 'docs/benchmarks.md'), results);
  console.log(
    `\nWrote bench/peers/results.json, docs/benchmarks-peers.svg and the "Against peer engines" ` +
      `section of docs/benchmarks.md (${results.durationS} s).`,
  );
}

await main();
