/**
 * One student's answers must not slow everyone's saves (issue 26, finding 1). Sixteen accounts
 * push the largest applications they can: values of the old 10,000-character limit in a
 * three-byte script (446 of them made 13.4 MB rows that every save rewrote), and values at each
 * question's own limit, saved again and again. Meanwhile four students save ordinary answers at a
 * person's pace and a load balancer probes `/health`. Bounds: on PostgreSQL the others' saves
 * keep p99 ≤ 100 ms, on PGlite (in the server's own process) `/health` keeps p99 ≤ 50 ms; not one
 * ordinary save fails.
 */
import { randomInt } from 'node:crypto';
import { loadavg } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { partnerAnswerLimits } from '../../src/application/answer-limits.ts';
import { openTestDatabase, type TestDatabase } from '../databases.ts';
import { call, sleep, TEXT_KEYS, WRITABLE_KEYS, type Outcome, type Student } from './clients.ts';
import { createStudents, tempDataDir, withPglite } from './seed.ts';
import { killAllServers, startServer } from './server-process.ts';
import { recordFault } from './summary.ts';

const ATTACKERS = 16;
const VICTIMS = 4;
/** How long the ordinary saves and the probe are measured, once the attack is under way. */
const MEASURE_MS = 12_000;
const WARM_UP_MS = 3_000;
/** The request body limit is 256 KB: the old-style payloads stay under it. */
const OLD_PAYLOAD_BYTES = 240 * 1024;
/**
 * The allowed payloads come in small parts, so that the attacker's application fills up to its
 * budget (a part that would pass it is refused, the others rewrite full-size rows again and
 * again): the heaviest writes the server takes.
 */
const ALLOWED_PAYLOAD_BYTES = 64 * 1024;

/** Random characters of a three-byte script (CJK): nothing of it compresses. */
const WIDE = Array.from({ length: 64 }, () =>
  String.fromCharCode(...Array.from({ length: 4096 }, () => 0x4e00 + randomInt(0x5000))),
).join('');
/** `length` characters of {@link WIDE}, from a random place. */
const wideText = (length: number): string => {
  const at = randomInt(WIDE.length - length);
  return WIDE.slice(at, at + length);
};

/**
 * The attackers' payloads, made once as JSON text, each under the body limit: every text key at
 * `lengthOf(key)` characters.
 */
function bodiesOf(lengthOf: (key: string) => number, payloadBytes: number): string[] {
  const bodies: string[] = [];
  let body: Record<string, string> = {};
  let bytes = 0;
  for (const key of TEXT_KEYS) {
    const value = wideText(Math.min(10_000, lengthOf(key)));
    if (bytes > 0 && bytes + value.length * 3 > payloadBytes) {
      bodies.push(JSON.stringify(body));
      body = {};
      bytes = 0;
    }
    body[key] = value;
    bytes += value.length * 3 + key.length + 6;
  }
  return [...bodies, JSON.stringify(body)];
}

/**
 * What the attackers send: first every text key at 10,000 characters (what the server used to
 * take); once that is refused, every text key at its own question's limit, again and again.
 */
function attackPayloads(): { readonly old: string[]; readonly allowed: string[] } {
  const limits = partnerAnswerLimits();
  return {
    old: bodiesOf(() => 10_000, OLD_PAYLOAD_BYTES),
    allowed: bodiesOf((key) => limits.maxLengthOf(key), ALLOWED_PAYLOAD_BYTES),
  };
}

/** The p-th percentile (0–100) of `values`. */
const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

interface Measured {
  readonly saves: Outcome[];
  readonly health: Outcome[];
  readonly attacks: Outcome[];
}

