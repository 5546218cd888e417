/**
 * The form version a submission used (issue 27: "a submission's copy is what was submitted").
 *
 * A submission records its variant and the SHA-256 of its compiled form's source — the definition
 * and the data model, as one JSON text — (`applications.submitted_variant`,
 * `submitted_definition_hash`), and keeps that text once per distinct form (`form_definitions`,
 * migration 016). Its PDF copy and service view render from that version for ever: a later
 * `FORM_VARIANT`, or definitions edited since, change nothing about what a submitted application
 * looks like. Today's forms are compiled once per process (the partner package's cache); a
 * stored one that today's build no longer has is compiled from its text when first rendered
 * (~20 ms) and kept.
 */
import { createHash } from 'node:crypto';
import { compileFormOrThrow, type CompiledForm } from '@admissions/form-engine';
import { compiledVariant, type VariantName } from '@admissions/partner-config';
import type { Database } from '../db/database.ts';

type Query = Pick<Database, 'query'>;

/** A variant's form as it is compiled today: `{ definition, model }` as JSON text, and its hash. */
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
    const { definition: source, model } = compiledVariant(variant);
    const json = JSON.stringify({ definition: source, model });
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
  /** The SHA-256 of its `{ definition, model }` text: part of the PDF copy's source hash. */
  readonly hash: string;
  /** Whether this is a stored form that today's build of its variant no longer has. */
  readonly archived: boolean;
  /** Its `{ definition, model }` as JSON text. */
  readonly json: string;
  /** The compiled form (compiled on first use for a stored one; throws if it no longer compiles). */
  compile(): CompiledForm;
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
  const variant = row && isVariant(row.variant) && row.hash ? row.variant : deploymentVariant;
  const today = currentDefinition(variant);
  if (!row?.hash || row.hash === today.hash)
    return { ...today, archived: false, compile: () => compiledVariant(variant) };
  const { hash, definition: json } = row;
  if (json === null)
    throw new Error(`the submitted form ${hash} of student ${studentId} is missing`);
  const compile = () => {
    let form = archived.get(hash);
    if (!form) {
      const source = JSON.parse(json) as { definition: never; model: never };
      form = compileFormOrThrow(source.definition, source.model);
      archived.set(hash, form);
    }
    return form;
  };
  return { variant, hash, archived: true, json, compile };
}
