import { useEffect } from 'react';
import type { Portal } from '../app/portal-context.tsx';
import { readGuestAnswers, writeGuestAnswers } from './guest-answers.ts';

/** How often at most a guest's answers are written to session storage while typing. */
const WRITE_DELAY_MS = 300;

/**
 * While nobody is logged in, the answers live in the browser (§1): restored from session storage
 * once, and written back shortly after each change.
 */
export function useGuestAnswers(portal: Portal, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const stored = readGuestAnswers();
    if (stored) portal.store.getState().setAnswers(stored);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = portal.store.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => writeGuestAnswers(portal.store.snapshot().answers), WRITE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [portal, active]);
}
