import { PASSWORD_RULES } from '@admissions/accounts';

/** A checklist item's state (§5): neutral while the password is empty. */
export type CheckState = 'neutral' | 'error' | 'success';

/** What a screen reader hears before each rule, so the state is never conveyed by colour alone. */
const STATE_TEXT: Record<CheckState, string> = {
  neutral: 'Not checked yet:',
  error: 'Not met:',
  success: 'Met:',
};
/** A distinct shape per state, for sighted users who do not tell the colours apart. */
const STATE_ICON: Record<CheckState, string> = { neutral: '○', error: '✗', success: '✓' };

/** The state of each password rule, in the checklist's order. */
export function checklistStates(password: string): CheckState[] {
  return PASSWORD_RULES.map((rule) =>
    password.length === 0 ? 'neutral' : rule.test(password) ? 'success' : 'error',
  );
}

/**
 * The live password requirement checklist of sign-up and reset (§2, §5). Not a live region: it
 * changes on every keystroke; the password input points at it with aria-describedby instead.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const states = checklistStates(password);
  return (
    <div className="auth-checklist" id={id}>
      <p className="auth-checklist-title" id={`${id}-title`}>
        Your password must meet these requirements:
      </p>
      <ul className="auth-checklist-items" aria-labelledby={`${id}-title`}>
        {PASSWORD_RULES.map((rule, index) => {
          const state = states[index]!;
          return (
            <li className={`auth-check auth-check--${state}`} data-state={state} key={rule.message}>
              <span className="auth-check-icon" aria-hidden="true">
                {STATE_ICON[state]}
              </span>
              <span className="fe-visually-hidden">{STATE_TEXT[state]} </span>
              {rule.message}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
