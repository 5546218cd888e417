// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  expectNoAxeViolations,
  pageOf,
  renderForm,
  type RenderFormOptions,
} from '../../../test/react/render-form.tsx';
import { GENERIC_ERROR_MESSAGE } from '../../backend/backend-error.ts';
import type { ConversionStatus } from '../../backend/form-backend.ts';
import { httpBackend } from '../../../test/react/http-backend.ts';
import type { FileUploadField } from '../../core/index.ts';
import { en } from '../../core/messages/index.ts';
import { checkFiles, DEFAULT_FILE_LIMITS, formatFileSize } from './file-rules.ts';
import { isUploading } from './uploads-in-progress.ts';
import { uploadReducer, initialUploadState, shownPhase } from './use-file-upload.ts';

const MAX_FILE_BYTES = DEFAULT_FILE_LIMITS.maxBytes;

/** The English catalogue's upload messages, as the widget shows them by default. */
const FILE_MESSAGES = {
  tooLarge: en.fileTooLarge({ max: '1 MB', bytes: MAX_FILE_BYTES }),
  wrongType: en.fileWrongType({ types: '.png, .jpeg, .jpg, .pdf, .docx' }),
  nameTooLong: en.fileNameTooLong({ max: 32 }),
  empty: en.fileEmpty,
  oneFile: en.fileOnlyOne,
};
const CONVERSION_STATUS_TEXT = {
  COMPLETED: en.fileStatusCompleted,
  IN_PROGRESS: en.fileStatusInProgress,
};
const CONVERSION_FAILED_MESSAGE = en.fileConversionFailed;

const BASE = 'http://localhost';
const UPLOAD_URL = 'https://uploads.example.test/bucket';
const KEY = 'personal_statement_doc';
const LABEL = 'Personal Statement Document';
const DOC_URL = 'https://files.example.test/essay.pdf';

const field = (extra: Partial<FileUploadField> = {}): FileUploadField => ({
  widget: 'fileUpload',
  key: KEY,
  label: LABEL,
  hint: 'A PDF, Word document or image of at most 1 MB.',
  ...extra,
});
const definition = pageOf([field()]);

/** What the back end was asked, in order, and the bodies worth checking. */
let calls: string[] = [];
let bodies: Record<string, unknown> = {};

interface Scenario {
  /** Conversion statuses in turn; the last one repeats. */
  readonly statuses?: ConversionStatus[];
  /** The presigned upload's answer (default 204). */
  readonly upload?: () => Response;
  readonly presign?: () => Response;
  readonly deleteDocument?: () => Response;
}

const json = (body: JsonBodyType = {}) => HttpResponse.json(body);

