/**
 * The example app (examples/embed-vite), built against the packed engine, in Chromium: it renders
 * in English and in Spanish, shows the validation errors of an incomplete submission in the
 * language on show, follows its condition, hide rule and required-when rule, and submits.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../packages/form-engine/src/core/messages/en.ts';
import { es } from '../../packages/form-engine/src/core/messages/es.ts';
import { servedExample } from './served-example.ts';

const example = servedExample('EXAMPLE_DIST');

async function open(): Promise<Page> {
  const page = await example.newPage();
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  await page.goto(example.url());
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Any script error fails the test that opened the page, when it closes it.
  (page as Page & { failures?: string[] }).failures = failures;
  return page;
}

async function close(page: Page) {
  const failures = (page as Page & { failures?: string[] }).failures ?? [];
  await page.close();
  expect(failures).toEqual([]);
}

const summaryLinks = (page: Page) => page.locator('.fe-error-summary-list a').allInnerTexts();

describe('the example app built from the packed engine', () => {
  it('in English: shows the errors of an empty submission, follows its rules, then submits', async () => {
    const page = await open();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Application for Admission',
    );

    await page.getByRole('button', { name: 'Submit' }).click();
    const summary = page.getByRole('alert').filter({ hasText: en.errorSummaryTitle });
    await summary.waitFor();
    // The engine's default messages: what to do, from the label and the widget (issue 28).
    expect(await summaryLinks(page)).toEqual([
      'Enter first name',
      'Enter last name',
      'Select program',
      'Select an answer to “Do you have credits from another college?”',
    ]);
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');

    // The condition shows the college question; the hide rule clears it when the answer is No.
    // Shown again on the same page, what was typed comes back (kept in memory only, issue 27).
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Program').selectOption({ label: 'Graduate' });
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Name of that college').fill('Springfield Community College');
    await page.getByRole('radio', { name: 'No' }).check();
    await expect(page.getByLabel('Name of that college').count()).resolves.toBe(0);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await expect(page.getByLabel('Name of that college').inputValue()).resolves.toBe(
      'Springfield Community College',
    );
    await page.getByLabel('Name of that college').fill('');

    // Required when: the mobile phone once text updates are asked for.
    await page.getByLabel('Send me text message updates').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => summaryLinks(page))
      .toEqual(['Enter name of that college', 'Enter mobile phone']);

    await page.getByLabel('Name of that college').fill('Springfield Community College');
    await page.getByLabel('Mobile phone').fill('6172531000');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you' }).waitFor();
    await close(page);
  });

  it('in Spanish: the definition’s words and the engine’s, errors included', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Español' }).click();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Solicitud de admisión',
    );
    await page.getByLabel('Nombre', { exact: true }).fill('Ada');

    await page.getByRole('button', { name: 'Enviar' }).click();
    const summary = page.getByRole('alert').filter({ hasText: es.errorSummaryTitle });
    await summary.waitFor();
    expect(await summary.innerText()).toContain(es.errorSummaryText);
    expect(await summaryLinks(page)).toEqual([
      'Introduzca apellido',
      'Seleccione programa',
      'Seleccione una respuesta a «¿Tiene créditos de otra universidad?»',
    ]);
    const text = await page.locator('body').innerText();
    for (const english of [en.errorSummaryTitle, en.errorSummaryText, 'First name', 'Submit'])
      expect(text).not.toContain(english);
    // The answer typed stays when the language changes, and the errors follow the language.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('alert').filter({ hasText: en.errorSummaryTitle }).waitFor();
    expect(await summaryLinks(page)).toEqual([
      'Enter last name',
      'Select program',
      'Select an answer to “Do you have credits from another college?”',
    ]);
    expect(await page.getByLabel('First name').inputValue()).toBe('Ada');
    await close(page);
  });
});
