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
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { precheckUpload } from '../conversion/limits.ts';
import { runIsolated, type IsolationLimits } from '../conversion/sandbox.ts';

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

/**
 * The form's PDF followed by every page of the given PDFs, as one document. Each attachment passes
 * the decode-free checks here first; the merge itself runs in an isolated process with the
 * configured memory and time limits (`limits` overrides them).
 */
export async function appendPdfs(
  main: Uint8Array,
  attachments: readonly Uint8Array[],
  limits?: IsolationLimits,
): Promise<Uint8Array> {
  if (attachments.length === 0) return main;
  for (const bytes of attachments) precheckUpload(bytes);
  const merged = await runIsolated(
    {
      kind: 'merge',
      main: new Uint8Array(main),
      attachments: attachments.map((a) => new Uint8Array(a)),
    },
    limits,
  );
  if (merged.type !== 'pdf') throw new Error('the merge returned no PDF');
  return merged.pdf;
}
