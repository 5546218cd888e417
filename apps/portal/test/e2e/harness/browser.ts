/**
 * Chromium through playwright-core: Debian's build, launched once per spec file (a launch costs
 * about a second; a fresh context per test keeps cookies and storage apart).
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
// The server's own Chromium settings (Debian's build, flags for a closed machine).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../server/src/chromium/printer.ts';

/**
 * Headless, unless `HEADED=1` asks for a visible window (a desktop session, or Xvfb), where
 * `SLOW_MO=<ms>` slows each action down enough to follow it.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: !process.env.HEADED,
    slowMo: Number(process.env.SLOW_MO) || 0,
  });
}

/** The widths the portal is checked at: desktop, and its tablet, mobile and small breakpoints. */
export const WIDTHS = [1280, 900, 675, 480] as const;

export interface OpenedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught errors the page threw; a spec ends by expecting none. */
  readonly errors: string[];
}

export interface OpenOptions {
  readonly width?: number;
}

/**
 * A new context (no cookies, no storage) and page on the server's origin. The page keeps the
 * server's Content-Security-Policy: the specs see the portal as applicants do.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: OpenOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: 900 },
    acceptDownloads: true,
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  return { context, page, errors };
}
