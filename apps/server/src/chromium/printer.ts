/**
 * HTML → PDF printing in headless Chromium, shared by document conversion and the PDF copy.
 *
 * A {@link Printer} keeps one warm browser (launching Chromium costs about half a second, more
 * than printing a page) and gives every print its own browser context: no cookies, cache or
 * storage pass from one student's document to another's. Each context is offline, has scripts
 * off and aborts every request, so a hostile document can neither run code nor reach the
 * network. The browser closes after a quiet spell and is launched again on demand, also after a
 * crash.
 *
 * What it prints comes from students' files, so the browser is held to the limits of the isolated
 * conversion process (`conversion/sandbox.ts`): the lowest CPU priority (started through
 * `low-priority.sh`), the same memory cap over all its processes (`memory-watch.ts`) and wall-clock
 * limit, none of the server's environment, and Chromium's own sandbox wherever it can have one.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { isolationLimits } from '../conversion/sandbox.ts';
import { readSetting } from '../settings/schema.ts';
import { watchBrowserMemory, type MemoryKill, type MemoryWatch } from './memory-watch.ts';

/**
 * The Chromium of the tests' and benchmarks' browsers and of a printer made without the server's
 * configuration: `CHROMIUM_PATH` by the settings' rules (default where Debian installs it). The
 * server's printer takes the configured one (`config.chromium`).
 */
export const CHROMIUM_PATH = readSetting(process.env, 'CHROMIUM_PATH');
/** A warm browser with nothing to print closes after this long, to give its memory back. */
export const PRINTER_IDLE_MS = 5 * 60_000;
/** Flags for a headless Chromium on a closed machine: no background traffic. */
const HEADLESS_ARGS = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
/**
 * The flags of the test and benchmark browsers, which run as root: no sandbox (Chromium refuses
 * one for root).
 */
export const CHROMIUM_ARGS = ['--no-sandbox', ...HEADLESS_ARGS];
/** Starts Chromium at the lowest CPU priority. */
const LOW_PRIORITY = fileURLToPath(new URL('./low-priority.sh', import.meta.url));
/** The only variables of the server's environment Chromium gets (no database URL, no keys). */
const CHROMIUM_ENV = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ', 'FONTCONFIG_PATH'];

/**
 * Whether the printer's Chromium runs in its own sandbox (`CHROMIUM_SANDBOX`): `on`, `off`, or
 * unset for on except as root, where Chromium cannot have it (containers running as root).
 */
export const sandboxOf = (setting: 'on' | 'off' | undefined, uid = process.getuid?.()): boolean =>
  setting === undefined ? uid !== 0 : setting === 'on';

/** {@link sandboxOf} an environment's `CHROMIUM_SANDBOX` (a bad value throws, naming it). */
export const chromiumSandbox = (env: NodeJS.ProcessEnv = process.env, uid = process.getuid?.()) =>
  sandboxOf(readSetting(env, 'CHROMIUM_SANDBOX'), uid);

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

/**
 * A print whose browser process was killed for using more memory than the cap (the renderer
 * printing it, or the whole browser).
 */
export class PrintMemoryError extends Error {
  constructor(readonly kill: MemoryKill) {
    super(`Chromium was killed above the memory cap (${kill.killed}, ${kill.totalMb} MB)`);
    this.name = 'PrintMemoryError';
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
  /**
   * Which Chromium, and its sandbox (the server's `config.chromium`); default
   * {@link CHROMIUM_PATH} and `CHROMIUM_SANDBOX` of this process's environment.
   */
  readonly chromium?: { readonly path: string; readonly sandbox: 'on' | 'off' | undefined };
  /** Close the browser after this long without a print (default {@link PRINTER_IDLE_MS}). */
  readonly idleMs?: number;
  /** The longest a print may take, ms (default: the isolated process's, `CONVERSION_TIMEOUT_MS`). */
  readonly timeoutMs?: number;
  /**
   * The browser's anonymous resident memory over all its processes, MB (default: the isolated
   * process's cap, `CONVERSION_MEMORY_MB`).
   */
  readonly memoryMb?: number;
}

/** Launches Chromium with `marker` among its arguments (the memory watchdog finds it by that). */
async function launchChromium(
  executable: string,
  timeoutMs: number,
  marker: string,
  sandbox: boolean,
): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  const env: Record<string, string> = { PRINTER_CHROMIUM: executable };
  for (const name of CHROMIUM_ENV) if (process.env[name]) env[name] = process.env[name];
  return chromium.launch({
    executablePath: LOW_PRIORITY,
    timeout: timeoutMs,
    // playwright adds --no-sandbox itself unless told otherwise.
    chromiumSandbox: sandbox,
    args: [...(sandbox ? [] : ['--no-sandbox']), ...HEADLESS_ARGS, `--printer-instance=${marker}`],
    env,
  });
}

/** A printer with one warm browser, launched on the first print. */
export function createPrinter(options: PrinterOptions = {}): Printer {
  const idleMs = options.idleMs ?? PRINTER_IDLE_MS;
  const timeoutMsOf = () => options.timeoutMs ?? isolationLimits().timeoutMs;
  const memoryMbOf = () => options.memoryMb ?? isolationLimits().memoryMb;
  // A wrong setting stops the server at its start (with the other settings' problems).
  const sandbox = options.chromium ? sandboxOf(options.chromium.sandbox) : chromiumSandbox();
  const executable = options.chromium?.path ?? CHROMIUM_PATH;
  let browser: Promise<Browser> | undefined;
  let active = 0;
  let launches = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  /** The watchdog's kills so far, and the last: a print that fails after one was killed by it. */
  let kills = 0;
  let lastKill: MemoryKill | undefined;
  /** The memory watchdog of the current browser. */
  let watch: MemoryWatch | undefined;

  const closeBrowser = async () => {
    const current = browser;
    browser = undefined;
    if (current) await (await current.catch(() => undefined))?.close().catch(() => undefined);
  };

  const acquire = (): Promise<Browser> => {
    clearTimeout(idleTimer);
    if (!browser) {
      launches++;
      const marker = randomUUID();
      const memory = watchBrowserMemory(marker, memoryMbOf, (kill) => {
        kills++;
        lastKill = kill;
      });
      const launching = launchChromium(executable, timeoutMsOf(), marker, sandbox);
      browser = launching;
      watch?.stop();
      watch = memory;
      // A crashed or killed browser is forgotten, so the next print launches a fresh one.
      const forget = () => {
        memory.stop();
        if (browser === launching) browser = undefined;
      };
      launching.then((launched) => launched.on('disconnected', forget), forget);
    }
    watch?.start(); // while anything prints
    return browser;
  };

  const release = () => {
    if (--active > 0) return;
    watch?.stop();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void closeBrowser(), idleMs);
    idleTimer.unref();
  };

  return {
    async print(html, { marginMm, maxPages, format = 'A4', footerHtml, tagged = false }) {
      active++;
      const timeoutMs = timeoutMsOf();
      const killsBefore = kills;
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
      } catch (error) {
        // A renderer or browser the watchdog killed meanwhile: this print's, or (a browser) all.
        throw kills !== killsBefore ? new PrintMemoryError(lastKill!) : error;
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
