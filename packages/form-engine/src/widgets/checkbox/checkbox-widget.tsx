import { useShownErrors } from '../../bindings/hooks.ts';
import { useMessages } from '../../bindings/form-context.tsx';
import type { WidgetProps } from '../../bindings/widget-types.ts';
import { ErrorMessages, fieldIds } from '../../bindings/field-shell.tsx';
import { useFieldValue } from '../use-field.ts';

/** A single checkbox storing true or false, its label beside it. */
export function CheckboxWidget({ field }: WidgetProps) {
  const [value, setValue] = useFieldValue(field);
  const { errorPrefix } = useMessages();
  const errors = useShownErrors(field.key);
  const ids = fieldIds(field.key);
  const hint = field.definition.hint;
  const described = [...(hint ? [ids.hint] : []), ...(errors.length ? [ids.error] : [])];
  return (
    <div className={`fe-field fe-field--checkbox${errors.length ? ' fe-field--error' : ''}`}>
      {errors.length > 0 && <ErrorMessages id={ids.error} errors={errors} prefix={errorPrefix} />}
      <div className="fe-checkbox">
        <input
          id={ids.control}
          className="fe-checkbox-input"
          type="checkbox"
          name={field.key}
          checked={value === true}
          aria-describedby={described.length ? described.join(' ') : undefined}
          aria-invalid={errors.length > 0 || undefined}
          onChange={(event) => setValue(event.target.checked)}
        />
        <label className="fe-checkbox-label" htmlFor={ids.control}>
          {field.label}
        </label>
      </div>
      {hint && (
        <p className="fe-hint" id={ids.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
