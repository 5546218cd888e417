/**
 * The portal works under the Content-Security-Policy its server sends (`script-src 'self'
 * 'unsafe-eval'`, no inline script): submitting validates the application in the browser (ajv's
 * compiled schema), and no page visited reports a policy violation.
 */
import { SAMPLE_APPLICATION } from '@admissions/partner-config';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, loginThroughApi, uniqueUsername } from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import './harness/matchers.ts';
import { button, formPageReady, goToStep, waitForPath } from './harness/portal.ts';
import { step } from './harness/steps.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();

/** Records `securitypolicyviolation` events from the first script on, in every document. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile})`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

describe('the Content-Security-Policy', () => {
  it('lets the portal validate and submit without violations', async () => {
    const username = uniqueUsername('csp');
    await createAccount(e2e.server, username);
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    const violations = await recordViolations(page);
    await loginThroughApi(page, username);
    const { legal_agree: _missing, ...answers } = SAMPLE_APPLICATION.answers;
    expect((await page.request.put('/api/answer', { data: answers })).status()).toBe(200);

    await step(
      'an incomplete submission shows the error summary',
      async () => {
        await page.goto('/about');
        await formPageReady(page, 'About You');
        await goToStep(page, 'Final Steps');
        await button(page, 'Submit').click();
        await waitForPath(page, '/about');
        await expect(
          page.getByRole('alert').filter({ hasText: "We're missing some information!" }),
        ).toBeVisible();
      },
      page,
    );
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
