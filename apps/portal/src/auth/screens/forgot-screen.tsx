import { checkForgot, normaliseUsername } from '@admissions/accounts';
import { useState } from 'react';
import { publicApi } from '../../api/portal-api.ts';
import { CARD_NAMES, cardSucceeded, showCallError } from '../auth-errors.ts';
import { AuthCard } from '../parts/auth-card.tsx';
import { FooterLink } from '../parts/footer-link.tsx';
import { TextField } from '../parts/text-field.tsx';
import { useAuthForm } from '../use-auth-form.ts';
import { carriedAnswers, useAuthNavState } from '../use-auth-nav-state.ts';

const USERNAME_ID = 'forgot-username';

/**
 * /forgot (§2): the e-mail only. On success the server's message stays on the card, in a status
 * region, until the applicant dismisses it.
 */
export function ForgotScreen() {
  const nav = useAuthNavState();
  const carry = carriedAnswers(nav);
  const [sent, setSent] = useState<string | null>(null);
  const form = useAuthForm({
    initial: { username: nav.username ?? '' },
    check: checkForgot,
    validateOnChange: true,
  });

  const onSubmit = form.onSubmit(async ({ username }) => {
    try {
      const result = await publicApi.forgotPassword({ username: normaliseUsername(username) });
      cardSucceeded('forgot');
      setSent(result.message);
    } catch (error) {
      showCallError(`${CARD_NAMES.forgot} Error`, error, 'forgot');
    }
  });

  const dismiss = () => {
    setSent(null);
    // The dismiss button disappears with the message: keep the focus on the card.
    document.getElementById(USERNAME_ID)?.focus();
  };

  return (
    <AuthCard
      id="forgot"
      title="Forgot Password"
      busy={form.busy}
      onSubmit={onSubmit}
      footer={
        <FooterLink prompt="Remembered it?" to="/login" state={carry}>
          Log in
        </FooterLink>
      }
    >
      {/* Always rendered: a status region announces content added to it, not itself appearing. */}
      <div role="status" className="auth-status">
        {sent && (
          <div className="auth-success">
            <p className="auth-success-text">{sent}</p>
            <button
              type="button"
              className="auth-dismiss"
              aria-label="Dismiss message"
              onClick={dismiss}
            >
              Dismiss
            </button>
          </div>
        )}
      </div>
      <p className="auth-intro">
        Enter the email address of your account and we will email you a link to reset your password.
      </p>
      <TextField
        id={USERNAME_ID}
        label="Email address"
        type="email"
        autoComplete="username"
        {...form.field('username')}
      />
    </AuthCard>
  );
}
