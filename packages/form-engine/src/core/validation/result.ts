/**
 * What validation gives and takes: the types every validator shares (the check table's, the
 * precompiled modules', ajv's), apart from the code that makes them so that none imports another.
 */
import type { FormState } from '../definition/index.ts';

/** Messages by answer key, each list without duplicates, in the order the rules are written. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export interface ValidationResult {
  readonly valid: boolean;
  readonly errors: FieldErrors;
}

export interface ValidatorOptions {
  /** The clock for relative dates (minimum age, year ranges). Defaults to the system clock. */
  readonly now?: () => Date;
}

/** Validates form states: every failed check's message, by answer key. */
export interface FormValidator {
  /** The whole-form schema, as JSON any back end can use. */
  readonly schema: Readonly<Record<string, unknown>>;
  /** The schema of one page (its fields only). */
  pageSchema(pageId: string): Readonly<Record<string, unknown>>;
  validate(state: FormState): ValidationResult;
  validatePage(pageId: string, state: FormState): ValidationResult;
}
