/**
 * Issue 17's server-side figures: the first validation of the partner's undergraduate variant in
 * a fresh Node process, with validators compiled at run time (ajv, as before) against the
 * validators generated ahead of time (`generated/`, what the server now loads at start). Each
 * measurement is a new process (nothing warm), the two ways interleaved, 7 rounds; medians with
 * min–max and the load average. The largest page (`education`) and the whole form are measured
 * separately, each from process start, so module loading counts.
 *
 * `npm run bench -w @admissions/partner-config` (needs `npm run build` first: generated/).
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const ROUNDS = 7;
const self = fileURLToPath(import.meta.url);

type Way = 'runtime' | 'precompiled';
type Scope = 'page' | 'form';

/** In the child: load the validator one way, validate the sample once, print the times. */
async function child(way: Way, scope: Scope): Promise<void> {
  const started = performance.now();
  const { compiledVariant, SAMPLE_APPLICATION } = await import('../src/index.ts');
  const form = compiledVariant('undergraduate');
  const compiled = performance.now();
  const validator =
    way === 'runtime'
      ? await (await import('@admissions/form-engine')).createValidator(form)
      : (await import('@admissions/form-engine/precompiled')).createPrecompiledValidator(
          form,
          await (await import('../src/built-forms.ts')).builtValidators('undergraduate'),
        );
  const state = { answers: SAMPLE_APPLICATION.answers, addAnother: SAMPLE_APPLICATION.addAnother };
  const before = performance.now();
  if (scope === 'page') validator.validatePage('education', state);
  else validator.validate(state);
  const validated = performance.now();
  if (scope === 'page') validator.validatePage('education', state);
  else validator.validate(state);
  const warm = performance.now() - validated;
  console.log(
    JSON.stringify({
      validatorAndFirst: validated - compiled,
      firstCall: validated - before,
      fromStart: validated - started,
      warm,
    }),
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const f = (ms: number) => (ms < 10 ? ms.toFixed(1) : Math.round(ms).toString());
const range = (xs: number[]) => `${f(Math.min(...xs))}–${f(Math.max(...xs))}`;

async function main(): Promise<void> {
  const load = [loadavg()[0]!];
  const results = new Map<
    string,
    { validatorAndFirst: number; fromStart: number; warm: number }[]
  >();
  for (let round = 0; round < ROUNDS; round++)
    for (const scope of ['page', 'form'] as Scope[])
      for (const way of (round % 2
        ? ['precompiled', 'runtime']
        : ['runtime', 'precompiled']) as Way[]) {
        const run = spawnSync(process.execPath, ['--import', 'tsx', self, way, scope], {
          encoding: 'utf8',
        });
        if (run.status !== 0) throw new Error(run.stderr);
        const key = `${scope} ${way}`;
        results.set(key, [
          ...(results.get(key) ?? []),
          JSON.parse(run.stdout.trim().split('\n').at(-1)!),
        ]);
      }
  load.push(loadavg()[0]!);
  console.log(
    `\nFirst validation of the undergraduate variant, fresh Node ${process.version} process each, ${ROUNDS} rounds`,
  );
  console.log(
    `load average ${load.map((l) => l.toFixed(2)).join(' → ')}${Math.max(...load) > 1 ? ' (busy machine)' : ''}\n`,
  );
  console.log(
    '| what | validators ready + first validation (median, min–max) | process start → validated | warm validation |',
  );
  console.log('| --- | --- | --- | --- |');
  for (const scope of ['page', 'form'] as Scope[])
    for (const way of ['runtime', 'precompiled'] as Way[]) {
      const rows = results.get(`${scope} ${way}`)!;
      const v = rows.map((r) => r.validatorAndFirst);
      const s = rows.map((r) => r.fromStart);
      const w = rows.map((r) => r.warm);
      const what = `${scope === 'page' ? 'page `education`' : 'whole form'}, ${way === 'runtime' ? 'compiled at run time (ajv)' : 'generated ahead of time'}`;
      console.log(
        `| ${what} | ${f(median(v))} ms (${range(v)}) | ${f(median(s))} ms (${range(s)}) | ${f(median(w))} ms |`,
      );
    }
}

if (process.argv[2]) await child(process.argv[2] as Way, process.argv[3] as Scope);
else await main();
