/**
 * Decode-free checks of an upload, run in the server process before any conversion work: a small
 * file can declare an enormous image (a 74-byte PNG claiming 20000×20000 pixels), an enormous PDF
 * (tens of thousands of pages and objects) or an enormous Word document, and a decoder believes
 * it. These checks read only headers and structure — a PNG's IHDR, a JPEG's SOF, a PDF's object
 * and page declarations, a ZIP's central directory — in time linear in the file's size and with no
 * allocation beyond it, and refuse with a {@link ConversionError} whose message the student sees.
 * What they cannot see (data compressed inside a PDF) is bounded by the isolated process's memory
 * and time limits (`sandbox.ts`).
 */
import { ConversionError, checkArchiveDirectory, detectType } from './detect.ts';

/** The most pixels an image may have: more than an A4 page scanned at 600 dpi (35 megapixels). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * The most pixels of all the images a Word document shows, together (each place an image is shown
 * counts): Chromium decodes them all to print the document.
 */
export const MAX_DOCUMENT_IMAGE_PIXELS = 100_000_000;
/** The most pages of an uploaded PDF or a printed Word document. */
export const MAX_PDF_PAGES = 200;
/** The most objects a PDF may declare (a 1 MB PDF holds a few thousand at most in practice). */
export const MAX_PDF_OBJECTS = 20_000;

export const IMAGE_TOO_LARGE_MESSAGE = `The image is too large: it may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Please reduce its resolution and upload it again.`;
export const DOCUMENT_IMAGES_TOO_LARGE_MESSAGE = `The Word document's images are too large together: they may have at most ${MAX_DOCUMENT_IMAGE_PIXELS / 1_000_000} megapixels. Please reduce their resolution (Word: Compress Pictures), or save the document as a PDF and upload that instead.`;
export const IMAGE_UNREADABLE_MESSAGE = 'The image could not be read.';
export const PDF_TOO_MANY_PAGES_MESSAGE = `The document has too many pages: at most ${MAX_PDF_PAGES} can be converted.`;
export const PDF_TOO_COMPLEX_MESSAGE =
  'The PDF is too complex to convert. Please print it to a new PDF (or scan it) and upload that instead.';

/** The size an image's header declares. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** Width and height from a PNG's IHDR chunk (always the first chunk), or undefined. */
export function pngSize(bytes: Uint8Array): ImageSize | undefined {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.length < 24 || view.readUInt32BE(8) !== 13 || view.toString('latin1', 12, 16) !== 'IHDR')
    return undefined;
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

/** Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Width and height from a JPEG's frame header, walking the marker segments up to the first scan
 * (the largest frame when there are several), or undefined when there is none before the scan.
 */
export function jpegSize(bytes: Uint8Array): ImageSize | undefined {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let found: ImageSize | undefined;
  let at = 2; // after SOI
  while (at + 4 <= view.length) {
    if (view[at] !== 0xff) return undefined;
    const marker = view[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // no length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break; // start of scan, end of image
    const length = view.readUInt16BE(at + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (at + 9 > view.length) return undefined;
      const size = { height: view.readUInt16BE(at + 5), width: view.readUInt16BE(at + 7) };
      if (!found || size.width * size.height > found.width * found.height) found = size;
    }
    at += 2 + length;
  }
  return found;
}

/** Refuses an image whose header is missing, empty, or declares more than the pixel budget. */
export function checkImageSize(size: ImageSize | undefined): void {
  if (!size || size.width === 0 || size.height === 0)
    throw new ConversionError(IMAGE_UNREADABLE_MESSAGE);
  if (size.width * size.height > MAX_IMAGE_PIXELS)
    throw new ConversionError(IMAGE_TOO_LARGE_MESSAGE);
}

/** What a PDF declares about itself, read from its bytes without parsing them. */
export interface PdfCensus {
  /** Objects in the file body (`n g obj`) plus those declared inside object streams (`/N`). */
  readonly objects: number;
  /** The largest `/Size` of a trailer or cross-reference stream (objects the file claims). */
  readonly declaredSize: number;
  /** The larger of the page objects in the body and the largest page-tree `/Count`. */
  readonly pages: number;
}

const OBJECT_START = /(?<![0-9])[0-9]{1,10}\s{1,8}[0-9]{1,5}\s{1,8}obj\b/g;
const OBJECT_END = /\bstream\b|\bendobj\b/g;
const integers = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => Number(match[1]));
const largest = (values: readonly number[]) => values.reduce((a, b) => Math.max(a, b), 0);

