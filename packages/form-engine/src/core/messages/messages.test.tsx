// @vitest-environment jsdom
/**
 * The message catalogue (issue 16): every word the engine shows or announces comes from it. Each
 * widget in each state renders under a catalogue whose messages are all marked ⟦…⟧ and a
 * definition whose words are all marked ⟪…⟫; any other text or accessible word fails the test.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FormBackend } from '../../backend/form-backend.ts';
import {
  compileFormOrThrow,
  createFormStore,
  createValidator,
  type FormDefinition,
  type FormSeed,
} from '../index.ts';
import { ErrorSummary } from '../../renderer/error-summary.tsx';
import { FormProvider, type FormMode, type FormToast } from '../../bindings/form-context.tsx';
import { FormPage } from '../../renderer/form-page.tsx';
import { PrintableForm } from '../../readonly/printable-form.tsx';
import { headerLines } from '../../readonly/printable-header.tsx';
import { UploadInProgressDialog } from '../../widgets/tabs/upload-in-progress-dialog.tsx';
import { exampleDefinition, exampleModel } from '../../../test/fixtures/example-form.ts';
import { markCatalogue, markDefinition, unmarkedTexts } from '../../../test/messages/marked.ts';
import { es } from './es.ts';
import { en, resolveMessages, type FormMessages } from './index.ts';

const marked = markCatalogue({ ...en, optionalMarker: '(optional)' });
const definition = markDefinition(exampleDefinition);
const form = compileFormOrThrow(definition, exampleModel, { messages: marked });

/** A one-question form for the upload states (a visitor never sees the tab that holds one). */
const uploadDefinition = markDefinition({
  id: 'upload',
  title: 'Upload',
  pages: [
    {
      id: 'docs',
      path: '/docs',
      title: 'Documents',
      stepLabel: 'Step 01',
      sections: [
        {
          id: 'docs',
          title: 'Documents',
          fields: [
            { widget: 'fileUpload', key: 'resume', label: 'Résumé', rules: [{ rule: 'required' }] },
          ],
        },
      ],
    },
  ],
} satisfies FormDefinition);
const uploadForm = compileFormOrThrow(uploadDefinition, undefined, { messages: marked });

/** User data the test puts in answers: not the engine's words. */
const ALLOWED = ['essay.pdf', 'notes.txt', 'resume.pdf'];

const never = () => new Promise<never>(() => undefined);

/** A back end in memory: every call succeeds with nothing, unless overridden. */
function memoryBackend(overrides: Partial<FormBackend> = {}): FormBackend {
  return {
    saveAnswers: async () => undefined,
    presignedUrl: async () => ({ url: 'https://files.example/upload', fields: { key: 'k' } }),
    uploadFile: async () => undefined,
    startConversion: async () => undefined,
    conversionStatus: async () => ({ status: 'COMPLETED' }),
    deleteConversion: async () => undefined,
    documentAnswers: async () => ({}),
    deleteDocumentAnswer: async () => undefined,
    addAnotherCounts: async () => ({}),
    saveAddAnother: async () => undefined,
    tabs: async () => ({}),
    saveTab: async () => undefined,
    findSuggestions: async () => [],
    findDetail: async () => undefined,
    ...overrides,
  };
}

interface Shown {
  readonly toasts: FormToast[];
  readonly store: ReturnType<typeof createFormStore>;
}

/** Renders `children(store)` in a provider of `form`'s store; effects settle before it returns. */
async function show(
  children: (store: Shown['store']) => ReactNode,
  options: {
    mode?: FormMode;
    seed?: FormSeed;
    backend?: FormBackend;
    of?: typeof form;
    messages?: Partial<FormMessages>;
  } = {},
): Promise<Shown> {
  const store = createFormStore(options.of ?? form, options.seed);
  const toasts: FormToast[] = [];
  render(
    <FormProvider
      store={store}
      mode={options.mode ?? 'edit'}
      backend={options.backend ?? memoryBackend()}
      onToast={(toast) => toasts.push(toast)}
      messages={options.messages}
      now={() => new Date('2026-06-01T12:00:00Z')}
    >
      {children(store)}
    </FormProvider>,
  );
  await act(async () => undefined);
  return { toasts, store };
}

const everyPage = () => (
  <>
    <ErrorSummary currentPath={form.pages[0]!.path} />
    {form.pages.map((page) => (
      <FormPage key={page.id} page={page} />
    ))}
  </>
);

/** Fails with every unmarked text on the page, and every unmarked toast. */
function expectAllMarked(toasts: readonly FormToast[] = []) {
  expect(unmarkedTexts(document.body, ALLOWED)).toEqual([]);
  expect(toasts.map((t) => t.message).filter((m) => !/^⟦.*⟧$/s.test(m))).toEqual([]);
}

