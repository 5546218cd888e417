/**
 * The host pages of the hostile-host tests: the engine's form (page.tsx, bundled by esbuild) in
 * Chromium, under a host's stylesheet as real apps ship them — the Vite React template of today
 * (create-vite 9) and of before (create-vite 5 and 6), Tailwind v4's preflight imported before or
 * after the engine's stylesheet, and a global unlayered reset — in a light or a dark system theme.
 */
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { compile } from 'tailwindcss';

const here = (file: string) => new URL(file, import.meta.url);
const engineCss = readFileSync(here('../../src/styles/default.css'), 'utf8');
const viteTemplateCss = readFileSync(here('./vite-template.css'), 'utf8');
const viteTodayCss = readFileSync(here('./create-vite-9-index.css'), 'utf8');

/**
 * A reset as hosts write them (the universal rules of the brief, then the element rules of the
 * usual modern resets), unlayered, plus a host heading rule in another font, size and weight.
 */
const RESET_CSS = `
*, *::before, *::after { margin: 0; padding: 0; border: 0; font: inherit; color: inherit; background: none; box-sizing: content-box; letter-spacing: 0.05em; }
ul, ol { list-style: none; }
a { color: inherit; text-decoration: none; }
h1, h2, h3, button, input, label { line-height: 1.1; }
input, button, textarea, select { font: inherit; }
h1, h2, h3 { font-family: Georgia, serif; font-size: 3rem; font-weight: 300; }
`;

/** What `@import "tailwindcss";` compiles to with no utility used: its layers, theme and preflight. */
async function tailwindCss(): Promise<string> {
  const require = createRequire(import.meta.url);
  const compiler = await compile('@import "tailwindcss";', {
    base: dirname(new URL(import.meta.url).pathname),
    loadStylesheet: async (id, base) => {
      const path = require.resolve(id === 'tailwindcss' ? 'tailwindcss/index.css' : id, {
        paths: [base],
      });
      return { path, base: dirname(path), content: await readFile(path, 'utf8') };
    },
  });
  return compiler.build([]);
}

/** The host stylesheets, by name. */
export type Host =
  | 'vite-today'
  | 'vite-template'
  | 'vite-template-in-a-layer'
  | 'tailwind-before'
  | 'tailwind-after'
  | 'reset';

/** What the host page holds. */
export interface HostPage {
  /** The engine's stylesheet on the page, or not. */
  readonly engine: boolean;
  /** The host's stylesheet, if any. */
  readonly host?: Host;
  /** The system theme Chromium reports (`prefers-color-scheme`); light unless said. */
  readonly scheme?: 'light' | 'dark';
  /** Classes on `<html>`: the engine's theme classes (`fe-theme-dark`, `fe-theme-auto`). */
  readonly htmlClass?: string;
}

let browser: Browser | undefined;
let script: string;
let tailwind: string;

/** Bundles the page and starts Chromium (once per test file). */
export async function startHosts(): Promise<void> {
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
  tailwind = await tailwindCss();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    headless: true,
  });
}

/** Closes Chromium. */
export async function stopHosts(): Promise<void> {
  await browser?.close();
}

/** The stylesheets of the head, in order. */
function stylesheets({ engine, host }: HostPage): string[] {
  const engineSheet = engine ? [engineCss] : [];
  switch (host) {
    case undefined:
      return engineSheet;
    case 'vite-today':
      return [...engineSheet, viteTodayCss];
    case 'vite-template':
      return [...engineSheet, viteTemplateCss];
    case 'vite-template-in-a-layer':
      // A host's global rules in a layer declared before the engine's (at the top of the head).
      return [
        '@layer host-base, form-engine;',
        ...engineSheet,
        `@layer host-base {\n${viteTemplateCss}\n}`,
      ];
    case 'tailwind-before':
      return [tailwind, ...engineSheet];
    case 'tailwind-after':
      return [...engineSheet, tailwind];
    case 'reset':
      return [...engineSheet, RESET_CSS];
  }
}

/**
 * Opens a host page with the form rendered. The viewport is 1000px wide: the template of today
 * sets an 18px root font above 1024px, and the engine's sizes are in rem on purpose (they follow
 * the host's and the reader's root size), so every host is compared at the same 16px root.
 */
export async function openHost(options: HostPage): Promise<Page> {
  const page = await browser!.newPage({
    viewport: { width: 1000, height: 1400 },
    colorScheme: options.scheme ?? 'light',
  });
  const styles = stylesheets(options)
    .map((css) => `<style>${css}</style>`)
    .join('\n');
  // The host gives the engine the same width in every case: the tests compare the engine's layout
  // inside it, not the host's layout around it.
  await page.setContent(
    `<!doctype html><html lang="en" class="${options.htmlClass ?? ''}"><head><meta charset="utf-8"><title>Host</title>
    ${styles}</head>
    <body><div id="root"><a id="host-link" href="#top">The host's own link</a><div id="app" style="width: 60rem"></div></div>
    <script>${script.replace(/<\/script/gi, '<\\/script')}</script></body></html>`,
  );
  await page.waitForSelector('.fe-add-another-heading');
  return page;
}
