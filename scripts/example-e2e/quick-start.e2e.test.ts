/**
 * The five-minute quick start (examples/quick-start: a fresh `npm create vite` app, one definition
 * and an App.tsx of 40 lines at most), built from the packed engine and served under
 * `script-src 'self'; style-src 'self'`, in Chromium: the issue-28 scholarship form page by page
 * in English (a decimal GPA, a date, a conditional question, two activities added and one removed,
 * a transcript kept in the browser, Submit handing the answers and the file to the app), and in
 * French with the app's own catalogue (its messages, a date typed day first, a decimal comma).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { servedExample } from './served-example.ts';

const example = servedExample('QUICK_START_DIST');

const PDF = {
  name: 'transcript.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};
const STATEMENT = 'I have tutored younger students in mathematics every week for three years.';

/** A page of the app; what it reports (errors, policy violations) must be empty when it closes. */
async function open(): Promise<{ page: Page; reports: string[] }> {
  const page = await example.newPage();
  const reports: string[] = [];
  page.on('pageerror', (error) => reports.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') reports.push(message.text());
  });
  await page.exposeFunction('__violation', (text: string) => reports.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __violation: (text: string) => void }).__violation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      ),
    );
  });
  await page.goto(example.url());
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { page, reports };
}

const summaryLinks = (page: Page) => page.locator('.fe-error-summary-list a').allInnerTexts();

/** Page 1 in either language: the labels are the definition's (English). */
async function fillAboutYou(page: Page, date: string, gpa: string) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Date of birth').fill(date);
  await page.getByLabel('GPA').fill(gpa);
}

/** Page 2: one activity, the transcript and the statement. */
async function fillActivities(page: Page) {
  await page.getByLabel('Activity', { exact: true }).fill('Rowing');
  await page.getByLabel('Years').fill('3');
  await page.getByLabel('Transcript').setInputFiles(PDF);
  await page.getByLabel('Why do you deserve this scholarship?').fill(STATEMENT);
}

interface Posted {
  readonly answers: Record<string, unknown>;
  readonly addAnother?: Record<string, number>;
}

/** What the app's submit handler would post (the answers and block counts), as it shows it. */
async function posted(page: Page): Promise<Posted> {
  return JSON.parse(await page.locator('pre').innerText()) as Posted;
}

/** The answers the app's submit handler received. */
async function submitted(page: Page): Promise<Record<string, unknown>> {
  return (await posted(page)).answers;
}

/**
 * The quick start's server side (server/validate.mjs, run with Node in the app installed from
 * the packed engine) on what was posted: its verdict, errors and exit code.
 */
