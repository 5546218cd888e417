/*
 * The auth screens' form state: plain controlled React state, kept as it is after issue 31 asked
 * whether it is a third form-state system beside the engine and TanStack Query. It is the
 * smallest of the choices:
 * - The engine's store (`createFormStore`) holds the answers of a compiled form definition,
 *   checked by its check table and saved to the server, with one all-or-nothing `showErrors`.
 *   The auth forms are checked by `@admissions/accounts`' functions, the ones the server runs on
 *   every call (the same messages), show a field's errors once it is edited (§4), and save
 *   nothing; on the store they would need a definition each and a second set of rules.
 * - TanStack Query holds the portal's server state (the profile, the PDF copy), not form state;
 *   the portal sends no write through `useMutation`, and a mutation's `isPending` comes a render
 *   late for a double click in one frame, which `busyRef` below catches.
 * What is here is values, errors, which errors show, focus on the first invalid field, and that
 * busy guard: about a hundred lines, no dependency.
 */
import type { FormErrors } from '@admissions/accounts';
import { useEffect, useRef, useState, type FormEvent } from 'react';

/** The values of an auth form, by field name. */
export type FormValues<Field extends string> = Record<Field, string>;

/** How an auth form checks its fields. */
export interface AuthFormOptions<Field extends string> {
  /** Starting values; their key order is the order fields are focused in on a failed submit. */
  readonly initial: FormValues<Field>;
  /** The form's check (`checkSignup`…): messages per field, absent when a field is fine. */
  readonly check: (values: FormValues<Field>) => FormErrors<string>;
  /**
   * Check on each change (§4): every form but login, which checks on submit only. A field's
   * errors show once it has been edited, so typing an e-mail does not flag the untouched password.
   */
  readonly validateOnChange: boolean;
}

/** What {@link useAuthForm} gives a screen. */
export interface AuthForm<Field extends string> {
  readonly values: FormValues<Field>;
  /** The visible errors of a field (or of a non-field key such as reset's `id`). */
  errorsOf(key: string): readonly string[];
  setValue(field: Field, value: string): void;
  /** Shows messages on one key from a check of its own (resend's e-mail rule) and focuses it. */
  showErrors(key: string, messages: readonly string[]): void;
  /** The element focused when a key has the first error: an input, or an alert for `id`. */
  register(key: string): (element: HTMLElement | null) => void;
  /** True while a call runs: the submit button shows it and further submits are ignored. */
  readonly busy: boolean;
  /**
   * A submit handler: checks every field; with an error, focuses the first invalid one and sends
   * nothing; otherwise runs `send` once, ignoring submits until it settles (a double click).
   */
  onSubmit(send: (values: FormValues<Field>) => Promise<void>): (event: FormEvent) => void;
  /** Runs another call (resend) under the same busy guard. */
  runBusy(task: () => Promise<void>): void;
  /** The props that bind a field's input to the form: value, change handler, errors, ref. */
  field(name: Field): FieldBinding;
}

/** What a text or password field needs from the form (spread into `TextField`). */
export interface FieldBinding {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly errors: readonly string[];
  readonly inputRef: (element: HTMLElement | null) => void;
}

const hasErrors = (errors: FormErrors<string>) =>
  Object.values(errors).some((list) => (list?.length ?? 0) > 0);

/** The state and checks of one auth form (§4 "Auth forms"). */
export function useAuthForm<Field extends string>(
  options: AuthFormOptions<Field>,
): AuthForm<Field> {
  const { check, validateOnChange } = options;
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FormErrors<string>>({});
  // Keys whose errors are on screen: edited fields, then every key after a submit.
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  // A ref, not the state: two clicks in one frame both see `busy` as false.
  const busyRef = useRef(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const focusNext = useRef<string | null>(null);

  // Focus after the render that sets aria-invalid and the message, so a screen reader announces
  // the field with its error rather than as it was.
  useEffect(() => {
    if (focusNext.current === null) return;
    elements.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const setValue = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!validateOnChange) return;
    setErrors(check(next));
    setShown((previous) => new Set(previous).add(field));
  };

  const showErrors = (key: string, messages: readonly string[]) => {
    setErrors((previous) => ({ ...previous, [key]: messages }));
    setShown((previous) => new Set(previous).add(key));
    focusNext.current = key;
  };

  // One callback per key, so React does not detach and re-attach every ref on each render.
  const refCallbacks = useRef(new Map<string, (element: HTMLElement | null) => void>());
  const register = (key: string) => {
    let callback = refCallbacks.current.get(key);
    if (!callback) {
      callback = (element) => {
        if (element) elements.current.set(key, element);
        else elements.current.delete(key);
      };
      refCallbacks.current.set(key, callback);
    }
    return callback;
  };

  const runBusy = (task: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    void task().finally(() => {
      busyRef.current = false;
      setBusy(false);
    });
  };

  const onSubmit = (send: (values: FormValues<Field>) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    const found = check(values);
    setErrors(found);
    setShown(new Set(Object.keys(found)));
    if (hasErrors(found)) {
      // Field order first, then keys that are not fields (reset's `id`).
      const order = [...Object.keys(values), ...Object.keys(found)];
      focusNext.current =
        order.find((key) => found[key]?.length && elements.current.has(key)) ?? null;
      return;
    }
    runBusy(() => send(values));
  };

  const errorsOf = (key: string) => (shown.has(key) ? (errors[key] ?? []) : []);
  return {
    values,
    errorsOf,
    setValue,
    showErrors,
    register,
    busy,
    onSubmit,
    runBusy,
    field: (name) => ({
      value: values[name],
      onValueChange: (value) => setValue(name, value),
      errors: errorsOf(name),
      inputRef: register(name),
    }),
  };
}
