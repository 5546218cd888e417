/**
 * The stylesheet's containment, in Chromium: the engine inside the Vite template's stylesheet
 * (a centred #root, a flex body, its own font, colour, links and buttons) lays out and reads
 * exactly as on a bare page, and the engine's stylesheet does not touch the host's own link.
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = (file: string) => new URL(file, import.meta.url);
const engineCss = readFileSync(here('../../src/styles/default.css'), 'utf8');
const viteTemplateCss = readFileSync(here('./vite-template.css'), 'utf8');

/** What the host page holds: the engine's stylesheet or not, and the host's stylesheet, if any. */
interface HostPage {
  readonly engine: boolean;
  readonly host?: 'vite-template' | 'vite-template-in-a-layer';
}

let browser: Browser;
let script: string;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [here('./page.tsx').pathname],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  script = bundle.outputFiles[0]!.text;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    headless: true,
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

async function open({ engine, host }: HostPage): Promise<Page> {
  const hostCss =
    host === 'vite-template'
      ? viteTemplateCss
      : host === 'vite-template-in-a-layer'
        ? // The remedy the docs give: the host's global rules in a layer ordered before the engine's
          // (the order is declared before the engine's stylesheet, at the top of the head).
          `@layer host-base {\n${viteTemplateCss}\n}`
        : '';
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  // The host gives the engine the same width in every case: the test compares the engine's
  // layout inside it, not the host's layout around it.
  await page.setContent(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
    ${host === 'vite-template-in-a-layer' ? '<style>@layer host-base, form-engine;</style>' : ''}
    ${engine ? `<style>${engineCss}</style>` : ''}<style>${hostCss}</style></head>
    <body><div id="root"><a id="host-link" href="#top">The host's own link</a><div id="app" style="width: 60rem"></div></div>
    <script>${script.replace(/<\/script/gi, '<\\/script')}</script></body></html>`,
  );
  await page.waitForSelector('.fe-error-summary');
  return page;
}

/**
 * Every engine element that sets or inherits text (labels, hints, errors, the summary, radios,
 * inputs): its box relative to the engine's first root and its computed typography.
 */
function measure(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const origin = document.querySelector('.fe-root')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>(selector)].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        element: `${element.tagName.toLowerCase()}.${element.className} ${element.textContent?.slice(0, 30)}`,
        x: Math.round(box.x - origin.x),
        y: Math.round(box.y - origin.y),
        width: Math.round(box.width),
        height: Math.round(box.height),
        fontFamily: style.fontFamily,
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        lineHeight: style.lineHeight,
        textAlign: style.textAlign,
        color: style.color,
      };
    });
  }, selector);
}

const ENGINE_TEXT = [
  '.fe-root',
  '.fe-error-summary-title',
  '.fe-error-summary-text',
  '.fe-section-title',
  '.fe-label',
  '.fe-hint',
  '.fe-error-message',
  '.fe-input',
  '.fe-select',
  '.fe-radios',
  '.fe-radio',
  '.fe-radio-input',
  '.fe-radio label',
].join(', ');

// Each test opens two to four pages: generous limits for a loaded two-core machine (npm test runs
// every project at once).
describe(
  'the engine inside a hostile host stylesheet (the Vite template)',
  { timeout: 60_000 },
  () => {
    it('lays out and sets its text as on a bare page: no centred labels or radios, its own font and colour', async () => {
      const bare = await open({ engine: true });
      const hostile = await open({ engine: true, host: 'vite-template' });
      const [expected, actual] = [
        await measure(bare, ENGINE_TEXT),
        await measure(hostile, ENGINE_TEXT),
      ];
      expect(expected.length).toBeGreaterThan(15);
      expect(actual).toEqual(expected);
      // What the template would have done: its text is centred and in its own font.
      expect(
        await hostile.$eval('#host-link', (a) => [
          getComputedStyle(a).textAlign,
          getComputedStyle(a).fontFamily,
        ]),
      ).toEqual(['center', expect.stringMatching(/^Inter/)]);
      expect(expected.every((e) => e.textAlign === 'start')).toBe(true);
      await Promise.all([bare.close(), hostile.close()]);
    });

    it('lets the host’s unlayered rules win: the template’s link colour applies to the summary’s links', async () => {
      const bare = await open({ engine: true });
      const hostile = await open({ engine: true, host: 'vite-template' });
      const colour = (page: Page) =>
        page.$eval('.fe-error-summary-list a', (a) => getComputedStyle(a).color);
      expect(await colour(bare)).toBe('rgb(179, 38, 30)'); // --fe-color-error-main
      expect(await colour(hostile)).toBe('rgb(100, 108, 255)'); // the template's #646cff
      await Promise.all([bare.close(), hostile.close()]);
    });

    it('is entirely unchanged when the host keeps its global rules in a layer declared before the engine’s', async () => {
      const bare = await open({ engine: true });
      const layered = await open({ engine: true, host: 'vite-template-in-a-layer' });
      const everything = `${ENGINE_TEXT}, .fe-error-summary-list a`;
      expect(await measure(layered, everything)).toEqual(await measure(bare, everything));
      await Promise.all([bare.close(), layered.close()]);
    });

    it('leaves the host’s own link alone, focused or not', async () => {
      const style = async (page: Page) => {
        const read = () =>
          page.$eval('#host-link', (a) => {
            const s = getComputedStyle(a);
            return [
              s.color,
              s.fontWeight,
              s.fontFamily,
              s.outlineStyle,
              s.outlineWidth,
              s.boxShadow,
            ];
          });
        const resting = await read();
        await page.focus('#host-link');
        return { resting, focused: await read() };
      };
      for (const host of [undefined, 'vite-template'] as const) {
        const without = await open({ engine: false, host });
        const withEngine = await open({ engine: true, host });
        expect(await style(withEngine), host ?? 'no host stylesheet').toEqual(await style(without));
        await Promise.all([without.close(), withEngine.close()]);
      }
    });
  },
);
