import { lazyComponent } from '@admissions/form-engine/react';

export { STILL_WORKING_TITLE } from './still-working.ts';

/**
 * Inactivity (§4, §9): the "Still working?" prompt and the logout after 15 minutes without
 * activity (idle-timer-guard.tsx). Its code (react-idle-timer) loads once the first page has
 * rendered: nothing to show before the first minutes of a session, so nothing waits for it.
 */
export const IdleGuard = lazyComponent<object>(
  () => import('./idle-timer-guard.tsx').then((module) => module.IdleTimerGuard),
  () => null,
  { whenIdle: true },
);
