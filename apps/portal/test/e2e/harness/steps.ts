/**
 * Long specs are one test (each step needs the state the previous one left), so a failure says
 * which step it happened in, where the page was and what it was telling the applicant.
 */
import type { Page } from 'playwright-core';

/** The page's address and any alerts, toasts or field errors on show, for a failure message. */
async function pageState(page: Page): Promise<string> {
  try {
    const shown = await page
      .locator('[role="alert"], .portal-toast, .fe-error-message, [role="dialog"]')
      .allInnerTexts();
    return `\n  at ${page.url()}${shown.map((s) => `\n  shows: ${s.replace(/\s+/g, ' ')}`).join('')}`;
  } catch {
    return '';
  }
}

export async function step<T>(name: string, work: () => Promise<T>, page?: Page): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Error)
      error.message = `[step: ${name}] ${error.message}${page ? await pageState(page) : ''}`;
    throw error;
  }
}
