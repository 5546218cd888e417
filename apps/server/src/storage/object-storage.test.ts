import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskStorage } from './object-storage.ts';

describe('disk storage', () => {
  it('puts, gets and deletes objects', async () => {
    const storage = diskStorage(await mkdtemp(join(tmpdir(), 'store-')));
    await storage.put('uploads/1/a.pdf', new Uint8Array([1, 2, 3]));
    expect([...(await storage.get('uploads/1/a.pdf'))!]).toEqual([1, 2, 3]);
    await storage.delete('uploads/1/a.pdf');
    expect(await storage.get('uploads/1/a.pdf')).toBeUndefined();
  });

  it('refuses keys that would leave the store', async () => {
    const storage = diskStorage(await mkdtemp(join(tmpdir(), 'store-')));
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a\\b', '', 'a//b'])
      await expect(storage.put(key, new Uint8Array())).rejects.toThrow('unsafe storage key');
  });
});
