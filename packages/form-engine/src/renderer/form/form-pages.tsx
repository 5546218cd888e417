import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  applyHideRules,
  type Answers,
  type FormState,
  type ValidationResult,
} from '../../core/index.ts';
import { logOnce } from '../../core/log-once.ts';
import { ErrorSummary } from '../error-summary.tsx';
import { useFormContext } from '../../bindings/form-context.tsx';
import { FormPage } from '../form-page.tsx';
import type { LocalUploader } from '../../backend/local-uploader.ts';
import type { FormChecks } from './form-input.ts';
import { StepList } from './step-list.tsx';

/** What `onSubmit` receives beside the answers. */
export interface SubmitDetails {
  /** The answers with the block counts and tabs: what the server's validator takes. */
  readonly state: FormState;
  /**
   * The files the answers refer to, by answer key, when the uploader keeps them in the browser
   * (`<Form>`'s default, or any `createLocalUploader()`): post them with the answers.
   */
  readonly files: Readonly<Record<string, File>>;
}

/**
 * Receives the answers of a valid form, hide rules applied (a hidden question's answer is ""),
 * and {@link SubmitDetails}. What it returns (or resolves to), if anything, replaces the form: a
 * thank-you. A throw keeps the form as it is, and its message is shown.
 */
export type SubmitHandler = (
  answers: Answers,
  details: SubmitDetails,
) => ReactNode | void | Promise<ReactNode | void>;

/** Where focus goes once React has rendered: the page heading, the error summary or a field. */
type Focus = { readonly heading: true } | { readonly summary: true } | { readonly field: string };

export interface FormPagesProps {
  readonly checks: FormChecks;
  readonly onSubmit: SubmitHandler;
  /** The default toast region, when the host shows no toasts of its own. */
  readonly toasts?: ReactNode;
}

/**
 * Every page of the provider's form, one at a time, with the step list and Back / Continue /
 * Submit. Continue checks the page, Submit the whole form; errors show in the error summary,
 * which takes focus. A new page scrolls the form into view and focuses its heading.
 */
export function FormPages({ checks, onSubmit, toasts }: FormPagesProps) {
  const { store, messages, mode, uploader } = useFormContext();
  const { pages } = store.form;
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<ReactNode>();
  const [focus, setFocus] = useState<Focus>();
  const root = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<HTMLDivElement>(null);
  /** Ignores Continue and Submit while one runs (the button is only aria-disabled). */
  const running = useRef(false);
  // A form swapped for one with fewer pages (another language) keeps the last one.
  const at = Math.min(index, pages.length - 1);
  const page = pages[at]!;
  const last = at === pages.length - 1;
  // Read-only answers: nothing to check or send.
  const checking = mode !== 'read-only';

  useEffect(() => checks.preload(page.id), [checks, page]);

  useEffect(() => {
    if (!focus) return;
    if ('field' in focus) {
      const field = document.getElementById(focus.field);
      field?.scrollIntoView?.({ block: 'center' });
      field?.focus();
    } else if ('summary' in focus) {
      root.current?.querySelector<HTMLElement>('.fe-error-summary')?.focus();
    } else {
      root.current?.scrollIntoView?.({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    }
  }, [focus]);

  useEffect(() => shown.current?.focus(), [done]);

  const go = (to: number, then: Focus = { heading: true }) => {
    setIndex(to);
    setError(undefined);
    setFocus(then);
  };

  /** Back or a step: the errors on show belonged to the page left, so they go. */
  const leave = (to: number) => {
    if (to === at) return;
    store.getState().setShowErrors(false);
    go(to);
  };

  /** An error-summary link to another page: that page, with focus on the field. */
  const follow = (href: string) => {
    const [path, key] = href.split('#');
    const to = pages.findIndex((p) => p.path === path);
    if (to >= 0) go(to, key ? { field: key } : undefined);
  };

  /** Shows the errors found, if any (the summary takes focus); true when there are none. */
  const passes = async (check: Promise<ValidationResult>) => {
    const { valid, errors } = await check;
    const state = store.getState();
    state.setErrors(errors);
    state.setShowErrors(!valid);
    if (!valid) setFocus({ summary: true });
    return valid;
  };

  const send = async () => {
    if (!(await passes(checks.all(store.snapshot())))) return;
    const state = store.snapshot();
    const { answers } = applyHideRules(store.form, state);
    try {
      const files =
        uploader && 'files' in uploader ? (uploader as LocalUploader).files(answers) : {};
      const thanks = await onSubmit(answers, { state: { ...state, answers }, files });
      if (thanks != null && typeof thanks !== 'boolean') setDone(thanks);
    } catch (thrown) {
      setError(messages.formSubmitError({ message: (thrown as Error | undefined)?.message }));
    }
  };

  const moveOn = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current || (last && !checking)) return;
    running.current = true;
    setBusy(true);
    setError(undefined);
    try {
      if (last) await send();
      else if (!checking || (await passes(checks.page(page.id, store.snapshot())))) go(at + 1);
    } catch (thrown) {
      // Validation itself failed (its chunk did not load, or ajv met a strict CSP): say so, and
      // tell the developer once, not on every press (the engine's CSP explanation is logged so).
      logOnce(thrown);
      setError(messages.unexpectedError);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  if (done !== undefined)
    return (
      <div className="fe-root fe-form fe-form-done" ref={shown} tabIndex={-1}>
        {done}
      </div>
    );

  return (
    <form className="fe-root fe-form" ref={root} noValidate onSubmit={(e) => void moveOn(e)}>
      {pages.length > 1 && (
        <StepList pages={pages} current={at} label={messages.formSteps} onChoose={leave} />
      )}
      <h1 className="fe-form-title" ref={heading} tabIndex={-1}>
        {page.title}
      </h1>
      <ErrorSummary currentPath={page.path} onNavigate={follow} />
      <FormPage page={page} />
      {toasts}
      {error && (
        <p className="fe-form-error" role="alert">
          {error}
        </p>
      )}
      <div className="fe-form-actions">
        {(checking || !last) && (
          <button type="submit" className="fe-button" aria-disabled={busy || undefined}>
            {last ? messages.formSubmit : messages.formContinue}
          </button>
        )}
        {at > 0 && (
          <button
            type="button"
            className="fe-button fe-button--secondary"
            onClick={() => leave(at - 1)}
          >
            {messages.formBack}
          </button>
        )}
      </div>
    </form>
  );
}
