/**
 * Reading a PDF the way a reader or an assistive technology would, for the PDF copy tests: the
 * text of each page (pdfjs), the page sizes, and whether the document is tagged (pdf-lib reads
 * the catalog's StructTreeRoot, MarkInfo and Lang).
 */
import { PDFBool, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';

/** The text of every page, items joined by single spaces. */
export async function pdfPages(
  bytes: Uint8Array,
): Promise<{ text: string; width: number; height: number }[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true })
    .promise;
  const pages: { text: string; width: number; height: number }[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const parts: string[] = [];
    for (const item of (await page.getTextContent()).items) if ('str' in item) parts.push(item.str);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    pages.push({ text: parts.join(' '), width: x1 - x0, height: y1 - y0 });
  }
  await doc.destroy();
  return pages;
}

/** The text of the whole document. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).map((page) => page.text).join(' ');
}

/** What the catalog says about accessibility: a structure tree, MarkInfo /Marked, /Lang. */
export async function pdfTagging(
  bytes: Uint8Array,
): Promise<{ structTree: boolean; marked: boolean; lang: string | undefined; title?: string }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const catalog = doc.catalog;
  const markInfo = catalog.lookupMaybe(PDFName.of('MarkInfo'), PDFDict);
  const marked = markInfo?.lookupMaybe(PDFName.of('Marked'), PDFBool);
  const lang = catalog.lookup(PDFName.of('Lang'));
  return {
    structTree: catalog.has(PDFName.of('StructTreeRoot')),
    marked: marked?.asBoolean() ?? false,
    lang: lang instanceof PDFString || lang instanceof PDFHexString ? lang.decodeText() : undefined,
    title: doc.getTitle(),
  };
}
