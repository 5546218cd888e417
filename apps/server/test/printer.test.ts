import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrinter } from '../src/chromium/printer.ts';
import { printHtml } from '../src/conversion/convert.ts';

const pagesOf = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount();

describe('the Chromium printer', { timeout: 60_000 }, () => {
  const printer = createPrinter();
  afterAll(() => printer.close());

  it('fetches nothing from the network', async () => {
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const pdf = await printHtml(
        `<p>Hello</p><img src="${origin}/image.png"><link rel="stylesheet" href="${origin}/s.css">` +
          `<iframe src="${origin}/frame"></iframe><script src="${origin}/s.js"></script>`,
        printer,
      );
      expect(await pagesOf(pdf)).toBe(1);
      expect(requests).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('keeps one warm browser for successive and concurrent prints', async () => {
    const before = printer.launches;
    const html = '<p>One page</p>';
    await printer.print(html, { marginMm: 10 });
    await Promise.all([1, 2, 3].map(() => printer.print(html, { marginMm: 10 })));
    expect(printer.launches - before).toBeLessThanOrEqual(1);
    expect(printer.launches).toBe(1);
  });

  it('launches a new browser after it was closed', async () => {
    await printer.close();
    expect(await pagesOf(await printer.print('<p>Again</p>', { marginMm: 10 }))).toBe(1);
    expect(printer.launches).toBe(2);
  });

  it('closes an idle browser by itself', async () => {
    const idle = createPrinter({ idleMs: 50 });
    await idle.print('<p>Idle</p>', { marginMm: 10 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await idle.print('<p>Idle</p>', { marginMm: 10 });
    expect(idle.launches).toBe(2);
    await idle.close();
  });

  it('gives up on a print that takes too long', async () => {
    const hasty = createPrinter({ timeoutMs: 1 });
    await expect(hasty.print('<p>Slow</p>', { marginMm: 10 })).rejects.toThrow();
    await hasty.close();
  });
});

describe('the Chromium printer’s page cap', { timeout: 60_000 }, () => {
  const printer = createPrinter();
  afterAll(() => printer.close());

  it('prints at most maxPages pages of a longer document', async () => {
    const html = '<p style="break-after: page">page</p>'.repeat(8);
    expect(await pagesOf(await printer.print(html, { marginMm: 10 }))).toBe(8);
    expect(await pagesOf(await printer.print(html, { marginMm: 10, maxPages: 3 }))).toBe(3);
    expect(await pagesOf(await printer.print('<p>one</p>', { marginMm: 10, maxPages: 3 }))).toBe(1);
  });
});
