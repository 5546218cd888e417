/**
 * How the specs operate the portal, in the terms an applicant would use: the auth cards by their
 * labels, the form's fields by their answer key (every control's id is its key, which is also
 * what the error summary links to), the page buttons by their names.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { confirmationCode, outboxFiles, waitForMail } from './outbox.ts';
import type { RunningServer } from './server.ts';

/**
 * Waits until the address shows `path` (and `hash`, if given). The portal routes in the browser,
 * so this polls the URL rather than waiting for a page load that a client-side route never has.
 */
export async function waitForPath(
  page: Page,
  path: string,
  options: { hash?: string; timeout?: number } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeout ?? 15_000);
  for (;;) {
    const url = new URL(page.url());
    if (url.pathname === path && (options.hash === undefined || url.hash === options.hash)) return;
    if (Date.now() > deadline)
      throw new Error(
        `expected the portal at ${path}${options.hash ?? ''}, it is at ${page.url()}`,
      );
    await page.waitForTimeout(50);
  }
}

/** Field ids are answer keys: plain identifiers, safe in a `#id` selector. */
export const field = (page: Page, key: string): Locator => page.locator(`#${key}`);

export async function fillText(page: Page, key: string, value: string): Promise<void> {
  await field(page, key).fill(value);
}

/** Dates are typed as MM/DD/YYYY and checked when complete or on leaving the field. */
export async function fillDate(page: Page, key: string, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await field(page, key).fill(`${month}/${day}/${year}`);
  await field(page, key).blur();
}

export async function choose(page: Page, key: string, value: string): Promise<void> {
  await field(page, key).selectOption(value);
}

/** The radio of `value` in the group of `key` (the first radio's id is the key itself). */
export async function pickRadio(page: Page, key: string, value: string): Promise<void> {
  await page.locator(`input[type="radio"][name="${key}"][value="${value}"]`).check();
}

/**
 * A lookup field left with typed text and no suggestion chosen: the applicant's own entry. The
 * field is left by blurring it once suggestions had their time to arrive (leaving confirms the
 * text; Escape only closes the list, issue 27).
 */
export async function typeLookup(page: Page, key: string, value: string): Promise<void> {
  await field(page, key).fill(value);
  await page.waitForTimeout(600);
  await field(page, key).blur();
}

export const button = (page: Page, name: string): Locator =>
  page.getByRole('button', { name, exact: true });

/** The page's heading (each form page and auth card has one `<h1>`). */
export const heading = (page: Page): Locator => page.locator('h1');

/** A toast by its label ("Success Notification", "Login Card Error"…). */
export const toast = (page: Page, label: string): Locator =>
  page.locator('.portal-toast').filter({ hasText: label });

/** Signs up on the /signup card (already open) and returns once /confirm shows. */
export async function signUpThroughUi(page: Page, username: string, password: string) {
  await page.getByLabel('Email address').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await button(page, 'Submit').click();
  await waitForPath(page, '/confirm');
}

/** Enters the code the outbox received on the /confirm card; returns once /login shows. */
export async function confirmThroughUi(
  page: Page,
  server: RunningServer,
  username: string,
  seen: ReadonlySet<string>,
): Promise<void> {
  const mail = await waitForMail(server.dataDir, { to: username, subject: 'confirmation', seen });
  // The confirmation card first: its screen loads after the URL changes, and until then the
  // sign-up card's own "Email address" field is still there (counting it raced the swap).
  const code = page.getByLabel('Confirmation code');
  await code.waitFor();
  const email = page.getByLabel('Email address');
  // The card is pre-filled from the navigation state (no address field); fill it only if asked.
  if ((await email.count()) > 0 && (await email.inputValue()) === '') await email.fill(username);
  await code.fill(confirmationCode(mail));
  await button(page, 'Submit').click();
  await waitForPath(page, '/login');
}

/** Logs in on the /login card (already open); returns once a form page or /completion shows. */
export async function logInThroughUi(page: Page, username: string, password: string) {
  await page.getByLabel('Email address').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await button(page, 'Submit').click();
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
    .not.toMatch(/^\/(login|signup|confirm)$/);
}

/** The full sign-up → confirm → log-in round from the /signup card. */
export async function registerThroughUi(
  page: Page,
  server: RunningServer,
  username: string,
  password: string,
): Promise<void> {
  const seen = await outboxFiles(server.dataDir);
  await signUpThroughUi(page, username, password);
  await confirmThroughUi(page, server, username, seen);
  await logInThroughUi(page, username, password);
}

/**
 * Moves to another application page with the step navigation ("Step 02: Your Education"), as
 * an applicant does; the portal saves first. (Opening a page's address instead reloads the
 * portal, which sends a logged-in applicant back to their stored last page, §2.)
 */
export async function goToStep(page: Page, title: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Application steps' })
    .getByRole('link', { name: new RegExp(`: ${title}$`) })
    .click();
  await formPageReady(page, title);
}

/** Waits for a form page to be ready: its heading, after the profile has loaded. */
export async function formPageReady(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}
