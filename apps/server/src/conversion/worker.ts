/**
 * The conversion workers: each claims one job at a time from `document_conversions` with
 * `FOR UPDATE SKIP LOCKED` (so several servers can share the table), converts the upload and
 * records COMPLETED or FAILED. Students are served in turn, not first come first served
 * (`claimJob` with the `conversion_turns` table): one server runs one worker per core, and of
 * these one is kept for students not served in the last {@link NEWCOMER_MS}, so that an applicant
 * converting an ordinary file starts at once while other accounts keep the rest busy with heavy
 * ones (issue 26, finding 3). A job still waiting after the queue deadline is FAILED with
 * {@link BUSY_MESSAGE}. A job left IN_PROGRESS by a crashed worker is claimed again once
 * its lock is older than {@link STALE_LOCK_MS}; after {@link MAX_ATTEMPTS} attempts it is FAILED,
 * never left IN_PROGRESS. A file refused by a check or stopped at a resource limit (memory, time:
 * {@link ResourceLimitError}) is FAILED at once with its message, never retried: it would only
 * cost the same again.
 */
import type { AppContext } from '../app-context.ts';
import { claimJob, failAbandonedJobs, failOverdueJobs, type JobTable } from '../jobs/job-table.ts';
import { HeldJobs } from '../jobs/held-jobs.ts';
import { startPoller, type Poller } from '../jobs/poller.ts';
import { convertToPdf } from './convert.ts';
import { ConversionError } from './detect.ts';
import { ResourceLimitError } from './sandbox.ts';

export const MAX_ATTEMPTS = 3;
/**
 * Longer than any conversion (the isolated process: 30 s to start, 30 s of work; Chromium's print:
 * 30 s): a lock this old belongs to a dead worker.
 */
export const STALE_LOCK_MS = 2 * 60_000;
export const INTERVAL_MS = 500;
/** How long a job may wait to be claimed before it is FAILED ({@link BUSY_MESSAGE}). */
export const QUEUE_DEADLINE_MS = 10 * 60_000;
/**
 * A student not served for this long (or never) may use the worker kept for newcomers: longer
 * than a round of the other workers under any plausible flood, so accounts that keep the queue
 * full are never newcomers, while an applicant converting their documents is one at the first.
 */
export const NEWCOMER_MS = 10 * 60_000;

export const GAVE_UP_MESSAGE =
  'The file could not be converted. Please try again later or upload a different file.';
export const MISSING_UPLOAD_MESSAGE =
  'The uploaded file could not be found. Please upload it again.';
export const BUSY_MESSAGE =
  'The server is busy converting other documents. Please try again in a few minutes.';

/** Where a student's converted document is kept. */
export const pdfKeyOf = (studentId: string, answerKey: string) =>
  `converted/${studentId}/${answerKey}.pdf`;

type Ctx = Pick<AppContext, 'db' | 'storage' | 'printer'>;

const CONVERSIONS: JobTable = {
  name: 'document_conversions',
  key: ['student_id', 'answer_key'],
  turns: 'conversion_turns',
};

type ClaimedJob = {
  student_id: string;
  answer_key: string;
  file_key: string;
  attempts: number;
  run_id: string;
};

export interface RunOptions {
  readonly staleLockMs?: number;
  /** How long a job may wait to be claimed; default {@link QUEUE_DEADLINE_MS}. */
  readonly queueDeadlineMs?: number;
  /** Only jobs of students not served within this many ms: the newcomers' worker. */
  readonly newcomersMs?: number;
  /** Where unexpected errors go (the app's logger). */
  readonly log?: (error: unknown, job: { studentId: string; answerKey: string }) => void;
  /** Where conversions stopped at a resource limit are reported (a warning for operators). */
  readonly logResource?: (
    error: ResourceLimitError,
    job: { studentId: string; answerKey: string },
  ) => void;
  /** Where the claimed job is held while it converts (the worker's, released when it stops). */
  readonly held?: HeldJobs;
}

/**
 * Fails the stale jobs that have used up their attempts and the jobs past the queue deadline,
 * then claims (the next student's turn) and converts one job. Returns whether a job was processed.
 */
