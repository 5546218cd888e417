/**
 * HTTP clients of the fault tests: single calls that never throw (a refused or reset connection
 * is status 0), and writers that save answers in a loop and remember exactly which saves the
 * server acknowledged, so that a check after the fault can tell a lost answer from one that was
 * never promised.
 */
import { dataModel } from '@admissions/partner-config';
import { partnerAnswerLimits } from '../../src/application/answer-limits.ts';

/** What one call ended with: an HTTP status, or 0 with the network error. */
export interface Outcome {
  readonly status: number;
  readonly body: Record<string, unknown> | undefined;
  readonly error?: string;
  /** When it started, and how long it took (ms). */
  readonly at: number;
  readonly ms: number;
}

export interface CallOptions {
  readonly cookie?: string;
  readonly body?: unknown;
  /** The body as JSON text already (a load test's client should not spend its time serialising). */
  readonly json?: string;
  /** Extra request headers. */
  readonly headers?: Readonly<Record<string, string>>;
  /** A call that takes longer is abandoned (status 0, error "timeout"). */
  readonly timeoutMs?: number;
}

/** One JSON call; never throws. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Outcome> {
  const at = Date.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  const sent =
    options.json ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (sent !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: sent,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let body: Record<string, unknown> | undefined;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = undefined;
    }
    return { status: response.status, body, at, ms: Date.now() - at };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const name = (error as Error).name === 'TimeoutError' ? 'timeout' : undefined;
    return {
      status: 0,
      body: undefined,
      error: name ?? cause?.code ?? cause?.message ?? String(error),
      at,
      ms: Date.now() - at,
    };
  }
}

/** The text questions of the data model. */
export const TEXT_KEYS = Object.keys(dataModel).filter((key) => dataModel[key] === 'string');
const limits = partnerAnswerLimits();
/**
 * The text questions that take any short answer (40 characters or more allowed): the writers'
 * keys, so that no save is refused for its length (issue 26: each answer is held to its
 * question's own).
 */
export const WRITABLE_KEYS = TEXT_KEYS.filter((key) => limits.maxLengthOf(key) >= 40);

/** A student the clients act as. */
export interface Student {
  readonly id: string;
  readonly cookie: string;
}

/**
 * Saves answers for one student, one `PUT /api/answer` at a time, each to the next text question
 * with a unique value. For every key it keeps the last acknowledged value and the values of saves
 * whose outcome is unknown (no answer, or an error after which the write may still have
 * committed): after a fault the stored value must be one of those.
 */
export class AnswerWriter {
  /** How many saves were answered 200. */
  acknowledged = 0;
  /** Every call's outcome, in order. */
  readonly outcomes: Outcome[] = [];
  private readonly expected = new Map<string, { acked?: string; maybe: string[] }>();
  /** Each key's revision as the last acknowledged save returned it. */
  private readonly revisions = new Map<string, number>();
  private next = 0;
  private stopped = false;

  constructor(
    readonly student: Student,
    private readonly tag: string,
  ) {}

  /**
   * Saves until {@link stop} is called or, with `untilRefused`, until the server is gone
   * (a network error: it was killed); other failures pause `pauseMs` and go on. With `paceMs`,
   * a save starts at most every `paceMs` (a person typing, rather than a load test).
   */
  async run(
    base: () => string,
    options: {
      untilRefused: boolean;
      pauseMs?: number;
      paceMs?: number;
      /** Send each save with the revision it is based on, as the portal does (`Answer-Base`). */
      revisions?: boolean;
    },
  ) {
    this.stopped = false;
    while (!this.stopped) {
      const key = WRITABLE_KEYS[this.next % WRITABLE_KEYS.length]!;
      const value = `${this.tag}-${this.next++}`;
      const entry = this.expected.get(key) ?? { maybe: [] };
      this.expected.set(key, entry);
      const outcome = await call(base(), 'PUT', '/api/answer', {
        cookie: this.student.cookie,
        body: { [key]: value },
        ...(options.revisions
          ? { headers: { 'answer-base': JSON.stringify({ [key]: this.revisions.get(key) ?? 0 }) } }
          : {}),
      });
      this.outcomes.push(outcome);
      if (outcome.status === 200) {
        this.acknowledged++;
        entry.acked = value;
        entry.maybe = [];
        const revisions = (outcome.body?.revisions ?? {}) as Record<string, number>;
        for (const [saved, revision] of Object.entries(revisions))
          this.revisions.set(saved, revision);
        const rest = (options.paceMs ?? 0) - outcome.ms;
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
        continue;
      }
      entry.maybe.push(value);
      if (outcome.status === 0 && options.untilRefused) return;
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 50));
    }
  }

  stop(): void {
    this.stopped = true;
  }

  /** The acknowledged answers missing from `stored` (the student's answers read back). */
  lost(stored: Record<string, unknown>): string[] {
    const missing: string[] = [];
    for (const [key, { acked, maybe }] of this.expected) {
      if (acked === undefined) continue;
      if (stored[key] !== acked && !maybe.includes(stored[key] as string)) missing.push(key);
    }
    return missing;
  }
}

/** Reads a student's stored answers through `GET /api/profile`. */
export async function storedAnswers(base: string, student: Student) {
  const profile = await call(base, 'GET', '/api/profile', { cookie: student.cookie });
  if (profile.status !== 200) throw new Error(`GET /api/profile: ${profile.status}`);
  return profile.body!.answer as Record<string, unknown>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it returns a value or `timeoutMs` passes. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  { timeoutMs = 60_000, everyMs = 100 } = {},
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}
