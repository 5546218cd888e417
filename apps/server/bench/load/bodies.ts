/**
 * The bodies of the benchmark's saves: the 2-key save the harness always sent, and a realistic
 * one — a page's diff of dozens of keys into an application of about 450 answers, built from the
 * partner's sample application (`SAMPLE_APPLICATION`) and the rest of its data model.
 */
import { dataModel, SAMPLE_APPLICATION } from '@admissions/partner-config';

/** Answers in a full application (the measure of real ones: ~450 answers, ~23 KB). */
export const FULL_ANSWERS = 450;
/** Keys in a page's diff. */
export const DIFF_KEYS = 40;

export type BodyKind = 'two-key' | 'page-diff';

const model = dataModel as Readonly<Record<string, string>>;

/**
 * A complete application: the sample's answers, then every other string question of the data
 * model answered with a short sentence (about 30 characters), up to {@link FULL_ANSWERS}.
 */
export function fullApplication(): Record<string, unknown> {
  const answers: Record<string, unknown> = { ...SAMPLE_APPLICATION.answers };
  for (const [key, type] of Object.entries(model)) {
    if (Object.keys(answers).length >= FULL_ANSWERS) break;
    if (key in answers) continue;
    if (type === 'string') answers[key] = "An applicant's answer, typed in";
    else if (type === 'boolean') answers[key] = false;
  }
  return answers;
}

/** The string keys a page's diff changes: the sample's own, the way a page's edits would. */
const diffKeys = (): string[] =>
  Object.entries(SAMPLE_APPLICATION.answers)
    .filter(([key, value]) => typeof value === 'string' && model[key] === 'string')
    .map(([key]) => key)
    .slice(0, DIFF_KEYS);

/**
 * The body of the `n`-th request, for student `i`. Values change from request to request, so the
 * database really rewrites the keys.
 */
export function bodyOf(kind: BodyKind): (i: number, n: number) => string {
  if (kind === 'two-key')
    return (i, n) => JSON.stringify({ first_name: `Student ${i}`, city: `Springfield ${n}` });
  const keys = diffKeys();
  const base = SAMPLE_APPLICATION.answers as Readonly<Record<string, string>>;
  return (_i, n) => {
    const diff: Record<string, string> = {};
    for (const key of keys) diff[key] = `${base[key]}`.slice(0, 40) + ` ${n % 1000}`;
    return JSON.stringify(diff);
  };
}
