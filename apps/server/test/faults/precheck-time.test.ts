/**
 * How long the decode-free checks take on hostile files (issue 13, finding 2): each is refused
 * from its header or structure alone, so in milliseconds where a decoder would take seconds and
 * gigabytes. What each check answers is tested in test/conversion.test.ts; the time lives here,
 * in the suite that runs alone, with bounds ten times what a quiet machine needs and the load
 * average printed beside the figures.
 */
import { loadavg } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_MESSAGE } from '../../src/conversion/detect.ts';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  PDF_TOO_COMPLEX_MESSAGE,
  PDF_TOO_MANY_PAGES_MESSAGE,
  precheckUpload,
} from '../../src/conversion/limits.ts';
import { makeFlatPng, makeHugeXmlDocx, makeManyPagesPdf } from '../conversion-bomb-fixtures.ts';
import { recordFault } from './summary.ts';

/** The slowest of five runs of the checks on `bytes`, with the message they refused it with. */
function timedPrecheck(bytes: Uint8Array): { message: string; ms: number } {
  let message = '';
  let slowest = 0;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    try {
      precheckUpload(bytes);
    } catch (error) {
      message = (error as Error).message;
    }
    slowest = Math.max(slowest, performance.now() - started);
  }
  return { message, ms: slowest };
}

describe('decode-free checks, timed', () => {
  it('refuse each hostile file within bounds that no decoder could meet', async () => {
    const cases = [
      // A 20,000 × 20,000 PNG of one colour: under 400 KB, 1.6 GB once decoded.
      { name: 'flat PNG', bytes: await makeFlatPng(), message: IMAGE_TOO_LARGE_MESSAGE, ms: 500 },
      // 10,000 empty pages in under a megabyte.
      {
        name: '10,000-page PDF',
        bytes: makeManyPagesPdf(),
        message: PDF_TOO_MANY_PAGES_MESSAGE,
        ms: 5_000,
      },
      // Regular-expression traps: a scan that backtracked would take minutes.
      {
        name: 'a million digits',
        bytes: Buffer.from(`%PDF-1.4\n${'1'.repeat(1_000_000)}`, 'latin1'),
        message: '',
        ms: 10_000,
      },
      {
        name: 'unterminated objects',
        bytes: Buffer.from(`%PDF-1.4\n${'1 0 obj<</A 1>>'.repeat(60_000)}`, 'latin1'),
        message: PDF_TOO_COMPLEX_MESSAGE,
        ms: 10_000,
      },
      // 19 MB of XML declared in a ZIP directory, refused without inflating it.
      { name: 'huge-XML .docx', bytes: await makeHugeXmlDocx(), message: ARCHIVE_MESSAGE, ms: 500 },
    ];
    const figures: string[] = [];
    for (const { name, bytes, message, ms } of cases) {
      const result = timedPrecheck(bytes);
      figures.push(`${name} ${result.ms.toFixed(1)} ms (bound ${ms})`);
      expect(result.message, name).toBe(message);
      expect(result.ms, name).toBeLessThan(ms);
    }
    recordFault(
      `decode-free checks, slowest of 5: ${figures.join(', ')}; load ${loadavg()[0]!.toFixed(2)}`,
    );
  });
});
