import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FormBackend } from '../../backend/form-backend.ts';
import { createLocalUploader } from '../../backend/local-uploader.ts';
import type { Uploader } from '../../backend/uploader.ts';
import { createFormStore, type Answers, type FormStore } from '../../core/index.ts';
import type { FormMessagesOverride } from '../../core/messages/index.ts';
import { FormProvider, type FormMode, type FormToast } from '../../bindings/form-context.tsx';
import type { WidgetRegistry } from '../../bindings/widget-types.ts';
import { resolveForm, type FormInput } from './form-input.ts';
import { FormPages, type SubmitHandler } from './form-pages.tsx';

export interface FormProps {
  /**
   * The form: the Vite plugin's module (`import * as apply from 'virtual:form-engine/apply'`),
   * a compiled form, or a definition (see {@link FormInput}: the last two validate with code
   * compiled in the browser, which needs `'unsafe-eval'`). Keep it stable (an import, a
   * constant): a new value is a new form. Answers carry over to it (same keys, another language).
   */
  readonly form: FormInput;
  /** Called with the answers of a valid form on Submit: see {@link SubmitHandler}. */
  readonly onSubmit: SubmitHandler;
  /** The answers to start from (read once, when the form's store is created). */
  readonly defaultAnswers?: Answers;
  /** Called after every change with a copy of the answers (hide rules applied). */
  readonly onChange?: (answers: Answers) => void;
  /**
   * A store the host owns (`createFormStore(form)` of the same compiled form, so a `form` that is
   * a definition cannot have one): to load saved answers, save drafts or read answers at will.
   * `defaultAnswers` is then ignored.
   */
  readonly store?: FormStore;
  /**
   * The engine's words over the form's catalogue (a whole language, or a few keys). A definition
   * compiles its validation messages with it too; a built form keeps the catalogue it was built
   * with. Keep it stable.
   */
  readonly messages?: FormMessagesOverride;
  /** Widget overrides and additions. */
  readonly widgets?: Partial<WidgetRegistry>;
  /** Look-ups and uploads. None is needed for the rest: add-another and tabs work locally. */
  readonly backend?: FormBackend;
  /**
   * Where file questions keep their files. Default, without a `backend`: in the browser
   * (`createLocalUploader()`), handed to `onSubmit` as `files`; with one, its presigned-POST flow.
   */
  readonly uploader?: Uploader;
  /** `edit` (default), `answers-only` (no uploads, tab choice or add-another) or `read-only`. */
  readonly mode?: FormMode;
  /** Shows the widgets' error toasts; by default they show in a live region above the buttons. */
  readonly onToast?: (toast: FormToast) => void;
}

/**
 * The whole form in one component: every page with a step list, Back / Continue / Submit,
 * validation per page on Continue and of the whole form on Submit, the error summary, and the
 * answers in a store of its own. No back end is needed. The building blocks it is made of
 * (`FormProvider`, `FormPage`, `ErrorSummary`) stay available for hosts that lay pages out
 * themselves.
 *
 * ```tsx
 * import * as apply from 'virtual:form-engine/apply';
 * <Form form={apply} onSubmit={async (answers) => { await send(answers); return <p>Thank you</p>; }} />
 * ```
 */
export function Form({
  form: input,
  onSubmit,
  defaultAnswers,
  onChange,
  store: hostStore,
  messages,
  widgets,
  backend,
  uploader,
  mode,
  onToast,
}: FormProps) {
  const { form, checks } = useMemo(() => resolveForm(input, messages), [input, messages]);
  if (hostStore && hostStore.form !== form)
    throw new Error('<Form store>: create the store from the compiled form given as `form`');

  const [own, setOwn] = useState(() =>
    hostStore ? undefined : createFormStore(form, { answers: defaultAnswers }),
  );
  let store = hostStore ?? own;
  if (!store || store.form !== form) {
    // A new form (say, another language's) starts from the answers given so far.
    const { answers, addAnother, tabs, documents } = store?.getState() ?? {};
    store = createFormStore(form, {
      answers: answers ?? defaultAnswers,
      addAnother,
      tabs,
      documents,
    });
    setOwn(store);
  }

  useEffect(() => {
    if (!onChange) return;
    return store.subscribe((state, previous) => {
      if (state.version !== previous.version) onChange(store.snapshot().answers);
    });
  }, [store, onChange]);

  // One per <Form>: it holds the files chosen until they are submitted.
  const [local] = useState(createLocalUploader);

  const [toasts, setToasts] = useState<readonly FormToast[]>([]);
  const toast = useCallback((t: FormToast) => setToasts((shown) => [...shown.slice(-2), t]), []);
  // A later success about the same field, tab group or block makes its error toast stale.
  const succeeded = useCallback(
    (subject: string) => setToasts((shown) => shown.filter((t) => t.subject !== subject)),
    [],
  );

  return (
    <FormProvider
      store={store}
      backend={backend}
      uploader={uploader ?? (backend ? undefined : local)}
      mode={mode}
      widgets={widgets}
      messages={messages}
      onToast={onToast ?? toast}
      onSuccess={onToast ? undefined : succeeded}
    >
      <FormPages
        checks={checks}
        onSubmit={onSubmit}
        toasts={
          !onToast && (
            <div className="fe-form-toasts" role="status">
              {toasts.map((t, i) => (
                <p key={i} className={`fe-form-toast fe-form-toast--${t.severity}`}>
                  {t.message}
                </p>
              ))}
            </div>
          )
        }
      />
    </FormProvider>
  );
}
