/**
 * Lookup latency: the mean time of `GET /lookup/find` over 1000 suggestion queries of varied
 * prefixes (college names cut at 1 to 16 letters, word prefixes out of order, one-letter typos,
 * cities, ZIP prefixes), through Fastify's `inject` (routing, schema validation and serialising
 * included; no socket), after one warm-up query per category loads the directories.
 *
 *   node --import tsx apps/server/bench/lookup.bench.ts
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { parseCsvRecords } from '../src/lookup/csv.ts';
import { SHIPPED_DATA_DIR } from '../src/lookup/lookup-service.ts';
import { openTestDatabase } from '../test/databases.ts';

const QUERIES = 1000;

/** A small deterministic generator, so runs compare. */
function random(seed: number): () => number {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

async function queries(): Promise<{ text: string; category: string }[]> {
  const { records } = parseCsvRecords(
    await readFile(join(SHIPPED_DATA_DIR, 'colleges-ipeds-hd2020.csv'), 'utf8'),
  );
  const names = records.map((record) => record.name ?? '');
  const cities = records.map((record) => `${record.city}, ${record.state}`);
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const list: { text: string; category: string }[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const name = pick(names);
    const kind = i % 10;
    let text: string;
    if (kind < 5)
      text = name.slice(0, 1 + Math.floor(next() * 16)); // whole-name prefix
    else if (kind < 7) {
      const words = name.split(/\s+/).filter((word) => word.length > 2);
      text = words
        .reverse()
        .map((word) => word.slice(0, 3 + Math.floor(next() * 3)))
        .join(' ');
    } else if (kind === 7) {
      const word = name.split(/\s+/).find((w) => w.length >= 6) ?? name;
      const at = 1 + Math.floor(next() * (word.length - 2));
      text = word.slice(0, at) + word.slice(at + 1); // one letter left out
    } else if (kind === 8) text = pick(cities).slice(0, 4 + Math.floor(next() * 8));
    else
      text = String(Math.floor(next() * 100_000))
        .padStart(5, '0')
        .slice(0, 3);
    list.push({ text: text.trim() || 'a', category: kind >= 8 ? 'address' : 'college_ceeb' });
  }
  return list;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lookup-bench-'));
  const db = await openTestDatabase('pglite');
  const app = await buildApp({
    config: readConfig({ DATA_DIR: dataDir, COOKIE_SECURE: 'false' }),
    db,
    mailer: { send: async () => {} },
  });
  const find = (text: string, category: string) =>
    app.inject({
      method: 'GET',
      url: `/lookup/find?${new URLSearchParams({ text, category, max_results: '5' })}`,
    });
  try {
    let started = performance.now();
    await find('ohio', 'college_ceeb');
    await find('columbus', 'address');
    const warmMs = performance.now() - started;

    const list = await queries();
    // One pass to let the JIT settle, then the measured pass.
    for (const { text, category } of list.slice(0, 200)) await find(text, category);
    const times: number[] = [];
    let empty = 0;
    for (const { text, category } of list) {
      started = performance.now();
      const response = await find(text, category);
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${text}: ${response.statusCode}`);
      if (response.json<unknown[]>().length === 0) empty++;
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    process.stdout.write(
      `lookup: ${QUERIES} queries, mean ${mean.toFixed(3)} ms, p50 ${at(0.5)?.toFixed(3)} ms, ` +
        `p99 ${at(0.99)?.toFixed(3)} ms, max ${at(1)?.toFixed(3)} ms ` +
        `(${empty} without suggestions; first load ${warmMs.toFixed(0)} ms)\n`,
    );
  } finally {
    await app.close();
    await db.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
