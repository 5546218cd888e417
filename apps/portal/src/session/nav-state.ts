import type { AnswerValue } from '@admissions/form-engine';

/**
 * What travels in React Router navigation state between screens (§2): the guest's pending
 * answers (through sign-up, confirm and login, saved after login), a success or error message to
 * show on arrival, and the username to pre-fill.
 */
export interface PortalNavState {
  readonly answers?: Readonly<Record<string, AnswerValue>>;
  /** Shown as a success toast labelled "Success Notification". */
  readonly successMessage?: string;
  /** Shown on /login as an error (session invalid, inactivity logout). */
  readonly errorMessage?: string;
  readonly username?: string;
}

/** Reads navigation state defensively: history state can hold anything. */
export function readNavState(state: unknown): PortalNavState {
  if (!state || typeof state !== 'object') return {};
  const s = state as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const answers =
    s.answers && typeof s.answers === 'object' && !Array.isArray(s.answers)
      ? (s.answers as Readonly<Record<string, AnswerValue>>)
      : undefined;
  return {
    ...(answers ? { answers } : {}),
    ...(text(s.successMessage) ? { successMessage: text(s.successMessage)! } : {}),
    ...(text(s.errorMessage) ? { errorMessage: text(s.errorMessage)! } : {}),
    ...(text(s.username) ? { username: text(s.username)! } : {}),
  };
}
