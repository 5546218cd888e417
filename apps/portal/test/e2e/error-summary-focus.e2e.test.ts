/**
 * After an incomplete submission the error summary takes the focus (the engine's ErrorSummary
 * focuses itself when it appears, the GOV.UK pattern), so a keyboard or screen-reader user
 * starts from the list of what is missing: Tab reaches its first link, and Enter on it lands on
 * the field.
 */
import { SAMPLE_APPLICATION } from '@admissions/partner-config';
import { describe, expect, it } from 'vitest';
import { createAccount, loginThroughApi, uniqueUsername } from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import { pressButton } from './harness/keyboard.ts';
import './harness/matchers.ts';
import { button, field, formPageReady, goToStep, waitForPath } from './harness/portal.ts';
import { step } from './harness/steps.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();

describe('the error summary and the keyboard', () => {
  it('has the focus after an incomplete submission, and its link leads to the field', async () => {
    const username = uniqueUsername('summary');
    await createAccount(e2e.server, username);
    const { page, context } = await openPage(e2e.browser, e2e.server.url, {});
    await loginThroughApi(page, username);
    const { legal_agree: _missing, ...answers } = SAMPLE_APPLICATION.answers;
    expect((await page.request.put('/api/answer', { data: answers })).status()).toBe(200);
    await page.goto('/about');
    await formPageReady(page, 'About You');
    await goToStep(page, 'Final Steps');
    await pressButton(page, button(page, 'Submit'), 'Enter');
    await waitForPath(page, '/about');
    const summary = page.getByRole('alert').filter({ hasText: "We're missing some information!" });

    await step(
      'the summary has the focus',
      async () => {
        await expect(summary).toBeVisible();
        await expect(summary).toBeFocused();
      },
      page,
    );
    await step(
      'Tab, then Enter on its link, lands on the field',
      async () => {
        await page.keyboard.press('Tab');
        await expect(summary.getByRole('link').first()).toBeFocused();
        await page.keyboard.press('Enter');
        await waitForPath(page, '/final-steps', { hash: '#legal_agree' });
        await expect(field(page, 'legal_agree')).toBeFocused();
      },
      page,
    );
    await context.close();
  });
});
