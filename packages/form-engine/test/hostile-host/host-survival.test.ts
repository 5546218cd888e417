/**
 * The engine's stylesheet survives the hosts real apps are: today's Vite template in a light and a
 * dark system theme, the older template (dark by default), Tailwind v4's preflight imported before
 * and after the engine's stylesheet, and a global unlayered reset. In each, the form lays out and
 * reads as on a bare page, its text inputs keep a visible border and their padding, its text keeps
 * AA contrast against what is painted behind it, its headings keep the engine's font, size and
 * weight, and the error summary keeps its bullets. The engine's own dark theme passes the same
 * contrast checks.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHost, startHosts, stopHosts, type HostPage } from './hosts.ts';
import { inspect, type Sample } from './inspect.ts';

beforeAll(startHosts, 120_000);
afterAll(stopHosts);

const HOSTS: readonly (HostPage & { readonly name: string })[] = [
  { name: 'today’s Vite template, light', engine: true, host: 'vite-today', scheme: 'light' },
  { name: 'today’s Vite template, dark', engine: true, host: 'vite-today', scheme: 'dark' },
  { name: 'the older Vite template, dark', engine: true, host: 'vite-template', scheme: 'dark' },
  { name: 'Tailwind v4 before the engine', engine: true, host: 'tailwind-before' },
  { name: 'Tailwind v4 after the engine', engine: true, host: 'tailwind-after' },
  { name: 'a global unlayered reset', engine: true, host: 'reset' },
];

/** The engine's elements whose box, typography and colours must not depend on the host. */
const LAYOUT = [
  '.fe-root',
  '.fe-error-summary-title',
  '.fe-error-summary-text',
  '.fe-error-summary-list',
  '.fe-error-summary-list li',
  '.fe-error-summary-list a',
  '.fe-section-title',
  '.fe-field',
  '.fe-label',
  '.fe-hint',
  '.fe-error-message',
  '.fe-input',
  '.fe-select',
  '.fe-radio',
  '.fe-radio-input',
  '.fe-radio label',
  '.fe-add-another-item',
  '.fe-add-another-heading',
].join(', ');

/** Text a reader must read: AA contrast, 4.5:1. */
const TEXT = [
  '.fe-label',
  '.fe-radio label',
  '.fe-hint',
  '.fe-error-message',
  '.fe-section-title',
  '.fe-error-summary-title',
  '.fe-error-summary-text',
  '.fe-error-summary-list a',
  '.fe-add-another-heading',
].join(', ');

async function withPage<T>(options: HostPage, read: (page: Page) => Promise<T>): Promise<T> {
  const page = await openHost(options);
  try {
    return await read(page);
  } finally {
    await page.close();
  }
}

/** The checks every host must pass, on one rendered page. */
async function expectReadable(page: Page, name: string): Promise<void> {
  for (const input of await inspect(page, '.fe-input')) {
    const at = `${name}: ${input.element}`;
    expect(parseFloat(input.style.borderTopWidth!), at).toBeGreaterThanOrEqual(1);
    expect(parseFloat(input.style.borderLeftWidth!), at).toBeGreaterThanOrEqual(1);
    expect(input.style.borderTopStyle, at).not.toBe('none');
    expect(input.borderContrast, at).toBeGreaterThanOrEqual(3);
    expect(parseFloat(input.style.paddingTop!), at).toBeGreaterThanOrEqual(4);
    expect(parseFloat(input.style.paddingLeft!), at).toBeGreaterThanOrEqual(4);
  }
  const text = await inspect(page, TEXT);
  expect(text.length).toBeGreaterThanOrEqual(10);
  for (const sample of text)
    expect(sample.textContrast, `${name}: ${sample.element}`).toBeGreaterThanOrEqual(4.5);
}

const byElement = (samples: Sample[]) =>
  samples.map(({ element, box, style }) => ({ element, box, style }));

describe('the engine inside the hosts real apps are', { timeout: 90_000 }, () => {
  it.each(HOSTS)('lays out and sets its text as on a bare page: $name', async (host) => {
    const bare = await withPage({ engine: true, scheme: host.scheme }, (page) =>
      inspect(page, LAYOUT),
    );
    const hosted = await withPage(host, (page) => inspect(page, LAYOUT));
    expect(bare.length).toBeGreaterThan(20);
    expect(byElement(hosted)).toEqual(byElement(bare));
  });

  it.each(HOSTS)(
    'keeps bordered, padded inputs and AA contrast against what is behind: $name',
    async (host) => {
      await withPage(host, (page) => expectReadable(page, host.name));
    },
  );

  it.each(HOSTS)(
    'sets its headings in its own font, size and weight, and the summary’s bullets: $name',
    async (host) => {
      await withPage(host, async (page) => {
        const [root] = await inspect(page, '.fe-page');
        const font = root!.style.fontFamily;
        const headings = await inspect(
          page,
          '.fe-section-title, .fe-error-summary-title, .fe-add-another-heading',
        );
        expect(
          headings.map(({ style }) => [style.fontFamily, style.fontSize, style.fontWeight]),
        ).toEqual([
          [font, '20px', '700'], // the summary's title
          [font, '24px', '700'], // the section's
          [font, '18px', '700'], // the add-another block's
        ]);
        const [list] = await inspect(page, '.fe-error-summary-list');
        expect(list!.style.listStyleType).toBe('disc');
        expect(parseFloat(list!.style.paddingLeft!)).toBeGreaterThanOrEqual(16); // room for them
        for (const item of await inspect(page, '.fe-error-summary-list li'))
          expect([item.style.display, item.style.listStyleType]).toEqual(['list-item', 'disc']);
      });
    },
  );
});

describe('the engine’s dark theme', { timeout: 90_000 }, () => {
  const surface = (page: Page) =>
    page.$eval('.fe-page', (element) => getComputedStyle(element).backgroundColor);

  it('paints light text on a dark surface at AA contrast, opted into with fe-theme-dark', async () => {
    for (const host of HOSTS) {
      await withPage({ ...host, htmlClass: 'fe-theme-dark' }, async (page) => {
        expect(await surface(page), host.name).toBe('rgb(27, 30, 35)');
        expect(await page.$eval('.fe-page', (e) => getComputedStyle(e).colorScheme)).toBe('dark');
        await expectReadable(page, `${host.name}, fe-theme-dark`);
      });
    }
  });

  it('follows the system theme only for a host that opts in with fe-theme-auto', async () => {
    const read = (options: HostPage) => withPage(options, surface);
    const host = 'vite-today';
    expect(await read({ engine: true, host, scheme: 'dark', htmlClass: 'fe-theme-auto' })).toBe(
      'rgb(27, 30, 35)',
    );
    expect(await read({ engine: true, host, scheme: 'light', htmlClass: 'fe-theme-auto' })).toBe(
      'rgb(255, 255, 255)',
    );
    // No class: light, whatever the system says, so a host without dark support stays readable.
    expect(await read({ engine: true, host, scheme: 'dark' })).toBe('rgb(255, 255, 255)');
  });
});
