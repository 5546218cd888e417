import { checkLogin, checkResend, normaliseUsername } from '@admissions/accounts';
import { Link, useNavigate } from 'react-router';
import { publicApi } from '../../api/portal-api.ts';
import { usePortal } from '../../app/portal-context.tsx';
import { CARD_NAMES, cardSucceeded, RESEND_ERROR_LABEL, showCallError } from '../auth-errors.ts';
import { AuthCard, AuthTextButton } from '../parts/auth-card.tsx';
import { FooterLink } from '../parts/footer-link.tsx';
import { PasswordField, TextField } from '../parts/text-field.tsx';
import { useAuthForm } from '../use-auth-form.ts';
import { carriedAnswers, useAuthNavState } from '../use-auth-nav-state.ts';

/**
 * /login (§2): e-mail and password, checked on submit only (§4). Shows the error message it was
 * sent with (session invalid, inactivity logout) on the card; after a login the session is marked
 * logged in and the applicant goes to the default route with the pending answers.
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const { session, defaultPath } = usePortal();
  const nav = useAuthNavState();
  const carry = carriedAnswers(nav);
  const form = useAuthForm({
    initial: { username: nav.username ?? '', password: '' },
    check: checkLogin,
    validateOnChange: false,
  });

  const onSubmit = form.onSubmit(async ({ username, password }) => {
    try {
      const result = await publicApi.login({ username: normaliseUsername(username), password });
      cardSucceeded('login');
      session.getState().loggedIn({ username: result.username });
      // The portal picks the page here: the stored last page, where the student left off.
      navigate(defaultPath, { state: { ...carry, startAtLastPage: true } });
    } catch (error) {
      showCallError(`${CARD_NAMES.login} Error`, error, 'login');
    }
  });

  // The resend needs only a valid e-mail, with a message of its own (§5).
  const resend = () => {
    const errors = checkResend({ username: form.values.username }).username ?? [];
    if (errors.length > 0) return form.showErrors('username', errors);
    const username = normaliseUsername(form.values.username);
    form.runBusy(async () => {
      try {
        const result = await publicApi.resendConfirm({ username });
        cardSucceeded('login');
        navigate('/confirm', { state: { ...carry, username, successMessage: result.message } });
      } catch (error) {
        showCallError(RESEND_ERROR_LABEL, error, 'login');
      }
    });
  };

  return (
    <AuthCard
      id="login"
      title="Log In"
      busy={form.busy}
      onSubmit={onSubmit}
      footer={
        <FooterLink prompt="New here?" to="/signup" state={carry}>
          Create an account
        </FooterLink>
      }
    >
      {nav.errorMessage && (
        <div className="fe-alert fe-alert--error auth-alert" role="alert">
          <p className="fe-alert-text">{nav.errorMessage}</p>
        </div>
      )}
      <TextField
        id="login-username"
        label="Email address"
        type="email"
        autoComplete="username"
        {...form.field('username')}
      />
      <PasswordField
        id="login-password"
        label="Password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <div className="auth-actions">
        <AuthTextButton onClick={resend} busy={form.busy}>
          Resend confirmation code?
        </AuthTextButton>
        <Link to="/forgot" state={carry} className="auth-link">
          Forgot password?
        </Link>
      </div>
    </AuthCard>
  );
}
