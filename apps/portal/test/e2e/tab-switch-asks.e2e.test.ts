/**
 * Issue 27, items 2 and 3: on the personal statement, choosing the other tab asks first when the
 * tab left holds something, naming it — a typed statement, an uploaded document — and Cancel
 * keeps everything, on the page and on the server. Confirmed, the switch goes ahead as the
 * specification says (the statement cleared, the document deleted).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount, loginThroughApi, uniqueUsername } from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import { makePng } from './harness/files.ts';
import { button, field, formPageReady, toast } from './harness/portal.ts';
import { step } from './harness/steps.ts';
import './harness/matchers.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();
const ESSAY = 'personal_statement_essay';
const DOC = 'personal_statement_doc';
const TYPE_TAB = 'Type it here';
const UPLOAD_TAB = 'Upload a document';
const STATEMENT = 'The summer I rebuilt my grandfather’s boat taught me patience.';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const dialog = (page: Page, tabName: string) =>
  page.getByRole('dialog', { name: `Switch to “${tabName}”?` });

/** A new applicant, logged in, on Final Steps. */
async function applicantOnFinalSteps(prefix: string): Promise<Page> {
  const { server, browser } = e2e;
  const { page } = await openPage(browser, server.url);
  const username = uniqueUsername(prefix);
  await createAccount(server, username);
  await page.goto('/login');
  await loginThroughApi(page, username);
  await page.goto('/final-steps');
  await formPageReady(page, 'Final Steps');
  return page;
}

async function save(page: Page): Promise<void> {
  await button(page, 'Save').click();
  await expect(
    toast(page, 'Success Notification').filter({ hasText: 'Your answers have been saved.' }),
  ).toBeVisible();
}

const profile = async (page: Page) => (await page.request.get('/api/profile')).json();

describe('switching away from the personal statement’s tab', () => {
  it('asks before clearing a typed statement; Cancel keeps it, on the page and when saved', async () => {
    const page = await applicantOnFinalSteps('essay');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await step(
      'types a statement and saves it',
      async () => {
        await field(page, ESSAY).pressSequentially(STATEMENT, { delay: 2 });
        await save(page);
        expect((await profile(page)).answer[ESSAY]).toBe(STATEMENT);
      },
      page,
    );

    await step(
      'chooses "Upload a document": asked, with the statement named; the safe choice has focus',
      async () => {
        await tab(page, UPLOAD_TAB).click();
        await expect(dialog(page, UPLOAD_TAB)).toBeVisible();
        await expect(dialog(page, UPLOAD_TAB).getByText(/^Switching/)).toHaveText(
          'Switching clears your answer to “Personal Statement”. Clear it and switch?',
        );
        await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
      },
      page,
    );

    await step(
      'Cancel: the statement stays in its box, the tab stays, and the next save keeps the essay',
      async () => {
        await page.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog(page, UPLOAD_TAB)).toHaveCount(0);
        await expect(tab(page, UPLOAD_TAB)).toBeFocused();
        expect(await tab(page, TYPE_TAB).getAttribute('aria-selected')).toBe('true');
        await expect(field(page, ESSAY)).toHaveValue(STATEMENT);
        await save(page);
        await page.reload();
        await formPageReady(page, 'Final Steps');
        await expect(field(page, ESSAY)).toHaveValue(STATEMENT);
        expect((await profile(page)).answer[ESSAY]).toBe(STATEMENT);
      },
      page,
    );

    await step(
      'asked again and confirmed: the switch goes ahead as §4 says',
      async () => {
        await tab(page, UPLOAD_TAB).click();
        await dialog(page, UPLOAD_TAB).getByRole('button', { name: 'Clear and switch' }).click();
        await expect(field(page, DOC)).toBeVisible();
        expect(await tab(page, UPLOAD_TAB).getAttribute('aria-selected')).toBe('true');
        const tabs = await (await page.request.get('/api/tabs')).json();
        expect(tabs.personal_statement).toBe('document');
      },
      page,
    );

    expect(errors).toEqual([]);
  });

  it('asks before deleting an uploaded document, naming the file; Cancel deletes nothing', async () => {
    const page = await applicantOnFinalSteps('document');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const stored = async () => (await profile(page)).document_answer?.[DOC];

    await step(
      'chooses "Upload a document" (nothing to ask about) and uploads a PNG',
      async () => {
        await tab(page, UPLOAD_TAB).click();
        await expect(dialog(page, UPLOAD_TAB)).toHaveCount(0);
        await field(page, DOC).setInputFiles({
          name: 'statement.png',
          mimeType: 'image/png',
          buffer: makePng(320, 200),
        });
        await expect(page.locator('.fe-file-name')).toHaveText('statement.png', {
          timeout: 60_000,
        });
        await expect(page.locator(`#${DOC}-conversion`)).toHaveText('Converted to PDF', {
          timeout: 60_000,
        });
        expect(await stored()).toMatchObject({ file_name: 'statement.png' });
      },
      page,
    );

    await step(
      'chooses "Type it here": asked, with the file named; nothing is deleted meanwhile',
      async () => {
        await tab(page, TYPE_TAB).click();
        await expect(dialog(page, TYPE_TAB)).toBeVisible();
        await expect(dialog(page, TYPE_TAB).getByText(/^Switching/)).toHaveText(
          'Switching deletes your uploaded document statement.png. Delete it and switch?',
        );
        expect(await stored()).toMatchObject({ file_name: 'statement.png' });
      },
      page,
    );

    await step(
      'Cancel: the document is still attached, and still stored after a reload',
      async () => {
        await page.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog(page, TYPE_TAB)).toHaveCount(0);
        await expect(page.locator('.fe-file-name')).toHaveText('statement.png');
        await page.reload();
        await formPageReady(page, 'Final Steps');
        await expect(page.locator('.fe-file-name')).toHaveText('statement.png');
        expect(await stored()).toMatchObject({ file_name: 'statement.png' });
      },
      page,
    );

    await step(
      'asked again and confirmed with "Delete and switch": the document is deleted',
      async () => {
        await tab(page, TYPE_TAB).click();
        await dialog(page, TYPE_TAB).getByRole('button', { name: 'Delete and switch' }).click();
        await expect(field(page, ESSAY)).toBeVisible();
        await expect.poll(stored).toBeUndefined();
      },
      page,
    );

    expect(errors).toEqual([]);
  });
});
