/**
 * What JSON Schema's keywords mean for a JSON value, as ajv implements them: the shared helpers
 * of the check table (schema-checks.ts) and its conditions (state-conditions.ts).
 */

/** An object in JSON Schema's sense: not null, not an array. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** JSON equality (`const`, `enum`): same type and value, arrays and objects member by member. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => jsonEqual(item, other[i]));
  }
  const aKeys = Object.keys(a);
  const bObject = b as Record<string, unknown>;
  return (
    aKeys.length === Object.keys(bObject).length &&
    aKeys.every(
      (key) =>
        Object.hasOwn(bObject, key) && jsonEqual((a as Record<string, unknown>)[key], bObject[key]),
    )
  );
}

/**
 * Answered: present, not null, and not the empty string (ANSWERED_VALUE: any non-null type, a
 * string with a first character).
 */
export const answered = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '';

/** A string's length in code points, as ajv counts it for minLength and maxLength. */
export function codePoints(text: string): number {
  let length = 0;
  for (let at = 0; at < text.length; length++) {
    const unit = text.charCodeAt(at++);
    if (unit >= 0xd800 && unit <= 0xdbff && at < text.length) {
      if ((text.charCodeAt(at) & 0xfc00) === 0xdc00) at++;
    }
  }
  return length;
}

/** Whether a value has a JSON Schema `type` (number and integer as ajv checks them). */
export function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isFinite(value) && value % 1 === 0;
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      throw new Error(`unknown JSON Schema type "${type}"`);
  }
}