const filled: FormSeed = {
  answers: {
    first_name: '⟪Ada⟫',
    birth_date: '2008-02-30', // not a calendar date: the date check's message
    country: 'USA',
    country_desc: '⟪United States⟫',
    phone_type_1: '2',
    phone_mobile: '+44 20 7946 0958', // not a US number: the phone note
    optin_sms_ind: true,
    military_discharge_status: 'Y',
    military_discharge_status_explain: '⟪Honourable⟫',
    college_name: '⟪Ohio State⟫',
    college_ceeb: '1234',
    personal_statement_doc: 'ANSWERED',
    legal_agree: true,
  },
  addAnother: { colleges: 2, parents: 2 },
  tabs: { personal_statement: 'document' },
  documents: {
    personal_statement_doc: { status: 'COMPLETED', file_name: 'essay.pdf', file_size: 12_000 },
  },
};

describe('every engine word comes from the catalogue', () => {
  it('every page, empty and then with every error in the summary and under the fields', async () => {
    const { store } = await show(everyPage);
    expectAllMarked();
    const validator = await createValidator(form, { now: () => new Date('2026-06-01') });
    act(() => {
      store.getState().setErrors(validator.validate(store.snapshot()).errors);
      store.getState().setShowErrors(true);
    });
    expect(screen.getByRole('heading', { name: `⟦${en.errorSummaryTitle}⟧` }));
    expectAllMarked();
  });

  it('every page filled: counters, notes, school codes, attached files, second blocks', async () => {
    const { store } = await show(everyPage, { seed: filled });
    act(() => store.getState().setShowErrors(true));
    expect(screen.getByText('⟦Converted to PDF⟧')).toBeTruthy();
    expect(
      screen.getByText('⟦This is not a US number, (###) ###-####: it is kept as you typed it.⟧'),
    );
    expectAllMarked();
  });

  it('visitors: the tabs note and the upload note', async () => {
    await show(everyPage, { mode: 'answers-only' });
    await show(() => <FormPage page={uploadForm.pages[0]!} />, {
      mode: 'answers-only',
      of: uploadForm,
    });
    expect(screen.getByText(/⟦Once you have created an account/)).toBeTruthy();
    expect(screen.getByText(/⟦You can finish this question/)).toBeTruthy();
    expectAllMarked();
  });

  it('service users and the printable form: read-only wording and the header', async () => {
    await show(
      () => (
        <>
          {form.pages.map((page) => (
            <FormPage key={page.id} page={page} />
          ))}
          <PrintableForm
            form={form}
            header={{
              partnerName: '⟪University⟫',
              applicantName: '⟪Ada Lovelace⟫',
              applicantEmail: '⟪ada@example.org⟫',
              submittedAt: null,
              reference: '⟪A-1⟫',
            }}
          />
        </>
      ),
      { mode: 'read-only', seed: filled },
    );
    expect(screen.getAllByText('⟦Not answered⟧').length).toBeGreaterThan(0);
    expectAllMarked();
  });

  it('upload states: refused files, converting, a failed conversion, the delete dialog', async () => {
    let finishConversion: (status: { status: 'FAILED' }) => void = () => undefined;
    const backend = memoryBackend({
      conversionStatus: () => new Promise((resolve) => (finishConversion = resolve)),
    });
    const { toasts, store } = await show(() => <FormPage page={uploadForm.pages[0]!} />, {
      of: uploadForm,
      backend,
    });
    const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input(), { target: { files: [new File([], 'notes.txt')] } });
    expect(screen.getByText(/⟦Your file is empty/)).toBeTruthy();
    expectAllMarked();

    fireEvent.change(input(), { target: { files: [new File(['%PDF'], 'resume.pdf')] } });
    await waitFor(() => expect(screen.getByText(/⟦Uploading and converting/)).toBeTruthy());
    expectAllMarked();
    await act(async () => finishConversion({ status: 'FAILED' }));
    expect(screen.getByText(/⟦Your file could not be converted/)).toBeTruthy();
    expect(toasts).toHaveLength(1);
    expectAllMarked(toasts);

    act(() => {
      store.getState().setAnswer('resume', 'ANSWERED');
      store.getState().setDocument('resume', { status: 'IN_PROGRESS', file_name: 'resume.pdf' });
    });
    fireEvent.click(screen.getByRole('button', { name: /⟦Delete⟧/ }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expectAllMarked(toasts);
  });

  it('the lookup: the suggestions announcement and the hint for a school typed by hand', async () => {
    const education = form.pages.find((page) => page.id === 'education')!;
    await show(() => <FormPage page={education} />, {
      backend: memoryBackend({
        findSuggestions: async () => [{ text: '⟪Ohio State⟫', id: '1', sub_text: '⟪Columbus⟫' }],
      }),
    });
    const user = userEvent.setup();
    const input = document.getElementById('college_name') as HTMLInputElement;
    await user.type(input, 'Oh');
    await waitFor(() => expect(screen.getByText('⟪Ohio State⟫')).toBeTruthy());
    await waitFor(() =>
      expect(document.getElementById('a11y-status-message')?.textContent).toMatch(/^⟦2|^⟦1/),
    );
    expectAllMarked();
    await user.type(input, 'ium College');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByText('⟪Enter your school information below.⟫')).toBeTruthy(),
    );
    expectAllMarked();
  });

  it('a failing back end: the toasts of tabs and Add Another, the upload-in-progress dialog', async () => {
    const fail = () => Promise.reject(new Error('offline'));
    const { toasts } = await show(everyPage, {
      backend: memoryBackend({ saveTab: fail, saveAddAnother: fail, tabs: never }),
    });
    fireEvent.click(screen.getAllByRole('button', { name: /⟪Add Another College⟫/ })[0]!);
    fireEvent.click(screen.getByRole('tab', { name: /⟪Upload it⟫/ }));
    await waitFor(() => expect(toasts.length).toBeGreaterThanOrEqual(2));
    expectAllMarked(toasts);
    await show(() => (
      <UploadInProgressDialog open onOpenChange={() => undefined} returnFocus={() => null} />
    ));
    expect(screen.getByRole('dialog', { name: '⟦File Upload in Progress⟧' })).toBeTruthy();
    expectAllMarked();
  });
});

