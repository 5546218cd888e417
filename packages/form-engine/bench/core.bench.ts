/**
 * Benchmark of the React-free core on a large application (bench/large-definition.ts):
 * compiling the definition, compiling the validation schema, validating a complete application
 * and one answer change in the store. Run with `npm run bench -w @admissions/form-engine`.
 *
 * Timings on a shared or throttled machine drift from run to run, so every task is also reported
 * as a ratio to a baseline measured in the same run: `structuredClone` of the answers map, which
 * walks every key like the engine does and has no JIT fast path to distort it. Prints a table and
 * one JSON line, and writes the same JSON to bench-results/core.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import {
  Bench,
  formatNumber,
  type Fn,
  type FnOptions,
  type Statistics,
  type Task,
} from 'tinybench';
import {
  compileForm,
  createFormStore,
  createValidator,
  formatDiagnostic,
  type AnswerValue,
  type Answers,
  type CompiledForm,
  type FormState,
} from '../src/index.ts';
import { fullAnswers, fullLayout, largeDefinition } from './large-definition.ts';

/** The definition must stay large enough to be representative. */
const MIN_FIELDS = 600;
/** A text answer that nothing depends on: the cheapest change, typing into a field. */
const PLAIN_KEY = 'preferred_name';
/** The answer most visibility depends on: it shows or hides the ten college blocks. */
const CONTROLLER_KEY = 'applicant_type';
const BASELINE = 'baseline: structuredClone(answers)';

/** One measured task; `targetMs` is judged on the mean (p99 is reported beside it). */
interface Case {
  readonly name: string;
  readonly fn: Fn;
  readonly targetMs?: number;
  readonly options?: FnOptions;
}

const { definition, model } = largeDefinition();

function compileOrExit(): CompiledForm {
  const result = compileForm(definition, model);
  if (!result.ok) {
    console.error(result.errors.map(formatDiagnostic).join('\n'));
    process.exit(1);
  }
  if (result.form.fields.size < MIN_FIELDS)
    throw new Error(`only ${result.form.fields.size} fields; the benchmark needs ${MIN_FIELDS}`);
  return result.form;
}

const form = compileOrExit();
const layout = fullLayout(form);
const answers = fullAnswers(form, layout);
const state: FormState = { answers, ...layout };

// Timing the failure path by accident would measure error mapping, not validation.
const validator = await createValidator(form);
const check = validator.validate(state);
if (!check.valid) throw new Error(`the full answers are invalid: ${JSON.stringify(check.errors)}`);
if (form.dependents.has(PLAIN_KEY)) throw new Error(`${PLAIN_KEY} must control nothing`);

/** A store over the full answers, whose `setAnswer(key)` alternates between two values. */
function alternating(key: string, values: readonly [AnswerValue, AnswerValue]): Fn {
  const store = createFormStore(form, { answers, ...layout });
  if (store.getState().answers[key] !== values[0])
    throw new Error(`${key} must start as ${values[0]}`);
  let flip = false;
  return () => {
    flip = !flip;
    store.getState().setAnswer(key, values[flip ? 1 : 0]);
  };
}

/**
 * The copy-on-write step of every setAnswer: `{ ...previous, [key]: value }`, each time from the
 * previous copy. Spreading one fixed object repeatedly is not the same: V8 serves that from a
 * fast clone path (~1 µs here), while a site that keeps copying fresh copies, as the store does,
 * copies key by key, at roughly a hundred times the cost.
 */
function chainedCopy(): Fn {
  let current: Answers = answers;
  let flip = false;
  return () => {
    flip = !flip;
    current = { ...current, [PLAIN_KEY]: flip ? 'Sam' : 'Sample answer' };
    return current;
  };
}

// Hiding clears answers once; afterwards the hidden fields are empty and cost nothing. To time the
// clearing on every sample, the full answers are restored before each one, outside the timing.
const clearingStore = createFormStore(form, { answers, ...layout });
clearingStore.getState().setAnswer(CONTROLLER_KEY, 'FR');
const clearedByFirstYear = Object.keys(answers).filter(
  (key) => answers[key] !== '' && clearingStore.getState().answers[key] === '',
).length;

