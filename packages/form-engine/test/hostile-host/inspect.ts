/**
 * What the hostile-host tests read off a rendered engine form in Chromium: each engine element's
 * box (relative to the first engine root), its computed typography, box model and colours, and
 * the WCAG contrast of its text and of its border against the colour actually painted behind it.
 */
import type { Page } from 'playwright-core';

/** One engine element as rendered. */
export interface Sample {
  readonly element: string;
  readonly box: { x: number; y: number; width: number; height: number };
  readonly style: Record<string, string>;
  /** Text colour against the first opaque background at or above the element (alpha blended). */
  readonly textContrast: number;
  /** Top border colour against the background behind the element (its parent's, upwards). */
  readonly borderContrast: number;
}

/** The computed properties compared between hosts. */
const PROPERTIES = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'lineHeight',
  'letterSpacing',
  'textAlign',
  'color',
  'backgroundColor',
  'borderTopWidth',
  'borderTopStyle',
  'borderTopColor',
  'borderLeftWidth',
  'paddingTop',
  'paddingLeft',
  'marginTop',
  'marginBottom',
  'listStyleType',
  'display',
  'colorScheme',
] as const;

/** Every element matching the selector, in document order. */
export function inspect(page: Page, selector: string): Promise<Sample[]> {
  return page.evaluate(
    ({ selector, properties }) => {
      type Rgba = [number, number, number, number];
      const parse = (colour: string): Rgba => {
        const match = /^rgba?\(([^)]+)\)$/.exec(colour);
        if (!match) throw new Error(`unexpected computed colour ${colour}`);
        const [r, g, b, a = 1] = match[1]!.split(/[\s,/]+/).map(Number);
        return [r!, g!, b!, a];
      };
      const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [
        r * a + R * (1 - a),
        g * a + G * (1 - a),
        b * a + B * (1 - a),
        1,
      ];
      // The canvas: Chromium paints it dark only when the root's colour scheme allows dark.
      const canvas: Rgba =
        getComputedStyle(document.documentElement).colorScheme.includes('dark') &&
        matchMedia('(prefers-color-scheme: dark)').matches
          ? [18, 18, 18, 1]
          : [255, 255, 255, 1];
      const behind = (start: Element | null): Rgba => {
        const layers: Rgba[] = [];
        for (let node = start; node; node = node.parentElement) {
          const colour = parse(getComputedStyle(node).backgroundColor);
          if (colour[3] > 0) layers.push(colour);
          if (colour[3] === 1) break;
        }
        return layers.reduceRight<Rgba>((below, layer) => over(layer, below), canvas);
      };
      const luminance = ([r, g, b]: Rgba) => {
        const [R, G, B] = [r, g, b]
          .map((c) => c / 255)
          .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
        return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
      };
      const contrast = (a: Rgba, b: Rgba) => {
        const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return Math.round(((high! + 0.05) / (low! + 0.05)) * 100) / 100;
      };
      const origin = document.querySelector('.fe-root')!.getBoundingClientRect();
      return [...document.querySelectorAll(selector)].map((element) => {
        const box = element.getBoundingClientRect();
        const computed = getComputedStyle(element);
        const style = Object.fromEntries(
          properties.map((name) => [name, computed[name as keyof CSSStyleDeclaration] as string]),
        );
        // A border of no width shows nothing, whatever its style and colour (Tailwind's preflight
        // gives every element `border: 0 solid`).
        if (style.borderTopWidth === '0px') {
          delete style.borderTopStyle;
          delete style.borderTopColor;
        }
        const background = behind(element);
        const parentBackground = behind(element.parentElement);
        return {
          element: `${element.tagName.toLowerCase()}.${element.className} ${element.textContent?.slice(0, 30)}`,
          box: {
            x: Math.round(box.x - origin.x),
            y: Math.round(box.y - origin.y),
            width: Math.round(box.width),
            height: Math.round(box.height),
          },
          style,
          textContrast: contrast(over(parse(computed.color), background), background),
          borderContrast: contrast(
            over(parse(computed.borderTopColor), parentBackground),
            parentBackground,
          ),
        };
      });
    },
    { selector, properties: PROPERTIES as readonly string[] },
  );
}
