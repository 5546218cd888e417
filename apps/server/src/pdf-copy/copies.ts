/**
 * The PDF copy of a student's application as a background job (`pdf_copies`, migrations 006 and
 * 007). `requestCopy` answers at once: the stored copy when it still matches the application,
 * else it (re)queues the job; the worker renders it in the app's warm Chromium.
 *
 * A copy is *current* when its `source_hash` equals the hash of what it would be made from now
 * (answers, add-another counts, tabs, converted uploads, form version); any change makes it stale
 * and the next request renders it again. A submitted application's form version is the one it
 * was submitted with ({@link applicationForm}): changing `FORM_VARIANT` or the definitions
 * neither makes its copy stale nor renders it differently (issue 27). Jobs are claimed with `FOR UPDATE SKIP LOCKED` (several
 * servers may share the table); a job whose worker died is claimed again once its lock is stale,
 * and FAILED after {@link MAX_COPY_ATTEMPTS}, never left IN_PROGRESS.
 */
import { createHash } from 'node:crypto';
import type { JobStatus } from '@admissions/api';
import { PARTNER } from '@admissions/partner-config';
import type { AppContext } from '../app-context.ts';
import { applicationForm, type ApplicationForm } from '../application/form-version.ts';
import { readState } from '../application/repository.ts';
import { claimJob, failAbandonedJobs, type JobTable } from '../jobs/job-table.ts';
import { HeldJobs } from '../jobs/held-jobs.ts';
import { startPoller, type Poller } from '../jobs/poller.ts';
import {
  appendPdfs,
  applicantName,
  applicationReference,
  footerTemplate,
  printableHtml,
  type CopyHeader,
  type CopyInput,
} from './render.ts';
import { pdfCensus } from '../conversion/limits.ts';

export const copyKeyOf = (studentId: string) => `copies/${studentId}/application.pdf`;
export const COPY_FAILED = 'The PDF copy of your application could not be created.';
export const MAX_COPY_ATTEMPTS = 3;
/** Longer than any print (Chromium has 30 s): a lock this old belongs to a dead worker. */
export const COPY_STALE_LOCK_MS = 2 * 60_000;
/** A FAILED copy is tried again when asked for after this long. */
export const COPY_RETRY_AFTER_MS = 60_000;
export const COPY_INTERVAL_MS = 250;
/** The copy's page margin: room for a hole punch and the running footer. */
export const COPY_MARGIN_MM = 15;
/**
 * The most pages the printed form may take (issue 26, finding 5): the partner's complete sample
 * prints 5, a full application with long essays about 15; a document of the maximum size of
 * every answer printed over 300, in up to 90 s of Chromium. Past it the copy FAILS, at once.
 */
export const MAX_COPY_PAGES = 60;
export const COPY_TOO_LONG = `The PDF copy of your application could not be created: it would be longer than ${MAX_COPY_PAGES} pages. Please shorten your longest answers.`;
/** New renders a student may ask for in an hour (each change of an answer makes the copy stale). */
export const COPY_RENDERS_PER_HOUR = 10;

/** A copy stopped at its page cap: not retried. */
class CopyTooLongError extends Error {}

export type CopyStatus =
  | { readonly status: 'UNPROCESSED' | 'IN_PROGRESS' }
  | { readonly status: 'COMPLETED'; readonly key: string }
  | { readonly status: 'FAILED'; readonly message: string };

type Ctx = Pick<AppContext, 'db' | 'storage' | 'config' | 'printer'>;

const COPIES: JobTable = { name: 'pdf_copies', key: ['student_id'] };

/** What a copy is made from, and its hash. */
interface CopySource {
  /** The form it renders with: the submitted version once submitted. */
  readonly version: ApplicationForm;
  readonly input: CopyInput;
  /** The header block's account data (the print date is not part of the hash). */
  readonly header: CopyHeader;
  /** Storage keys of the converted uploads, in answer-key order. */
  readonly uploads: readonly string[];
  readonly hash: string;
}

