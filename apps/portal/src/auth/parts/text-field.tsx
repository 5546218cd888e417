import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** A {@link TextField}: an input's own attributes plus its label, value and messages. */
export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'ref'
> {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** The field's visible messages; any makes the input invalid. */
  readonly errors: readonly string[];
  readonly inputRef?: Ref<HTMLInputElement>;
  /** Ids of further descriptions (the password checklist). */
  readonly describedBy?: string;
  /** Rendered beside the input (the reveal toggle). */
  readonly adornment?: ReactNode;
  /** Rendered under the input and its errors (the password checklist). */
  readonly after?: ReactNode;
}

/**
 * A labelled input whose errors show under it, tied to it by aria-describedby and aria-invalid
 * so a screen reader reads the message with the field.
 */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  errors,
  inputRef,
  describedBy,
  adornment,
  after,
  type = 'text',
  ...input
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  const description = [invalid ? errorId : null, describedBy].filter(Boolean).join(' ');
  return (
    <div className={invalid ? 'auth-field auth-field--error' : 'auth-field'}>
      <label className="fe-label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-input-row">
        <input
          {...input}
          ref={inputRef}
          id={id}
          type={type}
          className="fe-input auth-input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={description || undefined}
        />
        {adornment}
      </div>
      {invalid && (
        <p className="fe-error-message auth-field-error" id={errorId}>
          {errors.map((message) => (
            <span className="fe-error-line" key={message}>
              {message}
            </span>
          ))}
        </p>
      )}
      {after}
    </div>
  );
}

/**
 * A password input with its own reveal toggle (§2). The toggle names what it will do ("Show
 * password" / "Hide password"), and its visible word is part of that name (WCAG 2.5.3).
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const [revealed, setRevealed] = useState(false);
  const action = revealed ? 'Hide' : 'Show';
  return (
    <TextField
      {...props}
      type={revealed ? 'text' : 'password'}
      // Revealed text must not be corrected or capitalised by the device keyboard.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      adornment={
        <button
          type="button"
          className="auth-reveal"
          aria-controls={props.id}
          aria-label={`${action} ${props.label.toLowerCase()}`}
          onClick={() => setRevealed((shown) => !shown)}
        >
          {action}
        </button>
      }
    />
  );
}
