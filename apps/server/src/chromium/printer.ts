/**
 * HTML → PDF printing in headless Chromium, shared by document conversion and the PDF copy.
 *
 * A {@link Printer} keeps one warm browser (launching Chromium costs about half a second, more
 * than printing a page) and gives every print its own browser context: no cookies, cache or
 * storage pass from one student's document to another's. Each context is offline, has scripts
 * off and aborts every request, so a hostile document can neither run code nor reach the
 * network. The browser closes after a quiet spell and is launched again on demand, also after a
 * crash.
 */
import type { Browser } from 'playwright-core';

/** Where Debian installs Chromium (`CHROMIUM_PATH` overrides). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The longest a print may take. */
export const CHROMIUM_TIMEOUT_MS = 30_000;
/** A warm browser with nothing to print closes after this long, to give its memory back. */
export const PRINTER_IDLE_MS = 5 * 60_000;
/** Flags for a headless Chromium on a closed machine: no sandbox (root), no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The paper sizes a print may use (Chromium's names). */
export type PaperFormat = 'A4' | 'Letter';

export interface PrintOptions {
  /** The page margin on every side, in millimetres. */
  readonly marginMm: number;
  /** The paper (default A4). */
  readonly format?: PaperFormat;
  /**
   * A running footer on every page (Chromium's `footerTemplate`: inline styles only; elements
   * of class `pageNumber` and `totalPages` are filled in). The bottom margin grows to
   * {@link FOOTER_MARGIN_MM} at least, to leave it room.
   */
  readonly footerHtml?: string;
  /** A tagged (accessible) PDF with a document outline from the headings. */
  readonly tagged?: boolean;
  /**
   * Print at most this many pages (Chromium still lays the whole document out, but a huge one
   * costs no PDF output beyond them). Unset: every page.
   */
  readonly maxPages?: number;
}

/** The smallest bottom margin that leaves a one-line footer room. */
export const FOOTER_MARGIN_MM = 14;

/** A print that did not finish within the printer's time limit. */
export class PrintTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Chromium did not print the document in time (${timeoutMs} ms)`);
    this.name = 'PrintTimeoutError';
  }
}

/** Prints full HTML documents to PDF. */
export interface Printer {
  print(html: string, options: PrintOptions): Promise<Uint8Array>;
  /** Closes the browser (the printer stays usable: the next print launches a new one). */
  close(): Promise<void>;
  /** How many times a browser was launched: 1 while it stays warm (benchmarks, tests). */
  readonly launches: number;
}

export interface PrinterOptions {
  /** Close the browser after this long without a print (default {@link PRINTER_IDLE_MS}). */
  readonly idleMs?: number;
  readonly timeoutMs?: number;
}

async function launchChromium(timeoutMs: number): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    timeout: timeoutMs,
    args: CHROMIUM_ARGS,
  });
}

/** A printer with one warm browser, launched on the first print. */
export function createPrinter(options: PrinterOptions = {}): Printer {
  const idleMs = options.idleMs ?? PRINTER_IDLE_MS;
  const timeoutMs = options.timeoutMs ?? CHROMIUM_TIMEOUT_MS;
  let browser: Promise<Browser> | undefined;
  let active = 0;
  let launches = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  const closeBrowser = async () => {
    const current = browser;
    browser = undefined;
    if (current) await (await current.catch(() => undefined))?.close().catch(() => undefined);
  };

  const acquire = (): Promise<Browser> => {
    clearTimeout(idleTimer);
    if (!browser) {
      launches++;
      const launching = launchChromium(timeoutMs);
      browser = launching;
      // A crashed or killed browser is forgotten, so the next print launches a fresh one.
      launching.then(
        (launched) =>
          launched.on('disconnected', () => {
            if (browser === launching) browser = undefined;
          }),
        () => {
          if (browser === launching) browser = undefined;
        },
      );
    }
    return browser;
  };

  const release = () => {
    if (--active > 0) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void closeBrowser(), idleMs);
    idleTimer.unref();
  };

  return {
    async print(html, { marginMm, maxPages, format = 'A4', footerHtml, tagged = false }) {
      active++;
      let timer: NodeJS.Timeout | undefined;
      const margin = `${marginMm}mm`;
      const bottom = footerHtml ? `${Math.max(marginMm, FOOTER_MARGIN_MM)}mm` : margin;
      try {
        const context = await (
          await acquire()
        ).newContext({ javaScriptEnabled: false, offline: true });
        const printing = (async () => {
          const page = await context.newPage();
          page.setDefaultTimeout(timeoutMs);
          await page.route('**/*', (route) => route.abort());
          await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
          return new Uint8Array(
            await page.pdf({
              format,
              printBackground: true,
              margin: { top: margin, bottom, left: margin, right: margin },
              ...(footerHtml
                ? {
                    displayHeaderFooter: true,
                    headerTemplate: '<span></span>',
                    footerTemplate: footerHtml,
                  }
                : {}),
              ...(tagged ? { tagged: true, outline: true } : {}),
              ...(maxPages ? { pageRanges: `1-${maxPages}` } : {}),
            }),
          );
        })();
        // Playwright's own timeouts (setContent, pdf) are this print's timeout too.
        const work = printing.catch((error: unknown) => {
          throw (error as Error | undefined)?.name === 'TimeoutError'
            ? new PrintTimeoutError(timeoutMs)
            : error;
        });
        work.catch(() => undefined); // a late failure after the timeout is not unhandled
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new PrintTimeoutError(timeoutMs)), timeoutMs);
        });
        try {
          return await Promise.race([work, timeout]);
        } finally {
          await context.close().catch(() => undefined);
        }
      } finally {
        clearTimeout(timer);
        release();
      }
    },
    async close() {
      clearTimeout(idleTimer);
      await closeBrowser();
    },
    get launches() {
      return launches;
    },
  };
}
