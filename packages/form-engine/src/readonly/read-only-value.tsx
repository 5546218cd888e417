import type { CSSProperties } from 'react';
import { choiceMark, type ReadOnlyValue } from './answer-format.ts';

const PRESERVE_LINES: CSSProperties = { whiteSpace: 'pre-wrap' };

export interface ReadOnlyValueViewProps {
  readonly value: ReadOnlyValue;
  /** A document-unique id for the label of a choice list (aria-labelledby). */
  readonly labelId: string;
  /** Id of the outer element (the answer key in the page renderer, so `#key` links land). */
  readonly id?: string;
}

/**
 * One described answer as static HTML, shared by the read-only field and the printable form:
 * choices list every option with "[X]" before the chosen one and "[ ]" before the others, a
 * checkbox reads "[X] label" or "[ ] label", anything else "Label: value". No controls.
 */
export function ReadOnlyValueView({ value, labelId, id }: ReadOnlyValueViewProps) {
  switch (value.kind) {
    case 'checkbox':
      return (
        <p className="fe-readonly fe-readonly--checkbox" id={id}>
          {choiceMark(value.checked)} {value.label}
        </p>
      );
    case 'choice':
      return (
        <div className="fe-readonly fe-readonly--choice" id={id}>
          <p className="fe-readonly-label" id={labelId}>
            {value.label}
          </p>
          <ul className="fe-readonly-options" aria-labelledby={labelId}>
            {value.options.map((option) => (
              <li
                key={option.value}
                className={`fe-readonly-option${option.chosen ? ' fe-readonly-option--chosen' : ''}`}
              >
                {choiceMark(option.chosen)} {option.label}
              </li>
            ))}
          </ul>
        </div>
      );
    case 'text':
      return (
        <p className="fe-readonly fe-readonly--text" id={id}>
          <span className="fe-readonly-label">{value.label}:</span>{' '}
          <span className="fe-readonly-value" style={value.multiline ? PRESERVE_LINES : undefined}>
            {value.text}
          </span>
        </p>
      );
  }
}
