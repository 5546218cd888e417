/**
 * How a person uses each library's quick-start form, in Playwright terms: the same steps, with the
 * locators and texts each library's own markup and default wording call for. The spec
 * (quick-start.test.ts) runs the same scenario through every driver.
 */
import type { Locator, Page } from 'playwright-core';
import type { Library } from './build.ts';

/** A file the applicant picks in the browser's file chooser. */
export interface PickedFile {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

export interface Driver {
  /** The error summary at the top of the page. */
  summary(page: Page): Locator;
  /** Picks "Yes" or "No" for the transfer question. */
  transfer(page: Page, answer: 'Yes' | 'No'): Promise<void>;
  /** Enters 5 April 2001 as the library's date input takes it in English. */
  birthDate(page: Page): Promise<void>;
  addActivity(page: Page): Promise<void>;
  /** The activity and years inputs of the block at `index`. */
  activity(page: Page, index: number): { name: Locator; years: Locator };
  removeActivity(page: Page, index: number): Promise<void>;
  /** What opens the file chooser for the transcript. */
  transcriptPicker(page: Page): Locator;
  /** The transfer answer as the library stores Yes and No. */
  stored: { yes: unknown; no: unknown };
  /** The transcript's data URL in the submitted answers. */
  transcriptOf(answers: Record<string, unknown>): string;
  /** The message shown for a transcript over 2 MB: as soon as it is picked, or on Submit. */
  tooLarge: { message: string; on: 'pick' | 'submit' };
  /** The message for a transcript of another type; null where the library keeps it. */
  wrongType: string | null;
  /** The French required and GPA range messages. */
  french: { required: string; range: string };
}

/** A person's pace: JSON Forms debounces its change events by 10 ms; people are slower. */
export async function type(locator: Locator, value: string): Promise<void> {
  await locator.fill(value);
  await locator.page().waitForTimeout(30);
}

const byLabel = (page: Page, index: number) => ({
  name: page.getByLabel('Activity').nth(index),
  years: page.getByLabel('Years').nth(index),
});
const nativeDate = (page: Page) => type(page.getByLabel('Date of birth'), '2001-04-05');

export const DRIVERS: Record<Library, Driver> = {
  rjsf: {
    summary: (page) => page.locator('.errors'),
    transfer: (page, answer) => page.getByRole('radio', { name: answer }).check(),
    birthDate: nativeDate,
    addActivity: (page) => page.getByRole('button', { name: 'Add', exact: true }).click(),
    activity: byLabel,
    removeActivity: (page, index) =>
      page.getByRole('button', { name: 'Remove' }).nth(index).click(),
    transcriptPicker: (page) => page.getByLabel('Transcript'),
    stored: { yes: true, no: false },
    transcriptOf: (answers) => answers.transcript as string,
    tooLarge: { message: 'The transcript must be 2 MB or smaller.', on: 'submit' },
    wrongType: 'The transcript must be a PDF, JPEG or PNG file.',
    french: { required: 'Ce champ est obligatoire.', range: 'La valeur doit être au plus 4.' },
  },
  surveyjs: {
    summary: (page) => page.locator('main > ul[role="alert"]'),
    // The radio input is visually hidden under its decorator: a person clicks the label.
    transfer: (page, answer) => page.getByText(answer, { exact: true }).click(),
    // The datetime mask takes digits in the pattern's order (mm/dd/yyyy in English).
    birthDate: (page) => page.getByLabel('Date of birth').pressSequentially('04052001'),
    addActivity: (page) => page.getByRole('button', { name: 'Add new' }).click(),
    activity: byLabel,
    removeActivity: (page, index) =>
      page.getByRole('button', { name: 'Remove' }).nth(index).click(),
    transcriptPicker: (page) => page.locator('label.sd-file__choose-btn'),
    stored: { yes: true, no: false },
    transcriptOf: (answers) => (answers.transcript as { content: string }[])[0]!.content,
    // Refused when picked: the file is not kept (Submit then says the transcript is missing).
    tooLarge: { message: 'The file size should not exceed 2.00 MB.', on: 'pick' },
    // acceptedTypes only filters the file picker: a file of another type dropped in is kept.
    wrongType: null,
    french: {
      required: 'La réponse à cette question est obligatoire.',
      range: 'La valeur ne doit pas être supérieure à 4',
    },
  },
  jsonforms: {
    summary: (page) => page.locator('main > ul[role="alert"]'),
    transfer: (page, answer) => page.getByLabel(answer, { exact: true }).check(),
    birthDate: nativeDate,
    addActivity: (page) => page.getByRole('button', { name: 'Add to Activities' }).click(),
    // The table's cells have no labels: the inputs are found by their place in the row.
    activity: (page, index) => {
      const row = page.locator('table tbody tr').nth(index);
      return { name: row.locator('input').nth(0), years: row.locator('input').nth(1) };
    },
    // The delete button asks with window.confirm, which the spec accepts.
    removeActivity: (page, index) =>
      page.getByRole('button', { name: 'Delete button' }).nth(index).click(),
    transcriptPicker: (page) => page.getByLabel('Transcript'),
    stored: { yes: 'Yes', no: 'No' },
    transcriptOf: (answers) => answers.transcript as string,
    tooLarge: { message: 'The transcript must be 2 MB or smaller.', on: 'submit' },
    wrongType: 'The transcript must be a PDF, JPEG or PNG file.',
    french: {
      required: 'Ce champ est obligatoire.',
      range: 'La moyenne doit être comprise entre 0 et 4.',
    },
  },
};
