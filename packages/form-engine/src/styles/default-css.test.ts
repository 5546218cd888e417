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

/** Every style rule's selector list, with the at-rules it sits in (comments removed). */
function styleRules(source: string): { selector: string; within: string[] }[] {
  const rules: { selector: string; within: string[] }[] = [];
  const stack: string[] = [];
  let prelude = '';
  for (const char of source.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      const text = prelude.trim().replace(/\s+/g, ' ');
      if (!text.startsWith('@') && !/^(from|to|\d+%)$/.test(text))
        rules.push({ selector: text, within: [...stack] });
      stack.push(text);
      prelude = '';
    } else if (char === '}') {
      stack.pop();
      prelude = '';
    } else if (char === ';') prelude = '';
    else prelude += char;
  }
  return rules;
}

describe('the default stylesheet', () => {
  it('keeps every rule in the form-engine layer and on the engine’s own elements', () => {
    const rules = styleRules(css);
    expect(rules.length).toBeGreaterThan(50);
    for (const { selector, within } of rules) {
      expect(within[0], selector).toBe('@layer form-engine');
      if (selector === ':root') continue; // the documented tokens: custom properties only
      for (const part of selector.split(','))
        expect(part, 'scoped to the engine root').toMatch(/\.fe-root/);
    }
    // Nothing outside the layer but comments and the layer itself.
    expect(css.replace(/\/\*[\s\S]*?\*\//g, '').trim()).toMatch(/^@layer form-engine \{[\s\S]*\}$/);
    // The host's links are its own: the engine's link focus ring is its links' only.
    expect(css).toContain('a:focus:where(.fe-root, .fe-root *)');
  });

  it('documents the typography tokens the root sets', () => {
    for (const name of ['font-family', 'font-size', 'line-height', 'text-align'])
      expect(css).toMatch(new RegExp(`--fe-${name}:`));
    expect(css).toMatch(/\.fe-root \{[^}]*text-align: var\(--fe-text-align\)/);
    expect(css).toMatch(/\.fe-root \{[^}]*font-family: var\(--fe-font-family\)/);
  });

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
