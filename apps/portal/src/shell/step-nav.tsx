import '../ui/ui.css';
import './shell.css';
import { isPlainClick } from './plain-click.ts';

/** One application step as the navigation shows it. */
export interface StepNavPage {
  /** The page's route, e.g. "/about"; also the link's href. */
  readonly path: string;
  /** The page's title, e.g. "About You". */
  readonly title: string;
  /** "Step 01", shown from 481px up. */
  readonly stepLabel: string;
  /** "1", shown instead of stepLabel at 480px and below. */
  readonly shortStepLabel: string;
}

export interface StepNavProps {
  readonly pages: readonly StepNavPage[];
  /** The current route; its step gets `aria-current="step"`. */
  readonly currentPath: string;
  /** A step was chosen: the host saves the answers first, then navigates. */
  readonly onNavigate: (path: string) => void;
}

/**
 * The application's step navigation (§2): real links, so they work as links for assistive
 * technology and for "open in new tab", whose plain clicks go to `onNavigate` instead, because
 * the host must save answers (or send a guest to sign-up) before leaving the page.
 *
 * Below 480px the visible "Step 01" becomes "1" (shell.css), but "Step 01" is only visually
 * hidden, so the accessible name stays "Step 01: About You" at every width.
 */
export function StepNav({ pages, currentPath, onNavigate }: StepNavProps) {
  return (
    <nav className="portal-step-nav" aria-label="Application steps">
      <ol className="portal-step-list">
        {pages.map((page) => (
          <li key={page.path}>
            <a
              className="portal-step-link"
              href={page.path}
              aria-current={page.path === currentPath ? 'step' : undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onNavigate(page.path);
              }}
            >
              <span className="portal-step-number">
                <span className="portal-step-label">{page.stepLabel}</span>
                <span className="portal-step-short" aria-hidden="true">
                  {page.shortStepLabel}
                </span>
              </span>
              {/* The colon is heard, not seen; the space is a text node of its own because
                  name computations trim the whitespace inside elements. */}
              <span className="portal-sr-only">:</span>{' '}
              <span className="portal-step-title">{page.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
