/**
 * The autosave of a logged-in applicant (issue 27): every change is kept on this device at once
 * (the draft), and saved to the server a short while after typing stops — or at the latest
 * {@link AUTOSAVE_MAX_INTERVAL_MS} after the first unsaved key, for someone who never pauses.
 * It wraps the portal's own save (`saveProgress`, the same diff and calls as the Save button)
 * rather than sending anything of its own, and runs one save at a time: an explicit action
 * ({@link Autosave.hold}) waits for a save in flight and keeps new ones back until it is done.
 *
 * Failures are told apart: offline (no answer at all) is retried with backoff and on the
 * browser's `online` event; a server error (5xx, 429) is retried the same way; a refusal (400,
 * 409, 413, 422) is shown with the server's words and not retried until the next change.
 */
import { BackendError, UnauthorizedError } from '@admissions/form-engine';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DraftEntry } from './draft-storage.ts';

/** A save this long after the last change. */
export const AUTOSAVE_DEBOUNCE_MS = 2000;
/** …or this long after the first unsaved change, whichever comes first. */
export const AUTOSAVE_MAX_INTERVAL_MS = 10_000;
/** Retries after a failure: the first after this long, doubling up to the next constant. */
export const RETRY_FIRST_MS = 2000;
export const RETRY_MAX_MS = 60_000;

/** Where the applicant's answers are, as the status line says it. */
export type SaveState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'unsaved' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly at: number }
  | { readonly kind: 'offline' }
  | { readonly kind: 'retrying'; readonly message: string }
  | { readonly kind: 'refused'; readonly message: string };

export interface AutosaveStatus {
  readonly state: SaveState;
  /** Whether the unsaved answers are kept on this device (false: storage full or disabled). */
  readonly keptLocally: boolean;
}

export interface AutosaveParts {
  /** The portal's save of what changed (`saveProgress`). */
  save(): Promise<void>;
  /** What differs from the server's copy now. */
  unsaved(): Record<string, DraftEntry>;
  /** Keeps the unsaved answers on this device; false when it could not. */
  keep(entries: Record<string, DraftEntry>): boolean;
  /** The session has ended (401): autosaving stops. */
  onUnauthorized(error: UnauthorizedError): void;
  /** A failure the applicant should hear of at once (a toast): offline, or a refusal. */
  onProblem(problem: { kind: 'offline' } | { kind: 'refused'; message: string }): void;
  /** A save went through after a failure: its toasts are stale. */
  onRecovered(): void;
}

/** Whether a failed call never reached the server (or the browser knows it is offline). */
export const isOffline = (error: unknown): boolean =>
  (error instanceof BackendError && error.status === undefined) ||
  (typeof navigator !== 'undefined' && navigator.onLine === false);
const isTransient = (error: unknown): boolean =>
  error instanceof BackendError &&
  error.status !== undefined &&
  (error.status >= 500 || error.status === 429);
const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

export class Autosave {
  /** The state the status line shows. */
  readonly status: StoreApi<AutosaveStatus> = createStore<AutosaveStatus>()(() => ({
    state: { kind: 'idle' },
    keptLocally: true,
  }));
  private debounce: ReturnType<typeof setTimeout> | undefined;
  private deadline: ReturnType<typeof setTimeout> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = RETRY_FIRST_MS;
  /** The last save failed: the next success tells {@link AutosaveParts.onRecovered}. */
  private failing = false;
  private inFlight: Promise<void> | undefined;
  private held = 0;
  /** No more saves (the session ended); the answers are still kept on this device. */
  private stopped = false;
  /** Nothing more at all (logged out, or the layout is gone). */
  private disposed = false;

  constructor(private readonly parts: AutosaveParts) {}

  private set(state: SaveState): void {
    this.status.setState({ state });
  }

  /** Whether anything typed is not on the server yet. */
  hasUnsaved(): boolean {
    return Object.keys(this.parts.unsaved()).length > 0;
  }

  /** The answers changed: kept on this device now, saved soon. */
  changed(): void {
    if (this.disposed) return;
    const entries = this.parts.unsaved();
    this.status.setState({ keptLocally: this.parts.keep(entries) });
    if (this.stopped) return;
    if (Object.keys(entries).length === 0) {
      this.clearTimers();
      const { state } = this.status.getState();
      if (state.kind === 'unsaved') this.set({ kind: 'idle' });
      return;
    }
    const { kind } = this.status.getState().state;
    // Offline or failing, the retry is already due: the words stay until it goes through.
    if (kind === 'offline' || kind === 'retrying') return;
    if (kind !== 'saving') this.set({ kind: 'unsaved' });
    clearTimeout(this.debounce);
    this.debounce = setTimeout(() => void this.flush(), AUTOSAVE_DEBOUNCE_MS);
    this.deadline ??= setTimeout(() => void this.flush(), AUTOSAVE_MAX_INTERVAL_MS);
  }

  /** Saves now, if anything is unsaved (a field left, the page hidden, back online). */
  flush(): Promise<void> {
    this.clearTimers();
    if (this.stopped || this.held > 0) return Promise.resolve();
    if (this.inFlight) return this.inFlight.then(() => this.flush());
    if (!this.hasUnsaved()) return Promise.resolve();
    this.set({ kind: 'saving' });
    this.inFlight = this.parts
      .save()
      .then(
        () => this.succeeded(),
        (error: unknown) => this.failed(error),
      )
      .finally(() => {
        this.inFlight = undefined;
      });
    return this.inFlight;
  }

  /**
   * Runs an explicit action that saves (Save, Save and Continue, Submit) alone: after the save in
   * flight, with autosaves kept back meanwhile. Its outcome sets the status as an autosave's
   * would; its error is passed on to the caller, which tells the applicant.
   */
  async hold<T>(work: () => Promise<T>): Promise<T> {
    this.held += 1;
    this.clearTimers();
    try {
      await this.inFlight;
      const result = await work();
      this.held -= 1;
      this.succeeded();
      return result;
    } catch (error) {
      this.held -= 1;
      this.failed(error, { quiet: true });
      throw error;
    }
  }

  /** Stops every timer (the page is leaving, or the applicant logged out). */
  dispose(): void {
    this.disposed = this.stopped = true;
    this.clearTimers();
  }

  private succeeded(): void {
    const wasFailing = this.failing;
    this.failing = false;
    this.retryDelay = RETRY_FIRST_MS;
    this.set({ kind: 'saved', at: Date.now() });
    if (wasFailing) this.parts.onRecovered();
    // The draft now holds only what was typed during the save, if anything; that is saved next.
    this.changed();
  }

  private failed(error: unknown, { quiet = false } = {}): void {
    this.failing = true;
    if (error instanceof UnauthorizedError) {
      this.stopped = true;
      this.clearTimers();
      this.set({ kind: 'unsaved' });
      if (!quiet) this.parts.onUnauthorized(error);
      return;
    }
    if (isOffline(error) || isTransient(error)) {
      const offline = isOffline(error);
      this.set(offline ? { kind: 'offline' } : { kind: 'retrying', message: messageOf(error) });
      if (offline) this.parts.onProblem({ kind: 'offline' });
      clearTimeout(this.retry);
      this.retry = setTimeout(() => void this.flush(), this.retryDelay);
      this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
      return;
    }
    this.set({ kind: 'refused', message: messageOf(error) });
    if (!quiet) this.parts.onProblem({ kind: 'refused', message: messageOf(error) });
  }

  private clearTimers(): void {
    clearTimeout(this.debounce);
    clearTimeout(this.deadline);
    clearTimeout(this.retry);
    this.debounce = this.deadline = this.retry = undefined;
  }
}
