/**
 * Issue 28, item 5: removing an add-another block gives the same answers in the browser and on
 * the server. The browser's store runs the engine's `removeBlock` (later blocks move up, the last
 * is cleared, the hide rules run), the widget saves the lower count with PUT /api/add-another and
 * the portal's autosave the changed answers with PUT /api/answer; the server's hide-rule pass at
 * submission, which reads the stored count, must leave exactly what the browser computed — even
 * when a client sends only the moved answers and never clears the last block.
 */
import { removeBlock } from '@admissions/form-engine';
import { compiledVariant } from '@admissions/partner-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './app.ts';
import { callAs, completeApplication, createLoggedInStudent } from './application-helpers.ts';

/** Three activities: the second an athletic one (a sport shown only for ATHLETICS), the third art. */
const ACTIVITIES = {
  activity_2_type: 'ATHLETICS',
  activity_2_type_desc: 'Athletics',
  activity_2_sport_picklist: 'ROWING',
  activity_2_sport_picklist_desc: 'Rowing',
  activity_2_role: 'Stroke',
  activity_3_type: 'ART',
  activity_3_type_desc: 'Art',
  activity_3_role: 'Painter',
  activity_3_hs: true,
};

describe('removing an add-another block: the server submits what the browser computed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  /**
   * A complete application with three activities, stored; then activity 2 removed as the portal
   * does it (count first, then the answers `send` picks from the browser's removal), and
   * submitted. Returns the browser's answers and the server's submitted ones.
   */
  async function removeThenSubmit(
    send: (removal: ReturnType<typeof removeBlock>) => readonly string[],
  ) {
    const s = await createLoggedInStudent(server.db);
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
      callAs(server.app, s, method, url, payload);
    const counts = { ...completeApplication.addAnother, activities: 3 };
    expect(
      (await call('PUT', '/api/answer', { ...completeApplication.answers, ...ACTIVITIES }))
        .statusCode,
    ).toBe(200);
    for (const [button_id, num_components] of Object.entries(counts))
      expect(
        (await call('PUT', '/api/add-another', { button_id, num_components })).statusCode,
      ).toBe(200);
    for (const [tab_id, chosen_tab] of Object.entries(completeApplication.tabs))
      expect((await call('PUT', '/api/tabs', { tab_id, chosen_tab })).statusCode).toBe(200);

    // The browser: the loaded answers, counts and tabs, and the engine's removal of activity 2.
    const loaded = (await call('GET', '/api/profile')).json().answer;
    const removal = removeBlock(
      compiledVariant(server.config.formVariant),
      { answers: loaded, addAnother: counts, tabs: completeApplication.tabs },
      'activities',
      2,
    );
    expect(removal.answers).toMatchObject({
      activity_2_type: 'ART',
      activity_2_sport_picklist: '',
      activity_2_role: 'Painter',
      activity_2_hs: true,
      activity_3_type: '',
      activity_3_role: '',
    });

    // What the widget and the autosave send.
    expect(
      (await call('PUT', '/api/add-another', { button_id: 'activities', num_components: 2 }))
        .statusCode,
    ).toBe(200);
    const patch = Object.fromEntries(send(removal).map((key) => [key, removal.answers[key]]));
    expect((await call('PUT', '/api/answer', patch)).statusCode).toBe(200);
    expect((await call('GET', '/api/add-another')).json().activities).toBe(2);

    await call('POST', '/api/web-status', { web_status: 'started' });
    await call('POST', '/api/web-status', { web_status: 'validating' });
    const submitted = await server.app.inject({
      method: 'POST',
      url: '/api/submit',
      headers: { cookie: s.cookie, 'content-type': 'application/json' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const stored = (await call('GET', '/api/profile')).json().answer;
    return { browser: removal.answers, stored };
  }

  it('every changed answer sent (as the portal does): the submitted answers are the browser’s', async () => {
    const { browser, stored } = await removeThenSubmit((removal) => removal.changed);
    expect(stored).toEqual(browser);
  });

  it('only the moved answers sent: the server’s hide-rule pass clears the removed last block', async () => {
    const { browser, stored } = await removeThenSubmit((removal) => Object.keys(removal.moves));
    expect(stored).toEqual(browser);
    expect(stored).toMatchObject({ activity_3_type: '', activity_3_role: '', activity_3_hs: '' });
  });
});
