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
import { legalName } from '@admissions/partner-config';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { precheckUpload } from '../conversion/limits.ts';
import { runIsolated, type IsolationLimits } from '../conversion/sandbox.ts';

export interface CopyInput {
  readonly answers: Record<string, AnswerValue>;
  readonly addAnother: Record<string, number>;
  readonly tabs: Record<string, string>;
}

/** Who the copy belongs to, for its header block and running footer. */
export interface CopyHeader {
  /** The institution's name (partner configuration). */
  readonly partnerName: string;
  /** The account's e-mail address. */
  readonly email: string;
  /** When the application was submitted; null before. */
  readonly submittedAt: Date | null;
  /** The application's reference ({@link applicationReference}). */
  readonly reference: string;
  /** When the copy is made (default now). */
  readonly printedAt?: Date;
}

/**
 * The application's reference on its copy: the partner's abbreviation and the account's id
 * ("ESU-000042"), the key the admissions office looks a student up by.
 */
export const applicationReference = (abbreviation: string, studentId: string): string =>
  `${abbreviation.toUpperCase()}-${studentId.padStart(6, '0')}`;

/** The applicant's legal name from the answers, else the account's e-mail address. */
export const applicantName = (answers: Record<string, AnswerValue>, email: string): string =>
  legalName(answers) || email;

/**
 * Print rules of the PDF only (the engine's stylesheet holds the layout shared with the service
 * view): a compact type size for paper, and nothing at the page edges the footer overlaps.
 */
const PDF_CSS = `:root{--fe-font-size:9.5pt;--fe-line-height:1.3}
html,body{margin:0;padding:0}
.fe-printable{max-width:none}`;

/**
 * The running footer of every page (Chromium's footer template): the applicant's name and the
 * form on the left, "Page n of N" on the right. Inline styles only, as the template requires.
 */
export function footerTemplate(name: string, title: string, marginMm: number): string {
  return `<div style="width:100%;margin:0 ${marginMm}mm;display:flex;justify-content:space-between;font:8pt system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#333"><span>${escapeHtml(
    name,
  )} · ${escapeHtml(title)}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
}

const STYLESHEET = fileURLToPath(
  new URL('../../../../packages/form-engine/src/styles/default.css', import.meta.url),
);
let stylesheet: Promise<string> | undefined;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The full printable HTML document of the application, with the header block when `header` is
 * given. Its `<title>` and `<html lang>` become the tagged PDF's title and language.
 */
export async function printableHtml(
  form: CompiledForm,
  input: CopyInput,
  header?: CopyHeader,
): Promise<string> {
  stylesheet ??= readFile(STYLESHEET, 'utf8');
  const css = (await stylesheet).replace(/<\/style/gi, '<\\/style');
  const store = createFormStore(form, {
    answers: input.answers,
    addAnother: input.addAnother,
    tabs: input.tabs,
  });
  const formTitle = form.definition.title ?? 'Application';
  const name = header ? applicantName(input.answers, header.email) : undefined;
  const body = renderToStaticMarkup(
    createElement(
      FormProvider,
      { store, mode: 'read-only' },
      createElement(PrintableForm, {
        form,
        header: header && {
          partnerName: header.partnerName,
          applicantName: name,
          applicantEmail: header.email,
          submittedAt: header.submittedAt,
          printedAt: header.printedAt ?? new Date(),
          reference: header.reference,
        },
      }),
    ),
  );
  const title = escapeHtml(name ? `${formTitle}: ${name}` : formTitle);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:">
<title>${title}</title><style>${css}</style><style>${PDF_CSS}</style></head><body>${body}</body></html>`;
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
