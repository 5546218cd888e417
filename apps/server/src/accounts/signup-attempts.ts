/**
 * Sign-up attempts (issue 13, finding 1). An address that is not confirmed yet has no password:
 * every sign-up for it is an attempt holding its own password hash, its own code (mailed to the
 * address) and the hash of a token in the browser that made it. A code confirms only its own
 * attempt and activates that attempt's password; confirming ends every other attempt. So whoever
 * signs up first with someone else's address owns nothing: the owner confirms the password *they*
 * chose, with the code *they* received.
 *
 * The browser token narrows which codes count: when the browser confirming holds the token of
 * one of the address's attempts, only that attempt's code is accepted, so an applicant who types
 * a code from a mail someone else's sign-up caused (the newest mail in their inbox, say) is told
 * it is wrong instead of activating that someone's password. Resending a code refreshes only the
 * attempt of the caller's browser, for the same reason (see resendCode).
 *
 * Attempts of other browsers never push the applicant's out while its code is valid (issue 26,
 * finding 2): a new sign-up replaces the same browser's earlier one, and otherwise only attempts
 * whose code has expired make room. One pushed out is kept, marked, until it expires, so its
 * browser is told its sign-up was replaced rather than having every other attempt's code checked.
 */
import type { Database } from '../db/database.ts';
import { randomCode, sha256 } from '../security.ts';

type Queryable = Pick<Database, 'query'>;

/** A confirmation code lives 15 minutes… */
export const CODE_TTL_MS = 15 * 60_000;
/** …an attempt (whose code a resend can refresh) a week… */
export const ATTEMPT_TTL_MS = 7 * 24 * 60 * 60_000;
/**
 * …and an address has at most this many live attempts: each live code is one more target for a
 * guess at the confirmation call, so their number is bounded. A new one replaces the same
 * browser's, else pushes out the oldest whose code has expired; if every code is still valid,
 * the sign-up is refused (`busy`) until one expires.
 */
export const MAX_LIVE_ATTEMPTS = 3;

const ms = (param: string) => `(${param}::double precision * interval '1 millisecond')`;

export type SignupOutcome =
  | { readonly kind: 'attempt'; readonly code: string; readonly at: Date }
  | { readonly kind: 'confirmed' }
  | { readonly kind: 'busy' };

/**
 * Records a sign-up for a (normalised) username: a new unconfirmed account if there is none, and
 * an attempt with a fresh code unless the account is confirmed. The student row is locked, so a
 * sign-up and a confirmation of one address never interleave.
 */
export async function signUp(
  db: Database,
  username: string,
  passwordHash: string,
  browserToken: string,
): Promise<SignupOutcome> {
  return db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO students (username, password_hash) VALUES ($1, NULL) ON CONFLICT (username) DO NOTHING',
      [username],
    );
    const [student] = await tx.query<{ id: string | number; confirmed: boolean }>(
      `SELECT id, confirmed_at IS NOT NULL AS confirmed FROM students WHERE username = $1
          FOR UPDATE`,
      [username],
    );
    if (!student || student.confirmed) return { kind: 'confirmed' };
    const studentId = String(student.id);
    const browser = sha256(browserToken);
    // Dead attempts go, and so does this browser's earlier attempt: a new sign-up replaces it.
    await tx.query(
      'DELETE FROM signup_attempts WHERE student_id = $1 AND (expires_at <= now() OR browser_hash = $2)',
      [studentId, browser],
    );
    // Room for one more among the live ones, taken only from attempts whose code has expired.
    const live = await tx.query<{ id: string | number; idle: boolean }>(
      `SELECT id, code_expires_at <= now() AS idle FROM signup_attempts
        WHERE student_id = $1 AND replaced_at IS NULL ORDER BY id`,
      [studentId],
    );
    const excess = live.length - (MAX_LIVE_ATTEMPTS - 1);
    if (excess > 0) {
      const idle = live.filter((attempt) => attempt.idle).slice(0, excess);
      if (idle.length < excess) return { kind: 'busy' };
      await tx.query(
        `UPDATE signup_attempts SET replaced_at = now() WHERE id IN (${idle.map((_, i) => `$${i + 1}`).join(', ')})`,
        idle.map((attempt) => String(attempt.id)),
      );
    }
    const code = randomCode();
    const [row] = await tx.query<{ created_at: Date | string }>(
      `INSERT INTO signup_attempts
         (student_id, password_hash, code_hash, browser_hash, code_expires_at, expires_at)
       VALUES ($1, $2, $3, $4, now() + ${ms('$5')}, now() + ${ms('$6')})
       RETURNING created_at`,
      [studentId, passwordHash, sha256(code), browser, CODE_TTL_MS, ATTEMPT_TTL_MS],
    );
    return { kind: 'attempt', code, at: new Date(row!.created_at) };
  });
}

interface AttemptRow extends Record<string, unknown> {
  id: string | number;
  password_hash: string;
  code_hash: string;
  browser_hash: string;
  code_expired: boolean;
  replaced: boolean;
}