async function readSource(ctx: Ctx, studentId: string): Promise<CopySource> {
  const state = await readState(ctx.db, studentId);
  const version = await applicationForm(ctx.db, studentId, ctx.config.formVariant);
  const uploads = await ctx.db.query<{ pdf_key: string; updated_at: unknown }>(
    `SELECT pdf_key, updated_at FROM document_conversions
      WHERE student_id = $1 AND status = 'COMPLETED' AND pdf_key IS NOT NULL
      ORDER BY answer_key`,
    [studentId],
  );
  const [student] = await ctx.db.query<{ username: string }>(
    'SELECT username FROM students WHERE id = $1',
    [studentId],
  );
  const input = { answers: state.answers, addAnother: state.addAnother, tabs: state.tabs };
  const header: CopyHeader = {
    partnerName: PARTNER.schoolName,
    email: student?.username ?? '',
    submittedAt: state.submittedAt,
    reference: applicationReference(PARTNER.keyAbbreviation, studentId),
  };
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        version.variant,
        version.hash,
        input,
        // A copy made before submission says so: submitting makes it stale.
        [header.email, header.submittedAt?.toISOString() ?? null, PARTNER.paperSize],
        uploads.map((u) => [u.pdf_key, new Date(u.updated_at as string).toISOString()]),
      ]),
    )
    .digest('base64url');
  return { version, input, header, uploads: uploads.map((u) => u.pdf_key), hash };
}

type CopyRow = {
  status: JobStatus;
  storage_key: string | null;
  message: string | null;
  source_hash: string | null;
  failed_long_ago: boolean;
};

/** The copy's status now, queueing a render when there is no current copy. */
/**
 * The copy's status, queueing a new render when there is none or it is stale. `beforeQueue` runs
 * first when a render is to be queued (the route's per-student limit: it throws to refuse).
 */
export async function requestCopy(
  ctx: Ctx,
  studentId: string,
  beforeQueue: () => Promise<void> = async () => undefined,
): Promise<CopyStatus> {
  const { hash } = await readSource(ctx, studentId);
  const [row] = await ctx.db.query<CopyRow>(
    `SELECT status, storage_key, message, source_hash,
            updated_at < now() - ($2::double precision * interval '1 millisecond') AS failed_long_ago
       FROM pdf_copies WHERE student_id = $1`,
    [studentId, COPY_RETRY_AFTER_MS],
  );
  if (row && row.source_hash === hash) {
    if (row.status === 'COMPLETED' && row.storage_key)
      return { status: 'COMPLETED', key: row.storage_key };
    if (row.status === 'FAILED' && !row.failed_long_ago)
      return { status: 'FAILED', message: row.message ?? COPY_FAILED };
    if (row.status === 'UNPROCESSED' || row.status === 'IN_PROGRESS') return { status: row.status };
  }
  // None, stale, or failed a while ago: (re)queue. A render under way loses its claim.
  await beforeQueue();
  await ctx.db.query(
    `INSERT INTO pdf_copies (student_id, status, source_hash) VALUES ($1, 'UNPROCESSED', $2)
     ON CONFLICT (student_id) DO UPDATE
       SET status = 'UNPROCESSED', source_hash = EXCLUDED.source_hash, message = NULL,
           attempts = 0, locked_at = NULL, run_id = NULL, updated_at = now()`,
    [studentId, hash],
  );
  return { status: 'UNPROCESSED' };
}

/** The stored copy's key when the latest render completed, else undefined. */
export async function completedCopyKey(ctx: Ctx, studentId: string): Promise<string | undefined> {
  const [row] = await ctx.db.query<{ storage_key: string | null }>(
    `SELECT storage_key FROM pdf_copies WHERE student_id = $1 AND status = 'COMPLETED'`,
    [studentId],
  );
  return row?.storage_key ?? undefined;
}

/**
 * Renders the copy: the printable form with its header block, on the partner's paper, tagged,
 * with a running footer (applicant, "Page n of N"), then the converted uploads.
 */
