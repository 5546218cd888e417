/** Reading a number typed into a text box. No React here. */

/** Digits with at most one decimal point, signed: what a number box stores as a JSON number. */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** The decimal separator of a BCP 47 locale: "." for en-US, "," for es or fr. */
export const decimalSeparator = (locale: string): string => (1.5).toLocaleString(locale).charAt(1);

/**
 * The JSON number of typed text ("3.7", " 24 ", and "3,7" when `separator` is ","), or the text
 * as typed when it is not one ("3.7x", "1.234,5", ""), so validation reports it and the
 * applicant sees what they typed. A "." is read as the decimal point in every locale: it is what
 * a phone's decimal pad or a number typed elsewhere gives. Grouping separators are not read:
 * "1,234" in an English form is text, never guessed to be 1234 or 1.234.
 */
export function parseNumber(text: string, separator = '.'): string | number {
  // One comma becomes the point; "1.234,5" becomes "1.234.5", which is no number.
  const normalised = text.trim().replace(separator, '.');
  return DECIMAL.test(normalised) ? Number(normalised) : text;
}
