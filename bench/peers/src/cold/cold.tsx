/**
 * The cold-start pages' shared part: each engine has a page of its own (cold-<engine>.html) that
 * loads only that engine and its form, renders the measured page with the sample answers and
 * records when React committed it. The runner reads `window.__cold` after a fresh navigation.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Harness, type Marks } from '../../../browser/src/timing-harness.tsx';

/** Times on the page's clock: 0 is the navigation's start (`performance.timeOrigin`). */
export interface ColdStart {
  /** The entry module's body starts: its imports are loaded and evaluated (our compile too). */
  readonly scriptMs: number;
  /** The engine's setup before React renders (our store, SurveyJS's model) is done. */
  readonly renderMs: number;
  /** React committed the form: what the measure reports. */
  readonly commitMs: number;
  /** Controls in the committed page, to check that each engine rendered the whole form. */
  readonly controls: number;
}

declare global {
  interface Window {
    /** Set once the form has committed. */
    __cold?: ColdStart;
  }
}

/** Entry modules call this first thing, so `scriptMs` is when their own code starts. */
export const scriptStart = performance.now();

/** Renders what `prepare` returns into #host and records the times of {@link ColdStart}. */
export function coldMount(prepare: () => ReactNode): void {
  const content = prepare();
  const renderMs = performance.now();
  const host = document.getElementById('host')!;
  const marks: Marks = {};
  marks.onCommit = () => {
    window.__cold = {
      scriptMs: scriptStart,
      renderMs,
      commitMs: marks.commit!,
      controls: host.querySelectorAll('input, select, textarea').length,
    };
  };
  createRoot(host).render(<Harness marks={marks}>{content}</Harness>);
}
