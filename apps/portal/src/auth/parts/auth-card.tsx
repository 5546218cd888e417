import type { FormEvent, ReactNode } from 'react';
import '../auth.css';

/** What an {@link AuthCard} frames. */
export interface AuthCardProps {
  /** Prefix of the card's element ids ("login", "signup"…). */
  readonly id: string;
  /** The card's header (§2: Log In, Sign Up, Confirm Your Account…). */
  readonly title: string;
  readonly busy: boolean;
  readonly onSubmit: (event: FormEvent) => void;
  /** The fields and the card's own actions, between the header and the Submit button. */
  readonly children: ReactNode;
  /** The link to a neighbouring auth page, under the form. */
  readonly footer: ReactNode;
}

/**
 * The frame every auth screen shares: a `<main>` landmark holding a card whose form is named by
 * its `<h1>`, then a Submit button and the footer link.
 */
export function AuthCard({ id, title, busy, onSubmit, children, footer }: AuthCardProps) {
  const titleId = `${id}-title`;
  return (
    <main id="main" className="auth-page" tabIndex={-1}>
      {/* fe-root: the card reuses the engine's .fe-* controls, whose rules apply inside an engine root. */}
      <div className="fe-root auth-card">
        {/* noValidate: the specification's messages replace the browser's own bubbles. */}
        <form className="auth-form" aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
          <h1 className="auth-title" id={titleId}>
            {title}
          </h1>
          {children}
          <SubmitButton busy={busy} />
        </form>
        <div className="auth-footer">{footer}</div>
      </div>
    </main>
  );
}

/**
 * The Submit button. While a call runs it is marked busy and aria-disabled rather than
 * `disabled`, which would drop the keyboard focus to the page; the form ignores the extra submits.
 */
export function SubmitButton({ busy }: { busy: boolean }) {
  return (
    <button
      type="submit"
      className="fe-button auth-submit"
      aria-busy={busy}
      aria-disabled={busy || undefined}
    >
      Submit
    </button>
  );
}

/** A secondary action of a card ("Resend confirmation code?"), styled as a link. */
export function AuthTextButton({
  children,
  onClick,
  busy,
}: {
  children: ReactNode;
  onClick: () => void;
  busy: boolean;
}) {
  return (
    <button
      type="button"
      className="auth-text-button"
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : onClick}
    >
      {children}
    </button>
  );
}
