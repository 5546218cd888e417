/**
 * What ajv's standalone output needs beside the validate functions, inlined so a generated module
 * imports nothing: ajv-formats' `date` format and ajv's run-time helpers `ucs2length` and `equal`.
 */

/** Name the generated code reads the formats from (ajv `code.formats`). */
export const FORMATS_NAME = '__formEngineFormats';

/** ajv-formats' full `date` format (RFC 3339 full-date, leap years), as source. */
const FORMATS_SOURCE = `const ${FORMATS_NAME} = {
  date: {
    validate(str) {
      const m = /^(\\d\\d\\d\\d)-(\\d\\d)-(\\d\\d)$/.exec(str);
      if (!m) return false;
      const year = +m[1], month = +m[2], day = +m[3];
      const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
      const days = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
      return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : days[month]);
    },
  },
};`;

/** ajv's `runtime/ucs2length`: string length in code points (minLength/maxLength). */
const UCS2LENGTH_SOURCE = `function __formEngineUcs2length(str) {
  const len = str.length;
  let length = 0, pos = 0, value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}`;

/** ajv's `runtime/equal`, which is fast-deep-equal (enums of 200+ values, `const`), as source. */
const EQUAL_SOURCE = `function __formEngineEqual(a, b) {
  if (a === b) return true;
  if (a && b && typeof a == 'object' && typeof b == 'object') {
    if (a.constructor !== b.constructor) return false;
    let length, i;
    if (Array.isArray(a)) {
      length = a.length;
      if (length != b.length) return false;
      for (i = length; i-- !== 0; ) if (!__formEngineEqual(a[i], b[i])) return false;
      return true;
    }
    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
    const keys = Object.keys(a);
    length = keys.length;
    if (length !== Object.keys(b).length) return false;
    for (i = length; i-- !== 0; )
      if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
    for (i = length; i-- !== 0; ) if (!__formEngineEqual(a[keys[i]], b[keys[i]])) return false;
    return true;
  }
  return a !== a && b !== b;
}`;

/** The run-time helpers ajv's code may `require`, by module, with their inlined replacements. */
const INLINED: Readonly<Record<string, { name: string; source: string }>> = {
  'ajv/dist/runtime/ucs2length': { name: '__formEngineUcs2length', source: UCS2LENGTH_SOURCE },
  'ajv/dist/runtime/equal': { name: '__formEngineEqual', source: EQUAL_SOURCE },
};

const REQUIRE = /require\("([^"]+)"\)(\.default)?/g;

/**
 * Turns ajv's standalone ES module source into a self-contained one: its `require(...)` of ajv's
 * run-time helpers (ES modules cannot `require`) become inlined functions, and the formats it
 * reads are defined at the top. Throws on any other `require`, so a new dependency of the
 * generated code is noticed at build time rather than in a browser.
 */
export function selfContained(source: string): string {
  const used = new Set<string>();
  const body = source.replace(REQUIRE, (_match, path: string) => {
    const inline = INLINED[path];
    if (!inline) throw new Error(`generated validator requires "${path}", which is not inlined`);
    used.add(path);
    return inline.name;
  });
  const helpers = [...used].map((path) => INLINED[path]!.source);
  const formats = body.includes(FORMATS_NAME) ? [FORMATS_SOURCE] : [];
  const strict = '"use strict";';
  const code = body.startsWith(strict) ? body.slice(strict.length) : body;
  return [strict, ...formats, ...helpers, code.trimStart()].join('\n');
}
