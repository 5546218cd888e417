import { IDENTITY_COOKIE_PREFIX } from '@admissions/api/constants';

/**
 * Logged-in detection (§4): the server sets a readable indicator cookie beside the HttpOnly
 * session cookie. Any cookie whose name starts with the identity prefix counts.
 */
export function hasIdentityCookie(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${IDENTITY_COOKIE_PREFIX}.`));
}
