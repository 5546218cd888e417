import { checkReset } from '@admissions/accounts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { publicApi } from '../../api/portal-api.ts';
import { CARD_NAMES, cardSucceeded, showCallError } from '../auth-errors.ts';
import { AuthCard } from '../parts/auth-card.tsx';
import { FooterLink } from '../parts/footer-link.tsx';
import { PasswordChecklist } from '../parts/password-checklist.tsx';
import { PasswordField } from '../parts/text-field.tsx';
import { useAuthForm } from '../use-auth-form.ts';

const CHECKLIST_ID = 'reset-password-rules';

/**
 * /reset (§2): a new password and its confirmation, each with a reveal toggle, for the username
 * and reset id of the e-mailed link's query string. After the reset, /login with the server's
 * message.
 */
export function ResetScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  const form = useAuthForm({
    initial: { password: '', confirm_password: '', id: params.get('id') ?? '' },
    check: checkReset,
    validateOnChange: true,
  });
  const linkErrors = form.errorsOf('id');

  const onSubmit = form.onSubmit(async (values) => {
    try {
      const result = await publicApi.resetPassword({ username, ...values });
      cardSucceeded('reset');
      navigate('/login', { state: { successMessage: result.message, username } });
    } catch (error) {
      showCallError(`${CARD_NAMES.reset} Error`, error, 'reset');
    }
  });

  return (
    <AuthCard
      id="reset"
      title="Reset Password"
      busy={form.busy}
      onSubmit={onSubmit}
      footer={
        <FooterLink prompt="Remembered it?" to="/login">
          Log in
        </FooterLink>
      }
    >
      {/* The reset id is not a field: a broken link is reported on the card and focused. */}
      <div
        className={linkErrors.length > 0 ? 'fe-alert fe-alert--error auth-alert' : undefined}
        role="alert"
        tabIndex={-1}
        ref={form.register('id')}
      >
        {linkErrors.length > 0 && (
          <p className="fe-alert-text">
            {linkErrors.join(' ')}{' '}
            <Link to="/forgot" state={username ? { username } : {}}>
              Request a new link
            </Link>
          </p>
        )}
      </div>
      {username && (
        <p className="auth-intro">
          Choose a new password for <strong>{username}</strong>.
        </p>
      )}
      <PasswordField
        id="reset-password"
        label="New password"
        autoComplete="new-password"
        {...form.field('password')}
        describedBy={CHECKLIST_ID}
        after={<PasswordChecklist id={CHECKLIST_ID} password={form.values.password} />}
      />
      <PasswordField
        id="reset-confirm-password"
        label="Confirm password"
        autoComplete="new-password"
        {...form.field('confirm_password')}
      />
    </AuthCard>
  );
}
