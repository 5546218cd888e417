/**
 * Uploaded PDFs without their active content, in the isolated process only. A PDF can carry
 * JavaScript (run when it opens, or when a page or field is shown), embedded files, forms that
 * submit themselves, and links that launch programs; a reader of the application's PDF copy
 * opens all of it with the student's file. Only the pages are kept: they are copied into a fresh
 * document (pdf-lib), which leaves the uploaded catalog behind — its `/OpenAction`, `/Names`
 * (document JavaScript, embedded files), `/AcroForm`, `/Outlines` and `/AA` — and each page is
 * reduced first to the entries that draw it, with only inert annotations: comments and markup,
 * form fields as their printed appearance (no field, no actions), and links to http(s) or mailto
 * URLs. Everything is decided by allow-lists, so an entry this module does not know is dropped.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFString, PDFHexString } from 'pdf-lib';
import { safeLinkTarget } from './docx-html.ts';

const names = (...keys: string[]) => new Set(keys.map((key) => PDFName.of(key)));

/** What a page keeps: how it is drawn and its annotations (no `/AA`, no thumbnails, no threads). */
const PAGE_KEYS = names(
  'Type',
  'Parent', // for the inherited entries; pdf-lib's copy resolves them and leaves the parent behind
  'Resources',
  'MediaBox',
  'CropBox',
  'BleedBox',
  'TrimBox',
  'ArtBox',
  'Contents',
  'Rotate',
  'Group',
  'UserUnit',
  'Annots',
);

/** The annotations kept: those that only show something (file attachments, media, 3D go). */
const ANNOTATION_SUBTYPES = names(
  'Text',
  'Link',
  'FreeText',
  'Line',
  'Square',
  'Circle',
  'Polygon',
  'PolyLine',
  'Highlight',
  'Underline',
  'Squiggly',
  'StrikeOut',
  'Stamp',
  'Caret',
  'Ink',
  'Widget',
);

/** What a kept annotation keeps: its place, looks and text; no action, field, file or popup. */
const ANNOTATION_KEYS = names(
  'Type',
  'Subtype',
  'Rect',
  'Contents',
  'AP',
  'AS',
  'F',
  'Border',
  'BS',
  'BE',
  'C',
  'IC',
  'CA',
  'QuadPoints',
  'InkList',
  'L',
  'LE',
  'Vertices',
  'RD',
  'Name',
  'T',
  'Subj',
  'M',
  'NM',
  'CreationDate',
  'Q',
  'DA',
  'MK',
  'Open',
);

const A = PDFName.of('A');
const S = PDFName.of('S');
const URI = PDFName.of('URI');
const ANNOTS = PDFName.of('Annots');
const SUBTYPE = PDFName.of('Subtype');
const LINK = PDFName.of('Link');

/** Keeps only the allowed keys of a dictionary. */
function keepOnly(dict: PDFDict, allowed: Set<PDFName>): void {
  for (const key of dict.keys()) if (!allowed.has(key)) dict.delete(key);
}

/** A link's http(s) or mailto target, or undefined for any other action or destination. */
function linkTarget(annotation: PDFDict): string | undefined {
  const action = annotation.lookup(A);
  if (!(action instanceof PDFDict) || action.lookup(S) !== URI) return undefined;
  const uri = action.lookup(URI);
  if (!(uri instanceof PDFString || uri instanceof PDFHexString)) return undefined;
  return safeLinkTarget(uri.decodeText());
}

/** Reduces an annotation to its inert part in place; false when nothing of it may stay. */
function cleanAnnotation(annotation: PDFDict): boolean {
  const subtype = annotation.lookup(SUBTYPE);
  if (!(subtype instanceof PDFName) || !ANNOTATION_SUBTYPES.has(subtype)) return false;
  const target = subtype === LINK ? linkTarget(annotation) : undefined;
  if (subtype === LINK && target === undefined) return false;
  keepOnly(annotation, ANNOTATION_KEYS);
  if (target !== undefined)
    annotation.set(A, annotation.context.obj({ S: 'URI', URI: PDFString.of(target) }));
  return true;
}

/** Reduces every page of `pdf` in place to what draws it and its inert annotations. */
function cleanPages(pdf: PDFDocument): void {
  for (const page of pdf.getPages()) {
    const node = page.node;
    keepOnly(node, PAGE_KEYS);
    const annots = node.lookup(ANNOTS);
    if (!(annots instanceof PDFArray)) {
      node.delete(ANNOTS);
      continue;
    }
    const kept = pdf.context.obj([]);
    for (let i = 0; i < annots.size(); i++) {
      const annotation = annots.lookup(i);
      if (annotation instanceof PDFDict && cleanAnnotation(annotation)) {
        const entry = annots.get(i);
        kept.push(entry instanceof PDFRef ? entry : annotation);
      }
    }
    node.set(ANNOTS, kept);
  }
}

/** Appends every page of `source` to `target`, without active content (`source` is changed). */
export async function appendCleanPages(target: PDFDocument, source: PDFDocument): Promise<void> {
  cleanPages(source);
  const pages = await target.copyPages(source, source.getPageIndices());
  for (const page of pages) target.addPage(page);
}

/** A new PDF of the pages of `source`, without active content (`source` is changed). */
export async function cleanCopy(source: PDFDocument): Promise<Uint8Array> {
  const out = await PDFDocument.create({ updateMetadata: false });
  await appendCleanPages(out, source);
  return out.save();
}
