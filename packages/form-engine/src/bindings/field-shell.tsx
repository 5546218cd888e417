import type { ReactNode } from 'react';
import { conditionSources } from '../core/conditions/condition-node.ts';
import { compileConditionTest, type CompiledField, type ConditionTest } from '../core/index.ts';
import { useMessages } from './form-context.tsx';
import { useConditionValue, useShownErrors } from './hooks.ts';

/** When a field must be answered, compiled once per field: its sources and its test. */
interface Requiredness {
  /** Answer keys and `$tab:` / `$count:` sources the `when` conditions read. */
  readonly sources: readonly string[];
  readonly test: ConditionTest;
}

const requiredness = new WeakMap<CompiledField, Requiredness>();
const ALWAYS: Requiredness = { sources: [], test: () => true };
const NEVER: Requiredness = { sources: [], test: () => false };

/**
 * A field is required while any of its `required` (or `mustBeTrue`) rules applies: a rule without
 * `when` always, a rule with `when` while that condition holds.
 */
function requirednessOf(field: CompiledField): Requiredness {
  let known = requiredness.get(field);
  if (known) return known;
  const rules = field.rules.filter(
    (r) => r.rule.rule === 'required' || r.rule.rule === 'mustBeTrue',
  );
  if (rules.length === 0) known = NEVER;
  else if (rules.some((r) => !r.when)) known = ALWAYS;
  else {
    const sources = new Set<string>();
    const tests = rules.map((r) => {
      conditionSources(r.when!, sources);
      return compileConditionTest(r.when!);
    });
    known = { sources: [...sources], test: (scope) => tests.some((test) => test(scope)) };
  }
  requiredness.set(field, known);
  return known;
}

/**
 * Whether the field must be answered now. A required-when field (say, the campus, required when
 * early admission is N) reads as optional until its condition holds, and the label follows the
 * answers its condition reads; nothing else re-renders it.
 */
export function useRequired(field: CompiledField): boolean {
  const { sources, test } = requirednessOf(field);
  return useConditionValue(sources, test);
}

/**
 * The optional marker, shown right after the label. It is the field's first description
 * (aria-describedby), not part of its label: the accessible name stays the question itself,
 * whatever the answers make required, so speech control and tests find it by its words alone.
 */
function OptionalMarker({ id, text, inLegend }: { id: string; text: string; inLegend: boolean }) {
  return (
    // In a legend it would also join the group's name; hidden there, read as the description.
    <span className="fe-optional" id={id} aria-hidden={inLegend || undefined}>
      {' '}
      {text}
    </span>
  );
}

/** The accessibility attributes a widget puts on its control. */
export interface ControlProps {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': true | undefined;
}

export interface FieldShellProps {
  readonly field: CompiledField;
  /** Renders the control with the ids and states that link it to its label, hint and errors. */
  readonly children: (control: ControlProps) => ReactNode;
  /** Extra description ids (a character counter). */
  readonly describedBy?: readonly string[];
  /** Groups of controls (radios) use a fieldset and legend instead of a label. */
  readonly group?: boolean;
  /** Messages the widget finds itself (an impossible date), shown at once whatever the status. */
  readonly localErrors?: readonly string[];
}

/** Ids of the parts of a field, derived from its key (the control's id IS the key). */
export const fieldIds = (key: string) => ({
  control: key,
  hint: `${key}-hint`,
  error: `${key}-error`,
  label: `${key}-label`,
  optional: `${key}-optional`,
});

/**
 * Label, hint and error messages around a widget's control (the GOV.UK pattern): the control's id
 * is the answer key, so `/{page}#{key}` lands on it; it is described by the hint and the errors,
 * and marked invalid while it has errors. Errors show only while the store shows them
 * (`showErrors`).
 * A field that may be left blank says so after its label, when the host's catalogue gives the
 * words (`optionalMarker`, e.g. "(optional)").
 */
export function FieldShell({
  field,
  children,
  describedBy = [],
  group = false,
  localErrors = [],
}: FieldShellProps) {
  const shown = useShownErrors(field.key);
  const { errorPrefix, optionalMarker } = useMessages();
  const errors = localErrors.length ? [...new Set([...localErrors, ...shown])] : shown;
  const ids = fieldIds(field.key);
  const hint = field.definition.hint;
  const invalid = errors.length > 0;
  // Marked only when the host gave the marker's words (the catalogue's optionalMarker).
  const optional = !useRequired(field) && Boolean(optionalMarker);
  const described = [
    ...(optional ? [ids.optional] : []),
    ...(hint ? [ids.hint] : []),
    ...(invalid ? [ids.error] : []),
    ...describedBy,
  ];
  const control: ControlProps = {
    id: ids.control,
    'aria-describedby': described.length ? described.join(' ') : undefined,
    'aria-invalid': invalid || undefined,
  };
  const body = (
    <>
      {hint && (
        <p className="fe-hint" id={ids.hint}>
          {hint}
        </p>
      )}
      {invalid && <ErrorMessages id={ids.error} errors={errors} prefix={errorPrefix} />}
      {children(control)}
    </>
  );
  const className = `fe-field fe-field--${field.definition.widget}${invalid ? ' fe-field--error' : ''}`;
  if (group)
    return (
      <fieldset className={className} aria-describedby={control['aria-describedby']}>
        <legend className="fe-label" id={ids.label}>
          {field.label}
          {optional && <OptionalMarker id={ids.optional} text={optionalMarker!} inLegend />}
        </legend>
        {body}
      </fieldset>
    );
  return (
    <div className={className}>
      {optional ? (
        <div className="fe-label-line">
          <label className="fe-label" htmlFor={ids.control} id={ids.label}>
            {field.label}
          </label>
          <OptionalMarker id={ids.optional} text={optionalMarker!} inLegend={false} />
        </div>
      ) : (
        <label className="fe-label" htmlFor={ids.control} id={ids.label}>
          {field.label}
        </label>
      )}
      {body}
    </div>
  );
}

/**
 * A field's shown errors, one line each, each announced with the prefix ("Error:") that only
 * screen readers hear: the message the control's `aria-describedby` names.
 */
export function ErrorMessages({
  id,
  errors,
  prefix,
}: {
  readonly id: string;
  readonly errors: readonly string[];
  readonly prefix: string;
}) {
  return (
    <p className="fe-error-message" id={id}>
      {errors.map((message) => (
        <span key={message} className="fe-error-line">
          <span className="fe-visually-hidden">{prefix}</span>
          {message}
        </span>
      ))}
    </p>
  );
}
