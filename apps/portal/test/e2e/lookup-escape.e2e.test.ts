/**
 * Issue 27, item 6: Escape in a look-up field closes the suggestion list and never clears the
 * typed text — neither at once (no suggestions shown) nor on the second press (after closing the
 * list) — so the questions shown because the field is answered stay, with their answers.
 */
import { describe, expect, it } from 'vitest';
import { createAccount, loginThroughApi, uniqueUsername } from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import { button, field, formPageReady, toast } from './harness/portal.ts';
import { step } from './harness/steps.ts';
import './harness/matchers.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();
const COLLEGE = 'parent_other_college_name';
/** Shown only while the college is answered. */
const CITY = 'parent_other_college_city';

describe('Escape in a look-up field', () => {
  it('closes the list and keeps the typed text and the questions that depend on it', async () => {
    const { server, browser } = e2e;
    const { page, errors } = await openPage(browser, server.url);
    const username = uniqueUsername('escape');
    const options = page.locator(`#${COLLEGE}-listbox [role="option"]`);

    await step(
      'a logged-in applicant on the page with the parent’s college',
      async () => {
        await createAccount(server, username);
        await page.goto('/login');
        await loginThroughApi(page, username);
        await page.goto('/about');
        await formPageReady(page, 'About You');
      },
      page,
    );

    await step(
      'typed text, no suggestions yet: Escape twice keeps it and the city asked because of it',
      async () => {
        await field(page, COLLEGE).pressSequentially('Lakeview Community College');
        await field(page, COLLEGE).press('Escape');
        await expect(options).toHaveCount(0);
        await field(page, CITY).pressSequentially('Lakeview');
        await field(page, COLLEGE).focus();
        await field(page, COLLEGE).press('Escape');
        await field(page, COLLEGE).press('Escape');
        await expect(field(page, COLLEGE)).toHaveValue('Lakeview Community College');
        await expect(field(page, CITY)).toHaveValue('Lakeview');
      },
      page,
    );

    await step(
      'suggestions shown: the first Escape closes the list, the second keeps the text',
      async () => {
        await field(page, COLLEGE).fill('');
        await field(page, COLLEGE).pressSequentially('Ohio State');
        await expect(options.first()).toBeVisible();
        await field(page, COLLEGE).press('Escape');
        await expect(options).toHaveCount(0);
        await expect.poll(() => field(page, COLLEGE).getAttribute('aria-expanded')).toBe('false');
        await field(page, COLLEGE).press('Escape');
        await expect(field(page, COLLEGE)).toHaveValue('Ohio State');
        await expect(field(page, CITY)).toHaveValue('Lakeview');
      },
      page,
    );

    await step(
      'what the applicant sees is what is saved',
      async () => {
        await button(page, 'Save').click();
        await expect(
          toast(page, 'Success Notification').filter({ hasText: 'Your answers have been saved.' }),
        ).toBeVisible();
        const { answer } = await (await page.request.get('/api/profile')).json();
        expect(answer).toMatchObject({ [COLLEGE]: 'Ohio State', [CITY]: 'Lakeview' });
      },
      page,
    );

    expect(errors).toEqual([]);
  });
});
