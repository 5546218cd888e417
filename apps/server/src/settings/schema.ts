/**
 * The one configuration schema of the server and its CLIs (issue 31): every environment variable
 * they read, with its kind, range, default, section and one line of documentation, and the one
 * place that reads them. Before, `PORT` and the session lengths went through a bare `Number()`
 * ("abc" → NaN, "" → 0), the account rate limits fell back to their defaults on a bad value, the
 * conversion settings stopped the server at the first bad one, and `HOST` and `CHROMIUM_PATH` were
 * read where they were used.
 *
 * The rules, the same for every variable:
 * - unset and empty are the same: the default (`FOO=` blanks a variable out in a shell, an env
 *   file or docker-compose; it never means "the empty value");
 * - anything else must be what the setting accepts, else the server does not start: one error
 *   names every bad variable, with what it accepts and what it got (a secret's value is never
 *   echoed, only its length).
 *
 * docs/api.md's settings tables are generated from this schema by `scripts/api-docs.ts`
 * (`npm run docs:api`), and its test fails when they drift. Nothing here imports from the
 * features: they import their types and defaults from `sections.ts` (one way: features → settings).
 */
import type { Setting } from './kinds.ts';
import { SERVING_SETTINGS } from './serving.ts';
import { WORK_SETTINGS } from './work.ts';

/** Every setting, by the name of its environment variable. */
export const SETTINGS = { ...SERVING_SETTINGS, ...WORK_SETTINGS } as const;

/** The name of an environment variable the server reads. */
export type SettingName = keyof typeof SETTINGS;

/** A setting's value: defined when it has a default, else undefined while unset. */
type ValueOf<S> =
  S extends Setting<infer T, infer HasDefault>
    ? HasDefault extends true
      ? T
      : T | undefined
    : never;

/** The values of every setting, parsed and checked. */
export type Settings = { readonly [K in SettingName]: ValueOf<(typeof SETTINGS)[K]> };

/** Settings that are not what they accept; {@link SettingsError.problems} names each. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `${problems.length === 1 ? 'A setting is' : `${problems.length} settings are`} invalid ` +
        `(environment variables; unset or empty means the default):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.name = 'SettingsError';
  }
}

/** What is wrong with one variable's text, in one line. */
function problem(name: string, setting: Setting<unknown>, text: string): string {
  const got = setting.secret ? `${text.length} characters` : JSON.stringify(text);
  return `${name} must be ${setting.accepts} (got ${got})`;
}

/** One setting's value from `env`, or its problem. */
function readOne(
  env: NodeJS.ProcessEnv,
  name: SettingName,
): { value: unknown; problem?: undefined } | { problem: string } {
  const setting: Setting<unknown> = SETTINGS[name];
  const text = env[name];
  if (text === undefined || text === '') return { value: setting.default };
  const value = setting.parse(text);
  return value === undefined ? { problem: problem(name, setting, text) } : { value };
}

/**
 * Every setting from an environment: the defaults for the unset ones, a {@link SettingsError}
 * naming every bad one.
 */
export function parseSettings(env: NodeJS.ProcessEnv): Settings {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of Object.keys(SETTINGS) as SettingName[]) {
    const result = readOne(env, name);
    if (result.problem !== undefined) problems.push(result.problem);
    else values[name] = result.value;
  }
  if (problems.length) throw new SettingsError(problems);
  return values as Settings;
}

/**
 * One setting from an environment, by the same rules: for the tools beside the server (tests and
 * benchmarks launching Chromium) that need one setting and not the whole configuration.
 */
export function readSetting<K extends SettingName>(env: NodeJS.ProcessEnv, name: K): Settings[K] {
  const result = readOne(env, name);
  if (result.problem !== undefined) throw new SettingsError([result.problem]);
  return result.value as Settings[K];
}
