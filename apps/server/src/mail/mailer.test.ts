import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer.ts';

describe('the mailer without SMTP', () => {
  it('writes each message as an .eml file to the outbox and logs where, not what', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mail-'));
    const info = vi.fn();
    const mailer = createMailer({ dataDir, log: { info } as never });
    await mailer.send({
      to: 'ada@example.edu',
      subject: 'Your confirmation code',
      text: 'Your code is 123456.',
    });
    const [file] = await readdir(join(dataDir, 'outbox'));
    expect(file).toMatch(/\.eml$/);
    const eml = await readFile(join(dataDir, 'outbox', file!), 'utf8');
    expect(eml).toContain('To: ada@example.edu');
    expect(eml).toContain('Your code is 123456.');
    expect(JSON.stringify(info.mock.calls)).not.toContain('123456');
  });
});
