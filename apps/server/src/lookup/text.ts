/** Text helpers shared by the lookup directories. */

/**
 * The form lookups compare: accents removed (NFKD), lower case, apostrophes dropped ("St. John's"
 * and "st johns" meet), every other run of non-alphanumerics one space.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of folded text ([] for blank text). */
export const wordsOf = (folded: string): string[] => (folded === '' ? [] : folded.split(' '));

/**
 * A place name as shown: directories spell some cities in capitals ("CANAL WINCHESTER"); those
 * are title-cased, anything in mixed case is kept.
 */
export function displayName(name: string): string {
  if (name !== name.toUpperCase() || !/\p{L}/u.test(name)) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s\-'.(/])(\p{L})/gu, (_, lead: string, letter: string) => {
      return lead + letter.toUpperCase();
    });
}
