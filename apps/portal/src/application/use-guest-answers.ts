import { useEffect } from 'react';
import type { Portal } from '../app/portal-context.tsx';
import { afterPageHydrates } from '../prerender/hydration.ts';
import { readGuestAnswers, writeGuestAnswers } from './guest-answers.ts';

/**
 * While nobody is logged in, the answers live in the browser (§1): restored from session storage
 * once, and written back at each change — synchronously, not after a pause: a visitor who taps
 * Save right after the last key leaves the page before any delayed write would run (issue 27).
 */
export function useGuestAnswers(portal: Portal, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let unsubscribe: (() => void) | undefined;
    // A prerendered page first hydrates as the markup has it (no answers): see hydration.ts.
    const cancel = afterPageHydrates(() => {
      const stored = readGuestAnswers();
      if (stored) portal.store.getState().setAnswers(stored);
      unsubscribe = portal.store.subscribe(() =>
        writeGuestAnswers(portal.store.snapshot().answers),
      );
    });
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, [portal, active]);
}
