/**
 * Issue 28, item 5: an applicant removes an add-another block added by mistake. "Remove Honor 2"
 * asks first; confirmed, Honor 3's answers move up to Honor 2, focus lands on the Honor 2
 * heading, the removal is announced, and the server holds the lower count and the moved answers
 * (after Save, and after a reload). The three honors are stored through the API with the page's
 * cookies: typing them is not what this spec is about.
 */
import { describe, expect, it } from 'vitest';
import { createAccount, loginThroughApi, uniqueUsername } from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import { button, field, formPageReady, toast } from './harness/portal.ts';
import { step } from './harness/steps.ts';
import './harness/matchers.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();

const HONORS = {
  honor_name: 'National Merit Commended Student',
  honor_2_name: 'Typed by mistake',
  honor_2_college: true,
  honor_3_name: 'State Science Fair, 2nd place',
  honor_3_hs: true,
};

describe('removing an add-another block', () => {
  it('asks, moves the later block up, places focus, and the server keeps the result', async () => {
    const { server, browser } = e2e;
    const { page, errors } = await openPage(browser, server.url);
    const username = uniqueUsername('remove-block');
    const stored = async () => ({
      answers: (await (await page.request.get('/api/profile')).json()).answer,
      counts: await (await page.request.get('/api/add-another')).json(),
    });
    const honorHeadings = page.getByRole('heading', { level: 3, name: /^Honor \d$/ });

    await step(
      'an applicant with three honors stored opens Your Education',
      async () => {
        await createAccount(server, username);
        await page.goto('/login');
        await loginThroughApi(page, username);
        expect((await page.request.put('/api/answer', { data: HONORS })).ok()).toBe(true);
        const count = { button_id: 'honors', num_components: 3 };
        expect((await page.request.put('/api/add-another', { data: count })).ok()).toBe(true);
        await page.goto('/education');
        await formPageReady(page, 'Your Education');
        await expect(honorHeadings).toHaveCount(3);
      },
      page,
    );

    await step(
      'Remove Honor 2 asks; Cancel keeps it',
      async () => {
        await button(page, 'Remove Honor 2').click();
        const dialog = page.getByRole('dialog', { name: 'Remove Honor 2?' });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toHaveCount(0);
        await expect(button(page, 'Remove Honor 2')).toBeFocused();
        await expect(field(page, 'honor_2_name')).toHaveValue(HONORS.honor_2_name);
      },
      page,
    );

    await step(
      'confirmed: Honor 3 becomes Honor 2, its heading has focus, the removal is announced',
      async () => {
        await button(page, 'Remove Honor 2').click();
        await page
          .getByRole('dialog', { name: 'Remove Honor 2?' })
          .getByRole('button', { name: 'Remove' })
          .click();
        await expect(honorHeadings).toHaveCount(2);
        await expect(field(page, 'honor_2_name')).toHaveValue(HONORS.honor_3_name);
        await expect(field(page, 'honor_2_hs')).toBeChecked();
        await expect(field(page, 'honor_2_college')).not.toBeChecked();
        await expect(page.getByRole('heading', { name: 'Honor 2' })).toBeFocused();
        await expect(page.locator('[data-block="honors"] [role="status"]')).toHaveText(
          'Honor 2 removed',
        );
      },
      page,
    );

    await step(
      'Save: the server holds two honors, the moved answers and an empty third',
      async () => {
        await button(page, 'Save').click();
        await expect(
          toast(page, 'Success Notification').filter({ hasText: 'Your answers have been saved.' }),
        ).toBeVisible();
        const { answers, counts } = await stored();
        expect(counts.honors).toBe(2);
        expect(answers).toMatchObject({
          honor_name: HONORS.honor_name,
          honor_2_name: HONORS.honor_3_name,
          honor_2_hs: true,
          honor_2_college: '',
          honor_3_name: '',
          honor_3_hs: '',
        });
      },
      page,
    );

    await step(
      'a reload shows the same two honors',
      async () => {
        await page.reload();
        await formPageReady(page, 'Your Education');
        await expect(honorHeadings).toHaveCount(2);
        await expect(field(page, 'honor_2_name')).toHaveValue(HONORS.honor_3_name);
      },
      page,
    );

    expect(errors).toEqual([]);
  });
});