export async function runOnce(ctx: Ctx, options: RunOptions = {}): Promise<boolean> {
  const policy = { staleLockMs: options.staleLockMs ?? STALE_LOCK_MS, maxAttempts: MAX_ATTEMPTS };
  await failAbandonedJobs(ctx.db, CONVERSIONS, policy, GAVE_UP_MESSAGE);
  await failOverdueJobs(
    ctx.db,
    CONVERSIONS,
    options.queueDeadlineMs ?? QUEUE_DEADLINE_MS,
    BUSY_MESSAGE,
  );
  const job = await claimJob<Omit<ClaimedJob, 'attempts' | 'run_id'>>(
    ctx.db,
    CONVERSIONS,
    policy,
    ['student_id', 'answer_key', 'file_key'],
    options.newcomersMs === undefined ? {} : { newcomersMs: options.newcomersMs },
  );
  if (!job) return false;
  const convert = () => convertJob(ctx, { ...job, student_id: String(job.student_id) }, options);
  await (options.held ? options.held.hold(job.run_id, convert) : convert());
  return true;
}

async function convertJob(ctx: Ctx, job: ClaimedJob, options: RunOptions): Promise<void> {
  const studentId = job.student_id;
  const answerKey = job.answer_key;
  let outcome: { status: 'COMPLETED'; pdfKey: string } | { status: 'FAILED'; message: string };
  try {
    const bytes = await ctx.storage.get(job.file_key);
    if (!bytes) throw new ConversionError(MISSING_UPLOAD_MESSAGE);
    const pdf = await convertToPdf(bytes, ctx.printer);
    const pdfKey = pdfKeyOf(studentId, answerKey);
    await ctx.storage.put(pdfKey, pdf);
    outcome = { status: 'COMPLETED', pdfKey };
  } catch (error) {
    if (error instanceof ConversionError) {
      if (error instanceof ResourceLimitError)
        options.logResource?.(error, { studentId, answerKey });
      outcome = { status: 'FAILED', message: error.message };
    } else {
      options.log?.(error, { studentId, answerKey });
      if (job.attempts < MAX_ATTEMPTS) {
        // Worth another try: back in the queue.
        await ctx.db.query(
          `UPDATE document_conversions SET status = 'UNPROCESSED', locked_at = NULL, run_id = NULL,
                  updated_at = now()
            WHERE student_id = $1 AND answer_key = $2 AND run_id = $3`,
          [studentId, answerKey, job.run_id],
        );
        return;
      }
      outcome = { status: 'FAILED', message: GAVE_UP_MESSAGE };
    }
  }
  // Only this run may settle the job: a job deleted or re-requested meanwhile is left alone.
  const settled = await ctx.db.query(
    `UPDATE document_conversions
        SET status = $4, message = $5, pdf_key = $6, locked_at = NULL, run_id = NULL,
            updated_at = now()
      WHERE student_id = $1 AND answer_key = $2 AND run_id = $3
      RETURNING 1 AS settled`,
    [
      studentId,
      answerKey,
      job.run_id,
      outcome.status,
      outcome.status === 'FAILED' ? outcome.message : null,
      outcome.status === 'COMPLETED' ? outcome.pdfKey : null,
    ],
  );
  if (settled.length === 0 && outcome.status === 'COMPLETED') {
    const [still] = await ctx.db.query(
      'SELECT 1 FROM document_conversions WHERE student_id = $1 AND answer_key = $2',
      [studentId, answerKey],
    );
    if (!still) await ctx.storage.delete(outcome.pdfKey); // deleted meanwhile: no orphan PDF
  }
}

export interface WorkerOptions extends Omit<RunOptions, 'newcomersMs'> {
  readonly intervalMs?: number;
  /** How many jobs this server converts at once (`CONVERSION_WORKERS`); default 1. */
  readonly workers?: number;
}

/**
 * Starts `workers` workers, each running {@link runOnce} every {@link INTERVAL_MS} until stopped.
 * With two or more, the first takes only newcomers' jobs ({@link NEWCOMER_MS}): it idles rather
 * than start a job of a student already served, so that a newcomer never waits behind a flood.
 */
export function startWorker(ctx: Ctx, options: WorkerOptions = {}): Poller {
  const workers = Math.max(1, options.workers ?? 1);
  const held = new HeldJobs();
  const pollers = Array.from({ length: workers }, (_, i) => {
    const lane: RunOptions = workers > 1 && i === 0 ? { newcomersMs: NEWCOMER_MS } : {};
    return startPoller(() => runOnce(ctx, { ...options, ...lane, held }), {
      intervalMs: options.intervalMs ?? INTERVAL_MS,
      onError: (error) => options.log?.(error, { studentId: '', answerKey: '' }),
      onStop: () => held.release(ctx.db, CONVERSIONS),
    });
  });
  return { stop: async () => void (await Promise.all(pollers.map((p) => p.stop()))) };
}
