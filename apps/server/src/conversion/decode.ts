/**
 * The decoding half of conversion, which runs only inside the isolated process of `sandbox.ts`
 * (memory and time capped, killed when it overruns): images embedded in a one-page PDF (scaled to
 * fit A4), PDFs loaded to check them, Word documents unpacked and turned into HTML by mammoth,
 * and the PDF copy's merge of converted documents. Every parser here (pdf-lib, UPNG, JSZip,
 * mammoth) trusts the file it reads; the decode-free checks of `limits.ts` have run first.
 */
import mammoth from 'mammoth';
import { PDFDocument } from 'pdf-lib';
import { ConversionError, detectType, unpackArchive } from './detect.ts';
import {
  MAX_PDF_PAGES,
  PDF_TOO_MANY_PAGES_MESSAGE,
  checkImageSize,
  jpegSize,
  pngSize,
  precheckUpload,
} from './limits.ts';

export const PDF_UNREADABLE = 'The PDF could not be read.';
export const PDF_ENCRYPTED = 'The PDF is password-protected.';
export const IMAGE_UNREADABLE = 'The image could not be read.';
export const DOCX_UNREADABLE = 'The Word document could not be read.';

/** A4 in PDF points, with a margin around the image. */
const PAGE = { width: 595.28, height: 841.89, margin: 36 };

/** A one-page A4 PDF showing the image, shrunk to fit (never enlarged beyond 72 dpi). */
export async function imageToPdf(bytes: Uint8Array, png: boolean): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  let image;
  try {
    image = png ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  } catch (error) {
    if (error instanceof RangeError) throw error; // out of memory: a resource failure
    throw new ConversionError(IMAGE_UNREADABLE);
  }
  if (!(image.width > 0 && image.height > 0)) throw new ConversionError(IMAGE_UNREADABLE);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const room = { width: PAGE.width - 2 * PAGE.margin, height: PAGE.height - 2 * PAGE.margin };
  const scale = Math.min(1, room.width / image.width, room.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, {
    x: (PAGE.width - width) / 2,
    y: PAGE.height - PAGE.margin - height,
    width,
    height,
  });
  return pdf.save();
}

/**
 * Loads a PDF to check that it is readable, not encrypted and within the page limit (pages held
 * in compressed object streams are counted only now).
 */
export async function checkPdf(bytes: Uint8Array): Promise<void> {
  let encrypted: boolean;
  let pages: number;
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    encrypted = pdf.isEncrypted;
    pages = encrypted ? 1 : pdf.getPageCount();
  } catch (error) {
    if (error instanceof RangeError) throw error;
    throw new ConversionError(PDF_UNREADABLE);
  }
  if (encrypted) throw new ConversionError(PDF_ENCRYPTED);
  if (pages === 0) throw new ConversionError(PDF_UNREADABLE);
  if (pages > MAX_PDF_PAGES) throw new ConversionError(PDF_TOO_MANY_PAGES_MESSAGE);
}

/**
 * A Word document's body as HTML (images inline as data: URIs; nothing is fetched). The archive
 * is inflated with caps first, and every PNG or JPEG inside must fit the pixel budget, since
 * Chromium decodes them when it prints.
 */
export async function docxToHtml(bytes: Uint8Array): Promise<string> {
  const files = unpackArchive(bytes);
  for (const [name, data] of files) {
    if (!name.startsWith('word/media/')) continue;
    const type = detectType(data);
    if (type === 'png') checkImageSize(pngSize(data));
    else if (type === 'jpeg') checkImageSize(jpegSize(data));
  }
  try {
    return (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })).value;
  } catch (error) {
    if (error instanceof RangeError) throw error;
    throw new ConversionError(DOCX_UNREADABLE);
  }
}

/** The first PDF followed by every page of the others, as one document. */
export async function mergePdfs(
  main: Uint8Array,
  attachments: readonly Uint8Array[],
): Promise<Uint8Array> {
  const out = await PDFDocument.load(main);
  for (const bytes of attachments) {
    precheckUpload(bytes); // converted by an older version, or replaced in the store
    const source = await PDFDocument.load(bytes);
    const pages = await out.copyPages(source, source.getPageIndices());
    for (const page of pages) out.addPage(page);
  }
  return out.save();
}
