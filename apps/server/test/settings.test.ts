/**
 * The one configuration schema (issue 31): every bad variable named in one error, an empty string
 * the same as unset, the defaults, the rate limits as strict as the conversion settings, the
 * docs' tables generated from the schema (checked in scripts/api-docs.test.ts), and `config.ts`
 * and `settings/` depending on no feature.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { parseSettings, readSetting, SETTINGS, SettingsError } from '../src/settings/schema.ts';
import { DEFAULT_DATABASE_TIMEOUTS } from '../src/settings/sections.ts';

/** The error `readConfig(env)` throws (fails the test when it throws none). */
function errorOf(env: NodeJS.ProcessEnv): SettingsError {
  try {
    readConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return error as SettingsError;
  }
  throw new Error(`no error for ${JSON.stringify(env)}`);
}

describe('the settings at start', () => {
  it('names a bad PORT, with what it accepts and what it got', () => {
    const error = errorOf({ PORT: 'abc' });
    expect(error.problems).toEqual(['PORT must be an integer between 0 and 65535 (got "abc")']);
    expect(error.message).toMatch(/PORT must be an integer between 0 and 65535 \(got "abc"\)/);
    for (const port of ['-1', '65536', '3000.5', ' 3000', '1e3', '0x10'])
      expect(errorOf({ PORT: port }).problems, port).toEqual([
        `PORT must be an integer between 0 and 65535 (got ${JSON.stringify(port)})`,
      ]);
    expect(readConfig({ PORT: '8080' }).port).toBe(8080);
  });

  it('names every bad variable in one error', () => {
    const error = errorOf({
      PORT: 'abc',
      SESSION_IDLE_MS: '15m',
      FORM_VARIANT: 'graduate',
      PUBLIC_URL: 'apply.example.edu',
    });
    expect(error.problems).toEqual([
      'PORT must be an integer between 0 and 65535 (got "abc")',
      'PUBLIC_URL must be an absolute http: or https: URL (got "apply.example.edu")',
      'FORM_VARIANT must be undergraduate or transfer (got "graduate")',
      'SESSION_IDLE_MS must be an integer of at least 1 (ms) (got "15m")',
    ]);
    expect(error.message.split('\n')[0]).toBe(
      '4 settings are invalid (environment variables; unset or empty means the default):',
    );
  });

  it('takes an empty variable as unset, for every setting', () => {
    const empty = Object.fromEntries(Object.keys(SETTINGS).map((name) => [name, '']));
    expect(parseSettings(empty)).toEqual(parseSettings({}));
    const config = readConfig({ PORT: '', SESSION_IDLE_MS: '', SESSION_MAX_MS: '' });
    // Before, `Number("")` made these 0: a server on a random port whose sessions ended at once.
    expect(config.port).toBe(3000);
    expect(config.sessionIdleMs).toBe(15 * 60_000);
    expect(config.sessionMaxMs).toBe(12 * 60 * 60_000);
  });

  it('fills in the defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      formVariant: 'undergraduate',
      workers: true,
      applicationMaxBytes: 128 * 1024,
      redisKeyPrefix: 'admissions:rl:',
      database: DEFAULT_DATABASE_TIMEOUTS,
      http: { maxConnectionsPerAddress: 256, requestTimeoutMs: 60_000 },
      retention: { intervalMs: 60 * 60_000, loginRetentionMs: 365 * 24 * 60 * 60_000 },
      conversion: {
        memoryMb: 768,
        timeoutMs: 30_000,
        perHour: 30,
        perAddressPerHour: 150,
        workers: availableParallelism(),
        queueDeadlineMs: undefined,
      },
      rateLimits: {
        windowMs: 60_000,
        perAddress: 20,
        login: 10,
        email: 5,
        emailCeiling: 20,
        account: 10,
        loginCeiling: 100,
        codesPerSource: 5,
        codeCeiling: 100,
      },
      chromium: { path: '/usr/bin/chromium', sandbox: undefined },
      storageSecret: undefined,
      databaseUrl: undefined,
      s3: undefined,
    });
    // The served directories: today's places in the checkout.
    const checkout = fileURLToPath(new URL('../../../', import.meta.url));
    expect(config.portalDir).toBe(`${checkout}apps/portal/dist`);
    expect(config.storybookDir).toBe(`${checkout}storybook-static`);
    expect(config.playgroundDir).toBe(`${checkout}apps/playground/dist`);
    expect(config.schemaDir).toBe(`${checkout}packages/form-engine/schema`);
    expect(readConfig({ TRUST_PROXY: '1' }).http.maxConnectionsPerAddress).toBe(0);
  });

  it('takes the served directories and the listening address from the environment', () => {
    const config = readConfig({
      PORTAL_DIR: '/srv/portal',
      STORYBOOK_DIR: '/srv/storybook',
      PLAYGROUND_DIR: '/srv/playground',
      SCHEMA_DIR: '/srv/schema',
      HOST: '127.0.0.1',
    });
    expect(config).toMatchObject({
      portalDir: '/srv/portal',
      storybookDir: '/srv/storybook',
      playgroundDir: '/srv/playground',
      schemaDir: '/srv/schema',
      host: '127.0.0.1',
    });
  });

  it('makes a relative directory absolute, from the working directory at start', () => {
    const config = readConfig({ PORTAL_DIR: 'static/portal', DATA_DIR: './data' });
    expect(config.portalDir).toBe(join(process.cwd(), 'static/portal'));
    expect(config.dataDir).toBe(join(process.cwd(), 'data'));
  });

  it('holds the account rate limits as strictly as the conversion settings', () => {
    // Before, a bad RATE_LIMIT_* fell back to its default without a word.
    expect(errorOf({ RATE_LIMIT_LOGIN: 'ten', CONVERSION_RATE_LIMIT: '0' }).problems).toEqual([
      'RATE_LIMIT_LOGIN must be an integer of at least 1 (got "ten")',
      'CONVERSION_RATE_LIMIT must be an integer of at least 1 (got "0")',
    ]);
    for (const name of [
      'RATE_LIMIT_WINDOW_MS',
      'RATE_LIMIT_PER_ADDRESS',
      'RATE_LIMIT_EMAIL',
      'RATE_LIMIT_EMAIL_CEILING',
      'RATE_LIMIT_ACCOUNT',
      'LOGIN_FAILURE_CEILING',
      'CODE_FAILURES_PER_SOURCE',
      'CODE_FAILURE_CEILING',
    ])
      for (const value of ['0', '-3', '2.5', 'many'])
        expect(errorOf({ [name]: value }).problems, `${name}=${value}`).toEqual([
          expect.stringMatching(new RegExp(`^${name} must be an integer of at least 1`)),
        ]);
    expect(readConfig({ RATE_LIMIT_LOGIN: '3' }).rateLimits.login).toBe(3);
  });

  it('never echoes a secret, only its length', () => {
    const error = errorOf({
      DATABASE_URL: 'mysql://admin:hunter2@db/admissions',
      STORAGE_SECRET: 'hunter2',
    });
    expect(error.message).not.toMatch(/hunter2/);
    expect(error.problems).toEqual([
      'STORAGE_SECRET must be text of at least 32 characters (got 7 characters)',
      'DATABASE_URL must be an absolute postgres: or postgresql: URL (got 35 characters)',
    ]);
  });

  it('checks the words, URLs and proxy lists', () => {
    expect(errorOf({ WORKERS: 'no', COOKIE_SECURE: 'yes', TRUST_PROXY: 'proxy' }).problems).toEqual(
      [
        'COOKIE_SECURE must be true or false (got "yes")',
        expect.stringMatching(/^TRUST_PROXY must be a number of proxy hops, or a comma-separated/),
        'WORKERS must be on or off (got "no")',
      ],
    );
    expect(readConfig({ WORKERS: 'off' }).workers).toBe(false);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      'loopback',
    ]);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: '0' })).toThrow(/TRUST_PROXY/);
    expect(readSetting({ CHROMIUM_SANDBOX: 'off' }, 'CHROMIUM_SANDBOX')).toBe('off');
    expect(() => readSetting({ CHROMIUM_SANDBOX: 'yes' }, 'CHROMIUM_SANDBOX')).toThrow(
      'CHROMIUM_SANDBOX must be on or off (got "yes")',
    );
  });
});

