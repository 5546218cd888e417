/**
 * Marked catalogues and definitions for the test that finds hard-coded words: every engine message
 * is wrapped as ⟦…⟧ and every word of the definition as ⟪…⟫, so any visible text or accessible
 * name that is neither came from somewhere else — a string left hard-coded in the engine.
 */
import type { FormDefinition } from '../../src/index.ts';
import type { FormMessages } from '../../src/core/messages/index.ts';

/** Every message of `base` wrapped in ⟦…⟧ (functions: their result wrapped). */
export function markCatalogue(base: FormMessages): FormMessages {
  const marked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base))
    marked[key] =
      key === 'locale' // a language tag, never shown
        ? value
        : typeof value === 'function'
          ? (p: unknown) => `⟦${(value as (p: unknown) => string)(p)}⟧`
          : `⟦${String(value)}⟧`;
  return marked as unknown as FormMessages;
}

/** Definition properties whose words a reader sees (labels, titles, hints, notes, messages). */
const WORDS = new Set([
  'label',
  'title',
  'hint',
  'text',
  'addLabel',
  'itemLabel',
  'readOnlyLabel',
  'readOnlyText',
  'manualHint',
  'visitorNote',
  'stepLabel',
  'shortStepLabel',
  'message',
  'description',
]);

/** A deep copy of `definition` with its words wrapped in ⟪…⟫ (the blank "--" option stays). */
export function markDefinition(definition: FormDefinition): FormDefinition {
  const mark = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => mark(item));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mark(v, k)]));
    if (typeof value === 'string' && key && WORDS.has(key) && value !== '--') return `⟪${value}⟫`;
    return value;
  };
  return mark(definition) as FormDefinition;
}

/** What is left of `text` once marked parts, allowed data and language-free symbols go. */
function residue(text: string, allowed: readonly string[]): string {
  let rest = text;
  for (let previous = ''; previous !== rest;) {
    previous = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ').replace(/⟪[^⟪⟫]*⟫/g, ' ');
  }
  for (const data of allowed) rest = rest.split(data).join(' ');
  // Check marks of the printable form and file sizes ("12KB") are symbols, not words.
  rest = rest.replace(/\[X\]|\[ \]/g, ' ').replace(/\b\d+(?:B|KB|MB)\b/g, ' ');
  return /^[\s\p{P}\p{S}\d]*$/u.test(rest) ? '' : rest.trim();
}

/**
 * Attributes that carry words. Accessible names and descriptions are made of these and of text
 * nodes (aria-labelledby/-describedby point at elements whose text is checked), so checking the
 * parts checks every name.
 */
const ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
];

/**
 * Every visible text and worded attribute under `root` that is neither marked nor in `allowed`
 * (user data such as a file name), with where it was found.
 */
export function unmarkedTexts(root: Element, allowed: readonly string[] = []): string[] {
  const found: string[] = [];
  const check = (where: string, text: string | null | undefined) => {
    if (!text) return;
    const rest = residue(text, allowed);
    if (rest) found.push(`${where}: ${JSON.stringify(text)}`);
  };
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style, template')) continue;
    check(`text in <${parent?.tagName.toLowerCase()}>`, node.textContent);
  }
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    for (const name of ATTRIBUTES) check(`${name} of <${tag}>`, element.getAttribute(name));
  }
  return [...new Set(found)];
}