describe('the tab switch question (issue 27)', () => {
  it('names the answers it would remove in catalogue words only', async () => {
    await show(everyPage, { seed: { answers: { personal_statement_essay: '⟪My essay⟫' } } });
    fireEvent.click(screen.getByRole('tab', { name: /⟪Upload it⟫/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('⟪Personal Statement⟫');
    expectAllMarked();
  });
});

describe('the unmarked-text finder', () => {
  it('finds a hard-coded word in text and in an accessible attribute, and passes marked ones', () => {
    render(
      <div>
        <p>⟦Marked⟧ ⟪Label⟫ (12KB) [X]</p>
        <p>Hard-coded</p>
        <button type="button" aria-label="Close">
          ⟦x⟧
        </button>
      </div>,
    );
    expect(unmarkedTexts(document.body)).toEqual([
      'text in <p>: "Hard-coded"',
      'aria-label of <button>: "Close"',
    ]);
  });
});

describe('overriding and translating', () => {
  it('the provider overrides one message and keeps the others', async () => {
    const english = compileFormOrThrow(exampleDefinition, exampleModel);
    const { store } = await show(
      () => (
        <>
          <ErrorSummary />
          <FormPage page={english.pages[0]!} />
        </>
      ),
      { of: english, messages: { errorSummaryTitle: 'Please check your answers' } },
    );
    act(() => {
      store.getState().setErrors({ first_name: ['Legal First/Given Name'] });
      store.getState().setShowErrors(true);
    });
    expect(screen.getByRole('heading', { name: 'Please check your answers' })).toBeTruthy();
    expect(screen.getByText(en.errorSummaryText)).toBeTruthy();
  });

  it('Spanish translates every message, and the validator says the same words', async () => {
    const same = ['errorPrefix', 'no', 'phonePlaceholder'];
    const templates = (m: FormMessages, key: string) => {
      const value = m[key as keyof FormMessages];
      return typeof value === 'function'
        ? (value as (p: unknown) => string)({
            count: 2,
            limit: 9,
            types: '.pdf',
            max: 3,
            name: 'f',
            choices: ['a', 'b'],
            key: 'k',
            tab: 't',
            id: 'i',
            printed: 'p',
            code: 'c',
            documents: ['f.pdf'],
            answers: ['a'],
            // A validation message's parameters.
            label: 'L',
            widget: 'text',
            type: 'string',
            n: 1,
            min: 1,
            step: '1',
            year: '{year}',
          })
        : value;
    };
    const untranslated = Object.keys(en).filter(
      (key) => !same.includes(key) && templates(en, key) === templates(es, key),
    );
    expect(untranslated).toEqual([]);
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());

    const spanish = compileFormOrThrow(exampleDefinition, exampleModel, { messages: es });
    const validator = await createValidator(spanish);
    const result = validator.validate({
      ...createFormStore(spanish).snapshot(),
      answers: { credits_transfer: '12a', gender: 'Q' },
    });
    expect(result.errors.gender).toContain('Seleccione Legal Sex de la lista');
    expect(resolveMessages({ yes: undefined }, es).yes).toBe('Sí');
    const printed = new Date('2026-11-24T12:00:00Z');
    expect(headerLines({ submittedAt: null, printedAt: printed, timeZone: 'UTC' }, es)).toEqual([
      ['Enviada', 'Aún no enviada (impresa el 24 de noviembre de 2026)'],
    ]);
  });

  it('the Spanish list of choices reads "a, b o c", and "u" before an o sound', () => {
    expect(es.visitorTabsNote({ choices: ['Escribirlo', 'Subirlo'] })).toBe(
      'Cuando haya creado una cuenta, también podrá elegir «Escribirlo» o «Subirlo».',
    );
    expect(es.visitorTabsNote({ choices: ['Uno', 'Otro'] })).toContain('«Uno» u «Otro»');
  });
});

vi.setConfig({ testTimeout: 30_000 });
