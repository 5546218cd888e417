// @vitest-environment jsdom
/**
 * Issue 27, items 2 and 3: a tab switch that would remove something the applicant made (a typed
 * statement, an uploaded document) asks first, naming it; Cancel keeps everything. Confirming is
 * tested with the switch itself in tabs-view.test.tsx.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PERSONAL_STATEMENT_DOC as DOC,
  PERSONAL_STATEMENT_ESSAY as ESSAY,
  PERSONAL_STATEMENT_GROUP as GROUP,
} from '../../../test/fixtures/personal-statement-tabs.ts';
import {
  axe,
  calls,
  elapse,
  essayBox,
  onDocumentTab,
  savedTabs,
  selected,
  serve,
  setup,
  storedDocument,
  tab,
  useTabsServer,
} from '../../../test/react/tabs-test-support.tsx';

useTabsServer();

describe('a tab switch that would remove something', () => {
  it('asks before clearing a typed statement, naming it; Cancel keeps the text and the tab', async () => {
    serve();
    const { user, store } = await setup();
    await user.type(essayBox()!, 'My essay');
    await user.click(tab('Upload it'));
    await elapse();
    const dialog = screen.getByRole('dialog', { name: 'Switch to “Upload it”?' });
    expect(within(dialog).getByText(/^Switching/).textContent).toBe(
      'Switching clears your answer to “Personal Statement”. Clear it and switch?',
    );
    // The safe choice has focus first.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await elapse();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().answers[ESSAY]).toBe('My essay');
    expect(essayBox()!.textContent).toBe('My essay');
    expect(selected().map((t) => t.textContent)).toEqual(['Type it']);
    expect(savedTabs).toEqual([]);
    // Focus goes back to the tab the applicant chose.
    expect(document.activeElement).toBe(tab('Upload it'));
  });

  it('asks before deleting an uploaded document, naming the file; Cancel (or Escape) deletes nothing', async () => {
    serve({ tabs: { [GROUP]: 'document' }, statuses: [{ status: 'COMPLETED' }] });
    const { user, store } = await setup({
      seed: {
        ...onDocumentTab,
        answers: { [DOC]: 'ANSWERED' },
        documents: { [DOC]: storedDocument },
      },
    });
    await user.click(tab('Type it'));
    await elapse();
    const dialog = screen.getByRole('dialog', { name: 'Switch to “Type it”?' });
    expect(within(dialog).getByText(/^Switching/).textContent).toBe(
      'Switching deletes your uploaded document essay.pdf. Delete it and switch?',
    );
    await axe(document.body);
    await user.keyboard('{Escape}');
    await elapse();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(tab('Type it'));

    await user.keyboard('{Enter}');
    await elapse();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await elapse();
    // The conversion was checked (twice), nothing deleted, nothing switched.
    expect(calls).toEqual(['tabs', `conversionStatus ${DOC}`, `conversionStatus ${DOC}`]);
    expect(store.getState().documents[DOC]).toEqual(storedDocument);
    expect(store.getState().answers[DOC]).toBe('ANSWERED');
    expect(store.getState().tabs[GROUP]).toBe('document');
    expect(screen.getByText('essay.pdf', { selector: '.fe-file-name' })).toBeTruthy();
    expect(savedTabs).toEqual([]);
  });
});
