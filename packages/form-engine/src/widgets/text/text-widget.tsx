import type { AnswerValue } from '../../core/index.ts';
import { FieldShell } from '../../react/field-shell.tsx';
import type { WidgetProps } from '../../react/widget-types.ts';
import { asText, useFieldValue } from '../use-field.ts';

/**
 * A one-line text input (45 characters unless the definition says otherwise). For integer and
 * number answers, what parses as a number is stored as one; anything else is kept as typed so
 * validation can say what is wrong.
 */
export function TextWidget({ field }: WidgetProps) {
  const [value, setValue] = useFieldValue(field);
  const definition = field.definition.widget === 'text' ? field.definition : undefined;
  const numeric = field.type === 'integer' || field.type === 'number';
  const parse = (text: string): AnswerValue =>
    numeric && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  return (
    <FieldShell field={field}>
      {(control) => (
        <input
          {...control}
          className="fe-input"
          type="text"
          name={field.key}
          value={asText(value)}
          maxLength={field.maxLength}
          inputMode={definition?.inputMode ?? (numeric ? 'numeric' : undefined)}
          autoComplete={definition?.autocomplete ?? 'off'}
          onChange={(event) => setValue(parse(event.target.value))}
        />
      )}
    </FieldShell>
  );
}
