import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { studentApi } from '../api/portal-api.ts';
import { usePortal, useSession } from '../app/portal-context.tsx';
import { readNavState } from '../session/nav-state.ts';
import { ensureStarted, saveProgress } from './application-actions.ts';
import { APPLICATION_QUERY_KEY, loadApplication } from './application-data.ts';
import { forgetGuestAnswers, readGuestAnswers } from './guest-answers.ts';

export const COMPLETION_PATH = '/completion';

/**
 * A logged-in student's application (§2 routing rules, §4): loads profile, counts and tabs; saves
 * the answers a guest brought along; starts the status; keeps a submitted student on /completion
 * and everyone else off it; redirects once to the stored last page when the portal chose the page
 * (not for a page opened by its address); saves the last page on each
 * route change while started or validating. Returns whether the application is still loading.
 */
export function useStudentApplication(): { loading: boolean } {
  const portal = usePortal();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const location = useLocation();
  const navigate = useNavigate();
  const webStatus = useSession((s) => s.webStatus);
  const pending = useRef(readNavState(location.state).answers);
  const redirected = useRef(false);
  const previousStatus = useRef(webStatus);

  const application = useQuery({
    queryKey: APPLICATION_QUERY_KEY,
    queryFn: async () => {
      const loaded = await loadApplication(portal);
      // Answers brought from the guest session (navigation state or session storage) win over
      // the stored ones: they are what the applicant typed last. Saved, then forgotten locally.
      const brought = { ...readGuestAnswers(), ...pending.current };
      if (Object.keys(brought).length > 0) {
        portal.store.getState().setAnswers(brought);
        await saveProgress(portal);
      }
      forgetGuestAnswers();
      await ensureStarted(portal);
      return loaded;
    },
    enabled: isLoggedIn,
  });

  const loaded = application.isSuccess;
  const path = location.pathname;

  // The stored last page, once, until the applicant changes page (§2) — only where the portal
  // chose the page (after login, the default route for an unknown path): a page opened by its
  // address stays open (issue 27). The mark is then taken off the history entry, so that a
  // reload there, after another tab has moved the last page on, stays too.
  useEffect(() => {
    if (!loaded || redirected.current) return;
    redirected.current = true;
    const { startAtLastPage, successMessage: _shown, ...state } = readNavState(location.state);
    if (!startAtLastPage) return;
    const { lastPage, hasChangedPage } = portal.session.getState();
    const known = portal.form.pages.some((p) => p.path === lastPage);
    const resume =
      webStatus !== 'submitted' && lastPage && known && lastPage !== path && !hasChangedPage;
    const to = resume ? { pathname: lastPage, search: location.search } : location;
    navigate(to, { replace: true, state });
  }, [loaded, portal, webStatus, path, navigate, location]);

  // A submitted student always lands on /completion; nobody else stays there. Except right after
  // submitting here: submitApplication navigates to /completion itself, carrying the success
  // message, and /completion is a lazy route, so the path is still the old one for a moment;
  // redirecting then would replace that navigation by one without the message (issue 14).
  useEffect(() => {
    const justSubmitted =
      loaded && previousStatus.current !== 'submitted' && webStatus === 'submitted';
    previousStatus.current = webStatus;
    if ((isLoggedIn && !loaded) || justSubmitted) return;
    if (webStatus === 'submitted' && path !== COMPLETION_PATH)
      navigate(COMPLETION_PATH, { replace: true });
    else if (webStatus !== 'submitted' && path === COMPLETION_PATH)
      navigate(portal.defaultPath, { replace: true });
  }, [isLoggedIn, loaded, webStatus, path, navigate, portal.defaultPath]);

  // The last page, on each route change while started or validating (§4).
  useEffect(() => {
    if (!loaded || (webStatus !== 'started' && webStatus !== 'validating')) return;
    if (!portal.form.pages.some((p) => p.path === path)) return;
    studentApi.saveLastPage(path).catch(() => undefined);
  }, [loaded, webStatus, path, portal.form.pages]);

  return { loading: isLoggedIn && application.isPending };
}
