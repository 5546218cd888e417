import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { randomToken } from '../security.ts';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Sends the server's e-mails. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const MAIL_FROM = 'Example State University Admissions <admissions@example.edu>';

/**
 * SMTP when `smtpUrl` is set; otherwise each message is written as an `.eml` file to
 * `<dataDir>/outbox/` and a log line says where (never what: it may hold a code).
 */
export function createMailer(options: {
  smtpUrl?: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: MAIL_FROM, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...message });
      // The outbox holds live confirmation codes and reset links: the owner's alone.
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info(
        { to: message.to, subject: message.subject, file },
        'mail written to the outbox',
      );
    },
  };
}
