// @vitest-environment jsdom
/**
 * The Uploader contract seen from the file question (issue 28 item 6): progress, abort, failures
 * and what the question says and stores, with a fake uploader; the limits a definition sets.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '../../../test/react/render-form.tsx';
import {
  UploadError,
  type Uploader,
  type UploadOptions,
  type UploadResult,
} from '../../backend/uploader.ts';
import {
  compileFormOrThrow,
  createFormStore,
  type FileUploadField,
  type FormSeed,
} from '../../core/index.ts';
import { checkDefinitionSchema } from '../../core/compiler/definition-validator.ts';
import { en } from '../../core/messages/index.ts';
import { FormPage } from '../../renderer/form-page.tsx';
import { FormProvider, type FormToast } from '../../bindings/form-context.tsx';
import { checkFiles, fileLimits, formatLimit } from './file-rules.ts';

const KEY = 'resume';
const LABEL = 'Résumé';
const MB = 1024 * 1024;

const fileField = (extra: Partial<FileUploadField> = {}): FileUploadField => ({
  widget: 'fileUpload',
  key: KEY,
  label: LABEL,
  rules: [{ rule: 'required' }],
  ...extra,
});

/** A file of `size` bytes (its content is never read by these tests). */
const fileOf = (size: number, name = 'essay.pdf', type = 'application/pdf') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** An uploader whose calls the test answers by hand. */
function fakeUploader() {
  const calls: { file: File; options: UploadOptions }[] = [];
  let settle!: { resolve: (r: UploadResult) => void; reject: (e: unknown) => void };
  const uploader: Uploader = {
    upload: vi.fn((file: File, options: UploadOptions) => {
      calls.push({ file, options });
      return new Promise<UploadResult>((resolve, reject) => (settle = { resolve, reject }));
    }),
    remove: vi.fn(async () => undefined),
  };
  return { uploader, calls, settle: () => settle };
}

function setup(
  uploader: Uploader,
  { field = fileField(), seed }: { field?: FileUploadField; seed?: FormSeed } = {},
) {
  const form = compileFormOrThrow(pageOf([field]));
  const store = createFormStore(form, seed);
  const toasts = vi.fn<(toast: FormToast) => void>();
  const rendered = render(
    <FormProvider store={store} uploader={uploader} onToast={toasts}>
      <FormPage page={form.pages[0]!} />
    </FormProvider>,
  );
  return { ...rendered, store, toasts, user: userEvent.setup({ applyAccept: false }) };
}

const input = () => screen.getByLabelText(LABEL) as HTMLInputElement;
const statusText = () => screen.getByRole('status').textContent?.trim();
const errorText = () => document.getElementById(`${KEY}-error`)?.textContent ?? '';
const conversionLine = () => document.getElementById(`${KEY}-conversion`)?.textContent;

afterEach(cleanup);

