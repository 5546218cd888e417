/**
 * The application-state calls of §7 on both databases: sessions and ownership, answers, last
 * page, web status, validations, submission, add-another, tabs, temporary answer sets, and bad
 * input that must get a 4xx JSON answer, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readValidations } from '../src/application/repository.ts';
import { createTmpAnswerSet } from '../src/application/tmp-answers.ts';
import { startTestServer, type TestServer } from './app.ts';
import { callAs, completeApplication, createLoggedInStudent } from './application-helpers.ts';

const SUBMITTED = 'Your application has been submitted and can no longer be changed.';

const API_ROUTES: [string, string][] = [
  ['GET', '/api/profile'],
  ['PUT', '/api/last-page'],
  ['PUT', '/api/answer'],
  ['POST', '/api/web-status'],
  ['POST', '/api/validations'],
  ['POST', '/api/submit'],
  ['PUT', '/api/add-another'],
  ['GET', '/api/add-another'],
  ['PUT', '/api/tabs'],
  ['GET', '/api/tabs'],
];

describe.each(['pglite', 'postgres'] as const)('application state on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  const student = () => createLoggedInStudent(server.db);

  it('answers 401 JSON on every /api route without a session or with an unknown one', async () => {
    for (const [method, url] of API_ROUTES) {
      for (const headers of [{}, { cookie: 'admissions_session=nope' }]) {
        const res = await server.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({
          message: 'Your session is invalid. Please clear your cookies and login again.',
        });
      }
    }
  });

  it('serves a fresh profile', async () => {
    const s = await student();
    const res = await callAs(server.app, s, 'GET', '/api/profile');
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      username: s.username,
      last_page: null,
      answer: {},
      document_answer: {},
      web_status: [],
    });
    expect(profile.successful_login).toHaveLength(1);
    expect(new Date(profile.successful_login[0]).toISOString()).toBe(profile.successful_login[0]);
  });

  it('merges answers and returns them in the profile', async () => {
    const s = await student();
    let res = await callAs(server.app, s, 'PUT', '/api/answer', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      optin_sms_ind: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toEqual(expect.any(String));
    res = await callAs(server.app, s, 'PUT', '/api/answer', {
      last_name: 'Byron',
      middle_name: null,
      optin_sms_ind: '',
    });
    expect(res.statusCode).toBe(200);
    const profile = (await callAs(server.app, s, 'GET', '/api/profile')).json();
    expect(profile.answer).toEqual({
      first_name: 'Ada',
      last_name: 'Byron',
      middle_name: null,
      optin_sms_ind: '',
    });
  });

  it('refuses unknown keys and wrong types with 400 naming them', async () => {
    const s = await student();
    let res = await callAs(server.app, s, 'PUT', '/api/answer', {
      first_name: 'Ada',
      favourite_colour: 'blue',
      shoe_size: 9,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('favourite_colour');
    expect(res.json().message).toContain('shoe_size');
    res = await callAs(server.app, s, 'PUT', '/api/answer', { optin_sms_ind: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('optin_sms_ind');
    res = await callAs(server.app, s, 'PUT', '/api/answer', { first_name: 12 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('first_name');
    for (const bad of [{ first_name: { a: 1 } }, { first_name: ['a'] }, ['first_name'], 3]) {
      res = await callAs(server.app, s, 'PUT', '/api/answer', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    res = await callAs(server.app, s, 'PUT', '/api/answer', { first_name: 'x'.repeat(10_001) });
    expect(res.statusCode).toBe(400);
    const tooMany = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, '']));
    res = await callAs(server.app, s, 'PUT', '/api/answer', tooMany);
    expect(res.statusCode).toBe(400);
    // Nothing of a refused payload was stored.
    expect((await callAs(server.app, s, 'GET', '/api/profile')).json().answer).toEqual({});
  });

  it('keeps each student to their own data', async () => {
    const a = await student();
    const b = await student();
    await callAs(server.app, a, 'PUT', '/api/answer', { first_name: 'Alice' });
    await callAs(server.app, b, 'PUT', '/api/answer', { first_name: 'Bob' });
    await callAs(server.app, a, 'PUT', '/api/last-page', { last_page: '/education' });
    await callAs(server.app, a, 'POST', '/api/web-status', { web_status: 'started' });
    await callAs(server.app, a, 'PUT', '/api/tabs', {
      tab_id: 'personal_statement',
      chosen_tab: 'document',
    });
    const pa = (await callAs(server.app, a, 'GET', '/api/profile')).json();
    const pb = (await callAs(server.app, b, 'GET', '/api/profile')).json();
    expect(pa).toMatchObject({ username: a.username, answer: { first_name: 'Alice' } });
    expect(pb).toMatchObject({
      username: b.username,
      answer: { first_name: 'Bob' },
      last_page: null,
      web_status: [],
    });
    expect(pa.last_page).toBe('/education');
    expect((await callAs(server.app, b, 'GET', '/api/tabs')).json()).toEqual({});
    // A body cannot name another student: there is nothing in any payload to name one with.
    const res = await callAs(server.app, b, 'PUT', '/api/answer', { student_id: a.id });
    expect(res.statusCode).toBe(400);
  });

  it('saves the last page and checks it', async () => {
    const s = await student();
    expect(
      (await callAs(server.app, s, 'PUT', '/api/last-page', { last_page: '/about' })).statusCode,
    ).toBe(200);
    for (const bad of [{ last_page: `/${'a'.repeat(100)}` }, { last_page: 3 }, {}]) {
      const res = await callAs(server.app, s, 'PUT', '/api/last-page', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await callAs(server.app, s, 'GET', '/api/profile')).json().last_page).toBe('/about');
  });

  it('records distinct web status entries; submitted only by submitting', async () => {
    const s = await student();
    for (const status of ['started', 'started', 'validating', 'started'])
      expect(
        (await callAs(server.app, s, 'POST', '/api/web-status', { web_status: status })).statusCode,
      ).toBe(200);
    let res = await callAs(server.app, s, 'POST', '/api/web-status', { web_status: 'submitted' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    res = await callAs(server.app, s, 'POST', '/api/web-status', { web_status: 'done' });
    expect(res.statusCode).toBe(400);
    expect((await callAs(server.app, s, 'GET', '/api/profile')).json().web_status).toEqual([
      { web_status: 'started' },
      { web_status: 'validating' },
    ]);
  });

  it('keeps the latest validation errors', async () => {
    const s = await student();
    await callAs(server.app, s, 'POST', '/api/validations', { first_name: ['A', 'B'] });
    const res = await callAs(server.app, s, 'POST', '/api/validations', {
      last_name: ['Legal Last/Family Name'],
    });
    expect(res.statusCode).toBe(200);
    expect(await readValidations(server.db, s.id)).toEqual({
      last_name: ['Legal Last/Family Name'],
    });
    expect(
      (await callAs(server.app, s, 'POST', '/api/validations', { first_name: 'A' })).statusCode,
    ).toBe(400);
  });

  it('refuses an incomplete submission with 422 and the messages by key', async () => {
    const s = await student();
    await callAs(server.app, s, 'PUT', '/api/answer', { first_name: 'Ada' });
    const res = await callAs(server.app, s, 'POST', '/api/submit');
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe("We're missing some information!");
    expect(body.errors.first_name).toBeUndefined();
    expect(body.errors.last_name).toEqual(['Legal Last/Family Name']);
    expect(body.errors.college_name).toEqual(['Search for Your School']);
    expect(await readValidations(server.db, s.id)).toEqual(body.errors);
    const other = await student();
    const empty = (await callAs(server.app, other, 'POST', '/api/submit')).json();
    expect(empty.errors.first_name).toEqual(['Legal First/Given Name']);
    // Still editable, not submitted.
    expect((await callAs(server.app, s, 'PUT', '/api/answer', { last_name: 'L' })).statusCode).toBe(
      200,
    );
    expect((await callAs(server.app, s, 'GET', '/api/profile')).json().web_status).toEqual([]);
  });

  it('submits a complete application once; edits afterwards get 409', async () => {
    const s = await student();
    // A JSON content type with an empty body, as the portal sends it.
    const call = (method: 'PUT' | 'POST', url: string, payload?: unknown) =>
      callAs(server.app, s, method, url, payload);
    expect((await call('PUT', '/api/answer', completeApplication.answers)).statusCode).toBe(200);
    for (const [button_id, num_components] of Object.entries(completeApplication.addAnother))
      expect(
        (await call('PUT', '/api/add-another', { button_id, num_components })).statusCode,
      ).toBe(200);
    expect(
      (await call('PUT', '/api/tabs', { tab_id: 'personal_statement', chosen_tab: 'essay' }))
        .statusCode,
    ).toBe(200);
    await call('POST', '/api/web-status', { web_status: 'started' });
    await call('POST', '/api/web-status', { web_status: 'validating' });
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/submit',
      headers: { cookie: s.cookie, 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toEqual(expect.any(String));
    const profile = (await callAs(server.app, s, 'GET', '/api/profile')).json();
    expect(profile.web_status.map((e: { web_status: string }) => e.web_status)).toEqual([
      'started',
      'validating',
      'submitted',
    ]);
    expect(profile.answer.first_name).toBe('Ada');
    const [row] = await server.db.query<{ submitted_at: unknown }>(
      'SELECT submitted_at FROM applications WHERE student_id = $1',
      [s.id],
    );
    expect(row!.submitted_at).not.toBeNull();
    // The PDF copy is queued at once, for the completion page.
    const [copy] = await server.db.query<{ status: string }>(
      'SELECT status FROM pdf_copies WHERE student_id = $1',
      [s.id],
    );
    expect(copy?.status).toMatch(/^(UNPROCESSED|IN_PROGRESS|COMPLETED)$/);

    const again = await call('POST', '/api/submit');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: SUBMITTED });
    for (const [method, url, payload] of [
      ['PUT', '/api/answer', { first_name: 'Eve' }],
      ['PUT', '/api/last-page', { last_page: '/about' }],
      ['PUT', '/api/add-another', { button_id: 'colleges', num_components: 2 }],
      ['PUT', '/api/tabs', { tab_id: 'personal_statement', chosen_tab: 'document' }],
    ] as const) {
      const refused = await call(method, url, payload);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json()).toEqual({ message: SUBMITTED });
    }
    // Recording a status stays harmless.
    expect((await call('POST', '/api/web-status', { web_status: 'started' })).statusCode).toBe(200);
    expect((await callAs(server.app, s, 'GET', '/api/profile')).json().answer.first_name).toBe(
      'Ada',
    );
  });

  it('stores add-another counts within each block maximum', async () => {
    const s = await student();
    const put = (payload: unknown) => callAs(server.app, s, 'PUT', '/api/add-another', payload);
    expect((await put({ button_id: 'colleges', num_components: 3 })).statusCode).toBe(200);
    expect((await put({ button_id: 'activities', num_components: 8 })).statusCode).toBe(200);
    expect((await put({ button_id: 'colleges', num_components: 2 })).statusCode).toBe(200);
    for (const bad of [
      { button_id: 'colleges', num_components: 5 },
      { button_id: 'parents', num_components: 3 },
      { button_id: 'colleges', num_components: 0 },
      { button_id: 'colleges', num_components: 11 },
      { button_id: 'colleges', num_components: 1.5 },
      { button_id: 'colleges', num_components: '2' },
      { button_id: 'pets', num_components: 1 },
      { button_id: 'colleges' },
    ]) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await callAs(server.app, s, 'GET', '/api/add-another')).json()).toEqual({
      colleges: 2,
      activities: 8,
    });
  });

  it('stores chosen tabs of existing groups only', async () => {
    const s = await student();
    const put = (payload: unknown) => callAs(server.app, s, 'PUT', '/api/tabs', payload);
    expect((await put({ tab_id: 'personal_statement', chosen_tab: 'document' })).statusCode).toBe(
      200,
    );
    for (const bad of [
      { tab_id: 'personal_statement', chosen_tab: 'video' },
      { tab_id: 'hobbies', chosen_tab: 'essay' },
      { tab_id: 'personal_statement' },
      { tab_id: 'personal_statement', chosen_tab: 1 },
    ]) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await callAs(server.app, s, 'GET', '/api/tabs')).json()).toEqual({
      personal_statement: 'document',
    });
  });

  it('serves a temporary answer set by token until it expires', async () => {
    const token = await createTmpAnswerSet(server.db, {
      answer: { first_name: 'Ada' },
      add_another: { colleges: 2 },
      tabs: { personal_statement: 'document' },
    });
    const res = await server.app.inject({
      method: 'GET',
      url: `/public/tmp?token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      answer: { first_name: 'Ada' },
      add_another: { colleges: 2 },
      document_answer: {},
      tabs: { personal_statement: 'document' },
    });
    const stored = await server.db.query('SELECT 1 FROM tmp_answer_sets WHERE token_hash = $1', [
      token,
    ]);
    expect(stored).toHaveLength(0); // only the hash is kept

    const expired = await createTmpAnswerSet(server.db, { answer: { first_name: 'X' } }, -1000);
    for (const url of [`/public/tmp?token=${expired}`, '/public/tmp?token=unknown']) {
      const missing = await server.app.inject({ method: 'GET', url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toEqual(expect.any(String));
    }
    const noToken = await server.app.inject({ method: 'GET', url: '/public/tmp' });
    expect(noToken.statusCode).toBe(400);
  });

  it('answers bad bodies with 4xx JSON, never 5xx', async () => {
    const s = await student();
    const raw = (method: 'PUT' | 'POST', url: string, body: string, type = 'application/json') =>
      server.app.inject({
        method,
        url,
        headers: { cookie: s.cookie, 'content-type': type },
        payload: body,
      });
    const cases = [
      await raw('PUT', '/api/answer', '{"first_name": '),
      await raw('PUT', '/api/answer', '{"__proto__": {"x": 1}}'),
      await raw('PUT', '/api/answer', 'first_name=Ada', 'application/x-www-form-urlencoded'),
      await raw('PUT', '/api/answer', 'null'),
      await raw('PUT', '/api/answer', ''),
      await raw('POST', '/api/web-status', '[]'),
      await raw('POST', '/api/validations', '{"a": [1]}'),
      await raw('PUT', '/api/add-another', '{"button_id": null, "num_components": 1}'),
      await raw('PUT', '/api/answer', JSON.stringify({ first_name: 'x'.repeat(300 * 1024) })),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(cases.at(-1)!.statusCode).toBe(413);
    expect(cases[0]!.statusCode).toBe(400);
  });
});
