/**
 * Issue 28, item 10: the engine without its Vite plugin, in Chromium, under
 * `script-src 'self'; style-src 'self'` (no eval, no inline style). The date widget judges a
 * typed date with plain checks (it used to compile them with ajv: an uncaught EvalError); the
 * delete dialog is the native <dialog> (Radix's injected an inline <style>); validation runs the
 * form's check table, plain functions (issue 30: it used to need eval without a build).
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFormOrThrow } from '../../src/core/compiler/compile-form.ts';
import { fieldChecks } from '../../src/core/validation/rule-checks.ts';
import { cspDefinition } from './definition.ts';

const POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'";
const ORIGIN = 'http://engine.test';
const HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict CSP</title>' +
  '<link rel="stylesheet" href="/styles.css"></head>' +
  '<body><div id="root"></div><script src="/page.js"></script></body></html>';

const form = compileFormOrThrow(cspDefinition);
const { messages } = form;
const [minAge, calendar] = fieldChecks(form.fields.get('birth_date')!, messages);

let browser: Browser;
let files: Record<string, { type: string; body: string }>;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [new URL('./page.tsx', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  files = {
    '/': { type: 'text/html', body: HTML },
    '/page.js': { type: 'text/javascript', body: bundle.outputFiles[0]!.text },
    '/styles.css': {
      type: 'text/css',
      body: readFileSync(new URL('../../src/styles/default.css', import.meta.url), 'utf8'),
    },
  };
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    headless: true,
  });
}, 120_000);

afterAll(() => browser?.close());

/** What the page reported: policy violations, uncaught errors, console errors. */
interface Reports {
  readonly violations: string[];
  readonly errors: string[];
  readonly console: string[];
}

/** Opens the page under the policy, recording every violation and error from its first script. */
async function open(): Promise<{ page: Page; reports: Reports }> {
  const page = await browser.newPage();
  const reports: Reports = { violations: [], errors: [], console: [] };
  await page.route(`${ORIGIN}/**`, (route) => {
    const file = files[new URL(route.request().url()).pathname];
    return file
      ? route.fulfill({
          contentType: file.type,
          body: file.body,
          headers: { 'content-security-policy': POLICY },
        })
      : route.fulfill({ status: 404 });
  });
  await page.exposeFunction('__violation', (text: string) => reports.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __violation: (text: string) => void }).__violation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      ),
    );
  });
  page.on('pageerror', (error) => reports.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') reports.console.push(message.text());
  });
  await page.goto(`${ORIGIN}/`);
  await page.getByRole('heading', { name: 'About you' }).first().waitFor();
  return { page, reports };
}

const clean = { violations: [], errors: [], console: [] };

describe('the engine without its Vite plugin under a strict Content-Security-Policy', () => {
  it('judges a typed date at once with no eval: no error, no violation', async () => {
    const { page, reports } = await open();
    const date = page.getByLabel('Date of birth');
    await date.fill('02/30/2001');
    await date.blur();
    await page.getByText(calendar!.message).waitFor();
    await date.fill(`01/01/${new Date().getUTCFullYear() - 5}`);
    await date.blur();
    await page.getByText(minAge!.message).waitFor();
    await date.fill('04/17/2001');
    await date.blur();
    await expect.poll(() => page.locator('.fe-error-message').count()).toBe(0);
    expect(reports).toEqual(clean);
    await page.close();
  }, 60_000);

  it('asks before deleting a file in a dialog that adds no style: Escape keeps it, Delete removes it', async () => {
    const { page, reports } = await open();
    await page.getByLabel('Transcript').setInputFiles({
      name: 'transcript.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 a transcript'),
    });
    const trigger = page.getByRole('button', { name: `${messages.fileDelete} transcript.pdf` });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: messages.fileDeleteTitle });
    await dialog.waitFor();
    // No style element while it is open (Radix's scroll lock added one), none refused.
    expect(await page.locator('style').count()).toBe(0);
    // Modal: the page behind is inert; the safe choice has the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(messages.fileDeleteCancel);
    expect(await page.evaluate(() => document.querySelector('dialog')!.matches(':modal'))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => trigger.evaluate((b) => b === document.activeElement)).toBe(true);

    await trigger.click();
    await dialog.getByRole('button', { name: messages.fileDeleteConfirm }).click();
    await page.getByLabel('Transcript').and(page.locator('input[type="file"]')).waitFor();
    expect(reports).toEqual(clean);
    await page.close();
  }, 60_000);

  it('validates without a build: the check table needs no eval, and the form submits', async () => {
    const { page, reports } = await open();
    const result = JSON.parse(await page.evaluate(() => window.validateWithoutBuild())) as {
      valid: boolean;
      errors: Record<string, string[]>;
    };
    expect(result.valid).toBe(false);
    expect(Object.keys(result.errors).sort()).toEqual(['birth_date', 'name']);
    expect(result.errors.birth_date).toEqual([expect.stringMatching(/13/)]);
    // The applicant's form: an empty required answer is named; once given, the form submits.
    await page.getByRole('button', { name: messages.formSubmit }).click();
    await page.getByText(messages.errorSummaryTitle).first().waitFor();
    await page.getByLabel('Name').fill('Ada');
    await page.getByRole('button', { name: messages.formSubmit }).click();
    await expect.poll(() => page.getByText(messages.errorSummaryTitle).count()).toBe(0);
    expect(await page.getByText(messages.unexpectedError).count()).toBe(0);
    expect(reports).toEqual(clean);
    await page.close();
  }, 60_000);
});
