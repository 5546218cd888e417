/**
 * The page of the peer benchmark (driven by ../run.ts). When it loads it compiles the partner's
 * undergraduate form and converts it for each peer (none of which is measured), then offers:
 *
 * - `__peers.mount(engine)`: a fresh mount of the largest page with the sample answers, timed
 *   like the browser benchmark's (bench/browser/src/timing-harness.tsx) plus the engine's own
 *   setup before React renders and any follow-up commits;
 * - `__bench`: the browser benchmark's API over the same mounts, so that keystrokes are typed and
 *   timed by bench/browser's own code, the same way for every engine;
 * - `__peers.validation(engine)` and `__peers.equivalence()`: validation timings, and every
 *   engine's verdict on answer sets that exercise each condition and required rule.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { scopeOf, type CompiledForm } from '@admissions/form-engine';
import { compiledVariant, SAMPLE_APPLICATION } from '@admissions/partner-config';
import { PlainList, plainInputId } from '../../browser/src/baselines.tsx';
import { renderedIn, setCommitListener, type Rendered } from '../../browser/src/commit-walk.ts';
import { startKeystrokes, stopKeystrokes } from '../../browser/src/keystrokes.ts';
import { Harness, type Marks } from '../../browser/src/timing-harness.tsx';
import type { CaseInfo, MountSpec } from '../../browser/src/types.ts';
import type { EngineId, PeerMount, ValidationTiming, Verdict } from './api.ts';
import { jsonforms } from './engines/jsonforms.tsx';
import { ours } from './engines/ours.tsx';
import { rjsf } from './engines/rjsf.tsx';
import { surveyjs } from './engines/surveyjs.tsx';
import type { BenchForm, Engine } from './engines/types.ts';
import { peerForm } from './model.ts';
import { measuredPage, scaledForm } from './scaled.ts';
import { mutations } from './mutations.ts';

const fieldsOn = (form: CompiledForm, pageId: string) =>
  [...form.fields.values()].filter((f) => f.pageId === pageId);

/** The field bench/browser types in: a text field nothing reads, outside any block. */
function typingKey(form: CompiledForm, pageId: string): string {
  const field = fieldsOn(form, pageId).find(
    (f) =>
      f.definition.widget === 'text' &&
      f.visibilitySources.length === 0 &&
      !form.dependents.has(f.key) &&
      !form.controlled.has(f.key) &&
      !f.block &&
      f.rules.length === 0 &&
      (f.maxLength ?? Infinity) >= 20,
  );
  if (!field) throw new Error(`no unconditioned text field on page ${pageId}`);
  return field.key;
}

const compileStart = performance.now();
const partnerForm = compiledVariant('undergraduate');
const compileMs = performance.now() - compileStart;
const page = measuredPage(partnerForm);
// `?scale=n`: the page at n× its shown fields (more add-another copies; ./scaled.ts).
const scale = Number(new URLSearchParams(location.search).get('scale') ?? '1');
const scaled = scaledForm(partnerForm, page.id, SAMPLE_APPLICATION, scale);
const form = scaled.form;
const bench: BenchForm = {
  pageId: page.id,
  typingKey: typingKey(form, page.id),
  sample: scaled.sample,
};
const peer = peerForm(form);
const engines: readonly Engine[] = [
  ours(form, bench, compileMs),
  rjsf(peer, bench),
  surveyjs(peer, bench),
  jsonforms(peer, bench),
];
const engineById = (id: string) => engines.find((e) => e.id === id)!;

const host = document.getElementById('host')!;
let mounted: { spec: MountSpec; container: HTMLElement; unmount: () => void } | undefined;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function unmount(): Promise<void> {
  mounted?.unmount();
  mounted = undefined;
  await nextFrame();
  await nextTask();
}

/**
 * Mounts `spec` in a fresh root: an engine's page (after its `prepare`, timed as setup) or
 * bench/browser's plain-React baseline; with `keep` it stays mounted (to type in it).
 */
