/**
 * Document benchmark: converting a 1 MB image and a typical Word document to PDF, and printing
 * the PDF copy of a complete application with a cold browser (each print launches its own
 * Chromium) and with the server's warm one, with the time to launch and close Chromium alone as
 * the baseline of the same run.
 *
 *   node --import tsx apps/server/bench/documents.bench.ts
 */
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { AnswerValue } from '@admissions/form-engine';
import JSZip from 'jszip';
import { chromium } from 'playwright-core';
import { SAMPLE_APPLICATION, compiledVariant } from '@admissions/partner-config';
import { CHROMIUM_ARGS, CHROMIUM_PATH, createPrinter } from '../src/chromium/printer.ts';
import { convertToPdf } from '../src/conversion/convert.ts';
import { printableHtml } from '../src/pdf-copy/render.ts';

const RUNS = Number(process.env.DOCUMENT_RUNS ?? 5);

/** A PNG of random pixels (incompressible): about 1 MB for 590 × 590 RGB. */
function randomPng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.concat(
    Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)])),
  );
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buffer: Buffer): number {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc;
}

/** A two-page Word document: headings and paragraphs, as an applicant's statement would be. */
async function typicalDocx(): Promise<Uint8Array> {
  const paragraph = (text: string) =>
    `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  const body = Array.from({ length: 40 }, (_, i) =>
    paragraph(
      `Paragraph ${i + 1}. Growing up on the lake, I learned patience from repairing boats with my grandfather; it is why I want to study mechanical engineering.`,
    ),
  ).join('');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

async function time(
  name: string,
  work: () => Promise<unknown>,
): Promise<{ case: string; meanMs: number; minMs: number; maxMs: number }> {
  const samples: number[] = [];
  await work(); // warm-up: modules loaded, JIT warm
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return {
    case: name,
    meanMs: Math.round(mean),
    minMs: Math.round(Math.min(...samples)),
    maxMs: Math.round(Math.max(...samples)),
  };
}

const png = randomPng(590);
const docx = await typicalDocx();
const form = compiledVariant('undergraduate');
const html = await printableHtml(form, {
  answers: { ...SAMPLE_APPLICATION.answers } as Record<string, AnswerValue>,
  addAnother: { ...SAMPLE_APPLICATION.addAnother },
  tabs: { ...SAMPLE_APPLICATION.tabs },
});

/** The server's printer: one warm browser for every print. */
const warm = createPrinter();
/** A print in a printer of its own, closed afterwards: launch, print, close. */
const printCold = async (document: string) => {
  const cold = createPrinter();
  try {
    return await cold.print(document, { marginMm: 15 });
  } finally {
    await cold.close();
  }
};

const rows = [
  await time('baseline: launch and close Chromium', async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    await browser.close();
  }),
  await time(`image (PNG, ${Math.round(png.length / 1024)} KB) → PDF`, () =>
    convertToPdf(png, warm),
  ),
  await time(`Word document (${Math.round(docx.length / 1024)} KB, 40 paragraphs) → PDF`, () =>
    convertToPdf(docx, warm),
  ),
  await time('PDF copy of a complete application (cold browser)', () => printCold(html)),
  await time('PDF copy of a complete application (warm browser)', () =>
    warm.print(html, { marginMm: 15 }),
  ),
];
await warm.close();
console.log(`${RUNS} runs per case after one warm-up, Node ${process.version}`);
console.table(rows);
console.log(
  JSON.stringify({ benchmark: 'documents', date: new Date().toISOString(), runs: RUNS, rows }),
);
