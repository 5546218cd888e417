/**
 * Issues a read-only service link for one student: the portal's service page renders that
 * student's answers as the printable form (for an operator's own PDF generation or a review).
 *
 *   node --import tsx apps/server/src/cli/service-token.ts <username> [--minutes 5]
 *
 * The token reaches `GET /service/tmp-pdf` only, for that one student, until it expires. Uses the
 * server's configuration (DATABASE_URL or DATA_DIR, PUBLIC_URL) and migrates first.
 */
import { parseArgs } from 'node:util';
import { normaliseUsername } from '@admissions/accounts';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { issueServiceToken, SERVICE_TOKEN_TTL_MS } from '../pdf-copy/service-tokens.ts';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { minutes: { type: 'string', default: String(SERVICE_TOKEN_TTL_MS / 60_000) } },
  });
  const [username] = positionals;
  const minutes = Number(values.minutes);
  if (!username || positionals.length > 1 || !(minutes > 0) || minutes > 24 * 60) {
    process.stderr.write('usage: service-token.ts <username> [--minutes <1..1440>]\n');
    process.exitCode = 2;
    return;
  }
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const [student] = await db.query<{ id: string }>(
      'SELECT id FROM students WHERE username = $1',
      [normaliseUsername(username)],
    );
    if (!student) throw new Error(`There is no account for ${username}.`);
    const token = await issueServiceToken(db, String(student.id), minutes * 60_000);
    const base = config.publicUrl.replace(/\/+$/, '');
    process.stdout.write(`${base}/?service_token=${encodeURIComponent(token)}\n`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
