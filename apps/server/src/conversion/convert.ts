/**
 * Turns an upload into a PDF: images become a one-page PDF (scaled to fit A4), PDFs are checked
 * readable and kept as they are, Word documents become HTML (mammoth) printed to PDF by Chromium
 * with no network and no scripts. Anything else is refused. Refusals are {@link ConversionError}s
 * whose messages are shown to the student; other errors are failures worth a retry.
 */
import mammoth from 'mammoth';
import type { Printer } from '../chromium/printer.ts';
import { MAX_FILE_BYTES } from '../documents/policy.ts';
import { PDFDocument } from 'pdf-lib';
import {
  ConversionError,
  EMPTY_MESSAGE,
  OVERSIZED_MESSAGE,
  UNSUPPORTED_MESSAGE,
  checkArchive,
  detectType,
} from './detect.ts';

export const PDF_UNREADABLE = 'The PDF could not be read.';
export const PDF_ENCRYPTED = 'The PDF is password-protected.';
export const IMAGE_UNREADABLE = 'The image could not be read.';
export const DOCX_UNREADABLE = 'The Word document could not be read.';

/** A4 in PDF points, with a margin around the image. */
const PAGE = { width: 595.28, height: 841.89, margin: 36 };
/**
 * Converts an upload to PDF, trusting its bytes, not its name. Word documents are printed by
 * `printer` (Chromium).
 */
export async function convertToPdf(input: Uint8Array, printer: Printer): Promise<Uint8Array> {
  if (input.length === 0) throw new ConversionError(EMPTY_MESSAGE);
  // The upload policy caps the size; checked again because an S3 bucket or an operator's import
  // may hold anything.
  if (input.length > MAX_FILE_BYTES) throw new ConversionError(OVERSIZED_MESSAGE);
  // A copy with its own ArrayBuffer: pdf-lib reads images through `bytes.buffer` from offset 0,
  // which is wrong for a Node Buffer that is a slice of a shared pool.
  const bytes = new Uint8Array(input);
  const type = detectType(bytes);
  switch (type) {
    case 'png':
    case 'jpeg':
      return imageToPdf(bytes, type === 'png');
    case 'pdf':
      await checkPdf(bytes);
      return bytes;
    case 'docx':
      return docxToPdf(bytes, printer);
    default:
      throw new ConversionError(UNSUPPORTED_MESSAGE);
  }
}

async function imageToPdf(bytes: Uint8Array, png: boolean): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  let image;
  try {
    image = png ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  } catch {
    throw new ConversionError(IMAGE_UNREADABLE);
  }
  if (!(image.width > 0 && image.height > 0)) throw new ConversionError(IMAGE_UNREADABLE);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const room = { width: PAGE.width - 2 * PAGE.margin, height: PAGE.height - 2 * PAGE.margin };
  // Shrink to fit; never enlarge a small image beyond its natural size (72 dpi).
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

async function checkPdf(bytes: Uint8Array): Promise<void> {
  let encrypted: boolean;
  let pages: number;
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    encrypted = pdf.isEncrypted;
    pages = encrypted ? 1 : pdf.getPageCount();
  } catch {
    throw new ConversionError(PDF_UNREADABLE);
  }
  if (encrypted) throw new ConversionError(PDF_ENCRYPTED);
  if (pages === 0) throw new ConversionError(PDF_UNREADABLE);
}

async function docxToPdf(bytes: Uint8Array, printer: Printer): Promise<Uint8Array> {
  checkArchive(bytes);
  let html: string;
  try {
    // Images stay inline (data: URIs); nothing is fetched.
    html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })).value;
  } catch {
    throw new ConversionError(DOCX_UNREADABLE);
  }
  return printHtml(html, printer);
}

const STYLE = `
  body { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 12pt; line-height: 1.4; }
  img { max-width: 100%; height: auto; }
  table { border-collapse: collapse; }
  td, th { border: 1px solid #999; padding: 2pt 4pt; vertical-align: top; }
`;

/** Prints HTML to an A4 PDF in Chromium: no network, no scripts, a 30 s limit. */
export function printHtml(body: string, printer: Printer): Promise<Uint8Array> {
  const document = `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<style>${STYLE}</style></head><body>${body}</body></html>`;
  return printer.print(document, { marginMm: 20 });
}
