/**
 * The baselines: the page's controls in plain React, without the engine. They are mounted and
 * typed in like the engine's page in the same run, because on a noisy machine the ratio to them
 * says more than the engine's times alone.
 */
import { useState } from 'react';
import type { MountSpec } from './types.ts';

const PLAIN_VALUE = 'Sample answer';

/** The id of the baseline's `index`th input, which main.tsx focuses to type in. */
export const plainInputId = (index: number) => `plain-${index}`;

/** One baseline control: a label and a controlled input, re-rendered alone when typed in. */
function PlainInput({ index }: { readonly index: number }) {
  const [value, setValue] = useState(PLAIN_VALUE);
  const id = plainInputId(index);
  return (
    <div className="fe-field fe-field--text">
      <label className="fe-label" htmlFor={id}>
        {`Question ${index + 1}`}
      </label>
      <input
        className="fe-input"
        id={id}
        type="text"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </div>
  );
}

/** One baseline select of `options` options, like a dropdown widget without the engine. */
function PlainSelect({ index, options }: { readonly index: number; readonly options: number }) {
  const [value, setValue] = useState('1');
  const id = `plain-select-${index}`;
  return (
    <div className="fe-field fe-field--dropdown">
      <label className="fe-label" htmlFor={id}>
        {`Choice ${index + 1}`}
      </label>
      <select
        className="fe-select"
        id={id}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      >
        {Array.from({ length: options }, (_, i) => (
          <option key={i} value={String(i)}>
            {`Option ${i + 1}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** `inputs` inputs, then a select per entry of `selects` (with the engine's class names). */
export function PlainList({ inputs, selects = [] }: Extract<MountSpec, { kind: 'baseline' }>) {
  return (
    <div className="fe-page">
      {Array.from({ length: inputs }, (_, i) => (
        <PlainInput key={i} index={i} />
      ))}
      {selects.map((options, i) => (
        <PlainSelect key={i} index={i} options={options} />
      ))}
    </div>
  );
}
