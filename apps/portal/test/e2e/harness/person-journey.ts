/**
 * The suite that types like a person (issue 14), for one application variant: a new applicant
 * signs up with the e-mailed code and logs in, typing; answers every page top to bottom with
 * {@link Person}, reloading each page part of the way through without pressing Save; saves; then the suite compares every field's shown value with what was typed
 * after a reload and again after logging out and in (0 differences, the upload shown attached),
 * submits, and compares the stored profile with what was typed, key by key.
 *
 * Every difference of every phase is collected and printed as one per-field diff at the end,
 * so one run shows all that went wrong rather than the first.
 */
import { writeFile } from 'node:fs/promises';
import { compiledVariant, type VariantName } from '@admissions/partner-config';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueUsername } from './accounts.ts';
import { openPage } from './browser.ts';
import { confirmationCode, outboxFiles, waitForMail } from './outbox.ts';
import { AnswerPlan } from './person-plan.ts';
import { compareShown, compareStored, TypingRecord } from './person-record.ts';
import { Person } from './person.ts';
import { button, formPageReady, goToStep, waitForPath } from './portal.ts';
import { step } from './steps.ts';
import { useE2E } from './suite.ts';
import './matchers.ts';

const AUTH_PAGES = /^\/(login|signup|confirm)$/;
/** Fields answered on each page before it is reloaded mid-page, without pressing Save. */
const FIELDS_BEFORE_RELOAD = 6;

async function logIn(person: Person, page: Page, username: string): Promise<void> {
  await person.typeInto(page.getByLabel('Email address'), username);
  await person.typeInto(page.getByLabel('Password', { exact: true }), PASSWORD);
  await button(page, 'Submit').click();
  await expect
    .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
    .not.toMatch(AUTH_PAGES);
}

/** Registers the spec of one variant: one test, as each step needs the state the last one left. */
export function typingSuite(variant: VariantName): void {
  const e2e = useE2E({ env: { FORM_VARIANT: variant } });
  const form = compiledVariant(variant);
  const pages = form.pages;

  describe(`the ${variant} application, typed like a person`, () => {
    it(
      'keeps every typed answer through a reload, a new login and the submission',
      { timeout: 420_000 },
      async () => {
        const { server, browser } = e2e;
        const { page, context, errors } = await openPage(browser, server.url);
        const record = new TypingRecord();
        const person = new Person(page, new AnswerPlan(form), record);
        const username = uniqueUsername(`typist.${variant}`);
        const started = Date.now();

        await step(
          'signs up with the e-mailed code and logs in, typing',
          async () => {
            await page.goto('/signup');
            const seen = await outboxFiles(server.dataDir);
            await person.typeInto(page.getByLabel('Email address'), username);
            await person.typeInto(page.getByLabel('Password', { exact: true }), PASSWORD);
            await button(page, 'Submit').click();
            await waitForPath(page, '/confirm');
            const mail = await waitForMail(server.dataDir, {
              to: username,
              subject: 'confirmation',
              seen,
            });
            // The confirmation card first (its screen loads after the URL changes; until then
            // the sign-up card's "Email address" is still there), then its address if it asks.
            const code = page.getByLabel('Confirmation code');
            await code.waitFor();
            const email = page.getByLabel('Email address');
            if ((await email.count()) > 0 && (await email.inputValue()) === '')
              await person.typeInto(email, username);
            await person.typeInto(code, confirmationCode(mail));
            await button(page, 'Submit').click();
            await waitForPath(page, '/login');
            await logIn(person, page, username);
            await waitForPath(page, pages[0]!.path);
          },
          page,
        );

        for (const [index, formPage] of pages.entries()) {
          const next = pages[index + 1];
          await step(
            `answers every field of "${formPage.title}"`,
            async () => {
              await formPageReady(page, formPage.title);
              // Part of the page, then a reload without Save (issue 27): the draft kept on the
              // device and the autosave bring back every answer typed so far.
              await person.walk(formPage.id, { stopAfter: FIELDS_BEFORE_RELOAD });
              await page.reload();
              await formPageReady(page, formPage.title);
              await compareShown(page, record, formPage.id, `reloaded mid-${formPage.id}`);
              await person.walk(formPage.id);
              // Before leaving the page: everything typed on it is still there.
              await compareShown(page, record, formPage.id, `end of ${formPage.id}`);
              if (next) {
                await button(page, 'Save and Continue').click();
                await formPageReady(page, next.title);
              } else {
                await button(page, 'Save').click();
                await expect(
                  page.locator('.portal-toast').filter({ hasText: 'saved' }),
                ).toBeVisible();
              }
            },
            page,
          );
        }
        const typedIn = Date.now() - started;

        const compareAll = async (phase: string) => {
          for (const formPage of pages) {
            await goToStep(page, formPage.title);
            await compareShown(page, record, formPage.id, phase);
          }
        };

        await step(
          'reloads and finds every answer shown',
          async () => {
            await page.reload();
            await formPageReady(page, pages[pages.length - 1]!.title).catch(() => undefined);
            await compareAll('after reload');
          },
          page,
        );

        await step(
          'logs out, logs in again and finds every answer shown',
          async () => {
            await button(page, 'Account').click();
            await button(page, 'Log Out').click();
            await waitForPath(page, '/login');
            await logIn(person, page, username);
            await compareAll('after a new login');
          },
          page,
        );

        await step(
          'submits, and the stored profile holds what was typed',
          async () => {
            await goToStep(page, pages[pages.length - 1]!.title);
            await button(page, 'Submit').click();
            const landed = await expect
              .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
              .toBe('/completion')
              .then(
                () => true,
                () => false,
              );
            if (!landed) {
              const summary = await page.getByRole('alert').allInnerTexts();
              record.differ(
                'submit',
                '(application)',
                'submitted',
                summary.join(' | ').replace(/\s+/g, ' '),
              );
            }
            const profile = await page.evaluate(async () => (await fetch('/api/profile')).json());
            compareStored(record, profile);
          },
          page,
        );

        console.info(
          `[typing ${variant}] ${record.entries.size} fields entered in ${Math.round(typedIn / 1000)} s, ` +
            `whole run ${Math.round((Date.now() - started) / 1000)} s; ${record.report()}`,
        );
        // For a look at everything entered: TYPING_RECORD_FILE=/tmp/typed.json.
        if (process.env.TYPING_RECORD_FILE)
          await writeFile(
            process.env.TYPING_RECORD_FILE,
            JSON.stringify([...record.entries.values()], null, 2),
          );
        expect(record.differences, record.report()).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      },
    );
  });
}
