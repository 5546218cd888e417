import { studentApi } from '../api/portal-api.ts';
import type { Portal } from '../app/portal-context.tsx';
import { webStatusOf } from '../session/web-status.ts';
import { startAnswerSync } from './answer-sync.ts';
import { rememberSaved } from './saved-answers.ts';

export const APPLICATION_QUERY_KEY = ['application'] as const;

/** The answers as last saved to the server: what {@link answersToSave} diffs against. */
/**
 * Loads a logged-in student's application (profile, Add Another counts, tabs) into the form
 * store in one step, so hide rules see the blocks and tabs together with the answers, and
 * updates the client snapshot (the web status among it). Returns the profile's stored last page.
 */
export async function loadApplication(portal: Portal): Promise<{ lastPage: string | null }> {
  const [profile, addAnother, tabs] = await Promise.all([
    studentApi.profile(),
    studentApi.addAnother(),
    studentApi.tabs(),
  ]);
  portal.store.getState().load({
    answers: profile.answer,
    addAnother,
    tabs,
    documents: profile.document_answer,
  });
  portal.session.getState().setWebStatus(webStatusOf(profile.web_status));
  // What the server holds, as the store holds it (hide rules applied) — except the answers the
  // store derived from the documents (a file question marked ANSWERED whose mark was never saved):
  // those still need saving, or the server's own check at submission would find them missing.
  const loaded = portal.store.snapshot().answers;
  const saved = { ...loaded };
  for (const key of Object.keys(profile.document_answer ?? {}))
    if (loaded[key] !== profile.answer[key]) saved[key] = profile.answer[key] ?? '';
  rememberSaved(portal, saved);
  startAnswerSync(portal, profile.answer_revisions ?? {}, profile.username);
  portal.session.getState().loggedIn({
    username: profile.username,
    numLogins: Math.max(1, profile.successful_login.length),
    lastPage: profile.last_page,
  });
  return { lastPage: profile.last_page };
}
