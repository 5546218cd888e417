/**
 * Download tokens for a stored PDF copy: `<studentId>.<expiresAtMs>.<HMAC-SHA256>` (base64url)
 * keyed with the storage secret. Valid for 5 minutes and only for the owning student's session.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DOWNLOAD_TOKEN_TTL_MS = 5 * 60 * 1000;

const mac = (secret: string, payload: string): Buffer =>
  createHmac('sha256', secret).update(`pdf-copy:${payload}`).digest();

export function signDownloadToken(
  secret: string,
  studentId: string,
  expiresAtMs: number = Date.now() + DOWNLOAD_TOKEN_TTL_MS,
): string {
  const payload = `${studentId}.${expiresAtMs}`;
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

export type TokenCheck =
  | { readonly ok: true; readonly studentId: string }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

/** Checks the signature (in constant time) and the expiry. */
export function verifyDownloadToken(
  secret: string,
  token: string,
  nowMs: number = Date.now(),
): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [studentId, expires, signature] = parts as [string, string, string];
  if (!/^\d+$/.test(studentId) || !/^\d+$/.test(expires)) return { ok: false, reason: 'invalid' };
  const expected = mac(secret, `${studentId}.${expires}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  if (Number(expires) <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, studentId };
}
