import { chromium } from 'playwright-core';
import { serveDist } from './test/static-server.ts';
const { url, close } = await serveDist(new URL('./dist', import.meta.url).pathname);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url);
await page.getByText('The preview is up to date.').waitFor();
await page.getByRole('radio', { name: '675 px' }).check();
await page.frameLocator('iframe[title="Form preview"]').getByRole('radio', { name: 'No' }).check();
await page.getByLabel('Field', { exact: true }).selectOption('middle_name');
await page.waitForTimeout(500);
await page.screenshot({ path: process.argv[2] ?? '/tmp/pg-shot.png', fullPage: true });
await browser.close();
await close();
