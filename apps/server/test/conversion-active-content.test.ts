/**
 * What of an upload reaches Chromium and the PDFs made from it (issue 26, findings 4 and 10): a
 * Word document's images only as PNG or JPEG within a pixel budget for the whole document (an
 * SVG never reaches Chromium), its links only to http(s) and mailto targets, and uploaded PDFs
 * — when converted, and when a stored one is appended to the PDF copy — without scripts, forms,
 * embedded files or launch actions.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrinter } from '../src/chromium/printer.ts';
import { convertToPdf } from '../src/conversion/convert.ts';
import {
  DOCUMENT_IMAGES_TOO_LARGE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
} from '../src/conversion/limits.ts';
import { runIsolated } from '../src/conversion/sandbox.ts';
import { appendPdfs } from '../src/pdf-copy/render.ts';
import {
  ACTIVE_CONTENT_NAMES,
  makeActivePdf,
  makeDocxWith,
  makeSvgUseBomb,
} from './active-content-fixtures.ts';
import { makePngHeaderBomb } from './conversion-bomb-fixtures.ts';
import { JPEG, makePdf, makePng } from './conversion-fixtures.ts';
import { pdfText } from './pdf-text.ts';

/** The HTML the isolated process hands Chromium for a Word document. */
async function htmlOf(docx: Buffer): Promise<string> {
  const result = await runIsolated({ kind: 'convert', bytes: new Uint8Array(docx) });
  if (result.type !== 'html') throw new Error(`expected HTML, got ${result.type}`);
  return result.html;
}

/** The `src` of every image of the HTML, cut after its type. */
const imageSources = (html: string) =>
  [...html.matchAll(/<img [^>]*src="(data:[^;"]*)/g)].map((match) => match[1]);

/** Every annotation's link target, or its action's type in parentheses (none: `undefined`). */
async function annotationTargets(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const targets: string[] = [];
  for (const page of pdf.getPages()) {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      const action = annots!.lookup(i, PDFDict).lookupMaybe(PDFName.of('A'), PDFDict);
      const uri = action?.lookupMaybe(PDFName.of('URI'), PDFString);
      targets.push(uri ? uri.decodeText() : `(${String(action?.get(PDFName.of('S')))})`);
    }
  }
  return targets;
}

/**
 * The names of active content found anywhere in a PDF: in its bytes once re-saved with every
 * object in plain text (pdf-lib keeps every object, reachable or not; object streams hide them).
 */
async function activeNames(bytes: Uint8Array): Promise<string[]> {
  const plain = await (await PDFDocument.load(bytes)).save({ useObjectStreams: false });
  const text = Buffer.from(plain).toString('latin1');
  return ACTIVE_CONTENT_NAMES.filter((name) => new RegExp(`${name}(?![A-Za-z])`).test(text));
}