function serve(scenario: Scenario = {}) {
  const statuses = [...(scenario.statuses ?? [{ status: 'COMPLETED', url: DOC_URL }])];
  // The presigned URL is asked for while the answers are saved: the save waits for it.
  let presignAsked!: () => void;
  const presigned = new Promise<void>((resolve) => (presignAsked = resolve));
  server.use(
    http.put(`${BASE}/api/answer`, async ({ request }) => {
      calls.push('saveAnswers');
      bodies.answers = await request.json();
      await presigned;
      return json();
    }),
    http.post(`${BASE}/api/presigned-url`, async ({ request }) => {
      calls.push('presignedUrl');
      bodies.presign = await request.json();
      presignAsked();
      return (
        scenario.presign?.() ??
        json({ url: UPLOAD_URL, fields: { key: 'uploads/abc123', policy: 'signed' } })
      );
    }),
    http.post(UPLOAD_URL, async ({ request }) => {
      calls.push('uploadFile');
      const form = await request.formData();
      bodies.upload = { key: form.get('key'), policy: form.get('policy'), file: form.has('file') };
      return scenario.upload?.() ?? new HttpResponse(null, { status: 204 });
    }),
    http.post(`${BASE}/api/pdf/document-answer/:key`, async ({ request, params }) => {
      calls.push(`startConversion ${String(params.key)}`);
      bodies.conversion = await request.json();
      return json();
    }),
    http.get(`${BASE}/api/pdf/document-answer/:key`, () => {
      calls.push('conversionStatus');
      return json({ ...(statuses.length > 1 ? statuses.shift()! : statuses[0]!) });
    }),
    http.delete(`${BASE}/api/pdf/document-answer/:key`, ({ params }) => {
      calls.push(`deleteConversion ${String(params.key)}`);
      return json();
    }),
    http.delete(`${BASE}/api/document-answer/:key`, ({ params }) => {
      calls.push(`deleteDocumentAnswer ${String(params.key)}`);
      return scenario.deleteDocument?.() ?? json();
    }),
  );
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library drains its async wrapper (around every user-event call) with a setTimeout(0)
  // that it only advances when it sees Jest's fake timers: without this the first event hangs.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  calls = [];
  bodies = {};
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Renders with the REST back end and a user-event session that drives the fake clock. */
function setup(options: RenderFormOptions & { definition?: typeof definition } = {}) {
  const rendered = renderForm(options.definition ?? definition, {
    backend: httpBackend(BASE),
    ...options,
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
  return { ...rendered, user };
}

/** Moves the fake clock and lets the intercepted fetches and React updates settle. */
async function elapse(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

/** axe-core schedules its checks with timers: it runs on the real clock. */
async function axe(container: Element) {
  vi.useRealTimers();
  try {
    await expectNoAxeViolations(container);
  } finally {
    vi.useFakeTimers();
  }
}

const fileOf = (size: number, name = 'essay.pdf', type = 'application/pdf') =>
  new File(['x'.repeat(size)], name, { type });
const fileInput = () => screen.getByLabelText(LABEL) as HTMLInputElement;
const widget = () => document.querySelector('.fe-file-upload') as HTMLElement;
const errorText = () => document.getElementById(`${KEY}-error`)?.textContent ?? '';
const polls = () => calls.filter((call) => call === 'conversionStatus').length;

describe('file checks', () => {
  it('accept exactly 1 MB and a 32-character name, and reject one byte or character more', () => {
    expect(checkFiles([fileOf(MAX_FILE_BYTES, `${'a'.repeat(28)}.pdf`)])).toEqual([]);
    expect(checkFiles([fileOf(MAX_FILE_BYTES + 1)])).toEqual([FILE_MESSAGES.tooLarge]);
    expect(checkFiles([fileOf(10, `${'a'.repeat(29)}.pdf`)])).toEqual([FILE_MESSAGES.nameTooLong]);
  });

  it('accept every listed type whatever the case of the extension, and nothing else', () => {
    for (const name of ['a.png', 'a.jpeg', 'a.jpg', 'a.pdf', 'a.docx', 'A.PDF'])
      expect(checkFiles([fileOf(1, name)])).toEqual([]);
    for (const name of ['a.doc', 'a.gif', 'pdf', 'a.pdf.exe'])
      expect(checkFiles([fileOf(1, name)])).toEqual([FILE_MESSAGES.wrongType]);
  });

  it('report every failed check of one file together, and only "one file" for several', () => {
    expect(checkFiles([fileOf(0, `${'b'.repeat(30)}.exe`)])).toEqual([
      FILE_MESSAGES.empty,
      FILE_MESSAGES.wrongType,
      FILE_MESSAGES.nameTooLong,
    ]);
    expect(checkFiles([fileOf(1), fileOf(1, 'other.pdf')])).toEqual([FILE_MESSAGES.oneFile]);
    expect(checkFiles([])).toEqual([]);
  });

  it('write sizes without a space or decimals', () => {
    expect(formatFileSize(512)).toBe('512B');
    expect(formatFileSize(245 * 1024 + 100)).toBe('245KB');
    expect(formatFileSize(1023.6 * 1024)).toBe('1MB');
    expect(formatFileSize(MAX_FILE_BYTES)).toBe('1MB');
    expect(formatFileSize(2.6 * MAX_FILE_BYTES)).toBe('3MB');
  });
});

describe('upload state machine', () => {
  it('goes idle → validating → converting → attached and ignores events out of turn', () => {
    let state = initialUploadState(false);
    expect(uploadReducer(state, { type: 'completed' })).toBe(state);
    state = uploadReducer(state, { type: 'select' });
    expect(state.phase).toBe('validating');
    expect(uploadReducer(state, { type: 'select' })).toBe(state);
    state = uploadReducer(state, { type: 'start', fileName: 'essay.pdf' });
    expect(state).toMatchObject({ phase: 'converting', fileName: 'essay.pdf' });
    state = uploadReducer(state, { type: 'completed' });
    expect(state).toMatchObject({ phase: 'attached', fileName: undefined, errors: [] });
  });

  it('returns to idle with the message on a failure, and lets the store document decide when settled', () => {
    let state = uploadReducer(initialUploadState(false), { type: 'select' });
    state = uploadReducer(state, { type: 'start', fileName: 'essay.pdf' });
    state = uploadReducer(state, { type: 'failed', message: 'Broken' });
    expect(state).toMatchObject({ phase: 'idle', errors: ['Broken'] });
    expect(shownPhase('idle', true)).toBe('attached');
    expect(shownPhase('attached', false)).toBe('idle');
    expect(shownPhase('converting', true)).toBe('converting');
  });
});

describe('FileUploadWidget', () => {
  it('is a labelled file input whose id is the answer key, accepting the listed types (idle)', async () => {
    const { container } = setup();
    const input = fileInput();
    expect(input.id).toBe(KEY);
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(false);
    expect(input.accept).toBe('.png,.jpeg,.jpg,.pdf,.docx');
    expect(input.getAttribute('aria-describedby')).toBe(`${KEY}-hint`);
    expect(widget().getAttribute('aria-busy')).toBeNull();
    expect(widget().dataset.phase).toBe('idle');
    await axe(container);
  });

  it.each([
    ['too large', fileOf(MAX_FILE_BYTES + 1), FILE_MESSAGES.tooLarge],
    [
      'of another type',
      fileOf(10, 'essay.exe', 'application/octet-stream'),
      FILE_MESSAGES.wrongType,
    ],
    ['named with 33 characters', fileOf(10, `${'a'.repeat(29)}.pdf`), FILE_MESSAGES.nameTooLong],
    ['empty', fileOf(0), FILE_MESSAGES.empty],
  ])('refuses a file %s with its message, calling nothing', async (_, file, message) => {
    const { user, store } = setup();
    await user.upload(fileInput(), file);
    await elapse();
    expect(errorText()).toBe(`Error: ${message}`);
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(fileInput().getAttribute('aria-describedby')).toBe(`${KEY}-hint ${KEY}-error`);
    expect(calls).toEqual([]);
    expect(store.getState().answers[KEY]).toBeUndefined();
  });

  it('shows the exact messages word for word', () => {
    expect(FILE_MESSAGES.tooLarge).toBe('Your file is too large. The maximum file size is 1 MB.');
    expect(FILE_MESSAGES.wrongType).toBe(
      'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
    );
    expect(FILE_MESSAGES.empty).toBe('Your file is empty. Please upload a non-empty file.');
    expect(FILE_MESSAGES.nameTooLong).toBe(
      'Your file name must be 32 characters or fewer, including the extension.',
    );
  });

  it('refuses more than one file (error state has no axe violations)', async () => {
    const { container } = setup();
    fireEvent.change(fileInput(), { target: { files: [fileOf(10), fileOf(10, 'other.pdf')] } });
    await elapse();
    expect(errorText()).toBe(`Error: ${FILE_MESSAGES.oneFile}`);
    expect(calls).toEqual([]);
    await axe(container);
  });

  it('clears an earlier message when a good file is chosen', async () => {
    serve();
    const { user } = setup();
    await user.upload(fileInput(), fileOf(0));
    expect(errorText()).toContain(FILE_MESSAGES.empty);
    await user.upload(fileInput(), fileOf(10));
    expect(errorText()).toBe('');
  });

  it('uploads, converts (busy) and attaches the file with its size, polling every 2000 ms', async () => {
    serve({
      statuses: [
        { status: 'UNPROCESSED' },
        { status: 'IN_PROGRESS' },
        { status: 'COMPLETED', url: DOC_URL },
      ],
    });
    const { user, store, container, toasts } = setup({
      seed: { answers: { first_name: 'Ada' } },
    });
    await user.upload(fileInput(), fileOf(MAX_FILE_BYTES));
    await elapse();

    // Converting: busy, a visible progress indicator with text, the input disabled.
    expect(widget().getAttribute('aria-busy')).toBe('true');
    expect(widget().dataset.phase).toBe('converting');
    expect(fileInput().disabled).toBe(true);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Uploading and converting essay.pdf');
    expect(within(status).getByRole('progressbar', { name: 'Uploading essay.pdf' })).toBeTruthy();
    expect(fileInput().getAttribute('aria-describedby')).toBe(`${KEY}-hint ${KEY}-status`);
    expect(isUploading(store, KEY)).toBe(true);

    // The answers were saved while the presigned URL was asked for, then the file went up.
    expect(calls.slice(0, 2).sort()).toEqual(['presignedUrl', 'saveAnswers']);
    expect(calls.slice(2)).toEqual(['uploadFile', `startConversion ${KEY}`, 'conversionStatus']);
    expect(bodies.answers).toEqual({ first_name: 'Ada' });
    expect(bodies.presign).toEqual({ answer_key: KEY });
    expect(bodies.upload).toEqual({ key: 'uploads/abc123', policy: 'signed', file: true });
    expect(bodies.conversion).toEqual({ file_key: 'uploads/abc123', file_name: 'essay.pdf' });

    await elapse(1999);
    expect(polls()).toBe(1);
    await elapse(1);
    expect(polls()).toBe(2);
    expect(widget().getAttribute('aria-busy')).toBe('true');
    await elapse(2000);
    expect(polls()).toBe(3);

    // Attached: name, size, Delete; the answer is marked and the document recorded.
    expect(widget().getAttribute('aria-busy')).toBeNull();
    expect(widget().dataset.phase).toBe('attached');
    expect(screen.queryByLabelText(LABEL, { selector: 'input' })).toBeNull();
    const group = screen.getByRole('group', { name: LABEL });
    expect(document.getElementById(`${KEY}-file`)!.textContent).toBe('essay.pdf (1MB)');
    expect(within(group).getByRole('button', { name: 'Delete essay.pdf' }).id).toBe(KEY);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(store.getState().answers[KEY]).toBe('ANSWERED');
    expect(store.getState().documents[KEY]).toEqual({
      status: 'COMPLETED',
      file_name: 'essay.pdf',
      file_size: MAX_FILE_BYTES,
      url: DOC_URL,
    });
    expect(isUploading(store, KEY)).toBe(false);
    expect(toasts).not.toHaveBeenCalled();
    await axe(container);

    await elapse(10_000);
    expect(polls()).toBe(3);
  });

  it('shows a FAILED conversion’s message, clears the answer, deletes the conversion and toasts', async () => {
    serve({
      statuses: [
        { status: 'IN_PROGRESS' },
        { status: 'FAILED', message: 'The document could not be read.' },
      ],
    });
    const { user, store, toasts, container } = setup({ seed: { answers: { [KEY]: 'ANSWERED' } } });
    await user.upload(fileInput(), fileOf(2048));
    await elapse();
    expect(widget().getAttribute('aria-busy')).toBe('true');
    await elapse(2000);
    expect(widget().getAttribute('aria-busy')).toBeNull();
    expect(errorText()).toBe('Error: The document could not be read.');
    expect(fileInput().disabled).toBe(false);
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(store.getState().answers[KEY]).toBe('');
    expect(store.getState().documents[KEY]).toBeUndefined();
    expect(calls.at(-1)).toBe(`deleteConversion ${KEY}`);
    expect(toasts).toHaveBeenCalledWith({
      severity: 'error',
      message: `Error uploading file for ${KEY}`,
      subject: KEY,
    });
    await axe(container);
    await elapse(4000);
    expect(polls()).toBe(2);
  });

  it('falls back to a plain message when FAILED comes without one', async () => {
    serve({ statuses: [{ status: 'FAILED' }] });
    const { user } = setup();
    await user.upload(fileInput(), fileOf(10));
    await elapse();
    expect(errorText()).toBe(`Error: ${CONVERSION_FAILED_MESSAGE}`);
  });

  it('ends the busy state on a network failure, shows the error, clears the answer and toasts', async () => {
    serve({ upload: () => HttpResponse.error() });
    const { user, store, toasts } = setup({ seed: { answers: { [KEY]: 'ANSWERED' } } });
    await user.upload(fileInput(), fileOf(10));
    await elapse();
    expect(widget().getAttribute('aria-busy')).toBeNull();
    expect(fileInput().disabled).toBe(false);
    expect(errorText()).toBe(`Error: ${GENERIC_ERROR_MESSAGE}`);
    expect(store.getState().answers[KEY]).toBe('');
    expect(calls).not.toContain(`startConversion ${KEY}`);
    expect(calls.at(-1)).toBe(`deleteConversion ${KEY}`);
    expect(isUploading(store, KEY)).toBe(false);
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(toasts).toHaveBeenCalledWith({
      severity: 'error',
      message: `Error uploading file for ${KEY}`,
      subject: KEY,
    });
  });

  it('shows the server’s message when the presigned URL is refused', async () => {
    serve({
      presign: () => HttpResponse.json({ message: 'Uploads are closed.' }, { status: 500 }),
    });
    const { user, toasts } = setup();
    await user.upload(fileInput(), fileOf(10));
    await elapse();
    expect(errorText()).toBe('Error: Uploads are closed.');
    expect(calls).not.toContain('uploadFile');
    expect(toasts).toHaveBeenCalledTimes(1);
  });

  it('stops quietly on NOT_ANSWERED', async () => {
    serve({ statuses: [{ status: 'IN_PROGRESS' }, { status: 'NOT_ANSWERED' }] });
    const { user, store, toasts } = setup();
    await user.upload(fileInput(), fileOf(10));
    await elapse(2000);
    expect(widget().dataset.phase).toBe('idle');
    expect(errorText()).toBe('');
    expect(store.getState().answers[KEY]).toBeUndefined();
    expect(toasts).not.toHaveBeenCalled();
    await elapse(4000);
    expect(polls()).toBe(2);
  });

  it('has no axe violations while converting', async () => {
    // Real timers for axe drop the pending poll: this test stops at the converting state.
    serve({ statuses: [{ status: 'IN_PROGRESS' }] });
    const { user, container } = setup();
    await user.upload(fileInput(), fileOf(10));
    await elapse();
    expect(widget().getAttribute('aria-busy')).toBe('true');
    await axe(container);
  });

  it('stops polling when unmounted', async () => {
    serve({ statuses: [{ status: 'IN_PROGRESS' }] });
    const { user, store, unmount } = setup();
    await user.upload(fileInput(), fileOf(10));
    await elapse();
    expect(polls()).toBe(1);
    unmount();
    await elapse(10_000);
    expect(polls()).toBe(1);
    expect(isUploading(store, KEY)).toBe(false);
  });

  it('shows a document already stored as attached on mount (245KB)', () => {
    setup({ seed: { documents: { [KEY]: { file_name: 'transcript.png', file_size: 250_880 } } } });
    expect(widget().dataset.phase).toBe('attached');
    const summary = document.getElementById(`${KEY}-file`)!;
    expect(summary.textContent).toBe('transcript.png (245KB)');
  });

  it('shows a stored document with its conversion status, as loaded after a reload (issue 14)', () => {
    setup({
      seed: {
        answers: { [KEY]: 'ANSWERED' },
        documents: { [KEY]: { file_name: 'essay.pdf', file_size: 2048, status: 'COMPLETED' } },
      },
    });
    expect(widget().dataset.phase).toBe('attached');
    expect(document.getElementById(`${KEY}-file`)!.textContent).toBe('essay.pdf (2KB)');
    expect(document.getElementById(`${KEY}-conversion`)!.textContent).toBe(
      CONVERSION_STATUS_TEXT.COMPLETED,
    );
    expect(
      screen.getByRole('button', { name: 'Delete essay.pdf' }).getAttribute('aria-describedby'),
    ).toContain(`${KEY}-conversion`);
    expect(screen.queryByText('No file chosen')).toBeNull();
  });

  it('follows a stored conversion that was still pending until it settles', async () => {
    serve({ statuses: [{ status: 'IN_PROGRESS' }, { status: 'COMPLETED', url: DOC_URL }] });
    const { store } = setup({
      seed: {
        answers: { [KEY]: 'ANSWERED' },
        documents: { [KEY]: { file_name: 'essay.pdf', file_size: 2048, status: 'UNPROCESSED' } },
      },
    });
    await elapse();
    expect(document.getElementById(`${KEY}-conversion`)!.textContent).toBe(
      CONVERSION_STATUS_TEXT.IN_PROGRESS,
    );
    await elapse(2000);
    expect(document.getElementById(`${KEY}-conversion`)!.textContent).toBe(
      CONVERSION_STATUS_TEXT.COMPLETED,
    );
    expect(store.getState().documents[KEY]).toMatchObject({ status: 'COMPLETED', url: DOC_URL });
    await elapse(10_000);
    expect(polls()).toBe(2);
  });

  it("drops the field's old error and summary entry once the upload succeeds, and says so", async () => {
    serve();
    const { user, store, successes } = setup({
      summary: true,
      seed: { showErrors: true },
    });
    act(() => store.getState().setErrors({ [KEY]: [LABEL] }));
    expect(errorText()).toBe(`Error: ${LABEL}`);
    expect(screen.getByRole('link', { name: LABEL })).toBeTruthy();
    await user.upload(fileInput(), fileOf(2048));
    await elapse();
    expect(widget().dataset.phase).toBe('attached');
    expect(document.getElementById(`${KEY}-error`)).toBeNull();
    expect(screen.queryByRole('link', { name: LABEL })).toBeNull();
    expect(store.getState().errors).toEqual({});
    expect(successes).toHaveBeenCalledWith(KEY);
  });

  it('keeps the file when the delete is cancelled (dialog has no axe violations)', async () => {
    serve();
    const { user, store } = setup({
      seed: {
        answers: { [KEY]: 'ANSWERED' },
        documents: { [KEY]: { file_name: 'essay.pdf', file_size: 2048 } },
      },
    });
    const trigger = screen.getByRole('button', { name: 'Delete essay.pdf' });
    await user.click(trigger);
    await elapse();
    const dialog = screen.getByRole('dialog', { name: 'Delete this file?' });
    expect(within(dialog).getByText(/“essay.pdf” will be removed/)).toBeTruthy();
    await axe(document.body);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await elapse();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(calls).toEqual([]);
    expect(store.getState().answers[KEY]).toBe('ANSWERED');
    expect(widget().dataset.phase).toBe('attached');
  });

  it('deletes the document answer and conversion on Delete, then clears the answer', async () => {
    serve();
    const { user, store } = setup({
      seed: {
        answers: { [KEY]: 'ANSWERED' },
        documents: { [KEY]: { file_name: 'essay.pdf', file_size: 2048 } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete essay.pdf' }));
    await elapse();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await elapse();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.sort()).toEqual([`deleteConversion ${KEY}`, `deleteDocumentAnswer ${KEY}`]);
    expect(store.getState().answers[KEY]).toBe('');
    expect(store.getState().documents[KEY]).toBeUndefined();
    expect(widget().dataset.phase).toBe('idle');
    expect(document.activeElement).toBe(fileInput());
  });

  it('keeps the file and says why when the delete fails', async () => {
    serve({ deleteDocument: () => HttpResponse.json({ message: 'Try later.' }, { status: 503 }) });
    const { user, store } = setup({
      seed: {
        answers: { [KEY]: 'ANSWERED' },
        documents: { [KEY]: { file_name: 'essay.pdf', file_size: 2048 } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete essay.pdf' }));
    await elapse();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await elapse();
    expect(widget().dataset.phase).toBe('attached');
    expect(errorText()).toBe('Error: Try later.');
    expect(store.getState().answers[KEY]).toBe('ANSWERED');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete essay.pdf' }));
  });

  it('gives visitors a note in place of the upload control', async () => {
    const { container } = setup({ mode: 'answers-only' });
    expect(container.querySelector('input[type="file"]')).toBeNull();
    const group = screen.getByRole('group', { name: LABEL });
    expect(
      within(group).getByText('You can finish this question once you have created an account.'),
    ).toBeTruthy();
    await axe(container);
  });

  it('shows the definition’s own visitor note', () => {
    setup({
      mode: 'answers-only',
      definition: pageOf([field({ visitorNote: 'Sign in to upload.' })]),
    });
    expect(screen.getByText('Sign in to upload.')).toBeTruthy();
    expect(screen.queryByText(/created an account/)).toBeNull();
  });
});
