import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { usePortal } from '../app/portal-context.tsx';
import { readNavState } from '../session/nav-state.ts';
import { Footer } from '../shell/footer.tsx';
import { PartnerBrand } from '../shell/partner-brand.tsx';
import { AuthScreenLoading } from './auth-routes.tsx';
import { carriedAnswers } from './use-auth-nav-state.ts';

/** The header link's words: back to the form from any auth card. */
export const BACK_TO_APPLICATION = 'Back to the application';

/**
 * The auth screens' shell: the portal's header (the partner's name, the application's title and
 * a link back to the form) and its footer around the card, so /login, /signup, /confirm, /forgot
 * and /reset are visibly the same site as the application. The link back carries the answers a
 * guest brought (§2), so going back loses nothing.
 */
export function AuthLayout() {
  const portal = usePortal();
  const location = useLocation();
  const carry = carriedAnswers(readNavState(location.state));
  return (
    <>
      <a className="portal-skip-link" href="#main">
        Skip to main content
      </a>
      <header className="portal-header">
        <div className="portal-header-bar">
          <PartnerBrand title={portal.form.definition.title} />
          <Link className="portal-header-link" to={portal.defaultPath} state={carry}>
            {BACK_TO_APPLICATION}
          </Link>
        </div>
      </header>
      <Suspense fallback={<AuthScreenLoading />}>
        <Outlet />
      </Suspense>
      <Footer />
    </>
  );
}
