import type { Page } from 'playwright-core';

/**
 * Records every `securitypolicyviolation` the page's documents report, from their first script
 * on and across navigations (each event is sent to the test as it happens), so a spec can assert
 * a whole journey ran within the server's Content-Security-Policy.
 */
export async function recordViolations(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return () => [...seen];
}
