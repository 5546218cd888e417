// @vitest-environment jsdom
/**
 * The browser-local uploader (issue 28 item 6): the file stays in memory under a reference the
 * answer holds, so `required` is met, the read-only view names the file and the files can be
 * posted at submit; the data URL option carries the file inside the answer.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pageOf } from '../../test/react/render-form.tsx';
import {
  compileFormOrThrow,
  createFormStore,
  createValidator,
  type FormDefinition,
} from '../core/index.ts';
import { FormPage } from '../renderer/form-page.tsx';
import { FormProvider } from '../bindings/form-context.tsx';
import { describeAnswer } from '../readonly/answer-format.ts';
import { createLocalUploader, type LocalUploader } from './local-uploader.ts';
import { fileNameOf } from './uploader.ts';

const KEY = 'cv';
const definition: FormDefinition = pageOf([
  { widget: 'fileUpload', key: KEY, label: 'CV', rules: [{ rule: 'required' }] },
]);
const form = compileFormOrThrow(definition);

function setup(uploader: LocalUploader) {
  const store = createFormStore(form);
  render(
    <FormProvider store={store} uploader={uploader}>
      <FormPage page={form.pages[0]!} />
    </FormProvider>,
  );
  return { store, user: userEvent.setup() };
}

const pdf = () => new File(['%PDF-1.7 hello'], 'cv.pdf', { type: 'application/pdf' });
const noSignal = () => ({
  key: KEY,
  signal: new AbortController().signal,
  onProgress: () => undefined,
});

afterEach(cleanup);

describe('createLocalUploader', () => {
  it('keeps the file in the browser: the answer holds its reference, the file comes back at submit', async () => {
    const uploader = createLocalUploader();
    const { store, user } = setup(uploader);
    const file = pdf();
    await user.upload(screen.getByLabelText('CV'), file);
    await waitFor(() => expect(store.getState().answers[KEY]).toBeTruthy());

    const reference = store.getState().answers[KEY] as string;
    expect(reference).toMatch(/^[a-z0-9]+\/cv\.pdf$/);
    expect(uploader.fileOf(reference)).toBe(file);
    expect(uploader.files(store.snapshot().answers)).toEqual({ [KEY]: file });
    expect(document.getElementById(`${KEY}-conversion`)?.textContent).toBe('Uploaded');

    // `required` is met by the reference, and the read-only view names the file.
    const validator = await createValidator(form);
    expect(validator.validate(store.snapshot()).errors[KEY]).toBeUndefined();
    const field = form.fields.get(KEY)!;
    const read = (key: string) => store.getState().answers[key];
    expect(describeAnswer(field, read).text).toBe('cv.pdf');
  });

  it('forgets a deleted file, and the question is required again', async () => {
    const uploader = createLocalUploader();
    const { store, user } = setup(uploader);
    await user.upload(screen.getByLabelText('CV'), pdf());
    await waitFor(() => expect(store.getState().answers[KEY]).toBeTruthy());
    const reference = store.getState().answers[KEY] as string;

    await user.click(screen.getByRole('button', { name: 'Delete cv.pdf' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(store.getState().answers[KEY]).toBe(''));
    expect(uploader.fileOf(reference)).toBeUndefined();
    expect(uploader.files(store.snapshot().answers)).toEqual({});
    const validator = await createValidator(form);
    expect(validator.validate(store.snapshot()).errors[KEY]).toBeDefined();
  });

  it('gives only the files the answers still refer to', async () => {
    const uploader = createLocalUploader();
    const { reference } = await uploader.upload(pdf(), noSignal());
    expect(Object.keys(uploader.files({ [KEY]: reference, other: 'x' }))).toEqual([KEY]);
    expect(uploader.files({ [KEY]: '' })).toEqual({});
  });

  it('with dataUrl, the answer is the file itself, named, for forms that post JSON', async () => {
    const uploader = createLocalUploader({ dataUrl: true });
    const progress: unknown[] = [];
    const file = new File(['%PDF-1.7 hello'], 'my cv;1.pdf', { type: 'application/pdf' });
    const { reference } = await uploader.upload(file, {
      ...noSignal(),
      onProgress: (p) => progress.push(p),
    });
    expect(reference).toMatch(/^data:application\/pdf;name=my%20cv%3B1\.pdf;base64,/);
    expect(atob(reference.slice(reference.indexOf(',') + 1))).toBe('%PDF-1.7 hello');
    expect(fileNameOf(reference)).toBe('my cv;1.pdf');
    expect(uploader.fileOf(reference)).toBe(file);
    expect(progress.at(-1)).toEqual({ loaded: 14, total: 14 });
  });

  it('rejects at once when the signal has already aborted, keeping nothing', async () => {
    const uploader = createLocalUploader({ dataUrl: true });
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploader.upload(pdf(), { ...noSignal(), signal: controller.signal }),
    ).rejects.toThrow();
    expect(uploader.files({ [KEY]: 'anything' })).toEqual({});
  });
});

describe('fileNameOf', () => {
  it('reads a name after the last slash or in a data URL, and none from the portal’s marker', () => {
    expect(fileNameOf('uploads/3f/essay.pdf')).toBe('essay.pdf');
    expect(fileNameOf('data:image/png;name=a%20b.png;base64,AAAA')).toBe('a b.png');
    expect(fileNameOf('data:image/png;base64,AAAA')).toBeUndefined();
    expect(fileNameOf('ANSWERED')).toBeUndefined();
    expect(fileNameOf('folder/')).toBeUndefined();
  });

  it('leaves the portal’s read-only line as the specification words it', () => {
    const field = form.fields.get(KEY)!;
    expect(describeAnswer(field, () => 'ANSWERED').text).toBe('Document attached for "cv"');
  });
});
