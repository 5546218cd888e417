import { useRef, useState } from 'react';
import { validateFieldValue } from '../../core/index.ts';
import { FieldShell } from '../../bindings/field-shell.tsx';
import { useFormContext } from '../../bindings/form-context.tsx';
import type { WidgetProps } from '../../bindings/widget-types.ts';
import { asText, useFieldValue } from '../use-field.ts';
import {
  ambiguousDateInWords,
  canonicalDate,
  datePlaceholder,
  displayedDate,
  insertDateSlashes,
  storedDate,
  writesDayFirst,
} from './date-text.ts';

/**
 * Room for a date typed with spaces or in a form the widget does not read ("April 17, 2008"):
 * such text is kept and reported, not cut off at ten characters.
 */
const DATE_TEXT_MAX_LENGTH = 30;

/** The messages the field's own checks gave for one stored value. */
interface Judgement {
  readonly value: string;
  readonly messages: readonly string[];
}

/**
 * A date, shown as MM/DD/YYYY (or DD/MM/YYYY) and stored as `YYYY-MM-DD`. The day and month are
 * read in the definition's `dateOrder`, else in the order of the catalogue's locale (day first
 * for fr, es, en-GB; month first for en-US); YYYY-MM-DD is read whatever the order. It reads the
 * forms people type (M/D/YYYY, MM/DD/YYYY, MM-DD-YYYY, MMDDYYYY, their day-first twins and
 * D.M.YYYY, YYYY-MM-DD), as soon as the text is one, or when the field is left. A date whose day
 * and month could be swapped (05/04/2001) is written back in words under the box ("5 April
 * 2001"), so a date read the other way round is never stored in silence. Typed text is never thrown away: a date in an accepted form is stored in
 * canonical form even when it is impossible or out of range, other text is stored as typed, and
 * the field's own schema checks (a real calendar date, minimum age, year ranges) judge what was
 * stored and show their message at once; validation in the browser and on the server reports the
 * very same message, so it shows once. Phones get the number pad (`inputmode="numeric"`), and the
 * slashes a number pad cannot type are inserted as the digits come.
 */
export function DateWidget({ field }: WidgetProps) {
  const { store, now, messages } = useFormContext();
  const [value, setValue] = useFieldValue(field);
  const stored = asText(value);
  const { dateOrder } = store.form.definition;
  const dayFirst = dateOrder ? dateOrder === 'day-month-year' : writesDayFirst(messages.locale);
  const inWords = ambiguousDateInWords(stored, messages.locale);
  const readingId = `${field.key}-reading`;
  /** The text being typed, until the field is left; then the box shows the stored answer. */
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [judged, setJudged] = useState<Judgement>({ value: '', messages: [] });
  const text = draft ?? displayedDate(stored, dayFirst);
  /** The value judged last: a slower, older judgement must not overwrite a newer one. */
  const latest = useRef('');

  const judge = (typed: string) => {
    const next = storedDate(typed, dayFirst);
    latest.current = next;
    setValue(next);
    if (next === '') return setJudged({ value: next, messages: [] });
    void validateFieldValue(store.form, field.key, next, now).then((messages) => {
      if (latest.current === next) setJudged({ value: next, messages });
    });
  };

  return (
    // Messages about a value the store no longer holds (cleared by a hide rule, reloaded) go.
    <FieldShell
      field={field}
      localErrors={judged.value === stored ? judged.messages : []}
      describedBy={inWords ? [readingId] : []}
    >
      {(control) => (
        <>
          <input
            {...control}
            className="fe-input fe-input--date"
            type="text"
            name={field.key}
            // The number pad: with the slashes inserted below it types every date. A text keyboard
            // would work too but hides the digits a layer away on most phones.
            inputMode="numeric"
            placeholder={datePlaceholder(messages.datePlaceholder, messages.locale, dayFirst)}
            autoComplete={field.key === 'birth_date' ? 'bday' : 'off'}
            value={text}
            maxLength={DATE_TEXT_MAX_LENGTH}
            onChange={(event) => {
              const typed = event.target.value;
              // Slashes go only into text added at the end: a deletion or an edit in the middle
              // is left exactly as the applicant made it.
              const appended = typed.length > text.length && typed.startsWith(text);
              const next = appended ? insertDateSlashes(typed, dayFirst) : typed;
              setDraft(next);
              if (next.trim() === '' || canonicalDate(next, dayFirst) !== undefined) judge(next);
            }}
            onBlur={() => {
              if (draft !== undefined) judge(draft);
              setDraft(undefined);
            }}
          />
          {/* Always there, so a screen reader hears the words when they come (a live region). */}
          <div
            className={inWords ? 'fe-hint fe-date-reading' : undefined}
            id={readingId}
            aria-live="polite"
          >
            {inWords}
          </div>
        </>
      )}
    </FieldShell>
  );
}
