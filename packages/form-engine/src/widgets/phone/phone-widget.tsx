import { FieldShell } from '../../bindings/field-shell.tsx';
import { useMessages } from '../../bindings/form-context.tsx';
import type { WidgetProps } from '../../bindings/widget-types.ts';
import { asText, useFieldValue } from '../use-field.ts';

/** What a US number may be typed with besides digits: punctuation the mask rewrites anyway. */
const US_PUNCTUATION = /^[\d\s().-]*$/;
/** Room for an international number typed in full, in a US field too (nothing is cut off). */
const PHONE_MAX_LENGTH = 30;

/** Whether text can be (the start of) a US number: digits and punctuation, ten digits at most. */
export function fitsUsPhoneMask(text: string): boolean {
  return US_PUNCTUATION.test(text) && text.replace(/\D/g, '').length <= 10;
}

/**
 * Formats a US number as typed: the digits so far as `(###) ###-####`. The mask formats, it
 * never discards: text with anything but digits and punctuation (`+44 20 7946 0958`, an
 * extension) or more than ten digits is returned as typed, for validation to report.
 */
export function formatUsPhone(input: string): string {
  if (!fitsUsPhoneMask(input)) return input;
  const digits = input.replace(/\D/g, '');
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * A phone number. US numbers are formatted as typed to (###) ###-####; what does not fit that
 * pattern is kept exactly as typed, with a note under the box saying so, and the field's
 * `usPhone` rule reports it. International numbers (`"international": true`) are kept as typed.
 */
export function PhoneWidget({ field }: WidgetProps) {
  const [value, setValue] = useFieldValue(field);
  const messages = useMessages();
  const international =
    field.definition.widget === 'phone' && field.definition.international === true;
  const text = asText(value);
  const noteId = `${field.key}-not-us`;
  const notUs = !international && !fitsUsPhoneMask(text);
  return (
    <FieldShell field={field} describedBy={notUs ? [noteId] : []}>
      {(control) => (
        <>
          <input
            {...control}
            className="fe-input fe-input--phone"
            type="tel"
            name={field.key}
            autoComplete="tel"
            placeholder={international ? undefined : messages.phonePlaceholder}
            maxLength={field.maxLength ?? PHONE_MAX_LENGTH}
            value={text}
            onChange={(event) =>
              setValue(international ? event.target.value : formatUsPhone(event.target.value))
            }
          />
          {notUs && (
            <p className="fe-hint fe-phone-note" id={noteId}>
              {messages.phoneNotUs}
            </p>
          )}
        </>
      )}
    </FieldShell>
  );
}
