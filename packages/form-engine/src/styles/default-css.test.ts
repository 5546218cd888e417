import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./default.css', import.meta.url), 'utf8');

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}
const token = (name: string) => new RegExp(`--fe-color-${name}:\\s*(#[0-9a-f]{6})`).exec(css)?.[1];

describe('the default stylesheet', () => {
  it('defines every colour token of the theme', () => {
    for (const colour of [
      'primary',
      'secondary',
      'accent',
      'neutral',
      'white',
      'error',
      'disabled',
    ])
      for (const shade of ['extraLight', 'light', 'main', 'dark'])
        expect(token(`${colour}-${shade}`), `${colour}-${shade}`).toMatch(/^#/);
  });

  it('uses the specification’s breakpoints', () => {
    for (const width of [900, 675, 480]) expect(css).toContain(`@media (max-width: ${width}px)`);
  });

  it('keeps text colours at AA contrast (4.5:1) on white and on their tints', () => {
    const white = token('white-main')!;
    for (const text of [
      'neutral-dark',
      'neutral-main',
      'primary-main',
      'primary-dark',
      'error-main',
      'disabled-dark',
    ])
      expect(contrast(token(text)!, white), text).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token('white-main')!, token('primary-main')!)).toBeGreaterThanOrEqual(4.5); // button text
    expect(contrast(token('neutral-dark')!, token('accent-extraLight')!)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrast(token('primary-dark')!, token('primary-extraLight')!)).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
