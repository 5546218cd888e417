/**
 * Warm whole-form validation in Node, ours against rjsf's validator on the same answers (the
 * peer benchmark's converters: `src/to-rjsf.ts`, `src/model.ts`): a check, beside the browser's
 * figure, of how much of the difference is the JavaScript engine. Each run is a fresh process
 * (`--run` below), 20 000 calls to warm up then 50 000 timed; the median of the runs with their
 * range and the load average.
 *
 *   node --import tsx bench/peers/validation-node.ts   (RUNS=5)
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { compiledVariant, SAMPLE_APPLICATION } from '@admissions/partner-config';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { createValidator } from '../../packages/form-engine/src/core/validation/validator.ts';
import { median, round } from '../browser/statistics.ts';
import { peerData, peerForm } from './src/model.ts';
import { toRjsf } from './src/to-rjsf.ts';

const WARMUP = 20_000;
const CALLS = 50_000;

/** µs per call of `validate`, after the warm-up. */
function perCall(validate: () => boolean): number {
  for (let i = 0; i < WARMUP; i++) validate();
  const start = performance.now();
  for (let i = 0; i < CALLS; i++) validate();
  return ((performance.now() - start) / CALLS) * 1000;
}

async function oneRun(): Promise<{ ours: number; rjsf: number }> {
  const form = compiledVariant('undergraduate');
  const ours = await createValidator(form);
  const peer = peerForm(form);
  const schema = toRjsf(peer).schema;
  const data = peerData(peer, SAMPLE_APPLICATION);
  const rjsf = customizeValidator();
  const oursValid = () => ours.validate(SAMPLE_APPLICATION).valid;
  const rjsfValid = () => rjsf.validateFormData(data, schema).errors.length === 0;
  if (!oursValid() || !rjsfValid()) throw new Error('the sample must be valid for both');
  return { ours: perCall(oursValid), rjsf: perCall(rjsfValid) };
}

if (process.argv.includes('--run')) {
  console.log(JSON.stringify(await oneRun()));
} else {
  const runs = Number(process.env.RUNS ?? 5);
  const loadStart = round(loadavg()[0]!);
  const results = Array.from({ length: runs }, () =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--run'], {
        encoding: 'utf8',
      }),
    ),
  ) as { ours: number; rjsf: number }[];
  const spread = (values: number[]) =>
    `${round(median(values))} µs (${round(Math.min(...values))}–${round(Math.max(...values))})`;
  console.log(
    `Node ${process.version}, ${runs} processes, load average ${loadStart} → ${round(loadavg()[0]!)}`,
  );
  console.log(`ours: ${spread(results.map((r) => r.ours))}`);
  console.log(`rjsf: ${spread(results.map((r) => r.rjsf))}`);
  console.log(`rjsf ÷ ours: ${round(median(results.map((r) => r.rjsf / r.ours)))}`);
}
