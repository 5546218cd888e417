/**
 * The components that time a mount from inside React: React reports no phase timings in its
 * production build, so the marks are taken where React is known to call components and effects.
 */
import { useEffect, useLayoutEffect, type ReactNode } from 'react';

/** The times of a mount, filled in as React gets there (each once: `??=`). */
export interface Marks {
  renderStart?: number;
  renderEnd?: number;
  commit?: number;
  effectsStart?: number;
  effectsEnd?: number;
  onCommit?: () => void;
  onEffects?: () => void;
}

/**
 * Wraps what is measured: its own render starts the render phase, `<RenderEnd>` (rendered after
 * the whole page) ends it, its layout effect (after every child's) is the commit, and
 * `<EffectsStart>`'s passive effect (the first to run) and its own (the last) bound the effects.
 */
export function Harness({
  marks,
  children,
}: {
  readonly marks: Marks;
  readonly children: ReactNode;
}) {
  marks.renderStart ??= performance.now();
  useLayoutEffect(() => {
    marks.commit ??= performance.now();
    marks.onCommit?.();
  }, [marks]);
  useEffect(() => {
    marks.effectsEnd ??= performance.now();
    marks.onEffects?.();
  }, [marks]);
  return (
    <>
      <EffectsStart marks={marks} />
      {children}
      <RenderEnd marks={marks} />
    </>
  );
}

function EffectsStart({ marks }: { readonly marks: Marks }) {
  useEffect(() => {
    marks.effectsStart ??= performance.now();
  }, [marks]);
  return null;
}

function RenderEnd({ marks }: { readonly marks: Marks }) {
  marks.renderEnd ??= performance.now();
  return null;
}
