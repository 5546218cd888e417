/**
 * The screenshot gallery of docs/portal.md (issue 15): every screen at 1280 and 480 px — the
 * auth cards, each form page, the error summary, an upload in progress, the completion page
 * while the PDF copy is prepared and once it is ready.
 *
 * With UPDATE_SCREENSHOTS set, each shot is written to docs/images/gallery/<screen>-<width>.png
 * (viewport shots, not full pages, to keep the committed images small). Without it, the same
 * screens are opened and each shot is still taken and checked to have rendered (a heading on
 * show, an image that is not blank), so the gallery cannot silently rot.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createAccount,
  loginThroughApi,
  saveSampleApplication,
  submitThroughApi,
  uniqueUsername,
} from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import { makePng } from './harness/files.ts';
import './harness/matchers.ts';
import { ROOT } from './harness/paths.ts';
import {
  button,
  field,
  formPageReady,
  goToStep,
  signUpThroughUi,
  waitForPath,
} from './harness/portal.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();
const GALLERY = `${ROOT}docs/images/gallery`;
const UPDATE = Boolean(process.env.UPDATE_SCREENSHOTS);
const SIZES = [
  { width: 1280, height: 720 },
  { width: 480, height: 800 },
] as const;

/** Shots taken by this run, by file name, for the size report at the end. */
const taken = new Map<string, number>();

/**
 * Takes the screen at both widths, scrolled to the top or to `scrollTo`, and writes it when
 * UPDATE_SCREENSHOTS is set. Focus is taken off any control first, so no ring or caret shows.
 */
async function shoot(page: Page, name: string, scrollTo?: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate((selector) => {
      (document.activeElement as HTMLElement | null)?.blur?.();
      const target = selector ? document.querySelector(selector) : null;
      if (target) target.scrollIntoView({ block: 'start' });
      else window.scrollTo(0, 0);
      if (target) window.scrollBy(0, -16);
    }, scrollTo ?? null);
    // Two frames: layout after the resize, then paint.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    // A rendered screen, not a blank one: a flat PNG of this size is a few kilobytes.
    expect(image.length, `${name} at ${size.width}px`).toBeGreaterThan(8_000);
    const file = `${name}-${size.width}.png`;
    taken.set(file, image.length);
    if (UPDATE) {
      await mkdir(GALLERY, { recursive: true });
      await writeFile(`${GALLERY}/${file}`, image);
    }
  }
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('the screenshot gallery (docs/portal.md)', () => {
  it('the auth cards', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    for (const [path, title, name] of [
      ['/login', 'Log In', 'login'],
      ['/forgot', 'Forgot Password', 'forgot'],
      ['/reset?username=ada%40example.com&id=gallery', 'Reset Password', 'reset'],
    ] as const) {
      await page.goto(path);
      await h1(page, title);
      await shoot(page, name);
    }
    // Sign-up with its live checklist part met, then the confirmation card it leads to.
    await page.goto('/signup');
    await h1(page, 'Sign Up');
    await page.getByLabel('Email address').fill('ada.lovelace@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Correct-Horse');
    await shoot(page, 'signup');
    await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-42');
    await signUpThroughUi(page, uniqueUsername('gallery'), 'Correct-Horse-42');
    await h1(page, 'Confirm Your Account');
    await page.getByLabel('Confirmation code').fill('123456');
    await shoot(page, 'confirm');
    await context.close();
    expect(errors).toEqual([]);
  });

  it('the form pages, the error summary and an upload in progress', async () => {
    const username = uniqueUsername('gallery-form');
    await createAccount(e2e.server, username);
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);

    // A guest first: the invitation banner.
    await page.goto('/about');
    await formPageReady(page, 'About You');
    await shoot(page, 'about-guest');

    // An incomplete submission: the error summary, then a page with field errors.
    await loginThroughApi(page, username);
    await page.goto('/final-steps');
    await formPageReady(page, 'Final Steps');
    await button(page, 'Submit').click();
    await waitForPath(page, '/about');
    await expect(page.locator('.fe-error-summary')).toBeVisible();
    await shoot(page, 'error-summary');

    // The sample application saved: each page as the applicant sees it.
    await saveSampleApplication(page);
    await page.reload();
    await formPageReady(page, 'About You');
    await shoot(page, 'about');
    await shoot(page, 'about-ethnicity', '#section-ethnicity_race');
    await goToStep(page, 'Your Education');
    await shoot(page, 'education');
    await goToStep(page, 'Final Steps');
    await shoot(page, 'final-steps');
    await shoot(page, 'final-steps-actions', '.portal-page-actions');

    // An upload held at the conversion request, so its progress stays on screen.
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/pdf/document-answer/**', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('tab', { name: 'Upload a document' }).click();
    // The sample's typed statement goes with the switch: asked first (issue 27).
    await page.getByRole('dialog').getByRole('button', { name: 'Clear and switch' }).click();
    await field(page, 'personal_statement_doc').setInputFiles({
      name: 'personal-statement.png',
      mimeType: 'image/png',
      buffer: makePng(320, 200),
    });
    await expect(page.locator('.fe-file-progress')).toBeVisible();
    await shoot(page, 'upload-in-progress', '.fe-tabs');
    release();
    await expect(page.locator('.fe-file-name')).toHaveText('personal-statement.png', {
      timeout: 60_000,
    });
    await context.close();
    expect(errors).toEqual([]);
  });

  it('the completion page, while the copy is prepared and once it is ready', async () => {
    const username = uniqueUsername('gallery-done');
    await createAccount(e2e.server, username);
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    await loginThroughApi(page, username);
    await saveSampleApplication(page);
    await submitThroughApi(page);
    // The copy held as pending for the first shot (the server renders it in a second or two).
    await page.route('**/api/pdf', (route) =>
      route.fulfill({ json: { status: 'IN_PROGRESS', url: null } }),
    );
    await page.goto('/');
    await waitForPath(page, '/completion');
    await h1(page, 'Your application was successfully submitted.');
    await expect(
      page.getByRole('status').filter({ hasText: 'Preparing the PDF copy' }),
    ).toBeVisible();
    await shoot(page, 'completion-preparing');
    await page.unroute('**/api/pdf');
    await page.reload();
    await h1(page, 'Your application was successfully submitted.');
    await expect(page.getByRole('link', { name: /Download a PDF copy/ })).toBeVisible({
      timeout: 60_000,
    });
    await shoot(page, 'completion');
    await context.close();
    expect(errors).toEqual([]);
  });

  it('reports the gallery’s size', () => {
    const total = [...taken.values()].reduce((sum, size) => sum + size, 0);
    console.log(`gallery: ${taken.size} shots, ${(total / 1024).toFixed(0)} KiB`);
    expect(taken.size).toBeGreaterThan(0);
  });
});
