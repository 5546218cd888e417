/**
 * Not one keystroke lost (issue 27, item 1 and 7, "Offline and errors"): what an applicant types
 * is kept on the device at once and saved without pressing Save — through a reload 50 ms after
 * the last key, a browser killed mid-typing, thirty seconds offline — and a visitor's answers
 * survive a detour to Sign Up and a reload. Offline, Save says so in words, once; a page's
 * toasts leave with it.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../server/src/chromium/printer.ts';
import { createAccount, loginThroughApi, uniqueUsername } from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import './harness/matchers.ts';
import { button, field, formPageReady, goToStep, toast, waitForPath } from './harness/portal.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();

/** The personal statement, typed: long enough to take seconds at a person's pace. */
const ESSAY =
  'When I was twelve I rebuilt a bicycle from parts found at the scrapyard behind our street. ' +
  'Every wrong bolt taught me patience, and every ride after that taught me that things worth ' +
  'having are usually assembled slowly, one careful turn at a time, by someone who keeps going.';

/** What the server holds for the page's applicant. */
async function storedAnswers(page: Page): Promise<Record<string, unknown>> {
  const response = await page.request.get('/api/profile');
  return ((await response.json()) as { answer: Record<string, unknown> }).answer;
}

/** A confirmed, logged-in applicant on the Final Steps page (the essay box shows by default). */
async function applicantOnFinalSteps(page: Page, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await createAccount(e2e.server, username);
  await loginThroughApi(page, username);
  await page.goto('/final-steps');
  await formPageReady(page, 'Final Steps');
  return username;
}

