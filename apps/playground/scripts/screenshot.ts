/**
 * Takes the screenshot at the top of docs/authoring.md: the starter form at 768 px with "No"
 * answered and "Why hidden?" explaining the middle name. Needs the built app (`npm run build`).
 *
 *     node --import tsx apps/playground/scripts/screenshot.ts [out.png]
 */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveDist } from '../test/static-server.ts';

const out =
  process.argv[2] ?? fileURLToPath(new URL('../../../docs/images/playground.png', import.meta.url));
const { url, close } = await serveDist(fileURLToPath(new URL('../dist', import.meta.url)));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(url);
  await page.getByText('The preview is up to date.').waitFor();
  await page.getByRole('radio', { name: '768 px' }).check();
  await page
    .frameLocator('iframe[title="Form preview"]')
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByLabel('Field', { exact: true }).selectOption('middle_name');
  await page.getByText('(middle_name) is hidden', { exact: false }).waitFor();
  // From the top: the editor column is sticky, so a page left scrolled would show it lower down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: out, fullPage: true });
} finally {
  await browser.close();
  await close();
}
