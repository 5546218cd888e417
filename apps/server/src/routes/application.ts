/**
 * The student's application state (specification §7): profile, answers, last page, web status,
 * validations, submission, add-another counts, tabs, and the public temporary answer sets.
 *
 * Every `/api` route runs `requireSession` first (as its onRequest hook) and reads or writes only the row of
 * `request.studentId`, so a student can reach no one else's data by construction. The answer save
 * and the profile instead find the student from the session inside their one statement (the
 * student of the session whose token hash they are given), with the same effect.
 *
 * After submission, writes that change the application (answers, last page, add-another counts,
 * tabs) are refused with 409. Recording a web status stays allowed (idempotent: the entries are a
 * set, and the portal may re-post "started"), and so does posting validations (a harmless record
 * of what the browser last computed).
 */
import { ANSWER_BASE_HEADER, SESSION_COOKIE } from '@admissions/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkAnswerBase, checkAnswers } from '../application/answer-check.ts';
import { checkAddAnother, checkTab } from '../application/layout.ts';
import { applicationTooLarge } from '../application/answer-limits.ts';
import { createAnswerSaver } from '../application/answer-saver.ts';
import {
  mergeInto,
  readProfileOfSession,
  readState,
  recordWebStatus,
  saveLastPage,
  saveValidations,
} from '../application/repository.ts';
import { SUBMITTED_MESSAGE, SUBMIT_SUCCESS, submitApplication } from '../application/submission.ts';
import { requestCopy } from '../pdf-copy/copies.ts';
import { readTmpAnswerSet } from '../application/tmp-answers.ts';
import { HttpError, SESSION_INVALID } from '../errors.ts';
import { sha256 } from '../security.ts';
import { contractRoute } from './contract-route.ts';

/**
 * A save based on revisions that another tab or browser has since replaced (409, with each such
 * key's stored value and revision under `conflicts`): nothing of it was written.
 */
export const ANSWERS_CHANGED_ELSEWHERE =
  'Some of these answers were changed in another tab or window. The newer answers are shown: check them, then save again.';

/** The student of an `/api` call (set by `requireSession`). */
function studentOf(request: FastifyRequest): string {
  if (!request.studentId) throw new HttpError(401, SESSION_INVALID);
  return request.studentId;
}

const refuseSubmitted = (written: boolean): void => {
  if (!written) throw new HttpError(409, SUBMITTED_MESSAGE);
};

export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  const { db, sessions, config } = app.ctx;
  const variant = config.formVariant;
  // The session is checked on request, before the body is parsed or validated: a caller without
  // a session learns nothing about payloads (401 rather than 400) and costs no parsing.
  const api = { onRequest: sessions.requireSession };
  // The answer save and the profile check the session inside their own statement (one round trip
  // each); their hook only refuses a request without a session cookie, before any parsing.
  const ownSessionCheck = { onRequest: sessions.requireSessionCookie };
  const tokenHashOf = (request: FastifyRequest): string =>
    sha256(request.cookies[SESSION_COOKIE] ?? '');

  // The saves of a moment are written by one statement, in two lanes (answer-saver.ts); each
  // request is answered when its batch has committed.
  const saves = createAnswerSaver(db, sessions.window, config.applicationMaxBytes);

  contractRoute(app, 'GET /api/profile', ownSessionCheck, async (request, reply) => {
    const profile = await readProfileOfSession(db, tokenHashOf(request), sessions.window);
    if (!profile) throw new HttpError(401, SESSION_INVALID);
    // JSON text assembled from PostgreSQL's own (exactly the schema's fields): sent as it is,
    // the ~21 KB of answers are not parsed and serialised again.
    return reply.type('application/json; charset=utf-8').send(profile);
  });

  contractRoute(app, 'PUT /api/last-page', api, async (request) => {
    refuseSubmitted(await saveLastPage(db, studentOf(request), request.body.last_page));
    return { message: 'Last page saved.' };
  });

  contractRoute(app, 'PUT /api/answer', ownSessionCheck, async (request) => {
    const answers = checkAnswers(request.body);
    const baseJson = checkAnswerBase(request.headers[ANSWER_BASE_HEADER], answers);
    const outcome = await saves.save({
      tokenHash: tokenHashOf(request),
      answersJson: JSON.stringify(answers),
      ...(baseJson ? { baseJson } : {}),
    });
    if (!outcome.studentId) throw new HttpError(401, SESSION_INVALID);
    request.studentId = outcome.studentId;
    if (outcome.conflicts)
      throw new HttpError(409, ANSWERS_CHANGED_ELSEWHERE, { conflicts: outcome.conflicts });
    if (outcome.tooLarge) throw new HttpError(413, applicationTooLarge(config.applicationMaxBytes));
    refuseSubmitted(outcome.written);
    return { message: 'Your answers have been saved.', revisions: outcome.revisions ?? {} };
  });

  contractRoute(app, 'POST /api/web-status', api, async (request) => {
    const studentId = studentOf(request);
    const status = request.body.web_status;
    if (status === 'submitted')
      throw new HttpError(400, 'The submitted status is set by submitting the application.');
    await recordWebStatus(db, studentId, status);
    return { message: `Status ${status} recorded.` };
  });

  contractRoute(app, 'POST /api/validations', api, async (request) => {
    await saveValidations(db, studentOf(request), request.body);
    return { message: 'Validation errors saved.' };
  });

  // No body is read: the stored answers are what is submitted.
  contractRoute(app, 'POST /api/submit', api, async (request) => {
    const studentId = studentOf(request);
    await submitApplication(db, studentId, variant);
    // The completion page offers the PDF copy at once: start rendering it now. Best effort: the
    // submission stands whatever happens here, and GET /api/pdf queues it again if need be.
    await requestCopy(app.ctx, studentId).catch((error: unknown) =>
      request.log.warn({ err: error }, 'could not queue the PDF copy'),
    );
    return { message: SUBMIT_SUCCESS };
  });

  contractRoute(app, 'PUT /api/add-another', api, async (request) => {
    const { button_id, num_components } = request.body;
    checkAddAnother(variant, button_id, num_components);
    refuseSubmitted(
      await mergeInto(db, studentOf(request), 'add_another', { [button_id]: num_components }),
    );
    return { message: 'Saved.' };
  });

  contractRoute(
    app,
    'GET /api/add-another',
    api,
    async (request) => (await readState(db, studentOf(request))).addAnother,
  );

  contractRoute(app, 'PUT /api/tabs', api, async (request) => {
    const { tab_id, chosen_tab } = request.body;
    checkTab(variant, tab_id, chosen_tab);
    refuseSubmitted(await mergeInto(db, studentOf(request), 'tabs', { [tab_id]: chosen_tab }));
    return { message: 'Saved.' };
  });

  contractRoute(
    app,
    'GET /api/tabs',
    api,
    async (request) => (await readState(db, studentOf(request))).tabs,
  );

  contractRoute(app, 'GET /public/tmp', {}, async (request) => {
    const set = await readTmpAnswerSet(db, request.query.token);
    if (!set) throw new HttpError(404, 'This link is unknown or has expired.');
    return set;
  });
}