// Tasks return their result: tinybench reads it (untimed), so V8 cannot drop the work as dead.
const warmCases: Case[] = [
  { name: BASELINE, fn: () => structuredClone(answers) },
  { name: 'reference: { ...previous, [key]: value }', fn: chainedCopy() },
  { name: 'validate full answers (warm)', fn: () => validator.validate(state), targetMs: 1 },
  {
    name: `setAnswer ${PLAIN_KEY}, unconditioned text`,
    fn: alternating(PLAIN_KEY, ['Sample answer', 'Sam']),
    targetMs: 0.1,
  },
  {
    name: `setAnswer ${CONTROLLER_KEY} TR↔RE, dependents stay shown`,
    fn: alternating(CONTROLLER_KEY, ['TR', 'RE']),
    targetMs: 0.1,
  },
  {
    name: `setAnswer ${CONTROLLER_KEY} TR→FR, clears ${clearedByFirstYear} answers`,
    fn: () => clearingStore.getState().setAnswer(CONTROLLER_KEY, 'FR'),
    targetMs: 0.1,
    // load() copies the answers (the store changes its own map in place), outside the timing.
    options: { beforeEach: () => clearingStore.getState().load({ answers }) },
  },
];

// Each validator is new, so its first validate() builds the JSON Schema and ajv compiles it
// (ajv itself is loaded once, above).
const coldCases: Case[] = [
  { name: 'compileForm(definition, model)', fn: () => compileForm(definition, model) },
  {
    name: 'createValidator + first validate (cold ajv)',
    fn: async () => (await createValidator(form)).validate(state),
  },
];

/** Adds cases to a bench; warnings flag timings the timer cannot resolve. */
function prepare(bench: Bench, cases: readonly Case[]): Bench {
  for (const { name, fn, options } of cases) bench.add(name, fn, options);
  bench.addEventListener('warning', (event) =>
    console.warn(`warning: "${event.task?.name}" is timer-saturated (${event.reason})`),
  );
  return bench;
}

// Sub-millisecond tasks get thousands of samples (run synchronously, no promise overhead);
// tasks of seconds get a handful.
const warmTasks = prepare(
  new Bench({ time: 1500, warmupTime: 300, throws: true }),
  warmCases,
).runSync();
const coldTasks = await prepare(
  new Bench({ time: 0, iterations: 5, warmupIterations: 1, throws: true }),
  coldCases,
).run();

function latency(task: Task): Statistics {
  const { result } = task;
  if (result.state !== 'completed') throw new Error(`task "${task.name}" ended ${result.state}`);
  return result.latency;
}

const baseline = latency(warmTasks.find((task) => task.name === BASELINE)!);
const targets = new Map([...coldCases, ...warmCases].map((c) => [c.name, c.targetMs]));
const round = (ms: number) => Number(ms.toPrecision(4));
const results = [...coldTasks, ...warmTasks].map((task) => {
  const { mean, p75, p99, samplesCount } = latency(task);
  const targetMs = targets.get(task.name);
  return {
    task: task.name,
    samples: samplesCount,
    meanMs: round(mean),
    p75Ms: round(p75),
    p99Ms: round(p99),
    ratio: round(mean / baseline.mean),
    targetMs,
    meetsTarget: targetMs === undefined ? undefined : mean < targetMs,
  };
});

const summary = {
  benchmark: 'form-engine core',
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model,
  fields: form.fields.size,
  storedKeys: form.keyVisibility.size,
  controllerDependents: form.dependents.get(CONTROLLER_KEY)?.length ?? 0,
  baseline: BASELINE,
  allTargetsMet: results.every((r) => r.meetsTarget !== false),
  results,
};

console.log(
  `\n${summary.fields} answer fields, ${summary.storedKeys} stored keys; ` +
    `${summary.controllerDependents} keys depend on ${CONTROLLER_KEY}. Node ${summary.node}.`,
);
console.table(
  results.map((r) => ({
    task: r.task,
    samples: r.samples,
    'mean (ms)': formatNumber(r.meanMs, 3, 4),
    'p75 (ms)': formatNumber(r.p75Ms, 3, 4),
    'p99 (ms)': formatNumber(r.p99Ms, 3, 4),
    '× baseline': formatNumber(r.ratio, 3, 2),
    target: r.targetMs === undefined ? '' : `< ${r.targetMs} ms`,
    meets: r.meetsTarget === undefined ? '' : r.meetsTarget ? 'yes' : 'NO',
  })),
);
console.log(JSON.stringify(summary));

const out = new URL('../bench-results/', import.meta.url);
mkdirSync(out, { recursive: true });
writeFileSync(new URL('core.json', out), `${JSON.stringify(summary, null, 2)}\n`);
