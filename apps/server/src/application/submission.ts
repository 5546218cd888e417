/**
 * Submission: the stored answers are re-validated with the very schema the browser uses, after
 * the same hide rules, and only a valid application is marked submitted.
 */
import {
  applyHideRules,
  createValidator,
  type FieldErrors,
  type FormValidator,
} from '@admissions/form-engine';
import { compiledVariant, type VariantName } from '@admissions/partner-config';
import type { Database } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { markSubmitted, readState, saveValidations } from './repository.ts';

export const SUBMITTED_MESSAGE =
  'Your application has been submitted and can no longer be changed.';
export const MISSING_MESSAGE = "We're missing some information!";
export const SUBMIT_SUCCESS = 'Your application has been submitted.';

/** One validator per variant per process: ajv and the schema compile once. */
const validators = new Map<VariantName, Promise<FormValidator>>();

/** The cached validator of a variant. */
export function validatorOf(variant: VariantName): Promise<FormValidator> {
  let validator = validators.get(variant);
  if (!validator) {
    validator = createValidator(compiledVariant(variant));
    // A failed load is not cached, so the next submission tries again.
    validator.catch(() => validators.delete(variant));
    validators.set(variant, validator);
  }
  return validator;
}

type Outcome =
  { kind: 'submitted' } | { kind: 'already' } | { kind: 'invalid'; errors: FieldErrors };

/**
 * Submits a student's application: 409 when it already is, 422 with the errors by key (kept as
 * the latest validations) when it fails, otherwise marks it submitted with a 'submitted' status.
 */
export async function submitApplication(
  db: Database,
  studentId: string,
  variant: VariantName,
): Promise<void> {
  const form = compiledVariant(variant);
  const validator = await validatorOf(variant);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const state = await readState(tx, studentId, true);
    if (state.submittedAt) return { kind: 'already' };
    const layout = { addAnother: state.addAnother, tabs: state.tabs };
    const { answers } = applyHideRules(form, { ...layout, answers: state.answers });
    const result = validator.validate({ ...layout, answers });
    if (!result.valid) {
      await saveValidations(tx, studentId, result.errors);
      return { kind: 'invalid', errors: result.errors };
    }
    return (await markSubmitted(tx, studentId, answers))
      ? { kind: 'submitted' }
      : { kind: 'already' };
  });
  if (outcome.kind === 'already') throw new HttpError(409, SUBMITTED_MESSAGE);
  if (outcome.kind === 'invalid')
    throw new HttpError(422, MISSING_MESSAGE, { errors: outcome.errors });
}
