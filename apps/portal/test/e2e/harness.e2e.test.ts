/**
 * The harness itself: the server starts on its own port and data, e-mails arrive in the outbox
 * and read back, and stopping leaves no process and no data behind. (The service CLI's restart
 * is exercised by the service-view spec.) If this file fails, the other specs' failures say
 * nothing about the portal.
 */
import { existsSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, inject, it } from 'vitest';
import { createAccount, PASSWORD, uniqueUsername } from './harness/accounts.ts';
import { makePng, pdfText } from './harness/files.ts';
import { readOutbox } from './harness/outbox.ts';
import { startServer } from './harness/server.ts';

/** Whether any process is left in a process group. */
const groupAlive = (pid: number): boolean => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('e2e harness', () => {
  it('runs a server with its own data, reads its mail and cleans up', async () => {
    const server = await startServer({ template: inject('e2eDataTemplate') });
    let stopped = false;
    try {
      const health = await fetch(`${server.url}/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      const page = await fetch(`${server.url}/about`);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");

      const username = uniqueUsername('harness');
      await createAccount(server, username);
      const mails = await readOutbox(server.dataDir);
      expect(mails.map((m) => m.subject)).toContain('Your confirmation code');
      const login = await fetch(`${server.url}/public/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: PASSWORD }),
      });
      expect(login.status).toBe(200);

      const pid = server.pid()!;
      expect(groupAlive(pid)).toBe(true);
      await server.stop();
      stopped = true;
      expect(existsSync(server.dataDir)).toBe(false);
      // The server and whatever it started (the PDF worker's Chromium) are gone.
      expect(groupAlive(pid)).toBe(false);
    } finally {
      if (!stopped) await server.stop();
    }
  });

  it('makes PNGs, and reads the text of a PDF', async () => {
    const png = makePng(8, 8);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage().drawText('Ada Lovelace', { x: 50, y: 700, font, size: 18 });
    expect(await pdfText(await pdf.save())).toContain('Ada Lovelace');
  });
});
