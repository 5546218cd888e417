/**
 * One server and one browser per spec file: started before the file's tests, stopped after them
 * (server first killed by process group, its data directory removed), so files share nothing and
 * leave nothing running.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer, type ServerOptions } from './server.ts';

export interface E2E {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Registers the file's set-up and tear-down and returns the running pair (read it inside tests
 * and hooks, once `beforeAll` has run).
 */
export function useE2E(options: ServerOptions = {}): E2E {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const template = inject('e2eDataTemplate');
    [server, browser] = await Promise.all([startServer({ template, ...options }), launchBrowser()]);
  }, 90_000);
  // A failing test prints what the server logged last (requests, errors, mail written).
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      if (server) console.error(`--- server log (last lines) ---\n${server.logTail()}`);
    });
  });
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.stop()]);
  }, 30_000);
  return {
    get server() {
      if (!server) throw new Error('the server is not started (used outside a test?)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not launched (used outside a test?)');
      return browser;
    },
  };
}
