import { FieldShell } from '../../react/field-shell.tsx';
import type { WidgetProps } from '../../react/widget-types.ts';
import { asText, useFieldValue } from '../use-field.ts';

/** Formats the digits typed so far as `(###) ###-####` (at most ten digits). */
export function formatUsPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * A phone number. US numbers are formatted as typed to (###) ###-####; international numbers
 * (`"international": true`) are kept as typed.
 */
export function PhoneWidget({ field }: WidgetProps) {
  const [value, setValue] = useFieldValue(field);
  const international =
    field.definition.widget === 'phone' && field.definition.international === true;
  return (
    <FieldShell field={field}>
      {(control) => (
        <input
          {...control}
          className="fe-input fe-input--phone"
          type="tel"
          name={field.key}
          autoComplete="tel"
          placeholder={international ? undefined : '(###) ###-####'}
          maxLength={international ? (field.maxLength ?? 30) : 14}
          value={asText(value)}
          onChange={(event) =>
            setValue(international ? event.target.value : formatUsPhone(event.target.value))
          }
        />
      )}
    </FieldShell>
  );
}
