/**
 * The playground end to end in Debian's Chromium: load a partner section, break the definition
 * (the problem is placed at its line; the preview keeps the last good form), fix it (the preview
 * follows), reload (the edits stay), answer a controlling question (the click explains it) and
 * ask why a dependent field is hidden, validate (the error summary shows in the preview), switch
 * to the printable mode and to 390 px, switch examples (it asks first), and find no axe violation
 * (WCAG 2.2 A and AA). The app is served with the server's own headers for it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type AxeCore from 'axe-core';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES } from '../src/examples.ts';
import { serveDist } from './static-server.ts';

const APP = fileURLToPath(new URL('..', import.meta.url));
const DIST = `${APP}dist`;
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe over the playground and over the preview frame's document (the form), each evaluated
 * through the DevTools protocol (the CSP forbids inline scripts).
 */
async function axeViolations(page: Page) {
  const found: string[] = [];
  for (const frame of page.frames()) found.push(...(await axeIn(frame)));
  return found;
}

async function axeIn(page: Frame) {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.evaluate(readFileSync(`${ROOT}node_modules/axe-core/axe.min.js`, 'utf8'));
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      iframes: false,
    });
    return result.violations.map(
      (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  }, WCAG_TAGS);
}

/** The 1-based line of the `operator` in the email address's condition, in the family example. */
function emailOperatorLine(): number {
  const text = EXAMPLES.find((e) => e.id === 'family')!.workspace().definition;
  const lines = text.split('\n');
  const field = lines.findIndex((l) => l.includes('"key": "parent_email_address"'));
  const operator = lines.findIndex((l, i) => i > field && l.includes('"operator": "equals"'));
  return operator + 1;
}

