/**
 * The printer's Chromium under the limits of the isolated conversion process (issue 26, finding
 * 4): a memory cap over all its processes (the renderer of a print that passes it is killed, that
 * print fails with the resource message, the others and the next print go on), the lowest CPU
 * priority for every process and thread, none of the server's environment, and Chromium's own
 * sandbox when the server does not run as root.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { PrintMemoryError, chromiumSandbox, createPrinter } from '../src/chromium/printer.ts';
import { convertToPdf } from '../src/conversion/convert.ts';
import {
  DEFAULT_ISOLATION_LIMITS,
  RESOURCE_MESSAGE,
  ResourceLimitError,
  setIsolationLimits,
} from '../src/conversion/sandbox.ts';
import { makeSvgUseBomb } from './active-content-fixtures.ts';
import { makeDocx } from './conversion-fixtures.ts';
import { chromiumTree, type ChromiumProcess } from './printer-processes.ts';

const pagesOf = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount();
afterEach(() => setIsolationLimits(DEFAULT_ISOLATION_LIMITS));

describe('the printer’s memory cap', { timeout: 90_000 }, () => {
  const printer = createPrinter({ memoryMb: 600 });
  afterAll(() => printer.close());

  it('kills the renderer of a print past the cap; a print beside it and the next one succeed', async () => {
    await printer.print('<p>warm</p>', { marginMm: 10 });
    const beside = printer.print('<p>An ordinary page.</p>'.repeat(500), { marginMm: 10 });
    const started = Date.now();
    // 10^6 rectangles: past 3 GB within 30 s when nothing stopped it.
    const error = await printer.print(makeSvgUseBomb(6), { marginMm: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrintMemoryError);
    expect((error as PrintMemoryError).kill.killed).toBe('renderer');
    expect((error as PrintMemoryError).kill.totalMb).toBeGreaterThan(600);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await pagesOf(await beside)).toBeGreaterThan(1);
    expect(await pagesOf(await printer.print('<p>next</p>', { marginMm: 10 }))).toBe(1);
    expect(printer.launches).toBe(1);
  });

  it('fails a Word document past the cap as a resource limit, with its message; the next converts', async () => {
    const shared = createPrinter(); // the conversion limits' cap, as the server's printer
    try {
      setIsolationLimits({ ...DEFAULT_ISOLATION_LIMITS, memoryMb: 40 }); // below an idle browser
      const error = await convertToPdf(await makeDocx('Too big.'), shared).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResourceLimitError);
      expect((error as ResourceLimitError).reason).toBe('memory');
      expect((error as ResourceLimitError).message).toBe(RESOURCE_MESSAGE);
      setIsolationLimits(DEFAULT_ISOLATION_LIMITS);
      expect(await pagesOf(await convertToPdf(await makeDocx('Fits.'), shared))).toBe(1);
    } finally {
      await shared.close();
    }
  });
});

describe('the printer’s Chromium processes', { timeout: 60_000 }, () => {
  it('run at the lowest CPU priority, every thread, with none of the server’s environment', async () => {
    process.env.PRINTER_TEST_SECRET = 'a database password';
    const printer = createPrinter();
    try {
      // Looked at while a print of 10^4 rectangles is under way, to see its renderer.
      const printing = printer.print(makeSvgUseBomb(4), { marginMm: 10 });
      let processes = chromiumTree(process.pid);
      for (let n = 0; n < 200 && !processes.some((p) => p.type === 'renderer'); n++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        processes = chromiumTree(process.pid);
      }
      await printing;
      expect(processes.map((p) => p.type)).toEqual(
        expect.arrayContaining(['browser', 'zygote', 'renderer']),
      );
      for (const chromium of processes) {
        expect(new Set(chromium.nice)).toEqual(new Set([19]));
        expect(chromium.environment).not.toContain('PRINTER_TEST_SECRET');
      }
    } finally {
      delete process.env.PRINTER_TEST_SECRET;
      await printer.close();
    }
  });

  it('has Chromium’s sandbox unless the server runs as root or CHROMIUM_SANDBOX=off', () => {
    expect(chromiumSandbox({}, 1000)).toBe(true);
    expect(chromiumSandbox({}, 0)).toBe(false);
    expect(chromiumSandbox({ CHROMIUM_SANDBOX: 'off' }, 1000)).toBe(false);
    expect(chromiumSandbox({ CHROMIUM_SANDBOX: 'on' }, 0)).toBe(true);
    expect(() => chromiumSandbox({ CHROMIUM_SANDBOX: 'yes' }, 1000)).toThrow(/CHROMIUM_SANDBOX/);
    // Read when the server makes its printer, at its start.
    process.env.CHROMIUM_SANDBOX = 'yes';
    try {
      expect(() => createPrinter()).toThrow(/CHROMIUM_SANDBOX/);
    } finally {
      delete process.env.CHROMIUM_SANDBOX;
    }
  });

  // Run as an unprivileged user (nobody), as a server in production should be.
  const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find(existsSync);
  it.runIf(process.getuid?.() === 0 && setpriv)(
    'prints in Chromium’s sandbox as an unprivileged user: renderers in their own namespaces, under seccomp',
    () => {
      const child = fileURLToPath(new URL('./printer-process-child.ts', import.meta.url));
      // nobody must reach the checkout's files: a clone made in `mktemp -d` sits in a 0700
      // folder. Let others pass through (x only, no listing) the folders above the checkout.
      for (let dir = fileURLToPath(new URL('../../..', import.meta.url)); ; dir = dirname(dir)) {
        const { mode } = statSync(dir);
        if (!(mode & 0o001)) chmodSync(dir, mode | 0o001);
        if (dirname(dir) === dir) break;
      }
      const run = spawnSync(
        setpriv!,
        [
          '--reuid=65534',
          '--regid=65534',
          '--clear-groups',
          process.execPath,
          '--import',
          'tsx',
          child,
        ],
        {
          cwd: fileURLToPath(new URL('..', import.meta.url)),
          env: { PATH: process.env.PATH, HOME: '/tmp', TMPDIR: '/tmp' },
          encoding: 'utf8',
          timeout: 45_000,
        },
      );
      expect(run.stderr).toBe('');
      const { bytes, processes } = JSON.parse(run.stdout) as {
        bytes: number;
        processes: ChromiumProcess[];
      };
      expect(bytes).toBeGreaterThan(1000);
      const renderers = processes.filter((p) => p.type === 'renderer');
      expect(renderers.length).toBeGreaterThan(0);
      for (const renderer of renderers) {
        expect(renderer.seccomp).toBe(2);
        expect(renderer.namespaces).toBeGreaterThan(0);
      }
    },
  );
});
