/**
 * Turns an upload into a PDF: images become a one-page PDF (scaled to fit A4), PDFs are checked
 * readable and copied without their active content (scripts, forms, embedded files, actions),
 * Word documents become HTML (mammoth: PNG and JPEG images, safe links only) printed to PDF by
 * Chromium with no network and no scripts, under the printer's own memory and time limits. Anything else is refused. Refusals are {@link ConversionError}s
 * whose messages are shown to the student; other errors are failures worth a retry.
 *
 * Nothing here decodes in the server process: the decode-free checks of `limits.ts` run first
 * (pixel budget, PDF pages and objects, the ZIP directory), then the decoding runs in an isolated
 * process with a memory cap and a wall-clock limit (`sandbox.ts`); only Chromium's print of a
 * Word document's HTML is driven from here, in Chromium's own processes.
 */
import { PrintMemoryError, PrintTimeoutError, type Printer } from '../chromium/printer.ts';
import { MAX_FILE_BYTES } from '../documents/policy.ts';
import {
  ConversionError,
  EMPTY_MESSAGE,
  OVERSIZED_MESSAGE,
  UNSUPPORTED_MESSAGE,
  detectType,
} from './detect.ts';
import { MAX_PDF_PAGES, PDF_TOO_MANY_PAGES_MESSAGE, pdfCensus, precheckUpload } from './limits.ts';
import { ResourceLimitError, runIsolated, type IsolationLimits } from './sandbox.ts';

export { IMAGE_UNREADABLE, PDF_ENCRYPTED, PDF_UNREADABLE } from './decode.ts';
export { DOCX_UNREADABLE } from './docx-html.ts';

/**
 * Converts an upload to PDF, trusting its bytes, not its name. Word documents are printed by
 * `printer` (Chromium). `limits` default to the server's configured isolation limits.
 */
export async function convertToPdf(
  input: Uint8Array,
  printer: Printer,
  limits?: IsolationLimits,
): Promise<Uint8Array> {
  if (input.length === 0) throw new ConversionError(EMPTY_MESSAGE);
  // The upload policy caps the size; checked again because an S3 bucket or an operator's import
  // may hold anything.
  if (input.length > MAX_FILE_BYTES) throw new ConversionError(OVERSIZED_MESSAGE);
  // A copy with its own ArrayBuffer: pdf-lib reads images through `bytes.buffer` from offset 0,
  // which is wrong for a Node Buffer that is a slice of a shared pool.
  const bytes = new Uint8Array(input);
  if (detectType(bytes) === 'unknown') throw new ConversionError(UNSUPPORTED_MESSAGE);
  precheckUpload(bytes);
  const result = await runIsolated({ kind: 'convert', bytes }, limits);
  if (result.type === 'pdf') return result.pdf;
  let printed: Uint8Array;
  try {
    printed = await printHtml(result.html, printer, MAX_PDF_PAGES + 1);
  } catch (error) {
    // The document took Chromium too long or too much memory (not a launch failure, which is
    // worth a retry).
    if (error instanceof PrintTimeoutError) throw new ResourceLimitError('time', error.message);
    if (error instanceof PrintMemoryError) throw new ResourceLimitError('memory', error.message);
    throw error;
  }
  if (pdfCensus(printed).pages > MAX_PDF_PAGES)
    throw new ConversionError(PDF_TOO_MANY_PAGES_MESSAGE);
  return printed;
}

const STYLE = `
  body { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 12pt; line-height: 1.4; }
  img { max-width: 100%; height: auto; }
  table { border-collapse: collapse; }
  td, th { border: 1px solid #999; padding: 2pt 4pt; vertical-align: top; }
`;

/**
 * Prints HTML to an A4 PDF in Chromium: no network, no scripts, a 30 s limit; at most `maxPages`
 * pages are printed when given (one more than allowed tells that a document is too long).
 */
export function printHtml(body: string, printer: Printer, maxPages?: number): Promise<Uint8Array> {
  const document = `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<style>${STYLE}</style></head><body>${body}</body></html>`;
  return printer.print(document, { marginMm: 20, ...(maxPages ? { maxPages } : {}) });
}
