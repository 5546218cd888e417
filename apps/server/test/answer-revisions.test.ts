/**
 * Two tabs that agree (issue 27, item 5): a tab's edit that happened to equal its stale copy was
 * dropped, and a stale tab overwrote what another had saved, each time answered "saved". Now each
 * key has a revision, a save may say which revision it was based on (`Answer-Base`), and a save
 * based on a replaced revision is refused with 409 and the newer values; nothing of it is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS_CHANGED_ELSEWHERE } from '../src/routes/application.ts';
import { startTestServer, type TestServer } from './app.ts';
import { createLoggedInStudent, type TestStudent } from './application-helpers.ts';
import { DATABASES } from './security/support.ts';

describe.each(DATABASES)('answer revisions (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { WORKERS: 'off' });
  }, 60_000);
  afterAll(() => server?.close());

  /** `PUT /api/answer` as a tab of `student` whose copy was at `base`. */
  const save = (student: TestStudent, answers: object, base?: object) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie: student.cookie, ...(base ? { 'answer-base': JSON.stringify(base) } : {}) },
      payload: answers as Record<string, unknown>,
    });
  const profileOf = async (student: TestStudent) =>
    (
      await server.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: student.cookie },
      })
    ).json();

  it('refuses a save based on a replaced revision with 409 and the newer value, writing none of it', async () => {
    const student = await createLoggedInStudent(server.db);
    // Both tabs loaded the empty application: every key at revision 0.
    const first = await save(student, { city: 'Boston' }, { city: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Your answers have been saved.',
      revisions: { city: 1 },
    });
    const stale = await save(student, { city: 'Denver', zip: '80202' }, { city: 0, zip: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: ANSWERS_CHANGED_ELSEWHERE,
      conflicts: { city: { value: 'Boston', revision: 1 } },
    });
    expect((await profileOf(student)).answer).toEqual({ city: 'Boston' });
    // The stale tab, now shown the newer value, saves on top of it.
    const again = await save(student, { city: 'Denver', zip: '80202' }, { city: 1, zip: 0 });
    expect(again.statusCode).toBe(200);
    expect(again.json().revisions).toEqual({ city: 2, zip: 1 });
  });

  it('sends an edit equal to the stale copy through the check too: the other tab’s value is not lost in silence', async () => {
    const student = await createLoggedInStudent(server.db);
    await save(student, { first_name: 'Ann' }, { first_name: 0 }); // both tabs saw Ann, revision 1
    await save(student, { first_name: 'Anna' }, { first_name: 1 }); // tab B: Anna, revision 2
    // Tab A changed Ann → Annie → Ann: its explicit edit is sent, based on revision 1.
    const reply = await save(student, { first_name: 'Ann' }, { first_name: 1 });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().conflicts).toEqual({ first_name: { value: 'Anna', revision: 2 } });
  });

  it('merges different keys: a base for one key does not refuse another tab’s save of another', async () => {
    const student = await createLoggedInStudent(server.db);
    expect((await save(student, { city: 'Salem' }, { city: 0 })).statusCode).toBe(200);
    expect((await save(student, { zip: '97301' }, { zip: 0 })).statusCode).toBe(200);
    const profile = await profileOf(student);
    expect(profile.answer).toEqual({ city: 'Salem', zip: '97301' });
    expect(profile.answer_revisions).toEqual({ city: 1, zip: 1 });
  });

  it('keeps the specification’s call: a save without Answer-Base overwrites as before', async () => {
    const student = await createLoggedInStudent(server.db);
    await save(student, { city: 'One' });
    const reply = await save(student, { city: 'Two' });
    expect(reply.statusCode).toBe(200);
    expect((await profileOf(student)).answer).toEqual({ city: 'Two' });
    expect((await profileOf(student)).answer_revisions).toEqual({ city: 2 });
  });

  it('refuses a malformed Answer-Base with 400', async () => {
    const student = await createLoggedInStudent(server.db);
    for (const header of ['[1]', '{"city":"1"}', '{"city":-1}', '{"city":1.5}', '{"zip":0}', 'x'])
      expect(
        (
          await server.app.inject({
            method: 'PUT',
            url: '/api/answer',
            headers: { cookie: student.cookie, 'answer-base': header },
            payload: { city: 'Boston' },
          })
        ).statusCode,
        header,
      ).toBe(400);
    expect((await profileOf(student)).answer).toEqual({});
  });
});