describe('a server or CLI started with bad settings', () => {
  /** Runs `file` (of apps/server/src) with `env`: its exit code and standard error. */
  async function run(file: string, env: NodeJS.ProcessEnv) {
    const script = fileURLToPath(new URL(`../src/${file}`, import.meta.url));
    try {
      await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        env: { PATH: process.env.PATH, ...env },
        timeout: 30_000,
      });
      return { code: 0, stderr: '' };
    } catch (error) {
      const { code, stderr } = error as { code: number; stderr: string };
      return { code, stderr };
    }
  }

  it.each(['server.ts', 'cli/export.ts'])(
    '%s exits 1, saying every bad variable and no stack trace',
    async (file) => {
      const { code, stderr } = await run(file, {
        PORT: 'abc',
        RATE_LIMIT_LOGIN: 'ten',
        DATA_DIR: '/nonexistent/never-created',
      });
      expect(code).toBe(1);
      expect(stderr).toBe(
        '2 settings are invalid (environment variables; unset or empty means the default):\n' +
          '  PORT must be an integer between 0 and 65535 (got "abc")\n' +
          '  RATE_LIMIT_LOGIN must be an integer of at least 1 (got "ten")\n',
      );
    },
    40_000,
  );
});

describe('the configuration depends on no feature', () => {
  const src = new URL('../src/', import.meta.url);
  const importsOf = (file: URL) =>
    [...readFileSync(file, 'utf8').matchAll(/^import[^;]*?from '([^']+)'/gms)].map((m) => m[1]!);

  it('config.ts imports only settings/ and Node', () => {
    for (const target of importsOf(new URL('config.ts', src)))
      expect(target).toMatch(/^(node:|\.\/settings\/)/);
  });

  it('settings/ imports only itself and Node', () => {
    const folder = new URL('settings/', src);
    for (const file of readdirSync(folder))
      for (const target of importsOf(new URL(file, folder)))
        expect(target, file).toMatch(/^(node:|\.\/[\w-]+\.ts$)/);
  });
});
