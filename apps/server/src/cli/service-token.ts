/**
 * Issues a read-only service link for one student: the portal's service page renders that
 * student's answers as the printable form (for an operator's own PDF generation or a review).
 *
 *   node --import tsx apps/server/src/cli/service-token.ts <username> [--minutes 5]
 *
 * The token reaches `GET /service/tmp-pdf` only, for that one student, until it expires. Uses the
 * server's configuration (DATABASE_URL or DATA_DIR, PUBLIC_URL) and migrates first; beside a
 * running server on PGlite it asks that server (its operator endpoint) instead.
 */
import { parseArgs } from 'node:util';
import { readConfigOrExit } from '../config.ts';
import { linkFor, serviceToken } from '../operator/actions.ts';
import { withDatabaseOrServer } from '../operator/client.ts';
import { SERVICE_TOKEN_TTL_MS } from '../pdf-copy/service-tokens.ts';

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
  const config = readConfigOrExit();
  const token = await withDatabaseOrServer(
    config,
    (db) => serviceToken(db, username, minutes),
    async (call) => String((await call('/service-token', { username, minutes })).token),
  );
  process.stdout.write(`${linkFor(config.publicUrl, 'service_token', token)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
