/**
 * Two tabs that agree (issue 27, item 5), against a stand-in server: every save names the
 * revisions it was based on; an edit equal to the stale copy is still sent; a 409 naming newer
 * values shows them, saves the rest and is not reported as saved; a save in one tab shows in the
 * other through the BroadcastChannel.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPortal, type Portal } from '../../src/app/portal-context.tsx';
import { saveProgress } from '../../src/application/application-actions.ts';
import { rememberSaved } from '../../src/application/saved-answers.ts';
import { startAnswerSync } from '../../src/application/answer-sync.ts';
import { runtimeForm } from '../support/runtime-form.ts';

type Save = { body: Record<string, unknown>; base: Record<string, number> | null };
let saves: Save[] = [];
/** What the stand-in server holds: value and revision per key. */
let stored: Record<string, { value: unknown; revision: number }> = {};

const server = setupServer(
  http.put('*/api/answer', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    const header = request.headers.get('answer-base');
    const base = header ? (JSON.parse(header) as Record<string, number>) : null;
    saves.push({ body, base });
    const conflicts = Object.fromEntries(
      Object.entries(base ?? {})
        .filter(([key, revision]) => (stored[key]?.revision ?? 0) !== revision)
        .map(([key]) => [key, stored[key]]),
    );
    if (Object.keys(conflicts).length > 0)
      return HttpResponse.json({ message: 'Changed elsewhere.', conflicts }, { status: 409 });
    const revisions: Record<string, number> = {};
    for (const [key, value] of Object.entries(body)) {
      stored[key] = { value, revision: (stored[key]?.revision ?? 0) + 1 };
      revisions[key] = stored[key].revision;
    }
    return HttpResponse.json({ message: 'Your answers have been saved.', revisions });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  saves = [];
  stored = {};
});
afterAll(() => server.close());

const config = { variant: 'undergraduate', idleTimeoutMs: 900_000, idleWarningMs: 60_000 } as const;

/** A tab of ada's, loaded with what the server holds now. */
function openTab(): Portal {
  const portal = createPortal(config, runtimeForm(), '');
  portal.session.getState().loggedIn({ username: 'ada@example.edu', numLogins: 1 });
  portal.session.getState().setWebStatus('started');
  const answers = Object.fromEntries(Object.entries(stored).map(([k, s]) => [k, s.value]));
  portal.store.getState().load({ answers: answers as Record<string, string> });
  rememberSaved(portal, portal.store.snapshot().answers);
  const revisions = Object.fromEntries(Object.entries(stored).map(([k, s]) => [k, s.revision]));
  startAnswerSync(portal, revisions, 'ada@example.edu');
  return portal;
}

const answerOf = (portal: Portal, key: string) => portal.store.getState().answers[key];

describe('two tabs of one applicant', () => {
  it('sends each save with the revisions it was based on', async () => {
    stored = { city: { value: 'Boston', revision: 3 } };
    const tab = openTab();
    tab.store.getState().setAnswers({ city: 'Salem', zip: '01970' });
    await saveProgress(tab);
    expect(saves).toEqual([{ body: { city: 'Salem', zip: '01970' }, base: { city: 3, zip: 0 } }]);
  });

  it('sends an edit that came back to the stale copy, and shows the newer value on 409', async () => {
    stored = { city: { value: 'Boston', revision: 1 }, zip: { value: '02108', revision: 1 } };
    const stale = openTab();
    stored.city = { value: 'Denver', revision: 2 }; // another browser saved meanwhile
    stale.store.getState().setAnswer('city', 'Bostonian');
    stale.store.getState().setAnswer('city', 'Boston'); // back to what this tab loaded
    stale.store.getState().setAnswer('zip', '02109');
    await expect(saveProgress(stale)).rejects.toMatchObject({ status: 409 });
    expect(saves[0]).toEqual({ body: { city: 'Boston', zip: '02109' }, base: { city: 1, zip: 1 } });
    // The newer value is shown, and the rest of the save went through on its own.
    expect(answerOf(stale, 'city')).toBe('Denver');
    expect(saves[1]).toEqual({ body: { zip: '02109' }, base: { zip: 1 } });
    expect(stored.zip).toEqual({ value: '02109', revision: 2 });
    // Nothing is left to send: the adopted value is not the applicant's edit.
    saves = [];
    await saveProgress(stale);
    expect(saves).toEqual([]);
  });

  it('shows in the other tab what one tab saved, leaving a key being edited there alone', async () => {
    stored = { city: { value: 'Boston', revision: 1 }, zip: { value: '02108', revision: 1 } };
    const first = openTab();
    const second = openTab();
    second.store.getState().setAnswer('zip', '99999'); // being edited in the second tab
    first.store.getState().setAnswers({ city: 'Salem', zip: '01970' });
    await saveProgress(first);
    await expect.poll(() => answerOf(second, 'city')).toBe('Salem');
    expect(answerOf(second, 'zip')).toBe('99999');
    // The second tab's next save is based on the new revision of city (not sent: not edited)
    // and the old one of zip, so its zip meets the conflict instead of overwriting in silence.
    await expect(saveProgress(second)).rejects.toMatchObject({ status: 409 });
    expect(saves.at(-1)).toEqual({ body: { zip: '99999' }, base: { zip: 1 } });
    expect(answerOf(second, 'zip')).toBe('01970');
  });
});
