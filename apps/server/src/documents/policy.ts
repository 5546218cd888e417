/**
 * Presigned upload forms, in the manner of an S3 POST policy: the server hands the browser a
 * storage key, a policy (base64url JSON: the key, the allowed content-length range and an
 * expiry 10 minutes ahead) and the policy's HMAC-SHA256 signature. `POST /storage/upload`
 * accepts a file only with a policy it signed, unexpired, for the very key sent, and only within
 * the size range.
 *
 * Keys are `uploads/<student id>/<answer key>/<random>`: the random part (192 bits) makes them
 * unguessable, and the student id lets the upload route refuse a form handed to someone else.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MAX_FILE_BYTES, MAX_FILE_SIZE_TEXT } from '@admissions/api';

export { MAX_FILE_BYTES };
export const TOO_LARGE_MESSAGE = `Your file is too large. The maximum file size is ${MAX_FILE_SIZE_TEXT}.`;
export const EMPTY_MESSAGE = 'Your file is empty. Please upload a non-empty file.';
export const FORBIDDEN_MESSAGE = 'This upload is not allowed. Please try again.';
export const EXPIRED_MESSAGE = 'This upload form has expired. Please try again.';

/** How long a presigned form stays usable. */
export const POLICY_LIFETIME_MS = 10 * 60_000;

export interface UploadPolicy {
  readonly key: string;
  readonly 'content-length-range': readonly [number, number];
  /** ISO 8601. */
  readonly expiration: string;
}

export interface PresignedFields {
  readonly key: string;
  readonly policy: string;
  readonly signature: string;
}

/** An upload key split into its parts. */
export interface UploadKey {
  readonly studentId: string;
  readonly answerKey: string;
}

const KEY = /^uploads\/([1-9][0-9]{0,18})\/([A-Za-z0-9_]{1,100})\/([A-Za-z0-9_-]{32})$/;

/** The student and answer key of a well-formed upload key, or undefined (traversal, junk). */
export function parseUploadKey(key: string): UploadKey | undefined {
  const match = KEY.exec(key);
  return match ? { studentId: match[1]!, answerKey: match[2]! } : undefined;
}

/** The HMAC-SHA256 of an encoded policy, base64url. */
export function signPolicy(secret: string, encodedPolicy: string): string {
  return createHmac('sha256', secret).update(encodedPolicy).digest('base64url');
}

export function encodePolicy(policy: UploadPolicy): string {
  return Buffer.from(JSON.stringify(policy)).toString('base64url');
}

/** A fresh key and its signed policy for one upload of a student's answer key. */
export function presign(
  secret: string,
  studentId: string,
  answerKey: string,
  now = Date.now(),
): PresignedFields {
  const key = `uploads/${studentId}/${answerKey}/${randomBytes(24).toString('base64url')}`;
  const policy = encodePolicy({
    key,
    'content-length-range': [1, MAX_FILE_BYTES],
    expiration: new Date(now + POLICY_LIFETIME_MS).toISOString(),
  });
  return { key, policy, signature: signPolicy(secret, policy) };
}

export type PolicyCheck =
  | { readonly ok: true; readonly range: readonly [number, number] }
  | { readonly ok: false; readonly reason: 'signature' | 'key' | 'expired' };

/**
 * Checks the signature (in constant time) first, then that the signed policy names this key and
 * has not expired. The policy's content is trusted only once its signature holds.
 */
export function checkPolicy(
  secret: string,
  fields: PresignedFields,
  now = Date.now(),
): PolicyCheck {
  const expected = Buffer.from(signPolicy(secret, fields.policy));
  const actual = Buffer.from(fields.signature);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
    return { ok: false, reason: 'signature' };
  let policy: Partial<UploadPolicy>;
  try {
    policy = JSON.parse(Buffer.from(fields.policy, 'base64url').toString('utf8')) as object;
  } catch {
    return { ok: false, reason: 'signature' };
  }
  if (policy.key !== fields.key) return { ok: false, reason: 'key' };
  const expires = Date.parse(String(policy.expiration));
  if (!Number.isFinite(expires) || expires <= now) return { ok: false, reason: 'expired' };
  const range = policy['content-length-range'];
  if (!Array.isArray(range) || range.length !== 2 || !range.every(Number.isInteger))
    return { ok: false, reason: 'signature' };
  // Never more than the server's maximum, whatever a policy says.
  return { ok: true, range: [Math.max(1, range[0]), Math.min(MAX_FILE_BYTES, range[1])] };
}
