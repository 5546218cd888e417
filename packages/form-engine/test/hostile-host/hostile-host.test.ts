/**
 * The stylesheet's containment, in Chromium: the engine inside the older Vite template's
 * stylesheet (a centred #root, a flex body, its own font, colour, links and buttons) lays out and
 * reads exactly as on a bare page, and the engine's stylesheet does not touch the host's own link.
 * The other hosts (today's template in both themes, Tailwind v4, a reset): host-survival.test.ts.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHost as open, startHosts, stopHosts } from './hosts.ts';

beforeAll(startHosts, 120_000);
afterAll(stopHosts);

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

    it('keeps its own link colour under the template’s link rules, and the host’s link the host’s', async () => {
      const bare = await open({ engine: true });
      const hostile = await open({ engine: true, host: 'vite-template' });
      const colour = (page: Page, selector: string) =>
        page.$eval(selector, (a) => getComputedStyle(a).color);
      const summaryLink = '.fe-error-summary-list a';
      expect(await colour(bare, summaryLink)).toBe('rgb(179, 38, 30)'); // --fe-color-error-main
      expect(await colour(hostile, summaryLink)).toBe('rgb(179, 38, 30)');
      await hostile.hover(summaryLink); // the template's a:hover weighs a class and an element
      expect(await colour(hostile, summaryLink)).toBe('rgb(179, 38, 30)');
      expect(await colour(hostile, '#host-link')).toBe('rgb(100, 108, 255)'); // the template's #646cff
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
