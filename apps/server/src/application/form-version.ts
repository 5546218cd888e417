/**
 * The form version a submission used (issue 27: "a submission's copy is what was submitted").
 *
 * A submission records its variant and the SHA-256 of its compiled definition's JSON
 * (`applications.submitted_variant`, `submitted_definition_hash`), and keeps that JSON once per
 * distinct definition (`form_definitions`, migration 016). Its PDF copy and service view render
 * from that version for ever: a later `FORM_VARIANT`, or definitions edited since, change nothing
 * about what a submitted application looks like. Unchanged definitions are compiled once per
 * process (the partner package's cache); a stored one that differs from today's is compiled
 * from its JSON the first time it is asked for (~20 ms) and kept.
 */
import { createHash } from 'node:crypto';
import { compileFormOrThrow, type CompiledForm } from '@admissions/form-engine';
import { compiledVariant, dataModel, type VariantName } from '@admissions/partner-config';
import type { Database } from '../db/database.ts';

type Query = Pick<Database, 'query'>;

/** A variant's definition as it is compiled today: its JSON text and that text's hash. */
interface Definition {
  readonly variant: VariantName;
  readonly json: string;
  readonly hash: string;
}

const current = new Map<VariantName, Definition>();

/** Today's definition of a variant (computed once per process). */
export function currentDefinition(variant: VariantName): Definition {
  let definition = current.get(variant);
  if (!definition) {
    const json = JSON.stringify(compiledVariant(variant).definition);
    const hash = createHash('sha256').update(json).digest('base64url');
    definition = { variant, json, hash };
    current.set(variant, definition);
  }
  return definition;
}

/**
 * Records the form version of a submission, inside its transaction: today's definition of the
 * variant it was validated with (stored once), and the variant and hash on the application.
 */
export async function recordSubmittedForm(
  tx: Query,
  studentId: string,
  variant: VariantName,
): Promise<void> {
  const { hash, json } = currentDefinition(variant);
  await tx.query(
    `INSERT INTO form_definitions (definition_hash, variant, definition) VALUES ($1, $2, $3)
     ON CONFLICT (definition_hash) DO NOTHING`,
    [hash, variant, json],
  );
  await tx.query(
    `UPDATE applications SET submitted_variant = $2, submitted_definition_hash = $3
      WHERE student_id = $1`,
    [studentId, variant, hash],
  );
}

/** The form an application renders with. */
export interface ApplicationForm {
  readonly variant: VariantName;
  readonly form: CompiledForm;
  /** The SHA-256 of the definition's JSON: part of the PDF copy's source hash. */
  readonly hash: string;
  /** Whether this is a stored definition that today's build of its variant no longer has. */
  readonly archived: boolean;
  /** The definition's JSON text. */
  readonly json: string;
}

/** Stored definitions that differ from today's, compiled, by hash (a handful per deployment). */
const archived = new Map<string, CompiledForm>();

const isVariant = (value: unknown): value is VariantName =>
  value === 'undergraduate' || value === 'transfer';

/**
 * The form a student's application renders with: the version it was submitted with, or, before
 * submission (and for applications submitted before migration 016 recorded versions), today's
 * definition of the deployment's variant.
 */
export async function applicationForm(
  db: Query,
  studentId: string,
  deploymentVariant: VariantName,
): Promise<ApplicationForm> {
  const [row] = await db.query<{ variant: string; hash: string; definition: string | null }>(
    `SELECT a.submitted_variant AS variant, a.submitted_definition_hash AS hash,
            CASE WHEN a.submitted_definition_hash IS DISTINCT FROM $2
                  AND a.submitted_definition_hash IS DISTINCT FROM $3
                 THEN d.definition END AS definition
       FROM applications a
       LEFT JOIN form_definitions d ON d.definition_hash = a.submitted_definition_hash
      WHERE a.student_id = $1 AND a.submitted_at IS NOT NULL`,
    [studentId, currentDefinition('undergraduate').hash, currentDefinition('transfer').hash],
  );
  if (!row || !isVariant(row.variant) || !row.hash) {
    const today = currentDefinition(deploymentVariant);
    return { ...today, form: compiledVariant(deploymentVariant), archived: false };
  }
  const today = currentDefinition(row.variant);
  if (row.hash === today.hash)
    return { ...today, form: compiledVariant(row.variant), archived: false };
  if (row.definition === null)
    throw new Error(`the submitted definition ${row.hash} of student ${studentId} is missing`);
  let form = archived.get(row.hash);
  if (!form) {
    form = compileFormOrThrow(JSON.parse(row.definition) as never, dataModel);
    archived.set(row.hash, form);
  }
  return { variant: row.variant, form, hash: row.hash, archived: true, json: row.definition };
}
