import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { checkPolicy, presign } from '../src/documents/policy.ts';
import { sanitiseFileName } from '../src/documents/repository.ts';
import { loadStorageSecret } from '../src/documents/secret.ts';

describe('storage secret', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is generated once and kept in DATA_DIR, so a restart keeps forms valid', async () => {
    dir = await mkdtemp(join(tmpdir(), 'secret-'));
    const first = await loadStorageSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(join(dir, 'storage-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(join(dir, 'storage-secret'))).mode & 0o777).toBe(0o600);
    const fields = presign(first, '7', 'personal_statement_doc');
    const restarted = await loadStorageSecret(dir);
    expect(restarted).toBe(first);
    expect(checkPolicy(restarted, fields).ok).toBe(true);
  });

  it('concurrent first starts agree on one secret', async () => {
    dir = await mkdtemp(join(tmpdir(), 'secret-'));
    const secrets = await Promise.all([1, 2, 3].map(() => loadStorageSecret(dir!)));
    expect(new Set(secrets).size).toBe(1);
  });

  it('prefers STORAGE_SECRET, and the settings refuse a short one', async () => {
    dir = await mkdtemp(join(tmpdir(), 'secret-'));
    const configured = 'x'.repeat(40);
    const config = readConfig({ STORAGE_SECRET: configured });
    expect(await loadStorageSecret(dir, config.storageSecret)).toBe(configured);
    // Its length is said, never its value.
    expect(() => readConfig({ STORAGE_SECRET: 'short' })).toThrow(
      /STORAGE_SECRET must be text of at least 32 characters \(got 5 characters\)/,
    );
  });
});

describe('upload policies', () => {
  const secret = 's'.repeat(43);

  it('expire after 10 minutes', () => {
    const now = Date.now();
    const fields = presign(secret, '1', 'doc', now);
    expect(checkPolicy(secret, fields, now + 9 * 60_000).ok).toBe(true);
    expect(checkPolicy(secret, fields, now + 10 * 60_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('are bound to the secret and the key', () => {
    const fields = presign(secret, '1', 'doc');
    expect(checkPolicy('t'.repeat(43), fields)).toEqual({ ok: false, reason: 'signature' });
    expect(checkPolicy(secret, { ...fields, key: `${fields.key}x` })).toEqual({
      ok: false,
      reason: 'key',
    });
  });
});

describe('file names', () => {
  it.each([
    ['essay.pdf', 'essay.pdf'],
    ['C:\\Users\\me\\My Essay (final).docx', 'My Essay (final).docx'],
    ['../../etc/passwd', 'passwd'],
    ['a\u0000b\nc.png', 'a_b_c.png'],
    ['..', 'document'],
    ['', 'document'],
    [undefined, 'document'],
    [`${'x'.repeat(200)}.pdf`, `${'x'.repeat(96)}.pdf`],
  ])('%j → %j', (name, expected) => {
    expect(sanitiseFileName(name)).toBe(expected);
  });
});
