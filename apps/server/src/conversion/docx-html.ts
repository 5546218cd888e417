/**
 * A Word document's body as HTML for Chromium to print (mammoth), in the isolated process only.
 * What mammoth puts in the HTML is what Chromium renders and what ends up in the PDF, so two of
 * mammoth's hooks decide what gets through:
 *
 * - images: only PNG and JPEG, recognised by their bytes (never the type the document declares),
 *   each within the pixel budget and all of them together within
 *   {@link MAX_DOCUMENT_IMAGE_PIXELS}; every other image (SVG, EMF, WMF, GIF, TIFF, WebP…) is
 *   left out. An SVG is a program for Chromium's renderer: a 2 KB one of nested `<use>` elements
 *   made it allocate gigabytes.
 * - links: only `http:`, `https:` and `mailto:` (and links within the document) stay links; any
 *   other (`javascript:`, `file:`, `data:`…) keeps its text and loses its target, which Chromium
 *   would otherwise write into the PDF as a link annotation.
 */
import mammoth from 'mammoth';
import { ConversionError, checkArchive, detectType } from './detect.ts';
import {
  DOCUMENT_IMAGES_TOO_LARGE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_DOCUMENT_IMAGE_PIXELS,
  MAX_IMAGE_PIXELS,
  jpegSize,
  pngSize,
} from './limits.ts';

export const DOCX_UNREADABLE = 'The Word document could not be read.';

type ImageConverter = NonNullable<Parameters<typeof mammoth.convertToHtml>[1]>['convertImage'];
type Image = Parameters<Parameters<typeof mammoth.images.imgElement>[0]>[0];
/** How mammoth calls an image converter (its typings only brand the type). */
type ConvertImage = (image: Image, messages: unknown[]) => Promise<unknown[]>;

/** The schemes a link in a printed Word document may have. */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** The link's target, normalised, when it is an absolute http(s) or mailto URL; else undefined. */
export function safeLinkTarget(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined;
  try {
    // Parsed as Chromium parses it (WHATWG URL): " JavaScript:…" and "java\tscript:…" too.
    const url = new URL(href);
    return LINK_SCHEMES.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A node of mammoth's document tree (only what the link filter reads). */
interface DocumentNode {
  type?: string;
  href?: string;
  anchor?: string;
  children?: DocumentNode[];
}

/**
 * Replaces every hyperlink whose target is not a safe URL by its content (the text stays, the
 * link goes); links to a bookmark of the document (`anchor`) stay.
 */
function withSafeLinks(node: DocumentNode): DocumentNode {
  if (!node.children) return node;
  node.children = node.children.flatMap((child) => {
    const kept = withSafeLinks(child);
    if (kept.type !== 'hyperlink' || kept.anchor) return [kept];
    const target = safeLinkTarget(kept.href);
    if (target === undefined) return kept.children ?? [];
    kept.href = target;
    return [kept];
  });
  return node;
}

/**
 * The image converter: PNG and JPEG images as data: URIs typed by their bytes, within the
 * budgets; other images dropped. mammoth turns a converter's exception into a warning, so a
 * refusal is recorded in `refusal` and thrown once the conversion has returned.
 */
function imageConverter(refusal: { message?: string }): ImageConverter {
  let pixels = 0;
  const convert: ConvertImage = async (image, messages) => {
    const bytes = await image.readAsBuffer();
    const type = detectType(bytes);
    if (type !== 'png' && type !== 'jpeg') return [];
    const size = type === 'png' ? pngSize(bytes) : jpegSize(bytes);
    if (!size || size.width === 0 || size.height === 0) return []; // Chromium could not show it
    const own = size.width * size.height;
    if (own > MAX_IMAGE_PIXELS) {
      refusal.message ??= IMAGE_TOO_LARGE_MESSAGE;
      return [];
    }
    // Counted for every place the image is shown: each is an <img> Chromium decodes.
    pixels += own;
    if (pixels > MAX_DOCUMENT_IMAGE_PIXELS) {
      refusal.message ??= DOCUMENT_IMAGES_TOO_LARGE_MESSAGE;
      return [];
    }
    const src = `data:image/${type};base64,${bytes.toString('base64')}`;
    const element = mammoth.images.imgElement(() => Promise.resolve({ src }));
    return (element as unknown as ConvertImage)(image, messages);
  };
  return convert as unknown as ImageConverter;
}

/**
 * A Word document's body as HTML: images inline as data: URIs (nothing is fetched), only safe
 * links. Refuses (a {@link ConversionError}) an unreadable document or one whose images break the
 * pixel budgets, and an archive bomb (`checkArchive`, before mammoth unpacks anything).
 */
export async function docxToHtml(bytes: Uint8Array): Promise<string> {
  checkArchive(bytes);
  const refusal: { message?: string } = {};
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes) },
      {
        convertImage: imageConverter(refusal),
        transformDocument: withSafeLinks,
        externalFileAccess: false,
      },
    );
    html = result.value;
  } catch (error) {
    if (error instanceof RangeError) throw error;
    throw new ConversionError(DOCX_UNREADABLE);
  }
  if (refusal.message) throw new ConversionError(refusal.message);
  return html;
}
