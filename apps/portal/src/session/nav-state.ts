import type { AnswerValue } from '@admissions/form-engine';

/**
 * What travels in React Router navigation state between screens (§2): the guest's pending
 * answers (through sign-up, confirm and login, saved after login), a success or error message to
 * show on arrival, the username to pre-fill, and whether no page was asked for.
 */
export interface PortalNavState {
  readonly answers?: Readonly<Record<string, AnswerValue>>;
  /** Shown as a success toast labelled "Success Notification". */
  readonly successMessage?: string;
  /** Shown on /login as an error (session invalid, inactivity logout). */
  readonly errorMessage?: string;
  readonly username?: string;
  /**
   * The portal chose the page, not the address (after login, or an unknown path sent to the
   * default route): a logged-in student then starts at the stored last page (§2). A page opened
   * by its address (a bookmark, a link, a reload) carries no such mark and stays open.
   */
  readonly startAtLastPage?: boolean;
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
    ...(s.startAtLastPage === true ? { startAtLastPage: true } : {}),
  };
}