describe('the Uploader contract in the file question', () => {
  it('shows the progress the uploader reports, then stores its reference, saying "Uploaded"', async () => {
    const fake = fakeUploader();
    const { user, store } = setup(fake.uploader);
    await user.upload(input(), fileOf(2048));
    expect(fake.calls[0]!.options.key).toBe(KEY);
    expect(statusText()).toBe('Uploading essay.pdf…');

    act(() => fake.calls[0]!.options.onProgress({ loaded: 512, total: 2048 }));
    const bar = within(screen.getByRole('status')).getByRole('progressbar') as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([512, 2048]);

    await act(async () => fake.settle().resolve({ reference: 'k1/essay.pdf' }));
    expect(store.getState().answers[KEY]).toBe('k1/essay.pdf');
    expect(store.getState().documents[KEY]).toEqual({ file_name: 'essay.pdf', file_size: 2048 });
    expect(conversionLine()).toBe(en.fileStatusUploaded);
    expect(document.body.textContent).not.toMatch(/convert/i);
  });

  it('says "Converted to PDF" only when the result says the file was converted', async () => {
    const fake = fakeUploader();
    const { user } = setup(fake.uploader);
    await user.upload(input(), fileOf(10));
    act(() => fake.calls[0]!.options.onProgress({ converting: true }));
    expect(statusText()).toBe(en.fileConvertingText({ name: 'essay.pdf' }));
    await act(async () => fake.settle().resolve({ reference: 'k2/essay.pdf', converted: true }));
    expect(conversionLine()).toBe('Converted to PDF');
  });

  it('aborts the upload through its signal when the question goes, and ignores its late result', async () => {
    const fake = fakeUploader();
    const { user, store, toasts, unmount } = setup(fake.uploader);
    await user.upload(input(), fileOf(10));
    const { signal } = fake.calls[0]!.options;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
    await act(async () => fake.settle().resolve({ reference: 'late/essay.pdf' }));
    expect(store.getState().answers[KEY]).toBeUndefined();
    expect(store.getState().documents[KEY]).toBeUndefined();
    expect(toasts).not.toHaveBeenCalled();
  });

  it('on failure shows an UploadError’s words, toasts, and keeps the previous answer', async () => {
    const fake = fakeUploader();
    const { user, store, toasts } = setup(fake.uploader, {
      seed: { answers: { [KEY]: 'k0/first.pdf' } },
    });
    await user.upload(input(), fileOf(10));
    await act(async () => fake.settle().reject(new UploadError('The storage is full.')));
    expect(errorText()).toBe('Error: The storage is full.');
    expect(toasts).toHaveBeenCalledWith({
      severity: 'error',
      message: `Error uploading file for ${KEY}`,
      subject: KEY,
    });
    expect(store.getState().answers[KEY]).toBe('k0/first.pdf');
    expect(input().disabled).toBe(false);

    // Any other error is not the applicant's to read: the catalogue's words instead.
    await user.upload(input(), fileOf(10));
    await act(async () => fake.settle().reject(new TypeError('Failed to fetch')));
    expect(errorText()).toBe(`Error: ${en.unexpectedError}`);
  });

  it('keeps nothing, and says nothing, when the reference is empty', async () => {
    const fake = fakeUploader();
    const { user, store, toasts } = setup(fake.uploader);
    await user.upload(input(), fileOf(10));
    await act(async () => fake.settle().resolve({ reference: '' }));
    expect(store.getState().answers[KEY]).toBeUndefined();
    expect(errorText()).toBe('');
    expect(input().disabled).toBe(false);
    expect(toasts).not.toHaveBeenCalled();
  });

  it('Delete hands the reference to remove, then clears the answer', async () => {
    const fake = fakeUploader();
    const { user, store } = setup(fake.uploader, {
      seed: {
        answers: { [KEY]: 'k3/cv.pdf' },
        documents: { [KEY]: { file_name: 'cv.pdf', file_size: 10 } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete cv.pdf' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(store.getState().answers[KEY]).toBe(''));
    expect(fake.uploader.remove).toHaveBeenCalledWith('k3/cv.pdf', { key: KEY });
    expect(store.getState().documents[KEY]).toBeUndefined();
  });
});

describe('the limits come from the definition', () => {
  it('maxBytes: a 2 MB file is refused with the definition’s limit, and fits a larger one', async () => {
    const fake = fakeUploader();
    const { user } = setup(fake.uploader, { field: fileField({ maxBytes: 1.5 * MB }) });
    await user.upload(input(), fileOf(2 * MB));
    expect(errorText()).toBe('Error: Your file is too large. The maximum file size is 1.5 MB.');
    expect(fake.uploader.upload).not.toHaveBeenCalled();
    cleanup();

    const roomy = fakeUploader();
    const second = setup(roomy.uploader, { field: fileField({ maxBytes: 5 * MB }) });
    await second.user.upload(input(), fileOf(2 * MB));
    expect(roomy.uploader.upload).toHaveBeenCalledTimes(1);
    expect(checkFiles([fileOf(6 * MB)], fileLimits({ maxBytes: 5 * MB }))).toEqual([
      'Your file is too large. The maximum file size is 5 MB.',
    ]);
  });

  it('accept: the listed extensions and media types pass, others are refused by name', async () => {
    const fake = fakeUploader();
    const { user } = setup(fake.uploader, { field: fileField({ accept: ['.txt', 'image/*'] }) });
    expect(input().accept).toBe('.txt,image/*');
    await user.upload(input(), fileOf(10));
    expect(errorText()).toBe('Error: You can only enter the following file types: .txt, image/*');
    expect(fake.uploader.upload).not.toHaveBeenCalled();

    const limits = fileLimits({ accept: ['.txt', 'image/*'] });
    expect(checkFiles([fileOf(10, 'NOTES.TXT', '')], limits)).toEqual([]);
    expect(checkFiles([fileOf(10, 'photo.heic', 'image/heic')], limits)).toEqual([]);
    expect(checkFiles([fileOf(10, 'a.txt.exe', 'application/x-msdownload')], limits)).toHaveLength(
      1,
    );
    // An empty list accepts every type.
    expect(checkFiles([fileOf(10, 'a.exe', '')], fileLimits({ accept: [] }))).toEqual([]);
  });

  it('maxNameLength: a longer name is refused naming the definition’s length', async () => {
    const fake = fakeUploader();
    const { user } = setup(fake.uploader, { field: fileField({ maxNameLength: 10 }) });
    await user.upload(input(), fileOf(10, 'letter.pdf'));
    expect(fake.uploader.upload).toHaveBeenCalledTimes(1);
    await act(async () => fake.settle().reject(new Error('stop here')));
    await user.upload(input(), fileOf(10, 'letter1.pdf'));
    expect(errorText()).toBe(
      'Error: Your file name must be 10 characters or fewer, including the extension.',
    );
    expect(fake.uploader.upload).toHaveBeenCalledTimes(1);
  });

  it('a question that sets none keeps the specification’s limits (1 MB, five types, 32 characters)', () => {
    expect(fileLimits({})).toEqual({
      maxBytes: MB,
      accept: ['.png', '.jpeg', '.jpg', '.pdf', '.docx'],
      maxNameLength: 32,
    });
    expect(checkFiles([fileOf(MB + 1)])).toEqual([
      'Your file is too large. The maximum file size is 1 MB.',
    ]);
  });

  it('the definition format takes the three limits, and refuses an extension without its dot', async () => {
    const limited = fileField({ maxBytes: 5 * MB, accept: ['.pdf', 'image/*'], maxNameLength: 64 });
    expect(await checkDefinitionSchema(pageOf([limited]))).toEqual([]);
    expect(await checkDefinitionSchema(pageOf([fileField({ accept: ['pdf'] })]))).not.toEqual([]);
    expect(await checkDefinitionSchema(pageOf([fileField({ maxBytes: 0 })]))).not.toEqual([]);
  });

  it('limits are written as a person would: 1 MB, 1.5 MB, 500 KB, 100 bytes', () => {
    expect([MB, 1.5 * MB, 500 * 1024, 100, 2 * 1024 * MB].map(formatLimit)).toEqual([
      '1 MB',
      '1.5 MB',
      '500 KB',
      '100 bytes',
      '2 GB',
    ]);
  });
});
