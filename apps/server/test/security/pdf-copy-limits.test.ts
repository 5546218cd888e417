/**
 * The PDF copy's limits (issue 26, finding 5): an application of the largest answers printed 300
 * pages in up to 90 s of Chromium, and every change of an answer could ask for another render.
 * Now the printed form stops one page past {@link MAX_COPY_PAGES} and the copy FAILS at once with
 * its own message, and a student may ask for {@link COPY_RENDERS_PER_HOUR} new renders an hour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COPY_RENDERS_PER_HOUR,
  COPY_TOO_LONG,
  MAX_COPY_PAGES,
  runCopyJobOnce,
} from '../../src/pdf-copy/copies.ts';
import { COPY_RENDERS_LIMITED } from '../../src/routes/pdf-copy.ts';
import type { Printer } from '../../src/chromium/printer.ts';
import { startTestServer, type TestServer } from '../app.ts';
import { callAs, createLoggedInStudent } from '../application-helpers.ts';
import { makeManyPagesPdf } from '../conversion-bomb-fixtures.ts';
import { DATABASES } from './support.ts';

describe.each(DATABASES)('the PDF copy’s limits (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { WORKERS: 'off' });
  }, 60_000);
  afterAll(() => server?.close());

  it(`fails a copy longer than ${MAX_COPY_PAGES} pages at once, with its message`, async () => {
    const student = await createLoggedInStudent(server.db);
    await callAs(server.app, student, 'PUT', '/api/answer', { first_name: 'Ada' });
    expect((await callAs(server.app, student, 'GET', '/api/pdf')).json().status).toBe(
      'UNPROCESSED',
    );
    // The printer under test stands in for Chromium printing a very long application; what it
    // was asked for is recorded.
    const asked: (number | undefined)[] = [];
    const printer: Printer = {
      ...server.app.ctx.printer,
      print: async (_html, options) => {
        asked.push(options.maxPages);
        return makeManyPagesPdf(MAX_COPY_PAGES + 1);
      },
    };
    expect(await runCopyJobOnce({ ...server.app.ctx, printer })).toBe(true);
    expect(asked).toEqual([MAX_COPY_PAGES + 1]);
    const reply = (await callAs(server.app, student, 'GET', '/api/pdf')).json();
    expect(reply).toEqual({ status: 'FAILED', url: null, message: COPY_TOO_LONG });
    // Not retried: FAILED on the first attempt, no job left to run.
    expect(await runCopyJobOnce({ ...server.app.ctx, printer })).toBe(false);
  });

  it(`lets a student ask for ${COPY_RENDERS_PER_HOUR} new renders an hour, then answers 429`, async () => {
    const student = await createLoggedInStudent(server.db);
    const statuses: number[] = [];
    for (let i = 0; i <= COPY_RENDERS_PER_HOUR; i++) {
      // Each changed answer makes the copy stale, so each call asks for a new render.
      await callAs(server.app, student, 'PUT', '/api/answer', { first_name: `Ada ${i}` });
      statuses.push((await callAs(server.app, student, 'GET', '/api/pdf')).statusCode);
    }
    expect(statuses).toEqual([...Array(COPY_RENDERS_PER_HOUR).fill(200), 429]);
    const limited = await callAs(server.app, student, 'GET', '/api/pdf');
    expect(limited.json()).toEqual({ message: COPY_RENDERS_LIMITED });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
