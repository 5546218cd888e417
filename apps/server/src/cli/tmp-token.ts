/**
 * Creates a temporary answer set from a JSON file and prints the prefilled link.
 *
 *   node --import tsx apps/server/src/cli/tmp-token.ts answers.json [--days 30]
 *
 * The file holds an answers map, or `{ answers, add_another, tabs }`. Uses the server's
 * configuration (DATABASE_URL or DATA_DIR, PUBLIC_URL, FORM_VARIANT) and migrates first; beside a
 * running server on PGlite it asks that server (its operator endpoint) instead.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readConfigOrExit } from '../config.ts';
import { linkFor, prefilledToken } from '../operator/actions.ts';
import { withDatabaseOrServer } from '../operator/client.ts';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { days: { type: 'string', default: '30' } },
  });
  const [file] = positionals;
  const days = Number(values.days);
  if (!file || positionals.length > 1 || !(days > 0)) {
    process.stderr.write('usage: tmp-token.ts <answers.json> [--days <n>]\n');
    process.exitCode = 2;
    return;
  }
  const config = readConfigOrExit();
  const content: unknown = JSON.parse(await readFile(file, 'utf8'));
  const token = await withDatabaseOrServer(
    config,
    (db) => prefilledToken(db, content, config.formVariant, days),
    async (call) => String((await call('/tmp-token', { content, days })).token),
  );
  process.stdout.write(`${linkFor(config.publicUrl, 'token', token)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
