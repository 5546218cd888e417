/** Where Debian installs Chromium (`CHROMIUM_PATH` overrides). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The longest a print may take. */
export const CHROMIUM_TIMEOUT_MS = 30_000;
/** Flags for a headless Chromium on a closed machine: no sandbox (root), no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * Prints a full HTML document to an A4 PDF in a fresh headless Chromium: offline, every request
 * aborted, scripts off, and a time limit. Shared by document conversion and the PDF copy.
 */
export async function printPdf(
  html: string,
  { marginMm }: { marginMm: number },
): Promise<Uint8Array> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    timeout: CHROMIUM_TIMEOUT_MS,
    args: CHROMIUM_ARGS,
  });
  const margin = `${marginMm}mm`;
  let timer: NodeJS.Timeout | undefined;
  try {
    const work = (async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
      const page = await context.newPage();
      page.setDefaultTimeout(CHROMIUM_TIMEOUT_MS);
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html, { waitUntil: 'load', timeout: CHROMIUM_TIMEOUT_MS });
      return new Uint8Array(
        await page.pdf({
          format: 'A4',
          printBackground: true,
          margin: { top: margin, bottom: margin, left: margin, right: margin },
        }),
      );
    })();
    work.catch(() => undefined); // a late failure after the timeout is not unhandled
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('Chromium did not print the document in time')),
        CHROMIUM_TIMEOUT_MS,
      );
    });
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    await browser.close().catch(() => undefined);
  }
}
