import { useFormSelector } from '@admissions/form-engine/react';
import { useLocation, useNavigate } from 'react-router';
import { useShowBoundary } from '../app/error-boundary.tsx';
import { usePortal, useSession } from '../app/portal-context.tsx';
import { preloadAuthScreen } from '../auth/auth-routes.tsx';
import { AccountPopover } from '../shell/account-popover.tsx';
import { Banner, bannerState } from '../shell/banner.tsx';
import { PartnerBrand } from '../shell/partner-brand.tsx';
import { LOGGED_OUT_MESSAGE, signOut } from './sign-out.ts';

/**
 * The header of the application pages: the account popover and the banner (§4) — large, compact
 * on the page flagged `compactBanner`, and hidden once a logged-in applicant has changed page.
 * Rendered inside the layout's FormProvider, so it reads the first name through the engine's own
 * `useFormSelector` (the portal's store is the provider's).
 */
export function ApplicationHeader({ simplified }: { simplified: boolean }) {
  const portal = usePortal();
  const navigate = useNavigate();
  const location = useLocation();
  const { isLoggedIn, username, hasChangedPage, numLogins, webStatus } = useSession((s) => s);
  const firstName = useFormSelector((s) => {
    const preferred = s.answers.preferred_name;
    const first = s.answers.first_name;
    return typeof preferred === 'string' && preferred.trim()
      ? preferred.trim()
      : typeof first === 'string'
        ? first.trim()
        : '';
  });
  const showBoundary = useShowBoundary();
  const page = portal.form.pages.find((p) => p.path === location.pathname);
  const state = bannerState({ isLoggedIn, hasChangedPage, webStatus, numLogins, firstName });
  const withAnswers = (path: string) => () =>
    navigate(path, { state: { answers: portal.store.snapshot().answers } });

  return (
    <header className={simplified ? 'portal-header portal-header-simplified' : 'portal-header'}>
      <div className="portal-header-bar">
        <PartnerBrand title={portal.form.definition.title} />
        <AccountPopover
          isLoggedIn={isLoggedIn}
          username={username ?? ''}
          onLogOut={() => {
            // A failed logout goes to the error boundary (§8), still logged in: never a
            // rejection nobody handles beside a page that looks logged out.
            signOut(portal).then(
              () => navigate('/login', { state: { successMessage: LOGGED_OUT_MESSAGE } }),
              showBoundary,
            );
          }}
          onSignIn={withAnswers('/login')}
          onCreateAccount={withAnswers('/signup')}
          onPreload={preloadAuthScreen}
        />
      </div>
      {state && (
        <Banner
          state={state}
          compact={page?.compactBanner ?? false}
          onLogin={withAnswers('/login')}
        />
      )}
    </header>
  );
}
