// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  PERSONAL_STATEMENT_DOC as DOC,
  PERSONAL_STATEMENT_ESSAY as ESSAY,
  PERSONAL_STATEMENT_GROUP as GROUP,
  PERSONAL_STATEMENT_LABEL as GROUP_LABEL,
} from '../../../test/fixtures/personal-statement-tabs.ts';
import {
  axe,
  calls,
  definition,
  elapse,
  essayBox,
  fileInput,
  onDocumentTab,
  savedTabs,
  selected,
  serve,
  setup,
  storedDocument,
  tab,
  useTabsServer,
} from '../../../test/react/tabs-test-support.tsx';
import { compileFormOrThrow } from '../../core/index.ts';
import { fileKeysOf } from './file-keys.ts';

useTabsServer();

describe('fileKeysOf', () => {
  it('finds the file fields of a tab, in nested groups and blocks too', () => {
    const form = compileFormOrThrow(definition);
    const group = form.tabGroups.get(GROUP)!;
    expect(fileKeysOf(group.tabs[0]!.nodes)).toEqual([]);
    expect(fileKeysOf(group.tabs[1]!.nodes)).toEqual([DOC]);
    expect(fileKeysOf(form.pages[0]!.sections[0]!.nodes)).toEqual([DOC]);
  });
});

