/**
 * The portal works under the Content-Security-Policy its server sends (`script-src 'self'`: no
 * inline script, no `eval`): typing a date (the date widget's own checks) and submitting (the
 * whole application validated in the browser) run the form's check table, plain functions, and
 * no page visited reports a policy violation. The whole journey (journey.e2e.test.ts) asserts
 * the same.
 */
import { SAMPLE_APPLICATION } from '@admissions/partner-config';
import { describe, expect, it } from 'vitest';
import { createAccount, loginThroughApi, uniqueUsername } from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import { recordViolations } from './harness/csp.ts';
import './harness/matchers.ts';
import { button, fillDate, formPageReady, goToStep, waitForPath } from './harness/portal.ts';
import { step } from './harness/steps.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();

describe('the Content-Security-Policy', () => {
  it('lets the portal judge dates, validate and submit without violations', async () => {
    const username = uniqueUsername('csp');
    await createAccount(e2e.server, username);
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    const violations = await recordViolations(page);
    await loginThroughApi(page, username);
    const { legal_agree: _missing, ...answers } = SAMPLE_APPLICATION.answers;
    expect((await page.request.put('/api/answer', { data: answers })).status()).toBe(200);

    await step(
      'an impossible birth date is judged by the date checks at once',
      async () => {
        await page.goto('/about');
        await formPageReady(page, 'About You');
        await fillDate(page, 'birth_date', '2001-02-30');
        await expect(page.getByText('must be a valid date.').first()).toBeVisible();
        await fillDate(page, 'birth_date', SAMPLE_APPLICATION.answers.birth_date as string);
        await expect(page.getByText('must be a valid date.')).toHaveCount(0);
      },
      page,
    );
    await step(
      'an incomplete submission shows the error summary',
      async () => {
        await goToStep(page, 'Final Steps');
        await button(page, 'Submit').click();
        await waitForPath(page, '/about');
        await expect(
          page.getByRole('alert').filter({ hasText: "We're missing some information!" }),
        ).toBeVisible();
      },
      page,
    );
    expect(violations()).toEqual([]);
    await context.close();
  });
});
