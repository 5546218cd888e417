import { describe, expect, it } from 'vitest';
import { readPortalConfig } from '../../src/app/portal-config.ts';
import { answersToSave } from '../../src/application/answer-diff.ts';
import {
  hasAnswers,
  readGuestAnswers,
  writeGuestAnswers,
} from '../../src/application/guest-answers.ts';
import { hasIdentityCookie } from '../../src/session/logged-in.ts';
import { readNavState } from '../../src/session/nav-state.ts';
import { createPortal } from '../../src/app/portal-context.tsx';
import { webStatusOf } from '../../src/session/web-status.ts';
import { runtimeForm } from '../support/runtime-form.ts';

describe('web status from the profile (§4)', () => {
  it('counts distinct recognised entries: 0 none, 1 started, 2 validating, 3 submitted', () => {
    expect(webStatusOf([])).toBe('none');
    expect(webStatusOf([{ web_status: 'started' }, { web_status: 'started' }])).toBe('started');
    expect(webStatusOf([{ web_status: 'started' }, { web_status: 'bogus' }, {}])).toBe('started');
    expect(webStatusOf([{ web_status: 'started' }, { web_status: 'validating' }])).toBe(
      'validating',
    );
    expect(
      webStatusOf([
        { web_status: 'started' },
        { web_status: 'validating' },
        { web_status: 'submitted' },
      ]),
    ).toBe('submitted');
  });
});

describe('errors show only while the status is validating (§5)', () => {
  it('the portal’s status turns the form’s errors on and off', () => {
    const config = { variant: 'undergraduate', idleTimeoutMs: 1, idleWarningMs: 1 } as const;
    const { session, store } = createPortal(config, runtimeForm(), '');
    store.getState().setErrors({ first_name: ['Legal First/Given Name'] });
    const shown = () => store.getState().showErrors;
    expect([session.getState().webStatus, shown()]).toEqual(['none', false]);
    session.getState().setWebStatus('started');
    expect(shown()).toBe(false);
    session.getState().setWebStatus('validating');
    expect(shown()).toBe(true);
    session.getState().setWebStatus('submitted');
    expect(shown()).toBe(false);
  });
});

describe('logged-in detection (§4)', () => {
  it('counts any cookie with the identity prefix', () => {
    expect(hasIdentityCookie('a=1; admissions_identity.logged_in=true')).toBe(true);
    expect(hasIdentityCookie('admissions_session=x; other=1')).toBe(false);
    expect(hasIdentityCookie('')).toBe(false);
  });
});

describe('the deployment settings in meta tags', () => {
  const docWith = (tags: Record<string, string>) => {
    const doc = document.implementation.createHTMLDocument();
    for (const [name, content] of Object.entries(tags)) {
      const meta = doc.createElement('meta');
      meta.name = name;
      meta.content = content;
      doc.head.append(meta);
    }
    return doc;
  };

  it('defaults to the specification: undergraduate, 900000 ms, a warning 60000 ms before', () => {
    expect(readPortalConfig(docWith({}))).toEqual({
      variant: 'undergraduate',
      idleTimeoutMs: 900_000,
      idleWarningMs: 60_000,
    });
  });

  it('reads the variant and a shortened timeout (the warning never longer than half)', () => {
    expect(
      readPortalConfig(
        docWith({ 'admissions-variant': 'transfer', 'admissions-idle-timeout-ms': '4000' }),
      ),
    ).toEqual({ variant: 'transfer', idleTimeoutMs: 4000, idleWarningMs: 2000 });
  });
});

describe('what a save sends', () => {
  it('sends changed keys, and null for cleared ones', () => {
    expect(
      answersToSave(
        { first_name: 'Ada', city: 'Columbus', gone: 'x', empty: null },
        { first_name: 'Ada', city: 'Dayton', added: true, empty: undefined },
      ),
    ).toEqual({ city: 'Dayton', added: true, gone: null });
  });
});

describe('guest answers', () => {
  it('survive in session storage and count as filled only when something is answered', () => {
    writeGuestAnswers({ first_name: 'Ada' });
    expect(readGuestAnswers()).toEqual({ first_name: 'Ada' });
    sessionStorage.setItem('admissions.guest-answers', '[1,2]');
    expect(readGuestAnswers()).toBeUndefined();
    expect(hasAnswers({ a: '', b: null, c: undefined })).toBe(false);
    expect(hasAnswers({ a: 'x' })).toBe(true);
  });
});

describe('navigation state', () => {
  it('keeps only well-formed fields', () => {
    expect(
      readNavState({ answers: { a: 'x' }, successMessage: 'Yes', errorMessage: 3, other: 1 }),
    ).toEqual({ answers: { a: 'x' }, successMessage: 'Yes' });
    expect(readNavState('junk')).toEqual({});
    expect(readNavState({ answers: ['x'] })).toEqual({});
  });
});