let browser: Browser;
let server: Awaited<ReturnType<typeof serveDist>>;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  // `npm test` builds every workspace first; a spec run alone builds the app when it is missing.
  if (!existsSync(`${DIST}/index.html`))
    execFileSync('npx', ['vite', 'build'], { cwd: APP, stdio: 'ignore' });
  [server, browser] = await Promise.all([
    serveDist(DIST),
    chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    }),
  ]);
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the playground', () => {
  const status = () => page.getByTestId('preview-status');
  /** The form inside the preview frame. */
  const preview = () => page.frameLocator('iframe[title="Form preview"]').locator('body');
  const upToDate = () =>
    expect
      .poll(() => status().textContent(), { timeout: 20_000 })
      .toBe('The preview is up to date.');

  it('validates into the preview, edits a partner section, keeps the last good preview, explains a hidden field, and passes axe', async () => {
    await page.goto(server.url);
    await upToDate();

    // Validate the starter form, empty: its errors, computed in the page, reach the error
    // summary in the preview frame (its own page: the errors cross by message).
    await page.getByRole('button', { name: 'Validate' }).click();
    // The first validation loads the validator's code: on a busy CI machine that can take more
    // than expect.poll's default second (over 10 s once, at a load average of 11).
    await expect
      .poll(() => page.locator('.pg-validation').textContent(), { timeout: 30_000 })
      .toContain('first_name');
    await expect
      .poll(() => preview().getByText('There is a problem').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);

    // Load a partner section: its questions render as the portal renders them.
    await page.getByLabel('Example').selectOption('family');
    await expect
      .poll(() => preview().getByText('Is this parent/guardian living?').count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await upToDate();
    expect(await preview().getByLabel('Email Address').count()).toBe(0);
    // The repository's own files, each in its tab: the section file, the model, the option lists.
    await page.getByRole('tab', { name: 'Option lists (JSON)' }).click();
    await expect.poll(() => page.getByText('definitions/options.json').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Definition (JSON)' }).click();
    // The widest preview is scaled to fit its column (its viewport stays 1280 px wide).
    await page.getByRole('radio', { name: '1280 px' }).check();
    const wrap = page.getByTestId('preview');
    await expect
      .poll(async () => (await page.locator('iframe[title="Form preview"]').boundingBox())?.width)
      .toBeLessThanOrEqual((await wrap.boundingBox())!.width);
    expect(await wrap.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    expect(await preview().evaluate(() => window.innerWidth)).toBe(1280);
    expect(await axeViolations(page), 'edit mode at 1280 px').toEqual([]);

    // Break it: an unknown operator on the email address's condition.
    const line = emailOperatorLine();
    const editor = page.getByRole('textbox', { name: 'Definition (JSON)' });
    // The editor wraps long lines, so the cursor gets there by the search panel, not by lines.
    await editor.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Control+f');
    const find = page.getByRole('textbox', { name: 'Find' });
    for (const text of ['"key": "parent_email_address"', '"operator": "equals"']) {
      await find.fill('');
      await find.pressSequentially(text); // its keys commit the query, as an author's would
      await find.press('Enter');
    }
    await find.press('Escape');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('z');
    await page.keyboard.press('Escape');
    const problems = page.getByTestId('problems');
    await expect
      .poll(() => problems.textContent(), { timeout: 20_000 })
      .toContain(`line ${line}, column`);
    expect(await problems.textContent()).toContain('equalsz');
    expect(await status().textContent()).toMatch(/the preview shows the last good version/);
    expect(await preview().getByText('Is this parent/guardian living?').count()).toBeGreaterThan(0);
    // The editor marks the same line.
    await expect.poll(() => page.locator('.cm-lintRange-error').count()).toBeGreaterThan(0);

    // Fix it with another operator: the preview follows (the email address now shows at once).
    for (let i = 0; i < 'equalsz'.length; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('notEquals');
    await page.keyboard.press('Escape');
    await upToDate();
    await expect
      .poll(() => preview().getByLabel('Email Address').count(), { timeout: 20_000 })
      .toBe(1);

    // A reload keeps the edits (the section file as edited) and the example.
    await page.reload();
    await upToDate();
    expect(await page.getByLabel('Example').inputValue()).toBe('family');
    await expect // notEquals: the email address shows before the question is answered
      .poll(() => preview().getByLabel('Email Address').count(), { timeout: 20_000 })
      .toBe(1);

    // Answer the controlling question: the email address hides; ask why.
    const living = preview()
      .getByRole('group', { name: /Is this parent\/guardian living\?/ })
      .first();
    await living.getByRole('radio', { name: 'Yes' }).check();
    await expect.poll(() => preview().getByLabel('Email Address').count()).toBe(0);
    // The click in the preview explained the question clicked.
    const why = page.getByTestId('why-result');
    await expect
      .poll(() => why.textContent())
      .toContain('"Is this parent/guardian living?" (parent_living) is visible');
    await page.getByLabel('Field', { exact: true }).selectOption('parent_email_address');
    await expect
      .poll(() => why.textContent())
      .toContain('"Email Address" (parent_email_address) is hidden');
    const explanation = (await why.textContent()) ?? '';
    expect(explanation).toContain(
      '"Is this parent/guardian living?" (parent_living) is not "Yes" (Y) — answered "Yes" (Y) → false',
    );
    expect(explanation).toContain("the field's own condition: fails");
    expect(explanation).toContain('add-another "parents" block 1');

    // The printable read-only form, at 390 px (a phone).
    await page.getByRole('radio', { name: 'Read-only: printable' }).check();
    await page.getByRole('radio', { name: '390 px' }).check();
    await expect
      .poll(() => preview().locator('.fe-printable, [class*="printable"]').count())
      .toBeGreaterThan(0);
    expect((await page.locator('iframe[title="Form preview"]').boundingBox())?.width).toBe(392);
    // The frame's own viewport is 390 px wide, so the engine's narrow layout applies.
    expect(await preview().evaluate(() => window.innerWidth)).toBe(390);
    expect(await preview().textContent()).toContain('Is this parent/guardian living?');

    expect(page.frames()).toHaveLength(2); // the playground and the form's frame: both checked
    expect(await axeViolations(page)).toEqual([]);

    // Choosing another example with edits asks first; Cancel keeps them (the hash holds them).
    const edits = await page.evaluate(() => location.hash);
    await page.getByLabel('Example').selectOption('personal');
    const ask = page.getByRole('dialog', { name: /You have edited/ });
    await expect.poll(() => ask.isVisible()).toBe(true);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(await page.getByLabel('Example').inputValue()).toBe('family');
    expect(await page.evaluate(() => location.hash)).toBe(edits);
    expect(pageErrors).toEqual([]);
  });
});
