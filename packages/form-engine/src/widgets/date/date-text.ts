/**
 * Reading and writing the text of a date box. The stored answer is always the canonical
 * `YYYY-MM-DD` the JSON Schema `format: "date"` checks (in the browser and on the server alike);
 * the box shows `MM/DD/YYYY`. No React here.
 */

/** The forms people type, each read as [month, day, year] or [year, month, day] groups. */
const US_FORMS = [
  /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, // M/D/YYYY, MM/DD/YYYY
  /^(\d{1,2})-(\d{1,2})-(\d{4})$/, // M-D-YYYY, MM-DD-YYYY
  /^(\d{2})(\d{2})(\d{4})$/, // MMDDYYYY
];
/** YYYY-MM-DD with two-digit month and day, so no prefix of it is complete while typing. */
const ISO_FORM = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (digits: string) => digits.padStart(2, '0');

/**
 * The canonical `YYYY-MM-DD` of text typed in an accepted form (M/D/YYYY, MM/DD/YYYY,
 * MM-DD-YYYY, MMDDYYYY, YYYY-MM-DD; spaces ignored), or undefined for anything else. The numbers
 * are only rearranged, never corrected: 02/30/2008 becomes "2008-02-30", which is not a calendar
 * date, so the schema reports it rather than a lenient parser rolling it over to March.
 */
export function canonicalDate(text: string): string | undefined {
  const compact = text.replace(/\s+/g, '');
  const iso = ISO_FORM.exec(compact);
  if (iso) return compact;
  for (const form of US_FORMS) {
    const us = form.exec(compact);
    if (us) return `${us[3]}-${pad(us[1]!)}-${pad(us[2]!)}`;
  }
  return undefined;
}

/**
 * What to store for the text in the box: its canonical date, "" for an empty box, otherwise the
 * text as typed (trimmed), which `format: "date"` rejects in the browser and on the server, so
 * it is never taken for a valid date, and is never lost either.
 */
export function storedDate(text: string): string {
  return canonicalDate(text) ?? text.trim();
}

/** `YYYY-MM-DD` → `MM/DD/YYYY` for the box; anything else shows as stored. */
export function displayedDate(stored: string): string {
  const iso = ISO_FORM.exec(stored);
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : stored;
}

/**
 * Inserts the slashes of MM/DD/YYYY into digits typed without them ("041" → "04/1",
 * "04172008" → "04/17/2008"), so a phone's number pad, which has no "/", types a whole date. It
 * only inserts, and only after a two-digit month (01–12) or day followed by another digit:
 * a year typed first ("2008-…"), or text with the applicant's own separators, is left alone.
 */
export function insertDateSlashes(text: string): string {
  return text.replace(/^(0[1-9]|1[0-2])(?=\d)/, '$1/').replace(/^(\d{2}\/\d{2})(?=\d)/, '$1/');
}
