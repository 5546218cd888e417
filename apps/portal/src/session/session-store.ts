import { createStore, type StoreApi } from 'zustand/vanilla';
import { hasIdentityCookie } from './logged-in.ts';
import type { WebStatus } from './web-status.ts';

/**
 * The client snapshot of §3. Defaults: has_changed_page false, web status none, everything else
 * null.
 */
export interface SessionSnapshot {
  readonly isLoggedIn: boolean;
  readonly username: string | null;
  readonly isServiceUser: boolean;
  /** Successful logins, at least 1 once logged in (from the profile). */
  readonly numLogins: number | null;
  readonly lastPage: string | null;
  /** Set once the applicant moves to another page in this session. */
  readonly hasChangedPage: boolean;
  /** The application's status (§4); the form shows its errors while it is validating. */
  readonly webStatus: WebStatus;
}

export interface SessionActions {
  /** After a login, or when the profile loads. */
  loggedIn(details: { username: string; numLogins?: number; lastPage?: string | null }): void;
  /** After a logout, an unauthorized reply or an inactivity logout. */
  loggedOut(): void;
  enterServiceMode(): void;
  pageChanged(): void;
  setWebStatus(status: WebStatus): void;
}

export type SessionStore = StoreApi<SessionSnapshot & SessionActions>;

export function createSessionStore(cookies?: string): SessionStore {
  return createStore<SessionSnapshot & SessionActions>()((set) => ({
    isLoggedIn: hasIdentityCookie(cookies),
    username: null,
    isServiceUser: false,
    numLogins: null,
    lastPage: null,
    hasChangedPage: false,
    webStatus: 'none',
    loggedIn: ({ username, numLogins, lastPage }) =>
      set((s) => ({
        isLoggedIn: true,
        username,
        numLogins: numLogins ?? s.numLogins,
        lastPage: lastPage === undefined ? s.lastPage : lastPage,
      })),
    loggedOut: () =>
      set({
        isLoggedIn: false,
        username: null,
        numLogins: null,
        lastPage: null,
        hasChangedPage: false,
      }),
    enterServiceMode: () => set({ isServiceUser: true }),
    pageChanged: () => set({ hasChangedPage: true }),
    setWebStatus: (webStatus) => set({ webStatus }),
  }));
}
