/**
 * Cross-site request forgery. A page of another site can make the victim's browser send, with
 * the victim's cookies where SameSite allows: top-level GET navigations, HEAD/GET/POST without
 * a CORS preflight, and POST bodies of three content types (`text/plain`, url-encoded and
 * multipart forms). The server must refuse all of them on the routes that act for a session or
 * an account (`src/csrf.ts`):
 * - with fetch metadata (every current browser), `Sec-Fetch-Site: cross-site` or `same-site`
 *   → 403 on every `/api`, `/public` and `/storage` route;
 * - without it (older browsers), a body of those content types → 415 on `/api` and `/public`,
 *   and an upload needs a policy the server signed for the session's own student.
 * Found by this suite: `POST /api/submit` took a `text/plain` body (Fastify parses it, the route
 * reads none) and submitted the application; `GET /api/logout` worked from a link on any page.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE, JSON_ONLY_MESSAGE } from '../../src/csrf.ts';
import { startTestServer, type TestServer } from '../app.ts';
import { liftRateLimits } from '../accounts-helpers.ts';
import { callAs, completeApplication, createLoggedInStudent } from '../application-helpers.ts';
import { SESSION_CALLS, seedVictim, type Victim } from './calls.ts';
import {
  DATABASES,
  filesUnder,
  routeName,
  routesOf,
  snapshotOf,
  tableCounts,
  upload,
} from './support.ts';

const PASSWORD = 'Correct-Horse-7-battery';

/** Well-formed calls of the account routes, about the victim's account. */
const publicCall =
  (url: string, body: (v: Victim) => object) =>
  async (_as: unknown, v: Victim): Promise<InjectOptions> => ({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body(v)),
  });
const PUBLIC_CALLS: Record<string, (as: unknown, v: Victim) => Promise<InjectOptions>> = {
  'POST /public/signup': publicCall('/public/signup', (v) => ({
    username: `new-${v.student.username}`,
    password: PASSWORD,
  })),
  'POST /public/confirm': publicCall('/public/confirm', (v) => ({
    username: v.student.username,
    code: '123456',
  })),
  'POST /public/resend-confirm': publicCall('/public/resend-confirm', (v) => ({
    username: v.student.username,
  })),
  'POST /public/login': publicCall('/public/login', (v) => ({
    username: v.student.username,
    password: PASSWORD,
  })),
  'POST /public/forgot-password': publicCall('/public/forgot-password', (v) => ({
    username: v.student.username,
  })),
  'POST /public/reset-password': publicCall('/public/reset-password', (v) => ({
    username: v.student.username,
    password: PASSWORD,
    confirm_password: PASSWORD,
    id: 'a-reset-id',
  })),
  'GET /public/tmp': async () => ({ method: 'GET', url: '/public/tmp?token=some-token' }),
  'HEAD /public/tmp': async () => ({ method: 'HEAD', url: '/public/tmp?token=some-token' }),
};

/** What a page of another site can send without a preflight, as a body. */
const SIMPLE_BODIES = [
  { type: 'text/plain', payload: '{"web_status":"started","first_name":"Forged"}' },
  { type: 'application/x-www-form-urlencoded', payload: 'first_name=Forged&web_status=started' },
  {
    type: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nForged\r\n--x--\r\n',
  },
];

