import {
  checkConfirm,
  checkForgot,
  checkResend,
  normaliseUsername,
  type FormErrors,
} from '@admissions/accounts';
import { useNavigate } from 'react-router';
import { publicApi } from '../../api/portal-api.ts';
import { showSuccess } from '../../toasts/toast-store.ts';
import { CARD_NAMES, cardSucceeded, RESEND_ERROR_LABEL, showCallError } from '../auth-errors.ts';
import { AuthCard, AuthTextButton } from '../parts/auth-card.tsx';
import { FooterLink } from '../parts/footer-link.tsx';
import { TextField } from '../parts/text-field.tsx';
import { useAuthForm } from '../use-auth-form.ts';
import { carriedAnswers, useAuthNavState } from '../use-auth-nav-state.ts';

type ConfirmValues = { username: string; code: string };

/** The code, and the e-mail too when it was typed here rather than carried in (§5). */
const checkWithUsername = (values: ConfirmValues): FormErrors<string> => ({
  ...checkForgot(values),
  ...checkConfirm(values),
});

/**
 * /confirm (§2): the 6-digit code, for the username carried from sign-up or resend (an e-mail
 * field when the applicant arrives without one). After confirming, /login with the server's
 * message and the pending answers.
 */
export function ConfirmScreen() {
  const navigate = useNavigate();
  const nav = useAuthNavState();
  const carry = carriedAnswers(nav);
  const askUsername = !nav.username;
  const form = useAuthForm<keyof ConfirmValues>({
    initial: { username: nav.username ?? '', code: '' },
    check: askUsername ? checkWithUsername : checkConfirm,
    validateOnChange: true,
  });
  const username = normaliseUsername(form.values.username);

  const onSubmit = form.onSubmit(async ({ code }) => {
    try {
      const result = await publicApi.confirm({ username, code: code.trim() });
      cardSucceeded('confirm');
      navigate('/login', { state: { ...carry, username, successMessage: result.message } });
    } catch (error) {
      showCallError(`${CARD_NAMES.confirm} Error`, error, 'confirm');
    }
  });

  const resend = () => {
    const errors = checkResend({ username }).username ?? [];
    if (errors.length > 0) return form.showErrors('username', errors);
    form.runBusy(async () => {
      try {
        const result = await publicApi.resendConfirm({ username });
        cardSucceeded('confirm');
        showSuccess(result.message);
      } catch (error) {
        showCallError(RESEND_ERROR_LABEL, error, 'confirm');
      }
    });
  };

  return (
    <AuthCard
      id="confirm"
      title="Confirm Your Account"
      busy={form.busy}
      onSubmit={onSubmit}
      footer={
        <FooterLink prompt="Already confirmed?" to="/login" state={carry}>
          Log in
        </FooterLink>
      }
    >
      {askUsername ? (
        <TextField
          id="confirm-username"
          label="Email address"
          type="email"
          autoComplete="username"
          {...form.field('username')}
        />
      ) : (
        <p className="auth-intro">
          Enter the 6-digit code we emailed to <strong>{nav.username}</strong>.
        </p>
      )}
      <TextField
        id="confirm-code"
        label="Confirmation code"
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.field('code')}
      />
      <div className="auth-actions">
        <AuthTextButton onClick={resend} busy={form.busy}>
          Resend confirmation code?
        </AuthTextButton>
      </div>
    </AuthCard>
  );
}
