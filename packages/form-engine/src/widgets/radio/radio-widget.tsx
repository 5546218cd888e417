import type { Option } from '../../core/index.ts';
import { FieldShell } from '../../bindings/field-shell.tsx';
import type { WidgetProps } from '../../bindings/widget-types.ts';
import { useChoice } from '../use-field.ts';

/**
 * Radio buttons in a fieldset; choosing stores the value and its label in `<key>_desc`. The first
 * radio's id is the answer key, so `/{page}#{key}` lands on the group. The blank "--" option of a
 * shared list is not offered.
 */
export function RadioWidget({ field }: WidgetProps) {
  const options = ((Array.isArray(field.options) ? field.options : []) as readonly Option[]).filter(
    (o) => o.value !== '',
  );
  const [value, choose] = useChoice(field);
  return (
    <FieldShell field={field} group>
      {(control) => (
        <div className="fe-radios">
          {options.map((option, i) => {
            const id = i === 0 ? control.id : `${field.key}--${option.value}`;
            return (
              <div className="fe-radio" key={option.value}>
                <input
                  id={id}
                  className="fe-radio-input"
                  type="radio"
                  name={field.key}
                  value={option.value}
                  checked={value === option.value}
                  aria-invalid={control['aria-invalid']}
                  onChange={() => choose(option.value, options)}
                />
                <label className="fe-radio-label" htmlFor={id}>
                  {option.label}
                </label>
              </div>
            );
          })}
        </div>
      )}
    </FieldShell>
  );
}
