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
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await page.goto(url);
await page.getByText('The preview is up to date.').waitFor();
// completion: go to line 3 end, newline, type '"'
const editor = page.getByRole('textbox', { name: 'Definition (JSON)' });
await editor.click();
await page.keyboard.press('Control+Home');
await page.keyboard.press('ArrowDown');
await page.keyboard.press('ArrowDown');
await page.keyboard.press('End');
await page.keyboard.press('Enter');
await page.keyboard.type('"des');
await page.waitForTimeout(800);
console.log(
  'completion:',
  await page
    .locator('.cm-tooltip-autocomplete')
    .textContent()
    .catch(() => 'none'),
);
await page.keyboard.press('Escape');
await page.keyboard.press('Control+z');
await page.keyboard.press('Control+z');
await page.keyboard.press('Control+z');
// hover over "title" key on line 3
const line3 = page.locator('.cm-line').nth(2);
const box = await line3.boundingBox();
await page.mouse.move(box!.x + 30, box!.y + box!.height / 2);
await page.waitForTimeout(1200);
console.log(
  'hover:',
  (
    await page
      .locator('.cm-tooltip-hover')
      .textContent()
      .catch(() => 'none')
  )?.slice(0, 200),
);
// Spanish
await page.getByLabel('Language').selectOption('es');
await page.getByText('The preview is up to date.').waitFor();
await page.getByRole('button', { name: 'Validate' }).click();
await page.waitForTimeout(1000);
console.log('validation:', await page.locator('.pg-validation').textContent());
console.log(
  'summary:',
  (
    await page
      .getByTestId('preview')
      .locator('[class*=summary]')
      .first()
      .textContent()
      .catch(() => 'none')
  )?.slice(0, 200),
);
await page.screenshot({ path: '/tmp/pg-probe.png', fullPage: true });
// share
await page.getByRole('button', { name: 'Share link' }).click();
const link = await page.getByLabel('Link to this playground').inputValue();
console.log('link length', link.length);
const page2 = await browser.newPage();
await page2.goto(link);
await page2.getByText('The preview is up to date.').waitFor();
console.log(
  'shared page example select:',
  await page2.getByLabel('Example').inputValue(),
  await page2
    .getByTestId('preview')
    .textContent()
    .then((t) => t?.slice(0, 80)),
);
await browser.close();
await close();
