import { SAMPLE_APPLICATION } from '@admissions/partner-config';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortal, type Portal } from '../../src/app/portal-context.tsx';
import { runtimeForm } from '../support/runtime-form.ts';
import {
  SUBMIT_SUCCESS_MESSAGE,
  ensureStarted,
  goToPage,
  submitApplication,
} from '../../src/application/application-actions.ts';
import { rememberSaved } from '../../src/application/saved-answers.ts';

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
let webStatusFailures = 0;

const server = setupServer(
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const text = await request.text();
    calls.push({
      method: request.method,
      path: url.pathname,
      body: text ? JSON.parse(text) : null,
    });
    if (url.pathname === '/api/web-status' && webStatusFailures > 0) {
      webStatusFailures--;
      return HttpResponse.json({ message: 'Try again' }, { status: 503 });
    }
    return HttpResponse.json({ message: 'ok' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  calls = [];
  webStatusFailures = 0;
});
afterAll(() => server.close());

const config = { variant: 'undergraduate', idleTimeoutMs: 900_000, idleWarningMs: 60_000 } as const;

function loggedInPortal(status: 'none' | 'started' | 'validating' = 'started'): Portal {
  const portal = createPortal(config, runtimeForm(), '');
  portal.session.getState().loggedIn({ username: 'ada@example.edu', numLogins: 1 });
  portal.session.getState().setWebStatus(status);
  return portal;
}

const paths = () => calls.map((c) => `${c.method} ${c.path}`);

describe('moving between pages (§2 step navigation)', () => {
  it('sends a guest with answers to sign-up, carrying them; a guest without answers moves on', async () => {
    const portal = createPortal(config, runtimeForm(), '');
    const navigate = vi.fn();
    await goToPage(portal, navigate, '/education');
    expect(navigate).toHaveBeenLastCalledWith('/education');
    portal.store.getState().setAnswer('first_name', 'Ada');
    await goToPage(portal, navigate, '/education');
    expect(navigate).toHaveBeenLastCalledWith('/signup', {
      state: { answers: expect.objectContaining({ first_name: 'Ada' }) },
    });
    expect(calls).toEqual([]);
  });

  it('saves what changed, then marks the page changed and navigates', async () => {
    const portal = loggedInPortal();
    rememberSaved(portal, { first_name: 'Ada' });
    portal.store.getState().setAnswers({ first_name: 'Ada', last_name: 'Lovelace' });
    const navigate = vi.fn();
    await goToPage(portal, navigate, '/education');
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/answer', body: { last_name: 'Lovelace' } },
    ]);
    expect(portal.session.getState().hasChangedPage).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/education');
  });

  it('while validating, posts the current errors after the answers', async () => {
    const portal = loggedInPortal('validating');
    portal.store.getState().setAnswer('first_name', 'Ada');
    await goToPage(portal, vi.fn(), '/education');
    expect(paths()).toEqual(['PUT /api/answer', 'POST /api/validations']);
    const posted = calls[1]!.body as Record<string, string[]>;
    expect(posted.last_name).toEqual(['Legal Last/Family Name']);
    expect(portal.store.getState().errors).toEqual(posted);
  });
});

describe('the status lifecycle (§4)', () => {
  it('posts started when the status is none, retrying twice', async () => {
    const portal = loggedInPortal('none');
    webStatusFailures = 2;
    await ensureStarted(portal);
    expect(paths()).toEqual([
      'POST /api/web-status',
      'POST /api/web-status',
      'POST /api/web-status',
    ]);
    expect(calls[2]!.body).toEqual({ web_status: 'started' });
    expect(portal.session.getState().webStatus).toBe('started');
  });

  it('gives up after two retries', async () => {
    const portal = loggedInPortal('none');
    webStatusFailures = 3;
    await expect(ensureStarted(portal)).rejects.toThrow('Try again');
    expect(calls).toHaveLength(3);
  });

  it('an incomplete submission becomes validating, posts its errors and returns to the default route', async () => {
    const portal = loggedInPortal('started');
    portal.store.getState().setAnswer('first_name', 'Ada');
    const navigate = vi.fn();
    expect(await submitApplication(portal, navigate)).toBe(false);
    expect(paths()).toEqual(['POST /api/web-status', 'PUT /api/answer', 'POST /api/validations']);
    expect(calls[0]!.body).toEqual({ web_status: 'validating' });
    expect(portal.session.getState().webStatus).toBe('validating');
    expect(navigate).toHaveBeenCalledWith('/about');
  });

  it('a complete submission is submitted and lands on /completion with the message', async () => {
    const portal = loggedInPortal('validating');
    portal.store.getState().load({
      answers: SAMPLE_APPLICATION.answers,
      addAnother: SAMPLE_APPLICATION.addAnother,
      tabs: SAMPLE_APPLICATION.tabs,
    });
    const navigate = vi.fn();
    expect(await submitApplication(portal, navigate)).toBe(true);
    expect(paths()).toEqual(['PUT /api/answer', 'POST /api/validations', 'POST /api/submit']);
    expect(calls[1]!.body).toEqual({});
    expect(portal.session.getState().webStatus).toBe('submitted');
    expect(navigate).toHaveBeenCalledWith('/completion', {
      replace: true,
      state: { successMessage: SUBMIT_SUCCESS_MESSAGE },
    });
    expect(SUBMIT_SUCCESS_MESSAGE).toBe('Your application was successfully submitted.');
  });

  it('a guest who submits goes to sign-up with the answers', async () => {
    const portal = createPortal(config, runtimeForm(), '');
    portal.store.getState().setAnswer('first_name', 'Ada');
    const navigate = vi.fn();
    expect(await submitApplication(portal, navigate)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/signup', {
      state: { answers: expect.objectContaining({ first_name: 'Ada' }) },
    });
    expect(calls).toEqual([]);
  });
});
