/**
 * Text that PostgreSQL cannot store is refused up front with 400. PostgreSQL (and PGlite) reject
 * the NUL character in `text` and `jsonb` values, and an unpaired UTF-16 surrogate (`"\ud800"`,
 * valid JSON, not valid Unicode) in `jsonb`. Without this check such a string in any body field
 * (an answer, a username, a last page, a validation message…) reached the database and came back
 * as a 500. Checked on the parsed body and query string, keys and values, before validation.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains characters that cannot be stored (a NUL character or an invalid Unicode sequence).';

/** A NUL, a high surrogate not followed by a low one, or a low surrogate not after a high one. */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether any string in a parsed JSON value (object keys included) cannot be stored. Iterative,
 * so a deeply nested body (a 256 KB body can nest 100 000 levels) cannot overflow the stack.
 */
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (UNSTORABLE.test(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasUnstorableText(request.body) || hasUnstorableText(request.query))
      throw new HttpError(400, UNSTORABLE_TEXT_MESSAGE);
  });
}
