/**
 * The quick-start scholarship form written with each peer library (rjsf/, surveyjs/, jsonforms/)
 * works: each app is built with Vite and driven in Chromium through the form's scenario. Page 1's
 * Continue validates page 1 and lists the errors; a decimal GPA, a date and Yes + a previous
 * college pass; on page 2 two activities are added and one removed, a transcript over 2 MB is
 * refused (and, where the form checks it, a file of another type), a small PDF is kept, and Submit hands the answers to the submit handler
 * (the app logs them) and says "Thank you". Also: the French messages, and a hidden answer left
 * out of what is submitted. Not part of `npm test`:
 *
 *   npx vitest run --root bench/peers/quick-start
 */
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../../browser/server.ts';
import { LIBRARIES, buildAll, type Library } from './build.ts';
import { DRIVERS, type, type Driver, type PickedFile } from './drivers.ts';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const PDF: PickedFile = {
  name: 'transcript.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};
const TOO_LARGE: PickedFile = { ...PDF, name: 'scan.pdf', buffer: Buffer.alloc(3 * 1024 * 1024) };
const PROGRAM: PickedFile = {
  name: 'notes.exe',
  mimeType: 'application/x-msdownload',
  buffer: Buffer.from('MZ'),
};
const STATEMENT = 'I have tutored younger students in mathematics every week for three years.';

let browser: Browser;
let built: string | undefined;
const servers: Server[] = [];
const urls = {} as Record<Library, string>;

beforeAll(async () => {
  const { root, dirs } = await buildAll();
  built = root;
  for (const library of LIBRARIES) {
    const { server, url } = await serve(dirs[library]);
    servers.push(server);
    urls[library] = url;
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.close();
  if (built) await rm(built, { recursive: true, force: true });
});

/** A page of `library`'s app; `answers` resolves with what its submit handler logs. */
async function open(library: Library) {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // JSON Forms asks before it deletes a row.
  page.on('dialog', (dialog) => void dialog.accept());
  const answers = new Promise<Record<string, unknown>>((resolve) =>
    page.on('console', (message) => {
      if (message.type() === 'log') void message.args()[0]?.jsonValue().then(resolve);
    }),
  );
  await page.goto(urls[library]);
  return { page, errors, answers };
}

async function pick(page: Page, driver: Driver, file: PickedFile) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    driver.transcriptPicker(page).click(),
  ]);
  await chooser.setFiles(file);
  // The libraries read the file into a data URL; a person does not press Submit within the same
  // few milliseconds (rjsf validates only on Submit, and would miss a file still being read).
  await page.waitForTimeout(300);
}

async function fillPageOne(page: Page, driver: Driver) {
  await type(page.getByLabel('First name'), 'Ada');
  await type(page.getByLabel('Last name'), 'Lovelace');
  await driver.birthDate(page);
  await type(page.getByLabel('GPA'), '3.7');
  await driver.transfer(page, 'Yes');
  await type(page.getByLabel('Previous college'), 'Springfield Community College');
}

const decoded = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1]!, 'base64').toString();

describe.each(LIBRARIES)('the quick-start form with %s', (library) => {
  const driver = DRIVERS[library];

  it('validates page by page, adds and removes activities, limits the upload, submits the answers', async () => {
    const { page, errors, answers } = await open(library);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => driver.summary(page).innerText()).toContain('First name');

    await fillPageOne(page, driver);
    await page.getByRole('button', { name: 'Continue' }).click();

    await driver.addActivity(page);
    await driver.addActivity(page);
    await type(driver.activity(page, 0).name, 'Chess club');
    await type(driver.activity(page, 0).years, '2');
    await type(driver.activity(page, 1).name, 'Rowing');
    await type(driver.activity(page, 1).years, '3');
    await driver.removeActivity(page, 0);
    await type(page.getByLabel('Why do you deserve'), STATEMENT);

    await pick(page, driver, TOO_LARGE);
    if (driver.tooLarge.on === 'submit') await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.locator('main').innerText()).toContain(driver.tooLarge.message);
    await pick(page, driver, PDF);
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.getByText('Thank you').waitFor();
    const submitted = await answers;
    expect(submitted).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '2001-04-05',
      gpa: 3.7,
      transfer: driver.stored.yes,
      previousCollege: 'Springfield Community College',
      activities: [{ activity: 'Rowing', years: 3 }],
      statement: STATEMENT,
    });
    expect(decoded(driver.transcriptOf(submitted))).toContain('%PDF-1.4');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says what is missing and out of range in French', async () => {
    const { page, errors } = await open(library);
    await page.getByRole('button', { name: 'Français' }).click();
    await type(page.getByLabel('Moyenne'), '5');
    await page.getByRole('button', { name: 'Continuer' }).click();
    const summary = driver.summary(page);
    await expect.poll(() => summary.innerText()).toContain(driver.french.required);
    expect(await summary.innerText()).toContain(driver.french.range);
    expect(await page.getByText(driver.french.range).count()).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('leaves a hidden answer out of what is submitted, refuses a transcript of another type', async () => {
    const { page, errors, answers } = await open(library);
    await fillPageOne(page, driver);
    await driver.transfer(page, 'No');
    await page.getByRole('button', { name: 'Continue' }).click();
    await type(page.getByLabel('Why do you deserve'), STATEMENT);
    // The file picker offers only the accepted types; a file dropped in, or picked with "All
    // files", is checked by the form (SurveyJS keeps it: see README.md).
    if (driver.wrongType) {
      await pick(page, driver, PROGRAM);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => page.locator('main').innerText()).toContain(driver.wrongType);
    }
    await pick(page, driver, PDF);
    await page.getByRole('button', { name: 'Submit' }).click();

    const submitted = await answers;
    expect(submitted.transfer).toBe(driver.stored.no);
    expect(submitted).not.toHaveProperty('previousCollege');
    expect(errors).toEqual([]);
    await page.close();
  });
});
