/**
 * Issue 17's weight figure: the JavaScript a student's browser fetches to show the portal's
 * form page and then to validate the whole application for the first time (Submit on the last
 * page of an incomplete application: the error summary shows). Measured in Chromium against the
 * real server (PGlite), summing the gzip size of every JavaScript response, for each checkout
 * given (e.g. a worktree of the commit before issue 17 beside this one): one fresh browser
 * context each, so nothing is cached.
 *
 *   node --import tsx bench/portal/first-validation.ts [<checkout root> …]   (after their builds)
 */
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/server/src/chromium/printer.ts';
import { SAMPLE_APPLICATION } from '../../packages/partner-config/src/index.ts';
import { createAccount, PASSWORD, startCheckoutServer } from './checkout-server.ts';

const PORT = 31_731; // below the ephemeral range

/** The JavaScript one checkout's portal fetches: to the form page, then to the first validation. */
async function measure(root: string): Promise<{ page: number; validation: number; files: number }> {
  const server = await startCheckoutServer(root, PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const username = `weigh.${Date.now()}@example.com`;
    await createAccount(server, username);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.request.post('/public/login', { data: { username, password: PASSWORD } });
    const { legal_agree: _missing, ...answers } = SAMPLE_APPLICATION.answers;
    await page.request.put('/api/answer', { data: answers });
    let bytes = 0;
    let files = 0;
    const pending: Promise<void>[] = [];
    page.on('response', (response: Response) => {
      if (!response.url().endsWith('.js')) return;
      pending.push(
        response.body().then((body) => {
          bytes += gzipSync(body, { level: 9 }).length;
          files++;
        }),
      );
    });
    await page.goto('/final-steps');
    await page.locator('h1').filter({ hasText: 'Final Steps' }).waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const pageBytes = bytes;
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').filter({ hasText: "We're missing some information!" }).waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    await context.close();
    return { page: pageBytes, validation: bytes, files };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const roots = process.argv.slice(2).map((r) => resolve(r));
if (roots.length === 0) roots.push(resolve(import.meta.dirname, '../..'));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  '| checkout | JS to show the form page (gzip) | JS once the whole form is validated (gzip) | files |',
);
console.log('| --- | --- | --- | --- |');
for (const root of roots) {
  const { page, validation, files } = await measure(root);
  console.log(`| ${root} | ${kb(page)} | ${kb(validation)} | ${files} |`);
}
