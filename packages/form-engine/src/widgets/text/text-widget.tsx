import { useState } from 'react';
import type { AnswerValue } from '../../core/index.ts';
import { FieldShell } from '../../bindings/field-shell.tsx';
import { useMessages } from '../../bindings/form-context.tsx';
import type { WidgetProps } from '../../bindings/widget-types.ts';
import { asText, useFieldValue } from '../use-field.ts';
import { decimalSeparator, parseNumber } from './number-text.ts';

/**
 * A one-line text input (45 characters unless the definition says otherwise). For integer and
 * number answers, what parses as a number is stored as a JSON number (a number answer's decimal
 * point may be the catalogue's locale's, "3,7" in Spanish); anything else is kept as typed, shown
 * and stored, so validation says what is wrong rather than the entry being lost. While the box
 * has focus it shows what is typed ("3." on the way to "3.7"), not the number stored so far.
 */
export function TextWidget({ field }: WidgetProps) {
  const [value, setValue] = useFieldValue(field);
  const { locale } = useMessages();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const definition = field.definition.widget === 'text' ? field.definition : undefined;
  const numeric = field.type === 'integer' || field.type === 'number';
  const separator = field.type === 'number' ? decimalSeparator(locale) : '.';
  const parse = (text: string): AnswerValue => (numeric ? parseNumber(text, separator) : text);
  const shown = typeof value === 'number' ? String(value).replace('.', separator) : asText(value);
  return (
    <FieldShell field={field}>
      {(control) => (
        <input
          {...control}
          className="fe-input"
          type="text"
          name={field.key}
          value={draft ?? shown}
          maxLength={field.maxLength}
          inputMode={
            definition?.inputMode ??
            (field.type === 'number' ? 'decimal' : numeric ? 'numeric' : undefined)
          }
          autoComplete={definition?.autocomplete ?? 'off'}
          onChange={(event) => {
            if (numeric) setDraft(event.target.value);
            setValue(parse(event.target.value));
          }}
          onBlur={() => setDraft(undefined)}
        />
      )}
    </FieldShell>
  );
}
