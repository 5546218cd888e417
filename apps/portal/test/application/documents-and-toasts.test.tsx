/**
 * Issue 14 on the whole portal: an uploaded document shows after a reload (from the profile's
 * document_answer); an error toast of a form widget goes once the same widget's action succeeds;
 * visitors learn that a document can be uploaded once they have an account.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastStore } from '../../src/toasts/toast-store.ts';
import { calls, renderPortal, student, useFakeBackend } from '../app/app-harness.tsx';

useFakeBackend();

const DOC = 'personal_statement_doc';
const labels = () => toastStore.getState().toasts.map((t) => `${t.label}: ${t.message}`);

describe('the personal statement document after a reload (item 2)', () => {
  it('shows the stored file, its size and its conversion status, not an empty input', async () => {
    student.tabs = { personal_statement: 'document' };
    student.profile.answer = { first_name: 'Ada', [DOC]: 'ANSWERED' };
    student.profile.document_answer = {
      [DOC]: { file_name: 'Statement.pdf', file_size: 2048, status: 'COMPLETED' },
    };
    renderPortal('/final-steps');
    await screen.findByRole('heading', { level: 1, name: 'Final Steps' });
    expect(await screen.findByText('Statement.pdf', { selector: '.fe-file-name' })).toBeTruthy();
    expect(document.getElementById(`${DOC}-file`)?.textContent).toBe('Statement.pdf (2KB)');
    expect(document.getElementById(`${DOC}-conversion`)?.textContent).toBe('Converted to PDF');
    expect(screen.getByRole('button', { name: 'Delete Statement.pdf' })).toBeTruthy();
    expect(document.querySelector(`input[type="file"]`)).toBeNull();
  }, 20_000);
});

describe('a document whose ANSWERED mark was never saved (upload, then reload)', () => {
  it('counts as answered and the mark is saved with the next save', async () => {
    const user = userEvent.setup();
    student.tabs = { personal_statement: 'document' };
    student.profile.answer = { first_name: 'Ada' };
    student.profile.document_answer = {
      [DOC]: { file_name: 'Statement.pdf', file_size: 2048, status: 'COMPLETED' },
    };
    const { portal } = renderPortal('/final-steps');
    await screen.findByRole('heading', { level: 1, name: 'Final Steps' });
    expect(portal.store.getState().answers[DOC]).toBe('ANSWERED');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          path: '/api/answer',
          body: { [DOC]: 'ANSWERED' },
        }),
      ),
    );
  }, 20_000);
});

describe('the save an upload makes first (§4)', () => {
  it('sends the changed answers with the revisions they replace, as every save does', async () => {
    // Sent without them, it bumped the revisions of keys the autosave then saved with the old
    // ones: "Some of these answers were changed in another tab" after every upload.
    const user = userEvent.setup();
    student.tabs = { personal_statement: 'document' };
    renderPortal('/final-steps');
    await screen.findByRole('heading', { level: 1, name: 'Final Steps' });
    await user.click(screen.getAllByRole('radio', { name: 'Yes' })[0]!);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/presigned-url'),
    );
    const saves = calls.filter((c) => c.method === 'PUT' && c.path === '/api/answer');
    expect(saves.length).toBeGreaterThan(0);
    for (const save of saves) {
      expect(save.base).toBeDefined();
      expect(Object.keys(save.base as object)).toEqual(Object.keys(save.body as object));
    }
  }, 20_000);
});

describe('stale widget error toasts (item 5)', () => {
  it('dismisses "Error handling tabs for essay" once a tab switch succeeds', async () => {
    const user = userEvent.setup();
    student.tabSaveFails = true;
    renderPortal('/final-steps');
    await screen.findByRole('heading', { level: 1, name: 'Final Steps' });
    await user.click(screen.getByRole('tab', { name: 'Upload a document' }));
    await waitFor(() => expect(labels()).toEqual(['Error: Error handling tabs for essay']));
    student.tabSaveFails = false;
    await user.click(screen.getByRole('tab', { name: 'Type it here' }));
    await waitFor(() => expect(labels()).toEqual([]));
  });
});

describe('visitors and the document option (item 6)', () => {
  it('tells a visitor, on the tab they can see, that a document can be uploaded later', async () => {
    renderPortal('/final-steps', { loggedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Final Steps' });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(
      screen.getByText(
        'Once you have created an account, you can also choose “Upload a document”.',
      ),
    ).toBeTruthy();
  });
});
