import type { ReactNode } from 'react';
import type { CompiledField } from '../core/index.ts';
import { useShownErrors } from './hooks.ts';
import { useMessages } from './form-context.tsx';

/** The accessibility attributes a widget puts on its control. */
export interface ControlProps {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': true | undefined;
}

export interface FieldShellProps {
  readonly field: CompiledField;
  /** Renders the control with the ids and states that link it to its label, hint and errors. */
  readonly children: (control: ControlProps) => ReactNode;
  /** Extra description ids (a character counter). */
  readonly describedBy?: readonly string[];
  /** Groups of controls (radios) use a fieldset and legend instead of a label. */
  readonly group?: boolean;
  /** Messages the widget finds itself (an impossible date), shown at once whatever the status. */
  readonly localErrors?: readonly string[];
}

/** Ids of the parts of a field, derived from its key (the control's id IS the key). */
export const fieldIds = (key: string) => ({
  control: key,
  hint: `${key}-hint`,
  error: `${key}-error`,
  label: `${key}-label`,
});

/**
 * Label, hint and error messages around a widget's control (the GOV.UK pattern): the control's id
 * is the answer key, so `/{page}#{key}` lands on it; it is described by the hint and the errors,
 * and marked invalid while it has errors. Errors show only while the web status is validating.
 */
export function FieldShell({
  field,
  children,
  describedBy = [],
  group = false,
  localErrors = [],
}: FieldShellProps) {
  const shown = useShownErrors(field.key);
  const { errorPrefix } = useMessages();
  const errors = localErrors.length ? [...new Set([...localErrors, ...shown])] : shown;
  const ids = fieldIds(field.key);
  const hint = field.definition.hint;
  const invalid = errors.length > 0;
  const described = [...(hint ? [ids.hint] : []), ...(invalid ? [ids.error] : []), ...describedBy];
  const control: ControlProps = {
    id: ids.control,
    'aria-describedby': described.length ? described.join(' ') : undefined,
    'aria-invalid': invalid || undefined,
  };
  const body = (
    <>
      {hint && (
        <p className="fe-hint" id={ids.hint}>
          {hint}
        </p>
      )}
      {invalid && (
        <p className="fe-error-message" id={ids.error}>
          {errors.map((message) => (
            <span key={message} className="fe-error-line">
              <span className="fe-visually-hidden">{errorPrefix}</span>
              {message}
            </span>
          ))}
        </p>
      )}
      {children(control)}
    </>
  );
  const className = `fe-field fe-field--${field.definition.widget}${invalid ? ' fe-field--error' : ''}`;
  if (group)
    return (
      <fieldset className={className} aria-describedby={control['aria-describedby']}>
        <legend className="fe-label" id={ids.label}>
          {field.label}
        </legend>
        {body}
      </fieldset>
    );
  return (
    <div className={className}>
      <label className="fe-label" htmlFor={ids.control} id={ids.label}>
        {field.label}
      </label>
      {body}
    </div>
  );
}
