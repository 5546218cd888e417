/**
 * Renders a student's application as a PDF: the engine's printable read-only view
 * (`PrintableForm`, server-side static markup with the engine's default stylesheet inlined) in a
 * full HTML document, printed by Chromium with no network and no scripts, followed by the PDFs
 * converted from the student's uploads (pdf-lib).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createFormStore, type AnswerValue, type CompiledForm } from '@admissions/form-engine';
import { FormProvider, PrintableForm } from '@admissions/form-engine/react';
import { PDFDocument } from 'pdf-lib';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface CopyInput {
  readonly answers: Record<string, AnswerValue>;
  readonly addAnother: Record<string, number>;
  readonly tabs: Record<string, string>;
}

const STYLESHEET = fileURLToPath(
  new URL('../../../../packages/form-engine/src/styles/default.css', import.meta.url),
);
let stylesheet: Promise<string> | undefined;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The full printable HTML document of the application. */
export async function printableHtml(form: CompiledForm, input: CopyInput): Promise<string> {
  stylesheet ??= readFile(STYLESHEET, 'utf8');
  const css = (await stylesheet).replace(/<\/style/gi, '<\\/style');
  const store = createFormStore(form, {
    answers: input.answers,
    addAnother: input.addAnother,
    tabs: input.tabs,
  });
  const body = renderToStaticMarkup(
    createElement(FormProvider, { store, mode: 'service' }, createElement(PrintableForm, { form })),
  );
  const title = escapeHtml(form.definition.title ?? 'Application');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:">
<title>${title}</title><style>${css}</style></head><body>${body}</body></html>`;
}

/** The form's PDF followed by every page of the given PDFs, as one document. */
export async function appendPdfs(
  main: Uint8Array,
  attachments: readonly Uint8Array[],
): Promise<Uint8Array> {
  if (attachments.length === 0) return main;
  const out = await PDFDocument.load(main);
  for (const bytes of attachments) {
    const source = await PDFDocument.load(bytes);
    const pages = await out.copyPages(source, source.getPageIndices());
    for (const page of pages) out.addPage(page);
  }
  return out.save();
}
