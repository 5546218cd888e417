/** E-mail addresses: something@something.tld, no spaces. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** US phone numbers as masked: (ddd) ddd-dddd, area code and exchange starting with 2-9. */
export const US_PHONE_PATTERN = '^\\([2-9][0-9]{2}\\) [2-9][0-9]{2}-[0-9]{4}$';

/** Digits only. */
export const DIGITS_PATTERN = '^[0-9]+$';
