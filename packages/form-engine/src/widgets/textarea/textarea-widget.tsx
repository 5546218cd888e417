import { FieldShell } from '../../bindings/field-shell.tsx';
import { useMessages } from '../../bindings/form-context.tsx';
import type { WidgetProps } from '../../bindings/widget-types.ts';
import { asText, useFieldValue } from '../use-field.ts';

/**
 * A text area with the specification's counter, "Character count: n / limit". It stops accepting
 * input at the limit: typing stops there (maxlength) and a paste is cut to fit.
 */
export function TextareaWidget({ field }: WidgetProps) {
  const [value, setValue] = useFieldValue(field);
  const messages = useMessages();
  const limit = field.maxLength ?? 1500;
  const text = asText(value);
  const countId = `${field.key}-count`;
  return (
    <FieldShell field={field} describedBy={[countId]}>
      {(control) => (
        <>
          <textarea
            {...control}
            className="fe-textarea"
            name={field.key}
            rows={8}
            value={text}
            maxLength={limit}
            onChange={(event) => setValue(event.target.value.slice(0, limit))}
          />
          <p className="fe-count" id={countId}>
            {messages.characterCount({ count: text.length, limit })}
          </p>
        </>
      )}
    </FieldShell>
  );
}
