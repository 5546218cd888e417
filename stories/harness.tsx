/**
 * The one harness every story renders: a definition compiled and rendered as the portal renders
 * a page (provider, error summary, page renderer), so stories follow the widgets as they change.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { action } from 'storybook/actions';
import type { FormBackend } from '../packages/form-engine/src/backend/form-backend.ts';
import {
  compileFormOrThrow,
  createFormStore,
  createValidator,
  type DataModel,
  type Field,
  type FieldErrors,
  type FormDefinition,
  type FormSeed,
} from '../packages/form-engine/src/index.ts';
import {
  ErrorSummary,
  FormPage,
  FormProvider,
  type FormMode,
  type FormToast,
} from '../packages/form-engine/src/renderer/index.ts';
import '../packages/form-engine/src/styles/default.css';
import './story.css';

/** The stories' clock: inside the partner's priority-deadline alert, and fixed for screenshots. */
export const STORY_NOW = '2026-11-02T15:00:00Z';

export interface FormStoryProps {
  /** The form definition (JSON), compiled by the harness. */
  readonly definition: FormDefinition;
  /** The data model to compile against; without one, types come from the widgets. */
  readonly model?: DataModel;
  /** The stored data to start from: answers, block counts, tabs, documents. */
  readonly seed?: FormSeed;
  /** `edit` (default), `answers-only` (no uploads, tab choice or add-another) or `read-only`. */
  readonly mode?: FormMode;
  /**
   * Errors to show, or `'validate'` to run the real validator over the page's seeded answers.
   * Either way the web status becomes 'validating', so the summary and the fields show them.
   */
  readonly errors?: FieldErrors | 'validate';
  /** Keep the web status as seeded (errors stored but not shown). Default: validating. */
  readonly validating?: boolean;
  /** The back end the widgets call, or a factory (a fresh one per render of the story). */
  readonly backend?: FormBackend | (() => FormBackend);
  /** The id of the page to render (default: the first). */
  readonly page?: string;
  /** The clock (ISO instant) for alerts and relative-date rules. Default {@link STORY_NOW}. */
  readonly now?: string;
}

const logToast = action('toast');
const logNavigate = action('navigate');

/**
 * Compiles `definition`, creates a store from `seed`, applies `errors` with the web status
 * 'validating', and renders the error summary and one page inside a {@link FormProvider} whose
 * toasts are logged (Actions panel, console) and shown under the page.
 */
export function FormStory({
  definition,
  model,
  seed,
  mode = 'edit',
  errors,
  validating = true,
  backend,
  page: pageId,
  now = STORY_NOW,
}: FormStoryProps) {
  const clock = useMemo(() => {
    const instant = new Date(now);
    return () => instant;
  }, [now]);

  const { form, page, store } = useMemo(() => {
    const compiled = compileFormOrThrow(definition, model);
    const shown = pageId ? compiled.pages.find((p) => p.id === pageId) : compiled.pages[0];
    if (!shown) throw new Error(`the definition has no page "${pageId ?? '(first)'}"`);
    const created = createFormStore(compiled, seed);
    if (errors && errors !== 'validate') {
      created.getState().setErrors(errors);
      if (validating) created.getState().setShowErrors(true);
    }
    return { form: compiled, page: shown, store: created };
  }, [definition, model, seed, errors, validating, pageId]);

  // The real validator loads ajv on demand, so its errors arrive a moment after the first render.
  useEffect(() => {
    if (errors !== 'validate') return;
    let live = true;
    void createValidator(form, { now: clock }).then((validator) => {
      if (!live) return;
      store.getState().setErrors(validator.validatePage(page.id, store.snapshot()).errors);
      if (validating) store.getState().setShowErrors(true);
    });
    return () => {
      live = false;
    };
  }, [errors, validating, form, page, store, clock]);

  // A factory makes a fresh back end per store, so remounting a story starts it over.
  const server = useMemo(
    () => (typeof backend === 'function' ? backend() : backend),
    [backend, store],
  );

  const [toasts, setToasts] = useState<readonly FormToast[]>([]);
  const onToast = useCallback((toast: FormToast) => {
    logToast(toast);
    console.info(`[toast] ${toast.severity}: ${toast.message}`);
    setToasts((shown) => [...shown, toast]);
  }, []);

  return (
    <FormProvider store={store} backend={server} mode={mode} onToast={onToast} now={clock}>
      <main className="story-frame" data-mode={mode}>
        <p className="story-meta">
          {form.definition.title} · {page.stepLabel} · {MODE_LABELS[mode]}
        </p>
        <h1 className="story-title">{page.title}</h1>
        <ErrorSummary currentPath={page.path} onNavigate={logNavigate} />
        <FormPage page={page} />
        <div className="story-toasts" role="status">
          {toasts.map((toast, i) => (
            <p key={i} className={`story-toast story-toast--${toast.severity}`}>
              {toast.message}
            </p>
          ))}
        </div>
      </main>
    </FormProvider>
  );
}

const MODE_LABELS: Readonly<Record<FormMode, string>> = {
  edit: 'Edit (the portal’s applicant)',
  'answers-only': 'Answers only (the portal’s visitor, not signed in)',
  'read-only': 'Read-only (the portal’s service user)',
};

export interface WidgetFormOptions {
  /** The page heading (the story's h1). */
  readonly title: string;
  /** The section heading above the fields. */
  readonly section?: string;
  readonly fields: Field[];
  readonly optionLists?: FormDefinition['optionLists'];
  readonly hideRules?: FormDefinition['hideRules'];
}

/** A one-page, one-section definition around the given fields: a widget's story form. */
export function widgetForm({
  title,
  section,
  fields,
  optionLists,
  hideRules,
}: WidgetFormOptions): FormDefinition {
  return {
    id: 'stories',
    title: 'Widget stories',
    ...(optionLists ? { optionLists } : {}),
    ...(hideRules ? { hideRules } : {}),
    pages: [
      {
        id: 'widget',
        path: '/widget',
        title,
        stepLabel: 'Step 01',
        sections: [{ id: 'main', ...(section ? { title: section } : {}), fields }],
      },
    ],
  };
}

/**
 * Controls for the harness: the mode as radio buttons, the seed and errors as JSON; the
 * definition, model and back end stay out of the panel.
 */
export const formStoryArgTypes = {
  mode: { control: 'inline-radio', options: ['edit', 'answers-only', 'read-only'] },
  validating: { control: 'boolean' },
  seed: { control: 'object' },
  errors: { control: 'object' },
  definition: { table: { disable: true } },
  model: { table: { disable: true } },
  backend: { table: { disable: true } },
  page: { control: 'text' },
  now: { control: 'text' },
} as const;
