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
/** The light theme's tokens (on :root), the dark theme's (.fe-theme-dark) and the automatic one's. */
const block = (selector: string) => css.slice(css.indexOf(`${selector} {`)).split('}')[0]!;
const themes = {
  light: block(':root'),
  dark: block('.fe-theme-dark'),
  auto: block('.fe-theme-auto'),
};
const token = (name: string, theme: keyof typeof themes = 'light') =>
  new RegExp(`--fe-color-${name}:\\s*(#[0-9a-f]{6})`).exec(themes[theme])?.[1];

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

/** A selector list's selectors (commas inside :where() and :is() kept). */
const topLevel = (selector: string) => selector.split(/,(?![^(]*\))/);

describe('the default stylesheet', () => {
  it('keeps its rules unlayered and on the engine’s own elements, its tokens alone in its layer', () => {
    const rules = styleRules(css);
    expect(rules.length).toBeGreaterThan(50);
    const tokenRules = new Set([':root', '.fe-theme-dark', '.fe-theme-auto']);
    for (const { selector, within } of rules) {
      if (tokenRules.has(selector)) {
        // The defaults of the custom properties: in the layer, so any host declaration wins.
        expect(within[0], selector).toBe('@layer form-engine');
        continue;
      }
      // Unlayered, so a layered host stylesheet (Tailwind's preflight) never undoes them.
      expect(
        within.filter((at) => at.startsWith('@layer')),
        selector,
      ).toEqual([]);
      for (const part of topLevel(selector))
        expect(part, 'scoped to the engine root').toMatch(/\.fe-root/);
    }
    // The layer holds custom properties only.
    const layer = /@layer form-engine \{([\s\S]*?)\n\}/.exec(css)![1]!;
    for (const declaration of layer.replace(/\/\*[\s\S]*?\*\//g, '').match(/[\w-]+:\s[^;{]+;/g)!)
      expect(declaration).toMatch(/^--fe-/);
    // The host's links are its own: the engine's link focus ring is its links' only.
    expect(css).toContain('.fe-root a:focus');
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

  it.each(['light', 'dark'] as const)(
    'keeps text colours at AA contrast (4.5:1) on the surface and on their tints: %s theme',
    (theme) => {
      const colour = (name: string) => token(name, theme)!;
      const surface = colour('white-main');
      for (const text of [
        'neutral-dark',
        'neutral-main',
        'primary-main',
        'primary-dark',
        'error-main',
        'disabled-dark',
      ])
        expect(contrast(colour(text), surface), text).toBeGreaterThanOrEqual(4.5);
      const pairs: [string, string][] = [
        ['white-main', 'primary-main'], // a button's text
        ['white-main', 'error-main'], // a danger button's
        ['neutral-dark', 'accent-extraLight'],
        ['neutral-dark', 'error-extraLight'],
        ['primary-dark', 'primary-extraLight'],
        ['primary-dark', 'neutral-extraLight'], // a tab's
        ['neutral-main', 'neutral-extraLight'], // a note's
        ['disabled-dark', 'disabled-extraLight'], // a disabled box's
        ['disabled-dark', 'disabled-light'], // a disabled button's
      ];
      for (const [text, background] of pairs)
        expect(
          contrast(colour(text), colour(background)),
          `${text} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5);
      // An input's 2px border against the surface: 3:1 for a component's boundary.
      expect(contrast(colour('neutral-dark'), surface)).toBeGreaterThanOrEqual(3);
    },
  );

  it('defines the dark theme once: fe-theme-auto under prefers-color-scheme: dark is fe-theme-dark', () => {
    const declarations = (text: string) =>
      text
        .slice(text.indexOf('{') + 1)
        .trim()
        .split(/\s*;\s*/);
    expect(declarations(themes.dark).length).toBeGreaterThan(28);
    expect(declarations(themes.auto)).toEqual(declarations(themes.dark));
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{\s*\.fe-theme-auto \{/);
    // The root declares its scheme: light unless a theme says dark.
    expect(themes.light).toContain('--fe-color-scheme: light');
    expect(themes.dark).toContain('--fe-color-scheme: dark');
    expect(css).toMatch(/\.fe-root \{[^}]*color-scheme: var\(--fe-color-scheme\)/);
    expect(css).toMatch(/\.fe-root \{[^}]*background-color: var\(--fe-color-white-main\)/);
  });
});
