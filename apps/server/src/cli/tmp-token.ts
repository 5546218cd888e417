/**
 * Creates a temporary answer set from a JSON file and prints the prefilled link.
 *
 *   node --import tsx apps/server/src/cli/tmp-token.ts answers.json [--days 30]
 *
 * The file holds an answers map, or `{ answers, add_another, tabs }`. Uses the server's
 * configuration (DATABASE_URL or DATA_DIR, PUBLIC_URL, FORM_VARIANT) and migrates first.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { tmpSetFromJson } from '../application/tmp-file.ts';
import { createTmpAnswerSet } from '../application/tmp-answers.ts';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

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
  const config = readConfig();
  const set = tmpSetFromJson(JSON.parse(await readFile(file, 'utf8')), config.formVariant);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const token = await createTmpAnswerSet(db, set, days * 24 * 60 * 60_000);
    const base = config.publicUrl.replace(/\/+$/, '');
    process.stdout.write(`${base}/?token=${encodeURIComponent(token)}\n`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
