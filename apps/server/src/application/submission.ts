/**
 * Submission: the stored answers are re-validated with the very schema the browser uses, after
 * the same hide rules, and only a valid application is marked submitted.
 *
 * Submission and document writes serialise on the student's row (issue 13, finding 5): the
 * submission and every document write (through {@link whileUnsubmitted}) take it
 * `FOR NO KEY UPDATE` before anything else, and a document write then reads `submitted_at`. A
 * document write racing a submission therefore either commits before the submission takes the
 * lock (and is part of the submitted application) or waits for it and is refused with 409. One
 * exclusive lock for both, not a shared one for document writes: waiters then queue in order,
 * and a stream of uploads cannot hold a submission off. `FOR NO KEY UPDATE` rather than
 * `FOR UPDATE`, so inserts of rows that merely reference the student (sessions, logins) go on.
 */
import { applyHideRules, type FieldErrors } from '@admissions/form-engine';
import { createLazyTableValidator, type LazyValidator } from '@admissions/form-engine/precompiled';
import { compiledVariant, type VariantName } from '@admissions/partner-config';
import type { Database } from '../db/database.ts';
import { HttpError, SESSION_INVALID } from '../errors.ts';
import { recordSubmittedForm } from './form-version.ts';
import { markSubmitted, readState, saveValidations } from './repository.ts';

export const SUBMITTED_MESSAGE =
  'Your application has been submitted and can no longer be changed.';
export const MISSING_MESSAGE = "We're missing some information!";
export const SUBMIT_SUCCESS = 'Your application has been submitted.';

/** One validator per variant per process. */
const validators = new Map<VariantName, LazyValidator>();

/**
 * The validator of a variant: the form's check table, the very one the portal runs in the
 * browser (`createLazyTableValidator`: plain functions, no generated code, nothing to load), with
 * the messages of the form's JSON Schema validated by ajv (held equal by property tests).
 */
export function validatorOf(variant: VariantName): LazyValidator {
  let validator = validators.get(variant);
  if (!validator) {
    validator = createLazyTableValidator(compiledVariant(variant));
    validators.set(variant, validator);
  }
  return validator;
}

type Query = Pick<Database, 'query'>;

/**
 * Runs `work` in one transaction during which the student's application cannot be submitted:
 * the student's row is locked as a submission locks it (a submission waits for `work`, or
 * `work` for the submission), then 409 {@link SUBMITTED_MESSAGE} when the application is
 * submitted already.
 *
 * `submitted_at` is read in a statement of its own, after the lock: under READ COMMITTED a
 * statement that waited for a lock still reads the other tables as of its start, and would miss
 * the submission it waited for.
 */
export async function whileUnsubmitted<T>(
  db: Pick<Database, 'transaction'>,
  studentId: string,
  work: (tx: Query) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const student = await tx.query('SELECT 1 FROM students WHERE id = $1 FOR NO KEY UPDATE', [
      studentId,
    ]);
    if (student.length === 0) throw new HttpError(401, SESSION_INVALID);
    await refuseIfSubmitted(tx, studentId);
    return work(tx);
  });
}

/**
 * 409 {@link SUBMITTED_MESSAGE} when the application is submitted: an early, cheap refusal before
 * a route does any work. Not a guarantee on its own; writes still go through
 * {@link whileUnsubmitted}.
 */
export async function refuseIfSubmitted(db: Query, studentId: string): Promise<void> {
  const rows = await db.query(
    'SELECT 1 FROM applications WHERE student_id = $1 AND submitted_at IS NOT NULL',
    [studentId],
  );
  if (rows.length > 0) throw new HttpError(409, SUBMITTED_MESSAGE);
}

type Outcome =
  { kind: 'submitted' } | { kind: 'already' } | { kind: 'invalid'; errors: FieldErrors };

/**
 * Submits a student's application: 409 when it already is, 422 with the errors by key (kept as
 * the latest validations) when it fails, otherwise marks it submitted with a 'submitted' status
 * and records the form version it was submitted with ({@link recordSubmittedForm}).
 */
export async function submitApplication(
  db: Database,
  studentId: string,
  variant: VariantName,
): Promise<void> {
  const form = compiledVariant(variant);
  const validator = validatorOf(variant);
  // Loaded at start: this does not wait inside the transaction below.
  await validator.preload();
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // First, before anything is read: waits for document writes under way, keeps new ones out.
    await tx.query('SELECT 1 FROM students WHERE id = $1 FOR NO KEY UPDATE', [studentId]);
    const state = await readState(tx, studentId, true);
    if (state.submittedAt) return { kind: 'already' };
    const layout = { addAnother: state.addAnother, tabs: state.tabs };
    const { answers } = applyHideRules(form, { ...layout, answers: state.answers });
    const result = await validator.validate({ ...layout, answers });
    if (!result.valid) {
      await saveValidations(tx, studentId, result.errors);
      return { kind: 'invalid', errors: result.errors };
    }
    if (!(await markSubmitted(tx, studentId, answers))) return { kind: 'already' };
    // The moment the submission took effect, under the lock: every accepted document write
    // committed before it (`now()` would be the start of this transaction, which may precede a
    // document write that held the lock first).
    await tx.query(
      'UPDATE applications SET submitted_at = clock_timestamp() WHERE student_id = $1',
      [studentId],
    );
    // The form version it was submitted with: its copy renders from it for ever (issue 27).
    await recordSubmittedForm(tx, studentId, variant);
    return { kind: 'submitted' };
  });
  if (outcome.kind === 'already') throw new HttpError(409, SUBMITTED_MESSAGE);
  if (outcome.kind === 'invalid')
    throw new HttpError(422, MISSING_MESSAGE, { errors: outcome.errors });
}
