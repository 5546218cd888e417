/**
 * The first render both engine pages share, and how every page hands its sample to the runner.
 * The render is the engine's page mounted as bench/browser mounts it (a form store with the seed,
 * `FormProvider` and `FormPage`), timed to React's commit by bench/browser's `Harness`.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createFormStore, type CompiledForm } from '@admissions/form-engine';
import { FormPage, FormProvider } from '@admissions/form-engine/react';
import { Harness, type Marks } from '../../browser/src/timing-harness.tsx';
import { PAGE_ID, type MountSample, type ValidationSample } from './types.ts';

/** Hands the sample (or the failure) to the runner, which waits for `window.__aot`. */
export function publish(measure: () => Promise<MountSample | ValidationSample>): void {
  measure().then(
    (sample) => (window.__aot = { sample }),
    (error: unknown) => (window.__aot = { error: String((error as Error)?.stack ?? error) }),
  );
}

/**
 * Renders `content` into #host and resolves with the sample once React has committed. `t0` is
 * the entry module's first statement; `formReady` when the form was in hand.
 */
export async function renderTimed(
  content: ReactNode,
  t0: number,
  formReady: number,
  extra: Partial<MountSample> = {},
): Promise<MountSample> {
  const host = document.getElementById('host')!;
  const marks: Marks = {};
  const committed = new Promise<void>((resolve) => (marks.onCommit = resolve));
  createRoot(host).render(<Harness marks={marks}>{content}</Harness>);
  await committed;
  const commit = marks.commit!;
  return {
    entryMs: t0,
    formMs: formReady - t0,
    commitMs: commit - t0,
    renderMs: commit - formReady,
    navigationToCommitMs: commit,
    controls: host.querySelectorAll('input, select, textarea').length,
    inputs: host.querySelectorAll('input, textarea').length,
    selectOptions: [...host.querySelectorAll('select')].map((select) => select.length),
    domNodes: host.querySelectorAll('*').length,
    ...extra,
  };
}

/** The engine's page {@link PAGE_ID} of `form`, from the runner's seed (store included). */
export function renderEngine(
  form: CompiledForm,
  t0: number,
  formReady: number,
  extra: Partial<MountSample> = {},
) {
  const page = form.pages.find((p) => p.id === PAGE_ID);
  if (!page) throw new Error(`the form has no page "${PAGE_ID}"`);
  const store = createFormStore(form, window.__aotInput.seed);
  return renderTimed(
    <FormProvider store={store} mode="edit">
      <FormPage page={page} />
    </FormProvider>,
    t0,
    formReady,
    extra,
  );
}

/** The last byte of the scripts fetched between `from` and `to` (resource timing), or `from`. */
export const fetchedBy = (from: number, to: number) =>
  Math.max(
    from,
    ...performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= from && entry.startTime < to)
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
  );

/** Resolves after the next task, so the load's own work is over before a validation starts. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 50));
