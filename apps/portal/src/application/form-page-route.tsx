/**
 * One page of the application (§2): its heading, the engine's rendering of its
 * sections, and its buttons: one primary action — "Save and Continue" to the next page, "Submit"
 * on the last — then "Save" as a secondary one. A `#key` in the address (the error summary's
 * links) focuses that field.
 */
import { FormPage } from '@admissions/form-engine/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePortal, useSession } from '../app/portal-context.tsx';
import { applicationSucceeded, reportError } from '../app/report-error.ts';
import { isOffline } from '../drafts/autosave.ts';
import { withAutosave } from '../drafts/use-autosave.ts';
import { showSuccess } from '../toasts/toast-store.ts';
import { goToPage, saveProgress, submitApplication } from './application-actions.ts';
import { useTypedInputAdoption } from '../prerender/hydration.ts';
import { hasAnswers } from './guest-answers.ts';

export const NOTHING_TO_SAVE =
  'There is nothing to save yet. Answer a question, then save to create your account.';

export function Component() {
  const portal = usePortal();
  const location = useLocation();
  const navigate = useNavigate();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const [busy, setBusy] = useState<'save' | 'next' | 'submit' | undefined>();
  const index = portal.form.pages.findIndex((p) => p.path === location.pathname);
  const page = portal.form.pages[index];
  const next = portal.form.pages[index + 1];

  useTypedInputAdoption();

  // Focus the field named in the address (`/{page}#{key}`) once the page has rendered.
  useEffect(() => {
    const key = decodeURIComponent(location.hash.slice(1));
    if (!key) return;
    const frame = requestAnimationFrame(() => {
      const field = document.getElementById(key);
      field?.scrollIntoView?.({ block: 'center' });
      field?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [location.hash, location.pathname]);

  // A new page starts at the top, with its heading announced to screen readers — or, while the
  // error summary shows, with the summary, whose links are what the applicant needs next.
  // Not on the first render of a prerendered page a visitor is already typing into (issue 30).
  useEffect(() => {
    if (location.hash) return;
    if (document.activeElement?.closest('.fe-field')) return;
    const summary = document.querySelector<HTMLElement>('.fe-error-summary');
    (summary ?? document.getElementById('page-title'))?.focus();
  }, [location.pathname, location.hash]);

  if (!page) return null;

  const run = (kind: 'save' | 'next' | 'submit', work: () => Promise<unknown>) => async () => {
    if (busy) return;
    setBusy(kind);
    try {
      await withAutosave(portal, work);
      // The "Error" toast of an earlier failed save or page change is no longer true.
      applicationSucceeded();
    } catch (error) {
      // Offline, the autosave has said so in words (one toast) and will retry; nothing is lost.
      if (!isOffline(error)) reportError(portal, navigate, error);
    } finally {
      setBusy(undefined);
    }
  };

  const save = run('save', async () => {
    if (!isLoggedIn) {
      // A guest saves by creating an account (§1); with nothing typed yet, say so instead.
      if (hasAnswers(portal.store.snapshot().answers))
        navigate('/signup', { state: { answers: portal.store.snapshot().answers } });
      else showSuccess(NOTHING_TO_SAVE);
      return;
    }
    await saveProgress(portal);
    showSuccess('Your answers have been saved.');
  });
  const moveOn = next
    ? run('next', () => goToPage(portal, navigate, next.path))
    : run('submit', () => submitApplication(portal, navigate));

  return (
    <>
      <h1 id="page-title" className="portal-page-title" tabIndex={-1}>
        {page.title}
      </h1>
      <FormPage page={page} />
      {/* GOV.UK's order: the page's one primary action first, then Save as a secondary one. */}
      <div className="portal-page-actions">
        <button
          type="button"
          className={`portal-button portal-button-primary ${next ? 'portal-button-save' : 'portal-button-submit'}`}
          onClick={moveOn}
          aria-busy={busy === 'next' || busy === 'submit'}
          disabled={busy !== undefined}
        >
          {next ? 'Save and Continue' : 'Submit'}
        </button>
        <button
          type="button"
          className="portal-button portal-button-secondary portal-button-save"
          onClick={save}
          aria-busy={busy === 'save'}
          disabled={busy !== undefined}
        >
          Save
        </button>
      </div>
    </>
  );
}
