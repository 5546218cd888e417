/**
 * Access control on every session route. The routes are read from the router, so a route added
 * later fails "every route is covered" until an attack on it is written in `calls.ts`.
 *
 * - Without a live session (no cookie, an unknown token, an idle-expired one) every `/api`
 *   route, and the upload route, answers 401 `{ message }`.
 * - A second student who holds every identifier of the victim's records (the upload key, the
 *   file name, a download token, an unused upload form) calls every route with them: the
 *   victim's rows and stored files do not change, and no reply carries anything of the victim's.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_INVALID } from '../../src/errors.ts';
import { startTestServer, type TestServer } from '../app.ts';
import { createLoggedInStudent, type TestStudent } from '../application-helpers.ts';
import { SESSION_CALLS, seedVictim, type Victim } from './calls.ts';
import {
  DATABASES,
  FILE_KEY,
  filesUnder,
  newSession,
  presign,
  routeName,
  routesOf,
  snapshotOf,
  upload,
} from './support.ts';

/** What the attacker gets from each route (their own data, or a refusal). */
const EXPECTED_STATUS: Record<string, number | readonly number[]> = {
  'POST /api/submit': 422, // the attacker's own, incomplete application
  'POST /api/pdf/document-answer/:key': 400, // not the attacker's upload
  'GET /api/pdf/document-answer/:key/file': 404,
  'HEAD /api/pdf/document-answer/:key/file': 404,
  'GET /api/pdf/file': 403, // the victim's download token
  'HEAD /api/pdf/file': 403,
  'POST /storage/upload': 403, // the victim's upload form
};

describe.each(DATABASES)('ownership on every session route (%s)', (kind) => {
  let server: TestServer;
  let dataDir: string;
  let victim: Victim;
  let attacker: TestStudent;
  const routes = () =>
    routesOf(server.app).filter((r) => r.url.startsWith('/api/') || r.url === '/storage/upload');

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'security-ownership-'));
    server = await startTestServer(kind, { WORKERS: 'off', DATA_DIR: dataDir });
    victim = await seedVictim(server);
    attacker = await createLoggedInStudent(server.db);
    // The attacker has an upload of their own, so a stolen file key meets a real row.
    const { fields } = await presign(server.app, attacker);
    expect((await upload(server.app, attacker, fields)).statusCode).toBe(204);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('covers every session route the router knows', () => {
    const names = routes().map(routeName).sort();
    expect(names.length).toBeGreaterThan(25);
    expect(names).toEqual([...SESSION_CALLS.keys()].sort());
  });

  it('answers 401 { message } without a live session', async () => {
    const idle = await createLoggedInStudent(server.db);
    await server.db.query(
      "UPDATE sessions SET last_seen_at = now() - interval '1 day' WHERE student_id = $1",
      [idle.id],
    );
    const before = await snapshotOf(server, victim.student.id);
    for (const route of routes()) {
      for (const cookie of [undefined, 'admissions_session=forged-token', idle.cookie]) {
        const options = await SESSION_CALLS.get(routeName(route))!(
          { ...victim.student, cookie: cookie ?? '' },
          victim,
        );
        const response = await server.app.inject(options);
        const label = `${routeName(route)} with ${cookie ?? 'no cookie'}`;
        expect(response.statusCode, label).toBe(401);
        if (route.method !== 'HEAD')
          expect(response.json(), label).toEqual({ message: SESSION_INVALID });
      }
    }
    expect(await snapshotOf(server, victim.student.id)).toEqual(before);
  });

  it("keeps the victim's records from someone who holds all their identifiers", async () => {
    const before = await snapshotOf(server, victim.student.id);
    const files = await filesUnder(join(dataDir, 'storage'));
    const victimFiles = files.filter((f) => f.includes(`/${victim.student.id}/`));
    expect(victimFiles.length).toBeGreaterThanOrEqual(3); // upload, converted PDF, PDF copy
    const contents = async () =>
      Promise.all(victimFiles.map((file) => readFile(join(dataDir, 'storage', file))));
    const bytesBefore = await contents();
    const secrets = [
      victim.marker,
      victim.student.username,
      victim.fileKey,
      victim.downloadToken,
      victim.student.cookie.split('=')[1]!,
    ];
    for (const [name, call] of SESSION_CALLS) {
      // Each call in a session of its own: the logout routes end theirs.
      const as = { ...attacker, cookie: await newSession(server, attacker.id) };
      const response = await server.app.inject(await call(as, victim));
      const expected = EXPECTED_STATUS[name] ?? 200;
      expect(response.statusCode, `${name}: ${response.body.slice(0, 200)}`).toBe(expected);
      for (const secret of secrets) {
        expect(response.body, `${name} leaks`).not.toContain(secret);
        expect(JSON.stringify(response.headers), `${name} leaks`).not.toContain(secret);
      }
    }
    expect(await snapshotOf(server, victim.student.id)).toEqual(before);
    expect(await contents()).toEqual(bytesBefore);
    // The victim still sees everything of theirs.
    const own = await server.app.inject(
      await SESSION_CALLS.get('GET /api/document-answer')!(victim.student, victim),
    );
    expect(own.json()).toEqual({
      [FILE_KEY]: {
        file_name: victim.fileName,
        file_size: expect.any(Number),
        status: 'COMPLETED',
      },
    });
    const copy = await server.app.inject(
      await SESSION_CALLS.get('GET /api/pdf/file')!(victim.student, victim),
    );
    expect(copy.statusCode).toBe(200);
    expect(copy.body).toContain(victim.marker);
  });
});
