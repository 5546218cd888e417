/**
 * Failures the applicant only sees as "an unexpected error" (validation that cannot run: a page's
 * policy forbids the compile, a chunk did not load) are logged for the developer, once each: the
 * engine's explanation names the fix, and repeating it on every Continue or Submit buries it.
 */
const logged = new Set<string>();

/** `console.error(error)`, unless an error that reads the same (`String(error)`) was logged. */
export function logOnce(error: unknown): void {
  const text = String(error);
  if (logged.has(text)) return;
  logged.add(text);
  console.error(error);
}
