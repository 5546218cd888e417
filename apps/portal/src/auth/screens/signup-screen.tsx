import { checkSignup, normaliseUsername } from '@admissions/accounts';
import { useNavigate } from 'react-router';
import { publicApi } from '../../api/portal-api.ts';
import { CARD_NAMES, cardSucceeded, showCallError } from '../auth-errors.ts';
import { AuthCard } from '../parts/auth-card.tsx';
import { FooterLink } from '../parts/footer-link.tsx';
import { PasswordChecklist } from '../parts/password-checklist.tsx';
import { PasswordField, TextField } from '../parts/text-field.tsx';
import { useAuthForm } from '../use-auth-form.ts';
import { carriedAnswers, useAuthNavState } from '../use-auth-nav-state.ts';

const CHECKLIST_ID = 'signup-password-rules';

/**
 * /signup (§2): e-mail and a new password with the live requirement checklist, checked on each
 * change and on submit. After sign-up the applicant goes to /confirm with the username, the
 * pending answers and the server's message.
 */
export function SignupScreen() {
  const navigate = useNavigate();
  const nav = useAuthNavState();
  const carry = carriedAnswers(nav);
  const form = useAuthForm({
    initial: { username: nav.username ?? '', password: '' },
    check: checkSignup,
    validateOnChange: true,
  });

  const onSubmit = form.onSubmit(async ({ username, password }) => {
    const normalised = normaliseUsername(username);
    try {
      const result = await publicApi.signup({ username: normalised, password });
      cardSucceeded('signup');
      navigate('/confirm', {
        state: { ...carry, username: normalised, successMessage: result.message },
      });
    } catch (error) {
      showCallError(`${CARD_NAMES.signup} Error`, error, 'signup');
    }
  });

  return (
    <AuthCard
      id="signup"
      title="Sign Up"
      busy={form.busy}
      onSubmit={onSubmit}
      footer={
        <FooterLink prompt="Already have an account?" to="/login" state={carry}>
          Log in
        </FooterLink>
      }
    >
      <TextField
        id="signup-username"
        label="Email address"
        type="email"
        autoComplete="username"
        {...form.field('username')}
      />
      <PasswordField
        id="signup-password"
        label="Password"
        autoComplete="new-password"
        {...form.field('password')}
        describedBy={CHECKLIST_ID}
        after={<PasswordChecklist id={CHECKLIST_ID} password={form.values.password} />}
      />
    </AuthCard>
  );
}
