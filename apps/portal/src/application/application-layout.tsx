/**
 * The application pages' common layout (§2 "Application shell"): banner, account popover, error
 * summary, step navigation, the page, footer — all inside the engine's FormProvider, in the
 * visitor's mode for a guest and the applicant's once logged in (`FORM_MODE`). A
 * `?service_token=` turns the same route into the read-only service view.
 */
import {
  ErrorSummary,
  FormProvider,
  type FormMessagesOverride,
  type FormToast,
} from '@admissions/form-engine/react';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formBackend } from '../api/portal-api.ts';
import { usePortal, useSession } from '../app/portal-context.tsx';
import { Footer } from '../shell/footer.tsx';
import { StepNav } from '../shell/step-nav.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { FORM_MODE } from '../session/form-mode.ts';
import { dismissErrors, showToast } from '../toasts/toast-store.ts';
import { PortalErrorBoundary } from '../app/error-boundary.tsx';
import { goToPage, saveChangedAnswers } from './application-actions.ts';
import { ApplicationHeader } from './application-header.tsx';
import { usePublicAnswers } from './use-public-answers.ts';
import { COMPLETION_PATH, useStudentApplication } from './use-student-application.ts';
import { useGuestAnswers } from './use-guest-answers.ts';
import { applicationSucceeded, reportError } from '../app/report-error.ts';
import { DraftOfferBanner, SaveStatus } from '../drafts/save-status.tsx';
import { isOffline } from '../drafts/autosave.ts';
import { useAutosave, withAutosave } from '../drafts/use-autosave.ts';

/**
 * The portal's words for the engine (its message catalogue): optional questions are marked
 * "(optional)" after their label, the GOV.UK practice — the required ones carry no mark.
 */
export const PORTAL_MESSAGES: FormMessagesOverride = { optionalMarker: '(optional)' };

/** The toast scope of a form widget's subject (a field's key, a tab group's or button's id). */
export const formToastScope = (subject: string): string => `form:${subject}`;

const ServiceView = lazy(() => import('../pages/service-view.tsx'));

export function ApplicationLayout() {
  const [params] = useSearchParams();
  const serviceToken = params.get('service_token');
  if (serviceToken)
    return (
      <Suspense fallback={<Spinner />}>
        <ServiceView token={serviceToken} />
      </Suspense>
    );
  return <StudentLayout />;
}

function StudentLayout() {
  const portal = usePortal();
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const { loading } = useStudentApplication();
  const { autosave, offer, restoring } = useAutosave(portal, isLoggedIn && !loading);
  useGuestAnswers(portal, !isLoggedIn);
  usePublicAnswers(portal);

  const onToast = useCallback(
    (toast: FormToast) =>
      showToast({
        severity: toast.severity,
        label: toast.severity === 'error' ? 'Error' : 'Success Notification',
        message: toast.message,
        ...(toast.subject ? { scope: formToastScope(toast.subject) } : {}),
      }),
    [],
  );
  // A field's (tab group's, button's) action succeeded: its error toasts are stale (issue 14).
  const onSuccess = useCallback((subject: string) => dismissErrors(formToastScope(subject)), []);
  const navigateTo = useCallback(
    (path: string) => {
      withAutosave(portal, () => goToPage(portal, navigate, path)).then(
        applicationSucceeded,
        // Offline, the autosave has said so in words and will retry.
        (error: unknown) => isOffline(error) || reportError(portal, navigate, error),
      );
    },
    [portal, navigate],
  );

  // The widgets' back end, whose answer save (an upload saves the answers first, §4) goes the
  // portal's way: the changed keys, with the revisions they replace, after any autosave in flight.
  const backend = useMemo(
    () => ({
      ...formBackend,
      saveAnswers: () => withAutosave(portal, () => saveChangedAnswers(portal)),
    }),
    [portal],
  );

  if (loading || restoring) return <Spinner />;
  const completion = location.pathname === COMPLETION_PATH;

  return (
    <FormProvider
      store={portal.store}
      backend={isLoggedIn ? backend : undefined}
      mode={FORM_MODE[isLoggedIn ? 'applicant' : 'visitor']}
      onToast={onToast}
      onSuccess={onSuccess}
      messages={PORTAL_MESSAGES}
    >
      <PortalErrorBoundary>
        <a className="portal-skip-link" href="#main">
          Skip to main content
        </a>
        <ApplicationHeader simplified={completion} />
        {!completion && (
          <StepNav
            pages={portal.form.pages.map((p) => ({
              path: p.path,
              title: p.title,
              stepLabel: p.stepLabel,
              shortStepLabel: p.shortStepLabel ?? p.stepLabel,
            }))}
            currentPath={location.pathname}
            onNavigate={navigateTo}
          />
        )}
        <main id="main" className="portal-main" tabIndex={-1}>
          {!completion && <ErrorSummary currentPath={location.pathname} onNavigate={navigateTo} />}
          {!completion && offer && <DraftOfferBanner offer={offer} />}
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
          {!completion && autosave && <SaveStatus autosave={autosave} />}
        </main>
        <Footer />
      </PortalErrorBoundary>
    </FormProvider>
  );
}
