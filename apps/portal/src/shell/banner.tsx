import type { WebStatus } from '../session/web-status.ts';
import { useId, type ReactNode } from 'react';
import '../ui/ui.css';
import './shell.css';
import { isPlainClick } from './plain-click.ts';

/** What the welcome banner says (§4); `null` from {@link bannerState} means no banner. */
export type BannerState =
  | { readonly kind: 'submitted'; readonly firstName: string }
  | { readonly kind: 'first-login' }
  | { readonly kind: 'returning' }
  | { readonly kind: 'logged-out' };

/** What {@link bannerState} decides from: the client snapshot and the applicant's name. */
export interface BannerInput {
  readonly isLoggedIn: boolean;
  readonly hasChangedPage: boolean;
  readonly webStatus: WebStatus | null | undefined;
  /** Successful logins; null while unknown. */
  readonly numLogins: number | null | undefined;
  /** preferred_name if answered, else first_name (the host picks; see §1). */
  readonly firstName: string | null | undefined;
}

/**
 * §4's banner rule. Hidden (null) when the applicant is logged in and has changed page, except
 * after submission; otherwise submitted → "Thanks", logged out → the invitation, one login →
 * the first-login welcome, more → "GOOD TO SEE YOU AGAIN".
 *
 * Logged out is checked first: a web status left over from a previous session must not thank
 * a visitor by someone else's name. num_logins is at least 1 once known, so an unknown count
 * reads as a first login rather than greeting a newcomer as a returning applicant.
 */
export function bannerState(input: BannerInput): BannerState | null {
  if (!input.isLoggedIn) return { kind: 'logged-out' };
  if (input.webStatus === 'submitted') {
    return { kind: 'submitted', firstName: input.firstName?.trim() ?? '' };
  }
  if (input.hasChangedPage) return null;
  return (input.numLogins ?? 1) > 1 ? { kind: 'returning' } : { kind: 'first-login' };
}

export interface BannerProps {
  readonly state: BannerState;
  /** The smaller banner of the compact-banner page (§2). */
  readonly compact?: boolean;
  /** Where the logged-out invitation's link points without JavaScript. Default "/login". */
  readonly loginHref?: string;
  /** Called instead of following the link, so the host can carry the guest's answers along. */
  readonly onLogin?: () => void;
  /** 2 by default (the page has its own h1); 1 where the banner is the page's main heading. */
  readonly headingLevel?: 1 | 2;
}

/** The welcome banner at the top of the application pages, in one of §4's four states. */
export function Banner({
  state,
  compact = false,
  loginHref = '/login',
  onLogin,
  headingLevel = 2,
}: BannerProps) {
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  let title: string;
  let text: ReactNode;
  switch (state.kind) {
    case 'submitted':
      // Without a name the greeting still reads naturally.
      title = state.firstName ? `Thanks, ${state.firstName}!` : 'Thanks!';
      text =
        'Congratulations, the online portion of your application is complete! ' +
        'Only a few last steps remain to finish your application.';
      break;
    case 'first-login':
      title = 'Welcome to your application!';
      text = 'These four short pages will not take long. Let’s get started.';
      break;
    case 'returning':
      title = 'GOOD TO SEE YOU AGAIN';
      text = 'Pick up where you left off, then submit your application when every page is done.';
      break;
    case 'logged-out':
      title = 'Start your application';
      text = (
        <>
          You can begin answering the questions below right away. Already have an account?{' '}
          <a
            className="portal-banner-link"
            href={loginHref}
            onClick={(event) => {
              if (!onLogin || !isPlainClick(event)) return;
              event.preventDefault();
              onLogin();
            }}
          >
            Log in
          </a>{' '}
          to continue where you left off.
        </>
      );
      break;
  }

  return (
    <section
      className={`portal-banner portal-banner--${state.kind}${compact ? ' portal-banner--compact' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="portal-banner-inner">
        <Heading className="portal-banner-title" id={headingId}>
          {title}
        </Heading>
        <p className="portal-banner-text">{text}</p>
      </div>
    </section>
  );
}