async function mount(spec: MountSpec, keep = false): Promise<PeerMount> {
  await unmount();
  const prepare: () => ReactNode =
    spec.kind === 'engine'
      ? () => engineById(spec.caseId).prepare()
      : () => <PlainList {...spec} />;
  const container = document.createElement('div');
  host.append(container);
  const commits: number[] = [];
  let rendered: Rendered | undefined;
  setCommitListener((root, at) => {
    if (root.containerInfo !== container) return;
    commits.push(at);
    rendered ??= renderedIn(root, false);
  });
  const marks: Marks = {};
  const committed = new Promise<void>((resolve) => (marks.onCommit = resolve));
  const effected = new Promise<void>((resolve) => (marks.onEffects = resolve));

  const setupStart = performance.now();
  const content = prepare();
  const t0 = performance.now();
  const root = createRoot(container);
  root.render(<Harness marks={marks}>{content}</Harness>);
  await committed;
  const layoutStart = performance.now();
  void container.getBoundingClientRect().height; // forces style and layout
  const layoutMs = performance.now() - layoutStart;
  await effected;
  // Commits that the mount's own effects cause (a peer that renders in two passes) count too.
  await nextFrame();
  await nextFrame();
  setCommitListener(undefined);

  mounted = {
    spec,
    container,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
  const result: PeerMount = {
    setupMs: t0 - setupStart,
    commitMs: marks.commit! - t0,
    settledMs: Math.max(marks.commit!, commits.at(-1) ?? 0) - t0,
    commits: commits.length,
    scheduleMs: marks.renderStart! - t0,
    renderMs: marks.renderEnd! - marks.renderStart!,
    commitPhaseMs: marks.commit! - marks.renderEnd!,
    effectsMs: marks.effectsEnd! - marks.effectsStart!,
    layoutMs,
    storeMs: t0 - setupStart,
    components: rendered?.components ?? 0,
    fieldComponents: rendered?.fieldComponents ?? 0,
    controls: container.querySelectorAll('input, select, textarea').length,
    inputs: container.querySelectorAll('input, textarea').length,
    selectOptions: [...container.querySelectorAll('select')].map((select) => select.length),
    domNodes: container.querySelectorAll('*').length,
  };
  if (!keep) await unmount();
  return result;
}

function focus(): string {
  if (!mounted) throw new Error('nothing mounted');
  const { spec, container } = mounted;
  const input =
    spec.kind === 'engine'
      ? engineById(spec.caseId).typingInput(container)
      : container.querySelector<HTMLInputElement>(`input#${plainInputId(spec.inputs >> 1)}`);
  if (!input) throw new Error(`no input to type in for ${JSON.stringify(spec)}`);
  input.focus();
  // At the end of the text, so the backspaces delete the letters just typed.
  input.setSelectionRange(input.value.length, input.value.length);
  return input.id;
}

/** The least time spent warming a validator up before it is timed. */
const WARM_UP_MS = 250;

async function validation(id: EngineId, warmup: number, runs: number): Promise<ValidationTiming> {
  const engine = engineById(id);
  const start = performance.now();
  const prepared = await engine.validation();
  let valid = prepared.validateSample();
  const firstMs = performance.now() - start;
  // Warm: the warm-up calls, and at least WARM_UP_MS of calls, so that every engine's code has
  // reached V8's optimizing tiers before it is timed (a validator whose first calls are slow —
  // ours makes its checks on first use — would otherwise be timed half-warm).
  const warmStart = performance.now();
  for (let i = 0; i < warmup || (warmup > 0 && performance.now() - warmStart < WARM_UP_MS); i++)
    valid = prepared.validateSample() && valid;
  // Each sample times a batch of calls lasting about 2 ms: one call of a fast validator lasts
  // less than the page's timer resolution (5 µs isolated, 100 µs otherwise). The batch is sized
  // by a timing after the warm-up, not by the warm-up's own mean.
  let batch = 0;
  for (const t = performance.now(); runs > 0 && (batch === 0 || performance.now() - t < 2); batch++)
    valid = prepared.validateSample() && valid;
  const samplesMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    for (let j = 0; j < batch; j++) valid = prepared.validateSample() && valid;
    samplesMs.push((performance.now() - t) / batch);
  }
  return { firstMs, samplesMs, valid, schemaBytes: prepared.schemaBytes };
}

async function equivalence(): Promise<Verdict[]> {
  const checks = await Promise.all(engines.map(async (e) => [e.id, await e.validation()] as const));
  return mutations(form, bench.sample).map(({ label, state }) => ({
    label,
    valid: Object.fromEntries(checks.map(([id, v]) => [id, v.isValid(state)])) as Verdict['valid'],
  }));
}

const caseOf = (engine: Engine): CaseInfo => ({
  id: engine.id,
  label: engine.label,
  pageId: page.id,
  pageTitle: page.title,
  formFields: form.fields.size,
  pageFields: fieldsOn(form, page.id).length,
  typingKey: bench.typingKey,
  compileMs: engine.convertMs,
});
window.__bench = {
  ready: true,
  isolated: window.crossOriginIsolated,
  cases: engines.map(caseOf),
  mount,
  unmount,
  focus,
  startKeystrokes,
  stopKeystrokes,
};
// Set last: `ready` tells the runner that every engine's form is converted.
window.__peers = {
  ready: true,
  engines: engines.map(({ id, label, convertMs, unexpressed }) => ({
    id,
    label,
    convertMs,
    unexpressed,
  })),
  form: {
    pageId: page.id,
    pageTitle: page.title,
    typingKey: bench.typingKey,
    pageFields: fieldsOn(form, page.id).length,
    formFields: form.fields.size,
    shownFields: [...form.fields.values()].filter((f) => f.isVisible(scopeOf(bench.sample))).length,
    scale,
    copies: scaled.copies,
    blocks: scaled.blocks,
    shownPageFields: scaled.shownFields,
  },
  mount: (id, keep) => mount({ kind: 'engine', caseId: id, seed: 'full' }, keep),
  mountBaseline: (spec) => mount(spec),
  validation,
  equivalence,
};
