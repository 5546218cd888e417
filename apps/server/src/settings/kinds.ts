/**
 * The kinds of value a setting holds, each a small parser of an environment variable's text that
 * also says in words what it accepts (for the error at start and for docs/api.md's tables).
 *
 * Why not zod, env-schema or TypeBox (issue 31): none of them is a dependency of the repository
 * (`npm ls zod` is empty; ajv comes only through Fastify), and none would save much here. The
 * server's settings are about fifty variables of five kinds — whole numbers in a range, one of a
 * few words, a URL of given schemes, a path, free text — and what matters is the message an
 * operator reads at start (`PORT must be an integer between 0 and 65535 (got "abc")`), every bad
 * variable at once, and the documentation table generated from the same data. A library would
 * still need a custom message per kind, and ajv's type coercion (env-schema's) turns an empty
 * string into 0, the very bug this replaces. So the schema is plain data over these few parsers,
 * with no new dependency for the deployable server to carry.
 */
import { resolve as resolvePath } from 'node:path';

/** The sections of the settings, in the order docs/api.md lists them. */
export const GROUPS = {
  server: 'Serving',
  files: 'Files and directories',
  database: 'Database',
  http: 'Timeouts and connection limits',
  accounts: 'Limits on guessing',
  'rate-limit-store': 'Where the rate limits are counted',
  mail: 'E-mail',
  application: 'Applications',
  workers: 'Background work',
  conversion: 'Document conversion and printing',
  storage: 'Uploads and PDFs in S3',
} as const;

/** A section of the settings (see {@link GROUPS}). */
export type SettingGroup = keyof typeof GROUPS;

/**
 * One environment variable: how its text becomes a value, the value when it is unset, and what
 * the documentation says of it. An empty string counts as unset (`FOO=` in a shell, an env file
 * or docker-compose is how a variable is blanked out), for every setting alike.
 */
export interface Setting<T, HasDefault extends boolean = boolean> {
  readonly group: SettingGroup;
  /** One line of Markdown for docs/api.md: what the setting does. */
  readonly description: string;
  /** What the variable accepts, in words ("an integer between 0 and 65535"). */
  readonly accepts: string;
  /** Whether {@link Setting.default} holds a value (else the setting is optional, or computed). */
  readonly hasDefault: HasDefault;
  /** The value when the variable is unset or empty. */
  readonly default: HasDefault extends true ? T : undefined;
  /**
   * The default as the documentation shows it, when it is not a plain value: computed at start
   * (the number of cores), or a path within the checkout (absolute only on this machine).
   */
  readonly defaultText?: string;
  /** Never echoed in an error: passwords, keys, URLs that may carry credentials. */
  readonly secret?: boolean;
  /** The value of a variable's (non-empty) text, or undefined when the text is not acceptable. */
  parse(text: string): T | undefined;
}

/** Any setting, whatever its value. */
export type AnySetting = Setting<unknown>;

/** What every setting declares besides its kind. */
export interface Described {
  readonly group: SettingGroup;
  readonly description: string;
  readonly defaultText?: string;
  readonly secret?: boolean;
}

type WithDefault<T> = { readonly default: T };

function setting<T>(
  options: Described & { readonly default?: T },
  accepts: string,
  parse: (text: string) => T | undefined,
): Setting<T> {
  const { default: fallback, ...described } = options;
  return {
    ...described,
    accepts,
    hasDefault: fallback !== undefined,
    default: fallback,
    parse,
  } as Setting<T>;
}

/** A whole number of at least `min` (and at most `max`); `unit` is for the words only. */
export function integer(
  options: Described & WithDefault<number> & { min: number; max?: number; unit?: string },
): Setting<number, true>;
export function integer(
  options: Described & { min: number; max?: number; unit?: string },
): Setting<number, false>;
export function integer(
  options: Described & { default?: number; min: number; max?: number; unit?: string },
): Setting<number> {
  const { min, max, unit } = options;
  const range = max === undefined ? `of at least ${min}` : `between ${min} and ${max}`;
  // Digits only: Number() would take " 12 ", "1e3", "0x10" and "12.0" as well.
  return setting(options, `an integer ${range}${unit ? ` (${unit})` : ''}`, (text) => {
    if (!/^\d{1,16}$/.test(text)) return undefined;
    const n = Number(text);
    return Number.isSafeInteger(n) && n >= min && (max === undefined || n <= max) ? n : undefined;
  });
}

/** One of a few words, exactly as written. */
export function oneOf<const V extends string>(
  options: Described & WithDefault<NoInfer<V>> & { values: readonly V[] },
): Setting<V, true>;
export function oneOf<const V extends string>(
  options: Described & { values: readonly V[] },
): Setting<V, false>;
export function oneOf<const V extends string>(
  options: Described & { default?: V; values: readonly V[] },
): Setting<V> {
  const { values } = options;
  const words =
    values.length === 2 ? `${values[0]} or ${values[1]}` : `one of ${values.join(', ')}`;
  return setting(options, words, (text) =>
    (values as readonly string[]).includes(text) ? (text as V) : undefined,
  );
}

/** Any text (of at least `minLength` characters). */
export function text(
  options: Described & WithDefault<string> & { minLength?: number },
): Setting<string, true>;
export function text(options: Described & { minLength?: number }): Setting<string, false>;
export function text(
  options: Described & { default?: string; minLength?: number },
): Setting<string> {
  const minLength = options.minLength ?? 1;
  return setting(
    options,
    minLength > 1 ? `text of at least ${minLength} characters` : 'any text',
    (value) => (value.length >= minLength ? value : undefined),
  );
}

/** A directory or file path, relative to the working directory unless absolute. */
export function path(options: Described & WithDefault<string>): Setting<string, true> {
  // Made absolute once, here: @fastify/static refuses a relative root, and a path read later
  // must not change meaning if the process changes its working directory.
  const parse = (value: string) => resolvePath(value);
  return setting(options, 'a path (relative to the working directory)', parse) as Setting<
    string,
    true
  >;
}

/** An absolute URL of one of `schemes` (without the colon), kept as written. */
export function url(
  options: Described & WithDefault<string> & { schemes: readonly string[] },
): Setting<string, true>;
export function url(options: Described & { schemes: readonly string[] }): Setting<string, false>;
export function url(
  options: Described & { default?: string; schemes: readonly string[] },
): Setting<string> {
  const { schemes } = options;
  const names = schemes.map((scheme) => `${scheme}:`).join(' or ');
  return setting(options, `an absolute ${names} URL`, (value) => {
    try {
      return schemes.includes(new URL(value).protocol.slice(0, -1)) ? value : undefined;
    } catch {
      return undefined;
    }
  });
}

/** A setting of its own kind: `accepts` in words, `parse` as {@link Setting.parse}. */
export function custom<T>(
  options: Described & { accepts: string; parse: (text: string) => T | undefined },
): Setting<T, false> {
  const { accepts, parse, ...described } = options;
  return setting(described, accepts, parse) as Setting<T, false>;
}