/**
 * Counts a PDF's objects and pages from its bytes, with no decompression. Objects inside
 * compressed object streams are invisible here (their number is not: `/N`); the isolated process
 * counts the pages of those after loading. Every pattern has bounded repetition, the object
 * bodies scanned never overlap and the search for their ends only moves forward, so the work is
 * linear in the size of the file whatever it holds; it stops early once past the object limit.
 */
export function pdfCensus(bytes: Uint8Array): PdfCensus {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let objects = 0;
  let pageObjects = 0;
  let treeCount = 0;
  /** The next `stream`/`endobj` at or after the position searched from (monotonic). */
  let end = -1;
  const nextEnd = (from: number) => {
    if (end >= from || end === text.length) return end;
    OBJECT_END.lastIndex = from;
    end = OBJECT_END.exec(text)?.index ?? text.length;
    return end;
  };
  const count = (body: string) => {
    objects++;
    if (/\/Type\s{0,8}\/Page(?![A-Za-z])/.test(body)) pageObjects++;
    else if (/\/Type\s{0,8}\/Pages\b/.test(body))
      treeCount = Math.max(treeCount, largest(integers(body, /\/Count\s{1,8}([0-9]{1,10})/g)));
    if (/\/Type\s{0,8}\/ObjStm\b/.test(body))
      objects += largest(integers(body, /\/N\s{1,8}([0-9]{1,10})/g));
  };
  OBJECT_START.lastIndex = 0;
  let previous = -1; // where the last object's dictionary starts
  for (let match; objects <= MAX_PDF_OBJECTS && (match = OBJECT_START.exec(text));) {
    // The previous object's dictionary: up to its stream, its end or this object.
    if (previous >= 0) count(text.slice(previous, Math.min(nextEnd(previous), match.index)));
    previous = match.index + match[0].length;
    OBJECT_START.lastIndex = previous;
  }
  if (previous >= 0 && objects <= MAX_PDF_OBJECTS) count(text.slice(previous, nextEnd(previous)));
  let declaredSize = 0;
  for (let at = text.indexOf('/Size'); at >= 0; at = text.indexOf('/Size', at + 5)) {
    const size = /^\/Size\s{1,8}([0-9]{1,10})/.exec(text.slice(at, at + 24));
    if (size) declaredSize = Math.max(declaredSize, Number(size[1]));
  }
  return { objects, declaredSize, pages: Math.max(pageObjects, treeCount) };
}

/** Refuses a PDF that declares more than {@link MAX_PDF_PAGES} pages or {@link MAX_PDF_OBJECTS} objects. */
export function checkPdfCensus(census: PdfCensus): void {
  if (census.pages > MAX_PDF_PAGES) throw new ConversionError(PDF_TOO_MANY_PAGES_MESSAGE);
  if (census.objects > MAX_PDF_OBJECTS || census.declaredSize > MAX_PDF_OBJECTS + 1)
    throw new ConversionError(PDF_TOO_COMPLEX_MESSAGE);
}

/**
 * Every decode-free check for an upload of the given bytes (its type from the bytes): the
 * image's pixel budget, the PDF's pages and objects, the Word document's ZIP directory. Refusals
 * are {@link ConversionError}s; an unknown type passes here and is refused by the converter.
 */
export function precheckUpload(bytes: Uint8Array): void {
  switch (detectType(bytes)) {
    case 'png':
      return checkImageSize(pngSize(bytes));
    case 'jpeg':
      return checkImageSize(jpegSize(bytes));
    case 'pdf':
      return checkPdfCensus(pdfCensus(bytes));
    case 'docx':
      return checkArchiveDirectory(bytes);
    default:
      return;
  }
}