describe('TabsView', () => {
  it('is a tab list labelled by the group, its panel labelled by the chosen tab (axe)', async () => {
    serve();
    const { container } = await setup();
    const list = screen.getByRole('tablist', { name: GROUP_LABEL });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Type it', 'Upload it']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Type it' });
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);
    expect(within(panel).getByRole('textbox', { name: 'Personal Statement' })).toBeTruthy();
    expect(fileInput()).toBeNull();
    expect(calls).toEqual(['tabs']);
    await axe(container);
  });

  it('shows the saved choice fetched on mount', async () => {
    serve({ tabs: { [GROUP]: 'document', other_group: 'x' } });
    const { store } = await setup();
    expect(selected().map((t) => t.textContent)).toEqual(['Upload it']);
    expect(fileInput()).not.toBeNull();
    expect(essayBox()).toBeNull();
    expect(store.getState().tabs).toEqual({ [GROUP]: 'document' });
    expect(savedTabs).toEqual([]);
  });

  it('ignores a saved tab the group does not have', async () => {
    serve({ tabs: { [GROUP]: 'video' } });
    const { store } = await setup();
    expect(selected().map((t) => t.textContent)).toEqual(['Type it']);
    expect(store.getState().tabs).toEqual({});
  });

  it('confirmed, clears the answers of the tab left behind and saves the choice', async () => {
    serve();
    const { user, store } = await setup();
    await user.type(essayBox()!, 'My essay');
    expect(store.getState().answers[ESSAY]).toBe('My essay');
    await user.click(tab('Upload it'));
    await elapse();
    const dialog = screen.getByRole('dialog', { name: 'Switch to “Upload it”?' });
    expect(store.getState().answers[ESSAY]).toBe('My essay');
    await user.click(within(dialog).getByRole('button', { name: 'Clear and switch' }));
    await elapse();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().answers[ESSAY]).toBe('');
    expect(store.getState().tabs[GROUP]).toBe('document');
    expect(selected().map((t) => t.textContent)).toEqual(['Upload it']);
    expect(screen.getByRole('tabpanel', { name: 'Upload it' })).toBeTruthy();
    expect(fileInput()).not.toBeNull();
    expect(savedTabs).toEqual([{ tab_id: GROUP, chosen_tab: 'document' }]);

    await user.click(tab('Type it'));
    await elapse();
    expect(essayBox()!.textContent).toBe('');
    expect(savedTabs.at(-1)).toEqual({ tab_id: GROUP, chosen_tab: 'essay' });
    // No file was stored on the document tab: nothing to check or delete.
    expect(calls.filter((c) => c.startsWith('conversionStatus') || c.startsWith('delete'))).toEqual(
      [],
    );
  });

  it('moves focus with the arrow keys, Home and End, and chooses with Enter or Space', async () => {
    serve();
    const { user, store } = await setup();
    tab('Type it').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Upload it'));
    expect(tab('Upload it').getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Type it'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Upload it'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Type it'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Upload it'));
    expect(savedTabs).toEqual([]);
    await user.keyboard('{Enter}');
    await elapse();
    expect(store.getState().tabs[GROUP]).toBe('document');
    expect(tab('Upload it').tabIndex).toBe(0);
    await user.keyboard('{Home} ');
    await elapse();
    expect(store.getState().tabs[GROUP]).toBe('essay');
    expect(savedTabs).toHaveLength(2);
  });

  it('blocks a switch while an upload runs on the page: "File Upload in Progress"', async () => {
    serve({ tabs: { [GROUP]: 'document' }, statuses: [{ status: 'IN_PROGRESS' }] });
    const { user, store } = await setup({ seed: onDocumentTab });
    await user.upload(
      fileInput()!,
      new File(['x'.repeat(64)], 'essay.pdf', { type: 'application/pdf' }),
    );
    await elapse();
    expect(document.querySelector('.fe-file-upload')!.getAttribute('aria-busy')).toBe('true');

    await user.click(tab('Type it'));
    await elapse();
    const dialog = screen.getByRole('dialog', { name: 'File Upload in Progress' });
    expect(
      within(dialog).getByText('Please wait until the file upload has completed.'),
    ).toBeTruthy();
    expect(store.getState().tabs[GROUP]).toBe('document');
    expect(savedTabs).toEqual([]);
    expect(calls.filter((c) => c.startsWith('delete'))).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await elapse();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(tab('Type it'));
    expect(selected().map((t) => t.textContent)).toEqual(['Upload it']);
  });

  it('blocks a switch while the stored file’s conversion is pending (dialog has no axe violations)', async () => {
    serve({ tabs: { [GROUP]: 'document' }, statuses: [{ status: 'UNPROCESSED' }] });
    const { user, store } = await setup({
      seed: {
        ...onDocumentTab,
        answers: { [DOC]: 'ANSWERED' },
        documents: { [DOC]: storedDocument },
      },
    });
    await user.click(tab('Type it'));
    await elapse();
    expect(screen.getByRole('dialog', { name: 'File Upload in Progress' })).toBeTruthy();
    expect(calls).toEqual(['tabs', `conversionStatus ${DOC}`]);
    expect(store.getState().tabs[GROUP]).toBe('document');
    expect(store.getState().documents[DOC]).toEqual(storedDocument);
    expect(store.getState().answers[DOC]).toBe('ANSWERED');
    await axe(document.body);
  });

  it('confirmed, deletes the stored file and its conversion when switching away after conversion', async () => {
    serve({ tabs: { [GROUP]: 'document' }, statuses: [{ status: 'COMPLETED' }] });
    const { user, store } = await setup({
      seed: {
        ...onDocumentTab,
        answers: { [DOC]: 'ANSWERED' },
        documents: { [DOC]: storedDocument },
      },
    });
    expect(screen.getByText('essay.pdf', { selector: '.fe-file-name' })).toBeTruthy();
    await user.click(tab('Type it'));
    await elapse();
    const dialog = screen.getByRole('dialog', { name: 'Switch to “Type it”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete and switch' }));
    await elapse();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([
      'tabs',
      `conversionStatus ${DOC}`,
      `deleteDocumentAnswer ${DOC}`,
      `deleteConversion ${DOC}`,
      'saveTab',
    ]);
    expect(store.getState().documents[DOC]).toBeUndefined();
    expect(store.getState().answers[DOC]).toBe('');
    expect(store.getState().tabs[GROUP]).toBe('essay');
    expect(savedTabs).toEqual([{ tab_id: GROUP, chosen_tab: 'essay' }]);
    expect(essayBox()).not.toBeNull();
  });

  it('toasts "Error handling tabs for <default tab>" and reloads the documents on a failure', async () => {
    serve({
      tabs: { [GROUP]: 'document' },
      conversionStatus: () => HttpResponse.json({ message: 'Down' }, { status: 500 }),
      documents: { [DOC]: { file_name: 'final.pdf', file_size: 4096 } },
    });
    const { user, store, toasts } = await setup({
      seed: {
        ...onDocumentTab,
        answers: { [DOC]: 'ANSWERED' },
        documents: { [DOC]: storedDocument, stale_doc: storedDocument },
      },
    });
    await user.click(tab('Type it'));
    await elapse();
    // The default tab's id (§ error messages), not its label.
    expect(toasts).toHaveBeenCalledWith({
      severity: 'error',
      message: 'Error handling tabs for essay',
      subject: GROUP,
    });
    // Both the document answers and the conversion of every file of the group are refreshed.
    expect(calls.slice(0, 2)).toEqual(['tabs', `conversionStatus ${DOC}`]);
    expect(calls.slice(2).sort()).toEqual([`conversionStatus ${DOC}`, 'documentAnswers']);
    expect(store.getState().documents).toEqual({
      [DOC]: { file_name: 'final.pdf', file_size: 4096 },
    });
    expect(store.getState().tabs[GROUP]).toBe('document');
    expect(screen.getByText('final.pdf', { selector: '.fe-file-name' })).toBeTruthy();
    expect(savedTabs).toEqual([]);
  });

  it('after a failure, records the refreshed conversion status on the refreshed documents', async () => {
    serve({
      saveTab: () => HttpResponse.json({}, { status: 500 }),
      documents: { [DOC]: { file_name: 'final.pdf', file_size: 4096, status: 'UNPROCESSED' } },
      statuses: [{ status: 'COMPLETED' }],
    });
    const { user, store, successes } = await setup();
    await user.click(tab('Upload it'));
    await elapse();
    expect(calls.slice(2).sort()).toEqual([`conversionStatus ${DOC}`, 'documentAnswers']);
    expect(store.getState().documents[DOC]).toEqual({
      file_name: 'final.pdf',
      file_size: 4096,
      status: 'COMPLETED',
    });
    expect(successes).not.toHaveBeenCalled();
  });

  it('reports a successful switch, so the host can dismiss an earlier tab error', async () => {
    serve();
    const { user, successes } = await setup();
    await user.click(tab('Upload it'));
    await elapse();
    expect(savedTabs).toEqual([{ tab_id: GROUP, chosen_tab: 'document' }]);
    expect(successes).toHaveBeenCalledWith(GROUP);
  });

  it('toasts when the choice cannot be saved or fetched', async () => {
    serve({ saveTab: () => HttpResponse.json({}, { status: 500 }) });
    const { user, toasts } = await setup();
    await user.click(tab('Upload it'));
    await elapse();
    expect(toasts).toHaveBeenCalledWith({
      severity: 'error',
      message: 'Error handling tabs for essay',
      subject: GROUP,
    });
    cleanup();
    toasts.mockClear();

    serve({ tabs: () => HttpResponse.error() });
    const second = await setup();
    expect(second.toasts).toHaveBeenCalledWith({
      severity: 'error',
      message: 'Error handling tabs for essay',
      subject: GROUP,
    });
    expect(selected().map((t) => t.textContent)).toEqual(['Type it']);
  });

  it('shows visitors only the default tab, without a tab list or any call (axe)', async () => {
    serve();
    const { container, store } = await setup({ mode: 'answers-only', seed: onDocumentTab });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('group', { name: GROUP_LABEL })).toBeTruthy();
    expect(essayBox()).not.toBeNull();
    expect(screen.queryByText('Personal Statement Document')).toBeNull();
    // …but is told that the other way to answer exists once they have an account.
    expect(
      screen.getByText('Once you have created an account, you can also choose “Upload it”.'),
    ).toBeTruthy();
    expect(store.getState().tabs[GROUP]).toBe('essay');
    expect(calls).toEqual([]);
    await axe(container);
  });

  it('shows service users the chosen tab read-only, without switching (axe)', async () => {
    serve();
    const { container } = await setup({
      mode: 'read-only',
      seed: {
        ...onDocumentTab,
        answers: { [DOC]: 'ANSWERED' },
        documents: { [DOC]: storedDocument },
      },
    });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    const group = screen.getByRole('group', { name: GROUP_LABEL });
    expect(within(group).getByText('Upload it')).toBeTruthy();
    expect(group.textContent).toContain('Personal Statement Document');
    expect(container.querySelector('input, textarea')).toBeNull();
    expect(calls).toEqual([]);
    await axe(container);
  });
});