/** Runs the attack against `base` and measures the others' saves and the probe. */
async function measureUnderAttack(
  base: string,
  attackers: Student[],
  victims: Student[],
): Promise<Measured> {
  const payloads = attackPayloads();
  let attacking = true;
  let measuring = false;
  const attacks: Outcome[] = [];
  const saves: Outcome[] = [];
  const health: Outcome[] = [];
  const attack = async (student: Student, first: number) => {
    let bodies = payloads.old;
    for (let i = first; attacking; i++) {
      const outcome = await call(base, 'PUT', '/api/answer', {
        cookie: student.cookie,
        json: bodies[i % bodies.length],
        timeoutMs: 60_000,
      });
      if (outcome.status === 422) bodies = payloads.allowed; // refused: the most it may send
      if (measuring) attacks.push(outcome);
    }
  };
  const save = async (student: Student, tag: string) => {
    for (let i = 0; measuring; i++) {
      const outcome = await call(base, 'PUT', '/api/answer', {
        cookie: student.cookie,
        body: {
          [WRITABLE_KEYS[i % WRITABLE_KEYS.length]!]: `${tag}-${i}`,
          [WRITABLE_KEYS[i % 7]!]: 'x',
        },
      });
      saves.push(outcome);
      await sleep(50 + randomInt(50)); // a person's pace, never in step with the others
    }
  };
  const probe = async () => {
    while (measuring) {
      health.push(await call(base, 'GET', '/health'));
      await sleep(20);
    }
  };
  const attacking$ = attackers.map((student, n) => attack(student, n));
  await sleep(WARM_UP_MS);
  measuring = true;
  const measured$ = [...victims.map((student, n) => save(student, `victim${n}`)), probe()];
  await sleep(MEASURE_MS);
  measuring = false;
  await Promise.all(measured$);
  attacking = false;
  await Promise.all(attacking$);
  return { saves, health, attacks };
}

const summary = (label: string, outcomes: Outcome[]) => {
  const ms = outcomes.map((o) => o.ms);
  const failed = outcomes.filter((o) => o.status !== 200).length;
  return `${label} ${outcomes.length} (p50 ${percentile(ms, 50)} ms, p99 ${percentile(ms, 99)} ms, max ${Math.max(...ms)} ms, ${failed} failed)`;
};

const attackSummary = (attacks: Outcome[]) => {
  const by = new Map<number, number>();
  for (const a of attacks) by.set(a.status, (by.get(a.status) ?? 0) + 1);
  return `attack writes ${[...by].map(([status, n]) => `${n}×${status}`).join(', ')}`;
};

/**
 * Starts a server on `env` (students already in its database), runs the attack and records the
 * figures; returns them for the bounds. The server and its data go afterwards.
 */
async function attackServer(
  database: string,
  env: NodeJS.ProcessEnv,
  students: Student[],
  data: { dispose(): Promise<void> },
): Promise<Measured> {
  try {
    const server = await startServer('server', env);
    const load = loadavg()[0]!.toFixed(2);
    const measured = await measureUnderAttack(
      server.url,
      students.slice(0, ATTACKERS),
      students.slice(ATTACKERS),
    );
    const { saves, health, attacks } = measured;
    recordFault(
      `heavy applications ×${ATTACKERS} on ${database} (load ${load}): ${summary('other saves', saves)}; ${summary('/health', health)}; ${attackSummary(attacks)}`,
    );
    return measured;
  } finally {
    await killAllServers();
    await data.dispose();
  }
}

const p99 = (outcomes: Outcome[]) =>
  percentile(
    outcomes.map((o) => o.ms),
    99,
  );
const failures = (outcomes: Outcome[]) => outcomes.filter((o) => o.status !== 200);

afterAll(killAllServers);

describe('sixteen accounts pushing maximum-size applications', () => {
  let db: TestDatabase | undefined;
  afterAll(async () => {
    await db?.dispose();
  });

  it('on PostgreSQL, the others’ saves keep p99 ≤ 100 ms with none failing', async () => {
    db = await openTestDatabase('postgres');
    const data = await tempDataDir();
    const students = await createStudents(db, ATTACKERS + VICTIMS);
    const env = { DATABASE_URL: db.url, DATA_DIR: data.path };
    const { saves } = await attackServer('PostgreSQL', env, students, data);
    expect(failures(saves)).toEqual([]);
    expect(p99(saves)).toBeLessThanOrEqual(100);
  });

  it('on PGlite, /health keeps p99 ≤ 50 ms and the others’ saves all succeed', async () => {
    const data = await tempDataDir();
    const students = await withPglite(data.path, (pglite) =>
      createStudents(pglite, ATTACKERS + VICTIMS),
    );
    const env = { DATABASE_URL: '', DATA_DIR: data.path };
    const { saves, health } = await attackServer('PGlite', env, students, data);
    expect(failures(saves)).toEqual([]);
    expect(failures(health)).toEqual([]);
    expect(p99(health)).toBeLessThanOrEqual(50);
  });
});
