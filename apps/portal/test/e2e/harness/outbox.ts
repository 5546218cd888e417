/**
 * The e-mails the server wrote: without SMTP_URL each message is an `.eml` file in
 * `DATA_DIR/outbox/`, named by the time it was sent. The specs read confirmation codes and reset
 * links from there, as an applicant reads them from their mailbox.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Mail {
  readonly file: string;
  readonly to: string;
  readonly subject: string;
  /** The decoded text body. */
  readonly text: string;
}

/** Undoes quoted-printable (nodemailer's choice for long or non-ASCII lines): `=\n` and `=XX`. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Parses one single-part text message (all the server sends). */
export function parseMail(file: string, raw: string): Mail {
  const normalised = raw.replace(/\r\n/g, '\n');
  const split = normalised.indexOf('\n\n');
  // Folded header lines continue with whitespace.
  const head = normalised.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = normalised.slice(split + 2);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { file, to: header('To'), subject: header('Subject'), text };
}

/** Every message in the outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<Mail[]> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (name) => parseMail(name, await readFile(join(dir, name), 'utf8'))),
  );
}

/**
 * Waits for a message to `to` whose subject includes `subject` and that is not among `seen`
 * (files read before the action that sends it), and returns the newest such.
 */
export async function waitForMail(
  dataDir: string,
  match: { to: string; subject: string; seen?: ReadonlySet<string> },
  timeoutMs = 15_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dataDir)).filter(
      (mail) =>
        mail.to.toLowerCase().includes(match.to.toLowerCase()) &&
        mail.subject.includes(match.subject) &&
        !match.seen?.has(mail.file),
    );
    if (found.length) return found[found.length - 1]!;
    if (Date.now() > deadline)
      throw new Error(`no e-mail "${match.subject}" to ${match.to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The files in the outbox now, to wait for a newer message afterwards. */
export async function outboxFiles(dataDir: string): Promise<Set<string>> {
  return new Set((await readOutbox(dataDir)).map((mail) => mail.file));
}

/** The 6-digit code of a confirmation e-mail. */
export function confirmationCode(mail: Mail): string {
  const code = /confirmation code is (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no confirmation code in:\n${mail.text}`);
  return code;
}

/** The first http(s) link of a message (the reset link). */
export function firstLink(mail: Mail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in:\n${mail.text}`);
  return link;
}
