import type Ajv from 'ajv';

/** The engine's JSON Schema extension keywords, for back ends in other languages to implement. */
export const EXTENSION_KEYWORDS = {
  /** Annotation on each check: `{ key, message }`, the answer it checks and what it reports. */
  error: 'x-error',
  /** A `YYYY-MM-DD` string at least this many whole years before today (UTC). */
  minAge: 'x-minAge',
  /** A `YYYY-MM-DD` string whose year is at least the current year (UTC) plus this offset. */
  minYear: 'x-minYear',
  /** A `YYYY-MM-DD` string whose year is at most the current year (UTC) plus this offset. */
  maxYear: 'x-maxYear',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a calendar date; undefined for anything else (the date-format rule reports those). */
export function parseIsoDate(
  value: string,
): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return undefined;
  return { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Registers the extension keywords on an ajv instance, reading "today" from `now`. */
export function addExtensionKeywords(ajv: Ajv, now: () => Date): void {
  ajv.addKeyword({ keyword: EXTENSION_KEYWORDS.error, schemaType: 'object' });
  ajv.addKeyword({
    keyword: EXTENSION_KEYWORDS.minAge,
    type: 'string',
    schemaType: 'number',
    validate: (years: number, data: string) => {
      const date = parseIsoDate(data);
      if (!date) return true;
      const today = now();
      const cutoff = `${pad(today.getUTCFullYear() - years, 4)}-${pad(today.getUTCMonth() + 1)}-${pad(today.getUTCDate())}`;
      return data <= cutoff;
    },
  });
  ajv.addKeyword({
    keyword: EXTENSION_KEYWORDS.minYear,
    type: 'string',
    schemaType: 'number',
    validate: (offset: number, data: string) => {
      const date = parseIsoDate(data);
      return !date || date.year >= now().getUTCFullYear() + offset;
    },
  });
  ajv.addKeyword({
    keyword: EXTENSION_KEYWORDS.maxYear,
    type: 'string',
    schemaType: 'number',
    validate: (offset: number, data: string) => {
      const date = parseIsoDate(data);
      return !date || date.year <= now().getUTCFullYear() + offset;
    },
  });
}
