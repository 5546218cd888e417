import { useRef, useState } from 'react';
import { validateFieldValue } from '../../core/index.ts';
import { FieldShell } from '../../react/field-shell.tsx';
import { useFormContext } from '../../react/form-context.tsx';
import type { WidgetProps } from '../../react/widget-types.ts';
import { asText, useFieldValue } from '../use-field.ts';

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `MM/DD/YYYY` (or ISO) → `YYYY-MM-DD`; other text is returned as typed, to fail the schema. */
export function toIsoDate(text: string): string {
  const us = US_DATE.exec(text.trim());
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return text.trim();
}

/** `YYYY-MM-DD` → `MM/DD/YYYY` for display. */
export function fromIsoDate(iso: string): string {
  return ISO_DATE.test(iso) ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : iso;
}

/**
 * A date typed as MM/DD/YYYY. The typed date is checked with the field's own schema checks (a real
 * calendar date, minimum age, year ranges) as soon as it is complete: an invalid date shows those
 * messages at once and clears the stored value, so no invalid date is ever saved.
 */
export function DateWidget({ field }: WidgetProps) {
  const { store, now } = useFormContext();
  const [value, setValue] = useFieldValue(field);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const text = draft ?? fromIsoDate(asText(value));
  /** The text judged last: a slower, older judgement must not overwrite a newer one. */
  const latest = useRef('');

  const judge = (typed: string) => {
    latest.current = typed;
    if (typed.trim() === '') {
      setProblems([]);
      setValue('');
      return;
    }
    const iso = toIsoDate(typed);
    // Until the checks answer, the stored value is not a date anyone vouched for.
    setValue('');
    void validateFieldValue(store.form, field.key, iso, now).then((messages) => {
      if (latest.current !== typed) return;
      setProblems(messages);
      setValue(messages.length ? '' : iso);
    });
  };

  return (
    <FieldShell field={field} localErrors={problems}>
      {(control) => (
        <input
          {...control}
          className="fe-input fe-input--date"
          type="text"
          name={field.key}
          inputMode="numeric"
          placeholder="MM/DD/YYYY"
          autoComplete={field.key === 'birth_date' ? 'bday' : 'off'}
          value={text}
          maxLength={10}
          onChange={(event) => {
            const typed = event.target.value;
            setDraft(typed);
            if (US_DATE.test(typed.trim()) || typed.trim() === '') judge(typed);
          }}
          onBlur={() => {
            if (draft !== undefined) judge(draft);
            setDraft(undefined);
          }}
        />
      )}
    </FieldShell>
  );
}
