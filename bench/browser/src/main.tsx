/**
 * The page of the browser render benchmark (driven by ../run.ts through `window.__bench`).
 *
 * It mounts, in fresh React roots, the largest page of each benchmark form (with the engine) or
 * a baseline without the engine: a plain React list of controlled `<input>`s and, optionally,
 * `<select>`s with given numbers of options. A mount is timed from `createRoot().render` to its
 * commit (the root's layout effect), split into scheduling, render phase and commit phase, plus
 * the passive effects and the browser's style and layout. Keystrokes are timed from the
 * `keydown` event's timestamp to the next commit, and every commit is walked to count the
 * components it rendered.
 *
 * This file mounts and exposes the API; the rest is in cases.ts (the forms and their pages),
 * baselines.tsx, timing-harness.tsx (the mount's marks), commit-walk.ts (what each commit
 * rendered, through React DevTools' hook) and keystrokes.ts (the keystroke records).
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createFormStore } from '@admissions/form-engine';
import { FormPage, FormProvider } from '@admissions/form-engine/react';
import '@admissions/form-engine/styles.css';
import { PlainList, plainInputId } from './baselines.tsx';
import { caseById, caseInfo, cases } from './cases.ts';
import { renderedIn, setCommitListener, type Rendered } from './commit-walk.ts';
import { startKeystrokes, stopKeystrokes } from './keystrokes.ts';
import { Harness, type Marks } from './timing-harness.tsx';
import type { MountResult, MountSpec } from './types.ts';

const host = document.getElementById('host')!;
let mounted: { unmount: () => void } | undefined;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function unmount(): Promise<void> {
  mounted?.unmount();
  mounted = undefined;
  // Let the browser lay out and paint the emptied page before the next measurement.
  await nextFrame();
  await nextTask();
}

/** What to render for `spec`, and the time its form store took (outside the measured mount). */
function contentOf(spec: MountSpec): { content: ReactNode; storeMs: number } {
  if (spec.kind === 'baseline') return { content: <PlainList {...spec} />, storeMs: 0 };
  const { form, page, seeds } = caseById(spec.caseId);
  const start = performance.now();
  const store = createFormStore(form, seeds[spec.seed]);
  const storeMs = performance.now() - start;
  const content = (
    <FormProvider store={store} mode="edit">
      <FormPage page={page} />
    </FormProvider>
  );
  return { content, storeMs };
}

async function mount(spec: MountSpec, keep = false): Promise<MountResult> {
  await unmount();
  const container = document.createElement('div');
  host.append(container);
  const { content, storeMs } = contentOf(spec);

  const marks: Marks = {};
  const committed = new Promise<void>((resolve) => (marks.onCommit = resolve));
  const effected = new Promise<void>((resolve) => (marks.onEffects = resolve));
  let rendered: Rendered | undefined;
  // Only this root's first commit is the mount: the counts are those of the initial render.
  setCommitListener((root) => {
    if (root.containerInfo === container && !rendered) rendered = renderedIn(root, false);
  });

  const t0 = performance.now();
  const root = createRoot(container);
  root.render(<Harness marks={marks}>{content}</Harness>);
  await committed;
  const layoutStart = performance.now();
  void container.getBoundingClientRect().height; // forces style and layout
  const layoutMs = performance.now() - layoutStart;
  await effected;
  setCommitListener(undefined);

  mounted = {
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
  const result: MountResult = {
    commitMs: marks.commit! - t0,
    scheduleMs: marks.renderStart! - t0,
    renderMs: marks.renderEnd! - marks.renderStart!,
    commitPhaseMs: marks.commit! - marks.renderEnd!,
    effectsMs: marks.effectsEnd! - marks.effectsStart!,
    layoutMs,
    storeMs,
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

function focus(spec: MountSpec): string {
  const id =
    spec.kind === 'engine' ? caseById(spec.caseId).typingKey : plainInputId(spec.inputs >> 1);
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no input #${id}`);
  input.focus();
  // At the end of the text, so the backspaces delete the letters just typed.
  input.setSelectionRange(input.value.length, input.value.length);
  return id;
}

// Set last: `ready` tells the runner that the cases are compiled and the listeners in place.
window.__bench = {
  ready: true,
  isolated: window.crossOriginIsolated,
  cases: cases.map(caseInfo),
  mount,
  unmount,
  focus,
  startKeystrokes,
  stopKeystrokes,
};
