/**
 * Hostile uploads for the conversion tests, made here from bytes: each one is under the 1 MB upload
 * cap but would cost a converter that decodes it seconds of CPU and gigabytes of memory (the
 * files of issue 13, finding 2). `pixels`-style arguments let the unit tests make small variants.
 */
import { constants, createDeflate, deflateSync } from 'node:zlib';
import JSZip from 'jszip';
import { CONTENT_TYPES, RELS, pngChunk as chunk } from './conversion-fixtures.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width: number, height: number, colourType = 2): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8); // 8-bit, deflate, no filter, no interlace
  return chunk('IHDR', header);
}

/**
 * A 74-byte PNG whose header declares `width`×`height` (20000×20000 by default) over a few bytes
 * of image data: a decoder allocates the declared size before it finds the data missing.
 */
export function makePngHeaderBomb(width = 20_000, height = 20_000): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height),
    chunk('IDAT', deflateSync(Buffer.from([0, 37, 74, 111, 148, 185, 222, 8, 45]))), // 17 bytes
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A complete, valid greyscale PNG of `width`×`height` black pixels: deflate shrinks the rows of
 * zeros about a thousandfold, so 20000×20000 (400 megapixels, 400 MB of rows) is about 390 KB.
 */
export async function makeFlatPng(width = 20_000, height = 20_000): Promise<Buffer> {
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const rowsPerWrite = Math.max(1, Math.floor((4 << 20) / (width + 1)));
  const block = Buffer.alloc(rowsPerWrite * (width + 1)); // filter byte 0, then zeros
  for (let row = 0; row < height; row += rowsPerWrite) {
    const rows = Math.min(rowsPerWrite, height - row);
    const ok = deflate.write(rows === rowsPerWrite ? block : block.subarray(0, rows * (width + 1)));
    if (!ok) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height, 0),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG header (SOI, a quantisation table, SOF0) declaring `width`×`height`. */
export function makeJpegHeader(width: number, height: number): Buffer {
  const sof = Buffer.from([
    0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 0, 3, 0x11, 0,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const dqt = Buffer.concat([Buffer.from([0xff, 0xdb, 0, 67, 0]), Buffer.alloc(64, 1)]);
  // An APP1 segment first, as cameras write (EXIF): the size is found past it.
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 10]), Buffer.from('Exif\0\0\0\0')]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, dqt, sof, Buffer.from([0xff, 0xd9])]);
}

/**
 * A Word document whose `word/document.xml` unpacks to about `megabytes` MB of short paragraphs
 * (19 MB by default), each with a little randomness so the compression ratio stays below the
 * archive check's 100: within the old zip-bomb limits, yet a DOM of millions of nodes for mammoth
 * and a print of thousands of pages for Chromium.
 */
export async function makeHugeXmlDocx(megabytes = 19): Promise<Buffer> {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
  const paragraphs: string[] = [];
  let size = 0;
  while (size < megabytes * 1024 * 1024) {
    const p = `<w:p><w:r><w:t>${(random() % 200).toString(16)} x</w:t></w:r></w:p>`;
    paragraphs.push(p);
    size += p.length;
  }
  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}</w:body></w:document>`;
  const zip = new JSZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', RELS);
  zip.file('word/document.xml', xml);
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
}

/**
 * A PDF of `pages` pages (10,000 by default, about 850 KB) sharing one empty content stream: every
 * page is its own object, so a parser builds a few hundred thousand objects.
 */
export function makeManyPagesPdf(pages = 10_000): Buffer {
  const objects: string[] = [];
  const kids: string[] = [];
  const first = 4; // 1 catalog, 2 page tree, 3 content stream
  for (let i = 0; i < pages; i++) {
    kids.push(`${first + i} 0 R`);
    objects.push(`<</Type/Page/Parent 2 0 R/Contents 3 0 R>>`);
  }
  const body = [
    '<</Type/Catalog/Pages 2 0 R>>',
    `<</Type/Pages/Count ${pages}/MediaBox[0 0 612 792]/Kids[${kids.join(' ')}]>>`,
    '<</Length 0>>stream\n\nendstream',
    ...objects,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  body.forEach((object, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj${object}endobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${body.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer<</Size ${body.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Deflates `total` bytes of `fill` without holding them (zlib format, as PDF's FlateDecode). */
async function deflateRun(total: number, fill: number): Promise<Buffer> {
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const block = Buffer.alloc(4 << 20, fill);
  for (let written = 0; written < total; written += block.length) {
    const ok = deflate.write(block.subarray(0, Math.min(block.length, total - written)));
    if (!ok) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/**
 * A one-page PDF whose compressed object stream declares one object and unpacks to `megabytes`
 * MB of spaces (600 by default, about 600 KB packed): nothing a decode-free check can see, so
 * only the isolated process's memory limit stops a parser that unpacks it.
 */
export async function makeObjectStreamBombPdf(megabytes = 600): Promise<Buffer> {
  const packed = await deflateRun(megabytes * 1024 * 1024, 0x20);
  const head = Buffer.from('5 0 ', 'latin1');
  const body = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Count 1/Kids[3 0 R]>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n', 'latin1')];
  const push = (part: Buffer) => parts.push(part);
  body.forEach((object, i) => push(Buffer.from(`${i + 1} 0 obj${object}endobj\n`, 'latin1')));
  push(
    Buffer.from(
      `4 0 obj<</Type/ObjStm/N 1/First ${head.length}/Filter/FlateDecode/Length ${packed.length}>>stream\n`,
      'latin1',
    ),
  );
  push(packed);
  push(Buffer.from('\nendstream endobj\n', 'latin1'));
  push(Buffer.from(`trailer<</Size 6/Root 1 0 R>>\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}