export async function renderCopy(ctx: Ctx, source: CopySource): Promise<Uint8Array> {
  const form = source.version.compile();
  const html = await printableHtml(form, source.input, source.header);
  const name = applicantName(source.input.answers, source.header.email);
  const printed = await ctx.printer.print(html, {
    marginMm: COPY_MARGIN_MM,
    format: PARTNER.paperSize,
    footerHtml: footerTemplate(name, form.definition.title ?? 'Application', COPY_MARGIN_MM),
    tagged: true,
    // One page past the cap tells a copy that is too long from one that fits exactly.
    maxPages: MAX_COPY_PAGES + 1,
  });
  if (pdfCensus(printed).pages > MAX_COPY_PAGES) throw new CopyTooLongError();
  const uploads: Uint8Array[] = [];
  for (const key of source.uploads) {
    const bytes = await ctx.storage.get(key);
    if (bytes) uploads.push(new Uint8Array(bytes));
  }
  return appendPdfs(printed, uploads);
}

export interface CopyWorkerOptions {
  readonly staleLockMs?: number;
  readonly log?: (error: unknown, studentId: string) => void;
  /** Replaces {@link renderCopy} (tests make it fail). */
  readonly render?: typeof renderCopy;
  /** Where the claimed job is held while it renders (the worker's, released when it stops). */
  readonly held?: HeldJobs;
}

/**
 * Fails the stale jobs that have used up their attempts, then claims and renders one copy.
 * Returns whether a job was processed.
 */
export async function runCopyJobOnce(ctx: Ctx, options: CopyWorkerOptions = {}): Promise<boolean> {
  const policy = {
    staleLockMs: options.staleLockMs ?? COPY_STALE_LOCK_MS,
    maxAttempts: MAX_COPY_ATTEMPTS,
  };
  await failAbandonedJobs(ctx.db, COPIES, policy, COPY_FAILED);
  const job = await claimJob<{ student_id: string }>(ctx.db, COPIES, policy, ['student_id']);
  if (!job) return false;
  const render = () => renderJob(ctx, job, options);
  await (options.held ? options.held.hold(job.run_id, render) : render());
  return true;
}

/** Renders the claimed copy and settles it (only while it is still this run's). */
async function renderJob(
  ctx: Ctx,
  job: { student_id: string; attempts: number; run_id: string },
  options: CopyWorkerOptions,
): Promise<void> {
  const studentId = String(job.student_id);
  const settle = (status: string, key: string | null, message: string | null, hash?: string) =>
    ctx.db.query(
      `UPDATE pdf_copies
          SET status = $3, storage_key = $4, message = $5,
              source_hash = COALESCE($6, source_hash), locked_at = NULL, run_id = NULL,
              updated_at = now()
        WHERE student_id = $1 AND run_id = $2`,
      [studentId, job.run_id, status, key, message, hash ?? null],
    );
  try {
    // The hash of what is rendered, read now: answers changed since the request make the
    // stored copy stale at once, and the next request renders again.
    const source = await readSource(ctx, studentId);
    const pdf = await (options.render ?? renderCopy)(ctx, source);
    const key = copyKeyOf(studentId);
    await ctx.storage.put(key, pdf);
    await settle('COMPLETED', key, null, source.hash);
  } catch (error) {
    options.log?.(error, studentId);
    if (error instanceof CopyTooLongError) await settle('FAILED', null, COPY_TOO_LONG);
    else if (job.attempts < MAX_COPY_ATTEMPTS) await settle('UNPROCESSED', null, null);
    else await settle('FAILED', null, COPY_FAILED);
  }
}

/** Runs {@link runCopyJobOnce} every {@link COPY_INTERVAL_MS} until stopped. */
export function startCopyWorker(
  ctx: Ctx,
  options: CopyWorkerOptions & { intervalMs?: number } = {},
): Poller {
  const held = new HeldJobs();
  return startPoller(() => runCopyJobOnce(ctx, { ...options, held }), {
    intervalMs: options.intervalMs ?? COPY_INTERVAL_MS,
    onError: (error) => options.log?.(error, ''),
    onStop: () => held.release(ctx.db, COPIES),
  });
}
