/**
 * Reading and writing the text of a date box. The stored answer is always the canonical
 * `YYYY-MM-DD` the JSON Schema `format: "date"` checks (in the browser and on the server alike);
 * the box shows it in the form's order, `MM/DD/YYYY` or `DD/MM/YYYY`. No React here.
 */
/** The forms people type with the year last, each read as [first, second, year] groups. */
const MONTH_FIRST_FORMS = [
  /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, // M/D/YYYY, MM/DD/YYYY
  /^(\d{1,2})-(\d{1,2})-(\d{4})$/, // M-D-YYYY, MM-DD-YYYY
  /^(\d{2})(\d{2})(\d{4})$/, // MMDDYYYY
];
/** Day first also takes dots (05.04.2001), as much of Europe writes a date. */
const DAY_FIRST_FORMS = [...MONTH_FIRST_FORMS, /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/];
/** YYYY-MM-DD with two-digit month and day, so no prefix of it is complete while typing. */
const ISO_FORM = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (digits: string) => digits.padStart(2, '0');

/**
 * Whether a locale writes a numeric date day first (fr, es, en-GB, de), rather than month first
 * (en-US, and year-first locales such as ja, whose month precedes the day too).
 */
export function writesDayFirst(locale: string): boolean {
  // 5 April 2001 written the locale's way ("4/5/2001", "05/04/2001", "2001/4/5"): is 4 first?
  const written = new Date(Date.UTC(2001, 3, 5)).toLocaleDateString(locale, { timeZone: 'UTC' });
  return !(written.indexOf('4') < written.indexOf('5'));
}

/**
 * The canonical `YYYY-MM-DD` of text typed in an accepted form (with the day and month in
 * the form's order, `dayFirst` or not: D/M/YYYY or M/D/YYYY, two-digit groups, dashes, eight digits; dots day first;
 * YYYY-MM-DD whatever the order; spaces ignored), or undefined for anything else. The numbers are
 * only rearranged, never corrected: 02/30/2008 becomes "2008-02-30", which is not a calendar
 * date, so the schema reports it rather than a lenient parser rolling it over to March.
 */
export function canonicalDate(text: string, dayFirst = false): string | undefined {
  const compact = text.replace(/\s+/g, '');
  if (ISO_FORM.test(compact)) return compact;
  for (const form of dayFirst ? DAY_FIRST_FORMS : MONTH_FIRST_FORMS) {
    const groups = form.exec(compact);
    if (!groups) continue;
    const [month, day] = dayFirst ? [groups[2]!, groups[1]!] : [groups[1]!, groups[2]!];
    return `${groups[3]}-${pad(month)}-${pad(day)}`;
  }
  return undefined;
}

/**
 * What to store for the text in the box: its canonical date, "" for an empty box, otherwise the
 * text as typed (trimmed), which `format: "date"` rejects in the browser and on the server, so
 * it is never taken for a valid date, and is never lost either.
 */
export function storedDate(text: string, dayFirst = false): string {
  return canonicalDate(text, dayFirst) ?? text.trim();
}

/** `YYYY-MM-DD` → `MM/DD/YYYY` (or `DD/MM/YYYY`) for the box; anything else shows as stored. */
export function displayedDate(stored: string, dayFirst = false): string {
  const iso = ISO_FORM.exec(stored);
  if (!iso) return stored;
  return dayFirst ? `${iso[3]}/${iso[2]}/${iso[1]}` : `${iso[2]}/${iso[3]}/${iso[1]}`;
}

/**
 * The stored date in words in `locale` ("5 April 2001", "May 4, 2001", "5 avril 2001") when its
 * day and month could be read either way round (both 1–12 and different), so the applicant sees
 * which one was understood; undefined for any other value, and for a date not on the calendar.
 */
export function ambiguousDateInWords(stored: string, locale: string): string | undefined {
  const [, , month, day] = ISO_FORM.exec(stored) ?? [];
  const date = new Date(`${stored}T00:00Z`);
  // An impossible date (02/30) rolls over to another day; month 00 is no date at all (NaN).
  if (!day || month === day || +month! > 12 || +day > 12 || date.getUTCDate() !== +day)
    return undefined;
  return date.toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * The catalogue's placeholder (written in its locale's order, "MM/DD/YYYY" in English) for a form
 * read day first or not: the first two groups change places when the orders differ.
 */
export const datePlaceholder = (placeholder: string, locale: string, dayFirst: boolean): string =>
  writesDayFirst(locale) === dayFirst
    ? placeholder
    : placeholder.replace(/^(.+?)\/(.+?)\//, '$2/$1/');

/**
 * Inserts the slashes of MM/DD/YYYY into digits typed without them ("041" → "04/1",
 * "04172008" → "04/17/2008"), so a phone's number pad, which has no "/", types a whole date. It
 * only inserts, and only after a two-digit month (01–12) or day followed by another digit:
 * a year typed first ("2008-…"), or text with the applicant's own separators, is left alone.
 * Day first inserts nothing: a two-digit day (19, 20) cannot be told from a year being typed;
 * eight digits (DDMMYYYY) are read all the same.
 */
export function insertDateSlashes(text: string, dayFirst = false): string {
  if (dayFirst) return text;
  return text.replace(/^(0[1-9]|1[0-2])(?=\d)/, '$1/').replace(/^(\d{2}\/\d{2})(?=\d)/, '$1/');
}
