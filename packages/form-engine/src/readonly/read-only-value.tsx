import type { CSSProperties } from 'react';
import { choiceMark, type ReadOnlyOption, type ReadOnlyValue } from './answer-format.ts';
import { useMessages } from '../bindings/form-context.tsx';

const PRESERVE_LINES: CSSProperties = { whiteSpace: 'pre-wrap' };

/**
 * The longest option list printed in full. A short list (Yes/No, Legal Sex, phone types, the
 * tabs) reads as a paper form, every option with its box; a longer one (countries, states,
 * languages, years) would fill pages with empty boxes, so only the chosen option is printed.
 */
export const SHORT_LIST_MAX = 8;

/** The options a choice prints: all of a short list, only the chosen one of a longer list. */
export function printedOptions(options: readonly ReadOnlyOption[]): readonly ReadOnlyOption[] {
  return options.length <= SHORT_LIST_MAX ? options : options.filter((option) => option.chosen);
}

export interface ReadOnlyValueViewProps {
  readonly value: ReadOnlyValue;
  /** A document-unique id for the label of a choice list (aria-labelledby). */
  readonly labelId: string;
  /** Id of the outer element (the answer key in the page renderer, so `#key` links land). */
  readonly id?: string;
}

function NotAnswered() {
  return (
    <span className="fe-readonly-value fe-readonly-value--empty">{useMessages().notAnswered}</span>
  );
}

/**
 * One described answer as static HTML, shared by the read-only field and the printable form:
 * a short choice ({@link SHORT_LIST_MAX} options or fewer) lists every option with "[X]" before
 * the chosen one and "[ ]" before the others, a longer one only "[X] chosen"; a checkbox reads
 * "[X] label" or "[ ] label", anything else "Label: value". An unanswered text field or long
 * list reads "Not answered", so the question stays visible. No controls.
 */
export function ReadOnlyValueView({ value, labelId, id }: ReadOnlyValueViewProps) {
  switch (value.kind) {
    case 'checkbox':
      return (
        <p className="fe-readonly fe-readonly--checkbox" id={id}>
          {choiceMark(value.checked)} {value.label}
        </p>
      );
    case 'choice': {
      const options = printedOptions(value.options);
      return (
        <div className="fe-readonly fe-readonly--choice" id={id}>
          <p className="fe-readonly-label" id={labelId}>
            {value.label}
          </p>
          {options.length === 0 ? (
            <p className="fe-readonly-options">
              <NotAnswered />
            </p>
          ) : (
            <ul className="fe-readonly-options" aria-labelledby={labelId}>
              {options.map((option) => (
                <li
                  key={option.value}
                  className={`fe-readonly-option${option.chosen ? ' fe-readonly-option--chosen' : ''}`}
                >
                  {choiceMark(option.chosen)} {option.label}
                </li>
              ))}
            </ul>
          )}
        </div>
      );
    }
    case 'text':
      return (
        <p
          className={`fe-readonly fe-readonly--text${value.multiline ? ' fe-readonly--multiline' : ''}`}
          id={id}
        >
          <span className="fe-readonly-label">{value.label}:</span>{' '}
          {value.answered ? (
            <span
              className="fe-readonly-value"
              style={value.multiline ? PRESERVE_LINES : undefined}
            >
              {value.text}
            </span>
          ) : (
            <NotAnswered />
          )}
        </p>
      );
  }
}