async function serverVerdict(body: Posted) {
  const app = process.env.QUICK_START_APP;
  if (!app) throw new Error('QUICK_START_APP is not set: run scripts/check-example.sh');
  const dir = await mkdtemp(join(tmpdir(), 'quick-start-posted-'));
  try {
    await writeFile(join(dir, 'posted.json'), JSON.stringify(body));
    const run = await new Promise<{ code: number; stdout: string }>((resolve, reject) =>
      execFile(
        'node',
        ['server/validate.mjs', join(dir, 'posted.json')],
        { cwd: app },
        (error, stdout) =>
          error && typeof error.code !== 'number'
            ? reject(error)
            : resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout }),
      ),
    );
    const { valid, errors } = JSON.parse(run.stdout) as {
      valid: boolean;
      errors: Record<string, string[]>;
    };
    return { code: run.code, valid, errors };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the quick start built from the packed engine, under a strict policy', () => {
  it('in English: validates page by page, adds and removes an activity, keeps the file, submits', async () => {
    const { page, reports } = await open();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor();
    expect(await summaryLinks(page)).toEqual([
      'Enter first name',
      'Enter last name',
      'Enter date of birth',
      'Enter GPA',
      'Select an answer to “Are you transferring from another college?”',
    ]);

    // Month first in English (en-US); a decimal GPA, stored as a number.
    await fillAboutYou(page, '04/05/2001', '4.5');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => summaryLinks(page))
      .toEqual(['GPA must be a number between 0.00 and 4.00', 'Enter previous college']);
    await page.getByLabel('GPA').fill('3.7');
    await page.getByLabel('Previous college').fill('Springfield Community College');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Activities and documents' }).waitFor();

    // Two activities, then the first removed (asked first): the second moves up.
    await page.getByLabel('Activity', { exact: true }).fill('Chess club');
    await page.getByLabel('Years').fill('2');
    await page.getByRole('button', { name: 'Add another activity' }).click();
    await page.getByLabel('Activity', { exact: true }).nth(1).fill('Rowing');
    await page.getByLabel('Years').nth(1).fill('3');
    await page.getByRole('button', { name: 'Remove Activity 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.getByLabel('Activity', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('Activity', { exact: true }).inputValue()).toBe('Rowing');

    // The definition's limit (2 MB), then a small PDF kept in the browser.
    await page.getByLabel('Transcript').setInputFiles({
      ...PDF,
      name: 'scan.pdf',
      buffer: Buffer.alloc(3 * 1024 * 1024),
    });
    await page.getByText('The maximum file size is 2 MB').waitFor();
    await page.getByLabel('Transcript').setInputFiles(PDF);
    await page.getByText('Uploaded').waitFor();
    await page.getByLabel('Why do you deserve this scholarship?').fill('Because.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => summaryLinks(page))
      .toEqual([
        'Your answer to “Why do you deserve this scholarship?” must be 50 characters or more',
      ]);
    await page.getByLabel('Why do you deserve this scholarship?').fill(STATEMENT);
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.getByRole('heading', { name: 'Thank you for applying.' }).waitFor();
    const answers = await submitted(page);
    expect(answers).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      birth_date: '2001-04-05',
      gpa: 3.7,
      transfer: 'Y',
      previous_college: 'Springfield Community College',
      activity_name: 'Rowing',
      activity_years: 3,
      transcript: expect.stringMatching(/\/transcript\.pdf$/),
      statement: STATEMENT,
    });
    expect(answers.activity_2_name ?? '').toBe('');
    // The file itself reached the handler, kept in the browser (not uploaded anywhere).
    await page.getByText(`transcript.pdf: ${PDF.buffer.length} bytes`).waitFor();

    // The server, with the same definition and the packed engine: what the browser accepted it
    // accepts; the same answers with the GPA the browser refused above, in the browser's words.
    const body = await posted(page);
    expect(body.addAnother).toEqual({ activities: 1 });
    expect(await serverVerdict(body)).toEqual({ code: 0, valid: true, errors: {} });
    const tooHigh = await serverVerdict({ ...body, answers: { ...body.answers, gpa: 4.5 } });
    expect(tooHigh).toEqual({
      code: 1,
      valid: false,
      errors: { gpa: ['GPA must be a number between 0.00 and 4.00'] },
    });
    expect(reports).toEqual([]);
    await page.close();
  });

  it('in French: the app’s catalogue, a date typed day first, a decimal comma', async () => {
    const { page, reports } = await open();
    await page.getByLabel('First name').fill('Ada');
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('alert').filter({ hasText: 'Il manque des informations' }).waitFor();
    expect(await summaryLinks(page)).toEqual([
      'Renseignez « Last name »',
      'Renseignez « Date of birth »',
      'Renseignez « GPA »',
      'Sélectionnez « Are you transferring from another college? »',
    ]);
    // The answer typed in English stayed.
    expect(await page.getByLabel('First name').inputValue()).toBe('Ada');

    // 05/04/2001 is 5 April, written back in words since it could be read the other way.
    await fillAboutYou(page, '05/04/2001', '4,5');
    await page.getByText('5 avril 2001').waitFor();
    // A hidden answer is not submitted: the college typed after Yes goes with No.
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Previous college').fill('Springfield Community College');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect
      .poll(() => summaryLinks(page))
      .toEqual(['« GPA » doit être un nombre entre 0,00 et 4,00']);
    await page.getByLabel('GPA').fill('3,7');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Activities and documents' }).waitFor();
    await fillActivities(page);
    await page.getByText('Joint', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Envoyer' }).click();

    await page.getByRole('heading', { name: 'Merci de votre candidature.' }).waitFor();
    const answers = await submitted(page);
    expect(answers).toMatchObject({
      birth_date: '2001-04-05',
      gpa: 3.7,
      transfer: 'N',
      previous_college: '',
      activity_name: 'Rowing',
    });
    expect(reports).toEqual([]);
    await page.close();
  });
});
