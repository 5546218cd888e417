/**
 * An example app's built `dist` (named by an environment variable that scripts/check-example.sh
 * sets), served under the strict policy of static-server.ts and opened in Debian's Chromium, for
 * the file that calls it: started before its tests, stopped after them.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { serveStatic } from './static-server.ts';

export interface ServedExample {
  /** The built app's folder. */
  readonly dist: () => string;
  /** Where it is served. */
  readonly url: () => string;
  /** A new page of the shared browser. */
  readonly newPage: () => Promise<Page>;
}

export function servedExample(distVariable: string): ServedExample {
  const dist = process.env[distVariable];
  let server: Awaited<ReturnType<typeof serveStatic>> | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    if (!dist) throw new Error(`${distVariable} is not set: run scripts/check-example.sh`);
    server = await serveStatic(dist);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
      headless: true,
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  return {
    dist: () => dist!,
    url: () => server!.url,
    newPage: () => browser!.newPage(),
  };
}