export type ConfirmOutcome = 'confirmed' | 'incorrect' | 'expired' | 'replaced';

/**
 * Checks a code for a username in one transaction. The attempts it may confirm are the one of
 * the caller's browser when the browser holds one of this address's attempt tokens (`replaced`
 * if newer sign-ups pushed it out: never every attempt instead), else all live attempts. The
 * right code of a live attempt confirms the account with that attempt's
 * password and ends every attempt; anything else changes nothing (failed guesses are counted per
 * source by the caller, never on the attempt, so a stranger's guesses cannot burn the code).
 */
export async function confirmAttempt(
  db: Database,
  username: string,
  code: string,
  browserToken: string | undefined,
): Promise<ConfirmOutcome> {
  return db.transaction(async (tx) => {
    const [student] = await tx.query<{ id: string | number }>(
      'SELECT id FROM students WHERE username = $1 AND confirmed_at IS NULL FOR UPDATE',
      [username],
    );
    if (!student) return 'incorrect';
    const studentId = String(student.id);
    const attempts = await tx.query<AttemptRow>(
      `SELECT id, password_hash, code_hash, browser_hash, code_expires_at <= now() AS code_expired,
              replaced_at IS NOT NULL AS replaced
         FROM signup_attempts WHERE student_id = $1 AND expires_at > now()`,
      [studentId],
    );
    const browser = browserToken ? sha256(browserToken) : undefined;
    const own = attempts.filter((a) => a.browser_hash === browser);
    if (own.length > 0 && own.every((a) => a.replaced)) return 'replaced';
    const eligible = own.length > 0 ? own : attempts.filter((a) => !a.replaced);
    const match = eligible.find((a) => a.code_hash === sha256(code));
    if (!match) return 'incorrect';
    if (match.code_expired) return 'expired';
    await tx.query('UPDATE students SET password_hash = $2, confirmed_at = now() WHERE id = $1', [
      studentId,
      match.password_hash,
    ]);
    await endAttempts(tx, studentId);
    return 'confirmed';
  });
}

export type ResendOutcome =
  | { readonly kind: 'code'; readonly code: string; readonly at: Date }
  | { readonly kind: 'not-this-browser' }
  | { readonly kind: 'nothing' };

/**
 * A fresh code for the attempt this browser made, if the address is still unconfirmed and the
 * browser made a live attempt for it. Refreshing any other attempt would hand the caller (who
 * proves nothing: the call carries only an address) a code for a password someone else chose:
 * an attacker who signed up the victim's address would wait for the victim to press "Resend".
 * An unconfirmed address whose attempts were made elsewhere gets `not-this-browser` (the caller
 * mails a note to sign up again); a confirmed or unknown one `nothing`.
 */
export async function resendCode(
  db: Database,
  username: string,
  browserToken: string | undefined,
): Promise<ResendOutcome> {
  return db.transaction(async (tx) => {
    const [student] = await tx.query<{ id: string | number }>(
      'SELECT id FROM students WHERE username = $1 AND confirmed_at IS NULL FOR UPDATE',
      [username],
    );
    if (!student) return { kind: 'nothing' };
    const code = randomCode();
    const [refreshed] = await tx.query<{ created_at: Date | string }>(
      `UPDATE signup_attempts SET code_hash = $3, code_expires_at = now() + ${ms('$4')}
        WHERE id = (SELECT id FROM signup_attempts
                     WHERE student_id = $1 AND browser_hash = $2 AND expires_at > now()
                       AND replaced_at IS NULL
                     ORDER BY id DESC LIMIT 1)
        RETURNING created_at`,
      // No token matches nothing (not even the attempts of before this model, whose hash is '').
      [String(student.id), browserToken ? sha256(browserToken) : null, sha256(code), CODE_TTL_MS],
    );
    if (refreshed) return { kind: 'code', code, at: new Date(refreshed.created_at) };
    const live = await tx.query(
      `SELECT 1 FROM signup_attempts WHERE student_id = $1 AND expires_at > now()
          AND replaced_at IS NULL LIMIT 1`,
      [String(student.id)],
    );
    return live.length > 0 ? { kind: 'not-this-browser' } : { kind: 'nothing' };
  });
}

/**
 * The password hash an unconfirmed account's login is checked against: its newest live attempt's
 * (a match earns "please confirm", never a session).
 */
export async function newestAttemptHash(
  db: Queryable,
  studentId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ password_hash: string }>(
    `SELECT password_hash FROM signup_attempts WHERE student_id = $1 AND expires_at > now()
        AND replaced_at IS NULL ORDER BY id DESC LIMIT 1`,
    [studentId],
  );
  return row?.password_hash;
}

/** Ends every sign-up attempt of a student (confirmation, or a password reset). */
export async function endAttempts(db: Queryable, studentId: string): Promise<void> {
  await db.query('DELETE FROM signup_attempts WHERE student_id = $1', [studentId]);
}