describe('drafts as you type (issue 27)', () => {
  it('keeps a long answer typed and reloaded 50 ms after the last key, then saves it', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    await applicantOnFinalSteps(page, 'draft-reload');
    await field(page, 'personal_statement_essay').click();
    await page.keyboard.type(ESSAY, { delay: 10 });
    await page.waitForTimeout(50);
    await page.reload();
    await formPageReady(page, 'Final Steps');
    await expect(field(page, 'personal_statement_essay')).toHaveValue(ESSAY);
    // Taken back from the device and saved without a press of Save.
    await expect.poll(async () => (await storedAnswers(page)).personal_statement_essay).toBe(ESSAY);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers back a draft typed over a value saved elsewhere since, and restores it', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    await applicantOnFinalSteps(page, 'draft-conflict');
    await field(page, 'personal_statement_essay').click();
    await page.keyboard.type('Typed in this tab.', { delay: 10 });
    // Before the autosave's pause is over, another device saves the same answer.
    const other = await page.request.put('/api/answer', {
      data: { personal_statement_essay: 'Saved on another device.' },
    });
    expect(other.ok()).toBe(true);
    await page.reload();
    await formPageReady(page, 'Final Steps');
    // The other device's value shows; what was typed here is offered, not lost nor forced.
    await expect(field(page, 'personal_statement_essay')).toHaveValue('Saved on another device.');
    const offer = page.getByRole('region', { name: 'Restore what you typed on this device?' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(offer).toHaveCount(0);
    await expect(field(page, 'personal_statement_essay')).toHaveValue('Typed in this tab.');
    await expect
      .poll(async () => (await storedAnswers(page)).personal_statement_essay)
      .toBe('Typed in this tab.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what was typed when the browser process is killed mid-typing', async () => {
    const profile = await mkdtemp(join(tmpdir(), 'drafts-profile-'));
    const launch = async (): Promise<{ context: BrowserContext; page: Page }> => {
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
        headless: true,
        baseURL: e2e.server.url,
        viewport: { width: 1280, height: 900 },
      });
      context.setDefaultTimeout(15_000);
      return { context, page: context.pages()[0] ?? (await context.newPage()) };
    };
    try {
      const first = await launch();
      const username = await applicantOnFinalSteps(first.page, 'draft-kill');
      await field(first.page, 'personal_statement_essay').click();
      // Key by key, as a person types (25 ms apart); the browser dies two thirds of the way in.
      const typed = ESSAY.slice(0, Math.floor((ESSAY.length * 2) / 3));
      for (const key of typed) await first.page.keyboard.type(key, { delay: 25 });
      await killBrowser(profile);
      await first.context.close().catch(() => undefined);

      const second = await launch();
      await loginThroughApi(second.page, username);
      await second.page.goto('/final-steps');
      await formPageReady(second.page, 'Final Steps');
      const kept = await field(second.page, 'personal_statement_essay').inputValue();
      // All of it but, at most, the keys of the last half second before the kill.
      expect(typed.startsWith(kept), `kept ${JSON.stringify(kept)}`).toBe(true);
      expect(kept.length).toBeGreaterThanOrEqual(typed.length - 20);
      await second.context.close();
    } finally {
      await rm(profile, { recursive: true, force: true });
    }
  });

  it('keeps answers typed through 30 s offline and saves them on reconnecting', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    await applicantOnFinalSteps(page, 'draft-offline');
    const essay = field(page, 'personal_statement_essay');
    await essay.click();
    await page.keyboard.type(ESSAY.slice(0, 60), { delay: 10 });
    const offlineAt = Date.now();
    await context.setOffline(true);
    await page.keyboard.type(ESSAY.slice(60, 150), { delay: 10 });
    await button(page, 'Save').click();
    await expect(page.locator('.portal-save-status')).toHaveText(/Offline — kept on this device/);
    await essay.click();
    await page.keyboard.press('End');
    await page.keyboard.type(ESSAY.slice(150), { delay: 10 });
    await page.waitForTimeout(Math.max(0, 30_000 - (Date.now() - offlineAt)));
    await context.setOffline(false);
    await expect
      .poll(async () => (await storedAnswers(page)).personal_statement_essay, { timeout: 15_000 })
      .toBe(ESSAY);
    await expect(page.locator('.portal-save-status')).toHaveText(/Saved/);
    await expect(essay).toHaveValue(ESSAY);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a visitor’s answer typed just before Save through Sign Up and a reload', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    await page.goto('/about');
    await formPageReady(page, 'About You');
    await field(page, 'first_name').click();
    await page.keyboard.type('Marisol', { delay: 25 });
    // Save less than 0.3 s after the last key: a visitor's Save leads to Sign Up.
    await button(page, 'Save').click();
    await waitForPath(page, '/signup');
    await page.goBack();
    await formPageReady(page, 'About You');
    await expect(field(page, 'first_name')).toHaveValue('Marisol');
    await page.reload();
    await formPageReady(page, 'About You');
    await expect(field(page, 'first_name')).toHaveValue('Marisol');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('offline and toasts (issue 27)', () => {
  it('pressing Save twice offline shows one toast, in words', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await applicantOnFinalSteps(page, 'draft-toast');
    await field(page, 'personal_statement_essay').click();
    await page.keyboard.type('A first line.', { delay: 10 });
    await context.setOffline(true);
    await button(page, 'Save').click();
    await expect(toast(page, 'Offline').first()).toBeVisible();
    await button(page, 'Save').click();
    await page.waitForTimeout(1000);
    await expect(page.locator('.portal-toast')).toHaveCount(1);
    await expect(page.locator('.portal-toast')).toHaveText(/we'll save when you're back online/);
    await context.setOffline(false);
    await context.close();
  });

  it('a page’s toasts leave with it', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await applicantOnFinalSteps(page, 'draft-toast-page');
    await button(page, 'Save').click();
    await expect(toast(page, 'Success Notification').first()).toBeVisible();
    await goToStep(page, 'About You');
    await expect(page.locator('.portal-toast')).toHaveCount(0);
    await context.close();
  });
});

/**
 * Kills the Chromium that runs with `profile` (SIGKILL: no shutdown, no flush), found by its
 * command line; its helper processes die with it.
 */
async function killBrowser(profile: string): Promise<void> {
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    const args = cmdline.split('\0');
    if (args.includes(`--user-data-dir=${profile}`) && !args.some((a) => a.startsWith('--type=')))
      process.kill(Number(pid), 'SIGKILL');
  }
}
