/**
 * The decoding half of conversion, which runs only inside the isolated process of `sandbox.ts`
 * (memory and time capped, killed when it overruns): images embedded in a one-page PDF (scaled to
 * fit A4), PDFs loaded to check them and copied without their active content, and the PDF copy's
 * merge of converted documents (Word documents: `docx-html.ts`). Every parser here (pdf-lib, UPNG, JSZip,
 * mammoth) trusts the file it reads; the decode-free checks of `limits.ts` have run first.
 */
import { PDFDocument } from 'pdf-lib';
import { ConversionError } from './detect.ts';
import { MAX_PDF_PAGES, PDF_TOO_MANY_PAGES_MESSAGE, precheckUpload } from './limits.ts';
import { appendCleanPages, cleanCopy } from './pdf-clean.ts';

export const PDF_UNREADABLE = 'The PDF could not be read.';
export const PDF_ENCRYPTED = 'The PDF is password-protected.';
export const IMAGE_UNREADABLE = 'The image could not be read.';

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
 * An uploaded PDF as it is kept: loaded to check that it is readable, not encrypted and within
 * the page limit (pages held in compressed object streams are counted only now), then its pages
 * copied into a fresh document without active content (`pdf-clean.ts`).
 */
export async function cleanPdf(bytes: Uint8Array): Promise<Uint8Array> {
  let pdf: PDFDocument;
  let pages: number;
  try {
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    pages = pdf.isEncrypted ? 1 : pdf.getPageCount();
  } catch (error) {
    if (error instanceof RangeError) throw error; // out of memory: a resource failure
    throw new ConversionError(PDF_UNREADABLE);
  }
  if (pdf.isEncrypted) throw new ConversionError(PDF_ENCRYPTED);
  if (pages === 0) throw new ConversionError(PDF_UNREADABLE);
  if (pages > MAX_PDF_PAGES) throw new ConversionError(PDF_TOO_MANY_PAGES_MESSAGE);
  try {
    return await cleanCopy(pdf);
  } catch (error) {
    if (error instanceof RangeError) throw error;
    throw new ConversionError(PDF_UNREADABLE);
  }
}

/**
 * The first PDF (the printed form) followed by every page of the others, as one document; the
 * others without active content, also those stored before uploads were cleaned.
 */
export async function mergePdfs(
  main: Uint8Array,
  attachments: readonly Uint8Array[],
): Promise<Uint8Array> {
  const out = await PDFDocument.load(main);
  for (const bytes of attachments) {
    precheckUpload(bytes); // converted by an older version, or replaced in the store
    await appendCleanPages(out, await PDFDocument.load(bytes));
  }
  return out.save();
}
