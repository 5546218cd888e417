/**
 * Issue 27, item 4: an answer that hides questions, changed and changed back (parent living
 * Yes → No → Yes), gives back what was typed in them while the applicant stays on the page; what
 * is saved while they are hidden never holds them (the server's copy is the hide-rule-applied
 * answers); after leaving the page they are gone for good.
 */
import { describe, expect, it } from 'vitest';
import { createAccount, loginThroughApi, uniqueUsername } from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import { button, field, formPageReady, goToStep, pickRadio, toast } from './harness/portal.ts';
import { step } from './harness/steps.ts';
import './harness/matchers.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();

/** What the parent's "living: Yes" questions hold, typed by the applicant. */
const TYPED = {
  parent_email_address: 'mum@example.com',
  parent_employer: 'Acme Tools',
  parent_city: 'Dayton',
} as const;

describe('answers hidden by a change', () => {
  it('come back when shown again on the page, and are never saved while hidden', async () => {
    const { server, browser } = e2e;
    const { page, errors } = await openPage(browser, server.url);
    const username = uniqueUsername('hidden');
    const stored = async (): Promise<Record<string, unknown>> =>
      (await (await page.request.get('/api/profile')).json()).answer;
    // Each save here has answers to send: wait for their PUT, not only for the toast (the
    // previous save's toast stays 5 s, and a CI run read the profile before this save landed).
    const save = async () => {
      const sent = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/answer'),
      );
      await button(page, 'Save').click();
      expect((await sent).ok()).toBe(true);
      await expect(
        toast(page, 'Success Notification').filter({ hasText: 'Your answers have been saved.' }),
      ).toBeVisible();
    };

    await step(
      'a logged-in applicant types the answers of a living parent',
      async () => {
        await createAccount(server, username);
        await page.goto('/login');
        await loginThroughApi(page, username);
        await page.goto('/about');
        await formPageReady(page, 'About You');
        await pickRadio(page, 'parent_living', 'Y');
        await field(page, 'parent_email_address').pressSequentially(TYPED.parent_email_address);
        await field(page, 'parent_employer').pressSequentially(TYPED.parent_employer);
        await pickRadio(page, 'parent_live_with', '2');
        await field(page, 'parent_city').pressSequentially(TYPED.parent_city);
      },
      page,
    );

    await step(
      'No hides them; a save stores none of them',
      async () => {
        await pickRadio(page, 'parent_living', 'N');
        await expect(field(page, 'parent_email_address')).toHaveCount(0);
        await expect(field(page, 'parent_city')).toHaveCount(0);
        await save();
        const answers = await stored();
        expect(answers.parent_living).toBe('N');
        for (const key of [...Object.keys(TYPED), 'parent_live_with'])
          expect([key, answers[key] ?? '']).toEqual([key, '']);
      },
      page,
    );

    await step(
      'Yes again: every typed answer is back in its field, and the next save stores them',
      async () => {
        await pickRadio(page, 'parent_living', 'Y');
        for (const [key, value] of Object.entries(TYPED))
          await expect(field(page, key)).toHaveValue(value);
        await expect(
          page.locator('input[type="radio"][name="parent_live_with"][value="2"]'),
        ).toBeChecked();
        await save();
        expect(await stored()).toMatchObject({
          ...TYPED,
          parent_living: 'Y',
          parent_live_with: '2',
        });
      },
      page,
    );

    await step(
      'hidden, then the applicant leaves the page: shown again later, they are gone',
      async () => {
        await pickRadio(page, 'parent_living', 'N');
        await goToStep(page, 'Your Education');
        await goToStep(page, 'About You');
        await pickRadio(page, 'parent_living', 'Y');
        await expect(field(page, 'parent_email_address')).toHaveValue('');
      },
      page,
    );

    expect(errors).toEqual([]);
  });
});