describe('a Word document’s images and links', { timeout: 90_000 }, () => {
  const printer = createPrinter();
  afterAll(() => printer.close());

  it('never hands Chromium an SVG: the 2 KB one that took it past 4 GB is left out', async () => {
    const svg = makeSvgUseBomb();
    const docx = await makeDocxWith([{ part: 'media/image1.svg', bytes: svg }]);
    expect(docx.length).toBeLessThan(5 * 1024);
    const html = await htmlOf(docx);
    expect(html).toContain('My personal statement.');
    expect(html).not.toContain('<img');
    // Printed (before: Chromium ran out the 30 s limit, past 4 GB, and the conversion failed).
    expect(await pdfText(await convertToPdf(docx, printer))).toContain('My personal statement.');
  });

  it('shows PNG and JPEG images only, typed by their bytes, whatever the document declares', async () => {
    const svg = makeSvgUseBomb(2);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const html = await htmlOf(
      await makeDocxWith([
        { part: 'media/image1.png', bytes: makePng(40, 30) },
        { part: 'media/image2.jpeg', bytes: JPEG },
        { part: 'media/image3.png', bytes: svg }, // an SVG declared a PNG
        { part: 'media/image4.jpeg', bytes: makePng(20, 10) }, // a PNG declared a JPEG
        { part: 'media/image5.gif', bytes: gif },
        { part: 'media/image6.emf', bytes: Buffer.from('\x01\0\0\0 EMF', 'latin1') },
        { part: 'media/image7.webp', bytes: Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1') },
        { part: 'media/image8.tiff', bytes: Buffer.from('II*\0\x08\0\0\0', 'latin1') },
      ]),
    );
    expect(imageSources(html)).toEqual(['data:image/png', 'data:image/jpeg', 'data:image/png']);
    expect([...html.matchAll(/alt="picture (img\d)"/g)].map((match) => match[1])).toEqual([
      'img0',
      'img1',
      'img3',
    ]);
  });

  it('refuses a document whose images together pass the pixel budget, wherever they are stored', async () => {
    // Three 36-megapixel images: each within the budget of one image, not together.
    const three = Array.from({ length: 3 }, (_, i) => ({
      part: `media/scan${i}.png`,
      bytes: makePngHeaderBomb(6000, 6000),
    }));
    await expect(htmlOf(await makeDocxWith(three))).rejects.toThrow(
      DOCUMENT_IMAGES_TOO_LARGE_MESSAGE,
    );
    // One image shown three times counts three times.
    const once = three.slice(0, 1);
    const thrice = await makeDocxWith(once);
    expect(imageSources(await htmlOf(thrice))).toHaveLength(1);
    const repeated = await makeDocxWith([...once, ...once, ...once]);
    await expect(htmlOf(repeated)).rejects.toThrow(DOCUMENT_IMAGES_TOO_LARGE_MESSAGE);
    // An image stored outside word/media is checked too.
    const outside = [{ part: 'pictures/big.png', bytes: makePngHeaderBomb(20_000, 20_000) }];
    await expect(htmlOf(await makeDocxWith(outside))).rejects.toThrow(IMAGE_TOO_LARGE_MESSAGE);
  });

  it('prints only http(s) and mailto links; other links keep their text, not their target', async () => {
    const links = [
      'javascript:alert(document.domain)',
      'file:///etc/passwd',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'https://example.org/portfolio',
      'mailto:ada@example.org',
      'smb://server/share',
    ];
    const pdf = await convertToPdf(await makeDocxWith([], links), printer);
    expect(await annotationTargets(pdf)).toEqual([
      'https://example.org/portfolio',
      'mailto:ada@example.org',
    ]);
    const text = Buffer.from(pdf).toString('latin1');
    expect(text).not.toMatch(/javascript|file:|data:|vbscript|smb:/i);
    const printed = await pdfText(pdf);
    for (let i = 0; i < links.length; i++) expect(printed).toContain(`link ${i}`);
  });
});

describe('an uploaded PDF’s active content', { timeout: 60_000 }, () => {
  it('is not kept when the PDF is converted: only its pages, text and https links', async () => {
    const active = await makeActivePdf();
    expect(await activeNames(active)).toEqual([...ACTIVE_CONTENT_NAMES]);
    const converted = await convertToPdf(active, undefined as never);
    expect(await activeNames(converted)).toEqual([]);
    const pdf = await PDFDocument.load(converted);
    expect(pdf.getPageCount()).toBe(1);
    for (const key of ['OpenAction', 'Names', 'AcroForm', 'AA'])
      expect(pdf.catalog.get(PDFName.of(key))).toBeUndefined();
    expect(await annotationTargets(converted)).toEqual([
      // The form field stays as it is printed (its widget: no action, no field).
      '(undefined)',
      'https://example.org/transcript',
    ]);
    expect(await pdfText(converted)).toContain('Transcript of records');
  });

  it('is not appended to the PDF copy from a PDF stored before uploads were cleaned', async () => {
    const merged = await appendPdfs(await makePdf(), [await makeActivePdf()]);
    expect(await activeNames(merged)).toEqual([]);
    const pdf = await PDFDocument.load(merged);
    expect(pdf.getPageCount()).toBe(3);
    expect(await annotationTargets(merged)).toEqual([
      '(undefined)',
      'https://example.org/transcript',
    ]);
    expect(await pdfText(merged)).toContain('Transcript of records');
  });
});