describe.each(DATABASES)('cross-site request forgery (%s)', (kind) => {
  let server: TestServer;
  let dataDir: string;
  let victim: Victim;
  const saved = { ...process.env };
  const guarded = () => routesOf(server.app).filter((r) => /^\/(api|public|storage)\//.test(r.url));
  const callOf = (name: string) => SESSION_CALLS.get(name) ?? PUBLIC_CALLS[name];
  /** Everything a forged request could change. */
  const state = async () => ({
    victim: await snapshotOf(server, victim.student.id),
    tables: await tableCounts(server),
    files: await filesUnder(join(dataDir, 'storage')),
    mail: server.mail.length,
  });

  beforeAll(async () => {
    liftRateLimits();
    dataDir = await mkdtemp(join(tmpdir(), 'security-csrf-'));
    server = await startTestServer(kind, { WORKERS: 'off', DATA_DIR: dataDir });
    victim = await seedVictim(server);
  }, 60_000);
  afterAll(async () => {
    process.env = { ...saved };
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has a forged call for every /api, /public and /storage route', () => {
    const missing = guarded()
      .map(routeName)
      .filter((name) => !callOf(name));
    expect(missing).toEqual([]);
  });

  it('refuses every such route when a browser says another site sent it', async () => {
    const before = await state();
    for (const route of guarded())
      for (const site of ['cross-site', 'same-site']) {
        const options = await callOf(routeName(route))!(victim.student, victim);
        const response = await server.app.inject({
          ...options,
          headers: { ...(options.headers as object), 'sec-fetch-site': site },
        });
        const label = `${routeName(route)} from ${site}`;
        expect(response.statusCode, label).toBe(403);
        if (route.method !== 'HEAD')
          expect(response.json(), label).toEqual({ message: CROSS_SITE_MESSAGE });
      }
    expect(await state()).toEqual(before);
  });

  it("lets the portal's own requests through (same origin, typed address, no metadata)", async () => {
    for (const site of ['same-origin', 'none', undefined]) {
      const headers = { cookie: victim.student.cookie, ...(site && { 'sec-fetch-site': site }) };
      const read = await server.app.inject({ method: 'GET', url: '/api/profile', headers });
      expect(read.statusCode, String(site)).toBe(200);
      const write = await server.app.inject({
        method: 'PUT',
        url: '/api/last-page',
        headers,
        payload: { last_page: `/${victim.marker}` },
      });
      expect(write.statusCode, String(site)).toBe(200);
    }
  });

  it('keeps the session of a victim who follows a link to GET /api/logout', async () => {
    const navigation = {
      cookie: victim.student.cookie,
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    };
    // Also when the path is percent-encoded (the router decodes it).
    for (const url of ['/api/logout', '/%61pi/logout', '/api/logout?next=/'])
      expect(
        (await server.app.inject({ method: 'GET', url, headers: navigation })).statusCode,
      ).toBe(403);
    expect((await callAs(server.app, victim.student, 'GET', '/api/profile')).statusCode).toBe(200);
  });

  it('refuses form and text bodies on every state-changing route, even without metadata', async () => {
    const before = await state();
    const changing = guarded().filter(
      (r) => !['GET', 'HEAD'].includes(r.method) && r.url !== '/storage/upload',
    );
    expect(changing.length).toBeGreaterThan(15);
    for (const route of changing)
      for (const body of SIMPLE_BODIES) {
        const options = await callOf(routeName(route))!(victim.student, victim);
        const response = await server.app.inject({
          ...options,
          headers: { ...(options.headers as object), 'content-type': body.type },
          payload: body.payload,
        });
        const label = `${routeName(route)} as ${body.type}`;
        expect(response.statusCode, label).toBe(415);
        expect(response.json(), label).toEqual({ message: JSON_ONLY_MESSAGE });
      }
    expect(await state()).toEqual(before);
  });

  it('does not submit a complete application through a text/plain form', async () => {
    const student = await createLoggedInStudent(server.db);
    const call = (method: 'PUT', url: string, payload: unknown) =>
      callAs(server.app, student, method, url, payload);
    await call('PUT', '/api/answer', completeApplication.answers);
    for (const [button_id, num_components] of Object.entries(completeApplication.addAnother))
      await call('PUT', '/api/add-another', { button_id, num_components });
    for (const [tab_id, chosen_tab] of Object.entries(completeApplication.tabs))
      await call('PUT', '/api/tabs', { tab_id, chosen_tab });
    const forged = await server.app.inject({
      method: 'POST',
      url: '/api/submit',
      headers: { cookie: student.cookie, 'content-type': 'text/plain' },
      payload: 'submit=1',
    });
    expect(forged.statusCode).toBe(415);
    const [row] = await server.db.query<{ submitted_at: unknown }>(
      'SELECT submitted_at FROM applications WHERE student_id = $1',
      [student.id],
    );
    expect(row!.submitted_at).toBeNull();
    // The application was complete: the portal's own submit goes through.
    expect((await callAs(server.app, student, 'POST', '/api/submit')).statusCode).toBe(200);
  });

  it('refuses a cross-site upload form without a policy the server signed for this student', async () => {
    const before = await state();
    const key = `uploads/${victim.student.id}/personal_statement_doc/${'A'.repeat(32)}`;
    const forms: Record<string, string>[] = [
      {},
      { key },
      { key, policy: 'e30', signature: 'forged' },
      { ...victim.presigned, key },
    ];
    for (const fields of forms) {
      const response = await upload(server.app, victim.student, fields);
      expect([400, 403], JSON.stringify(fields)).toContain(response.statusCode);
      expect(response.json().message).toEqual(expect.any(String));
    }
    // Even the victim's own valid form is refused when another site posts it.
    const crossSite = await upload(server.app, victim.student, victim.presigned, undefined, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await state()).toEqual(before);
  });
});
