/**
 * Stored XSS through answers. The server stores what the student typed, as given, and hands it
 * out only as JSON (never as HTML: `application/json` and `nosniff`, so no browser renders it).
 * The one place it becomes markup on the server is the PDF copy's printable HTML: there it must be
 * text (escaped), never an element or attribute, and the PDF must show it literally.
 * The portal's rendering (React, CSP) is covered by the e2e suite (apps/portal/test/e2e/).
 */
import { compiledVariant } from '@admissions/partner-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCopy, requestCopy, runCopyJobOnce } from '../../src/pdf-copy/copies.ts';
import { printableHtml } from '../../src/pdf-copy/render.ts';
import { issueServiceToken } from '../../src/pdf-copy/service-tokens.ts';
import { startTestServer, type TestServer } from '../app.ts';
import {
  callAs,
  completeApplication,
  createLoggedInStudent,
  type TestStudent,
} from '../application-helpers.ts';
import { DATABASES } from './support.ts';

/** Each payload in a text question the printable form shows. */
const PAYLOADS: Record<string, string> = {
  first_name: '<script>alert(1)</script>',
  middle_name: '<img src=x onerror=alert(1)>',
  last_name: '"><svg onload=alert(1)>',
  preferred_name: 'javascript:alert(1)',
  personal_statement_essay:
    '<a href="javascript:alert(1)">click</a> & </style><script>x()</script>',
  address_line_1: "' onmouseover='alert(1)' x='",
  address_line_2: '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  city: '{{constructor.constructor("alert(1)")()}} <!-- ]]>',
};
const LAST_PAGE = '/"><script>alert(1)</script>';

/** The PDF's text, whitespace removed (line breaks fall anywhere in long answers). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true })
    .promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++)
    for (const item of (await (await doc.getPage(n)).getTextContent()).items)
      if ('str' in item) parts.push(item.str);
  await doc.destroy();
  return parts.join('').replace(/\s+/g, '');
}

/**
 * The elements and attributes of markup written by React's renderToStaticMarkup, which escapes
 * `<`, `>`, `&`, `"` and `'` in every text and attribute value: outside the style sheet a `<` can
 * only open a tag, so a tag scan is exact here.
 */
function tagsOf(html: string): { name: string; attributes: [string, string][] }[] {
  const markup = html.replace(/<style>[\s\S]*?<\/style>/g, '<style></style>');
  return [...markup.matchAll(/<([a-zA-Z][^\s/>]*)([^>]*)>/g)].map((tag) => ({
    name: tag[1]!.toLowerCase(),
    attributes: [...tag[2]!.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map(
      (a) => [a[1]!.toLowerCase(), a[2] ?? ''] as [string, string],
    ),
  }));
}

const reactEscape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? '&#x27;',
  );

describe.each(DATABASES)('stored XSS (%s)', (kind) => {
  let server: TestServer;
  let student: TestStudent;

  beforeAll(async () => {
    server = await startTestServer(kind, { WORKERS: 'off' });
    student = await createLoggedInStudent(server.db);
    const put = (url: string, payload: unknown) => callAs(server.app, student, 'PUT', url, payload);
    expect(
      (await put('/api/answer', { ...completeApplication.answers, ...PAYLOADS })).statusCode,
    ).toBe(200);
    for (const [button_id, num_components] of Object.entries(completeApplication.addAnother))
      await put('/api/add-another', { button_id, num_components });
    for (const [tab_id, chosen_tab] of Object.entries(completeApplication.tabs))
      await put('/api/tabs', { tab_id, chosen_tab });
    expect((await put('/api/last-page', { last_page: LAST_PAGE })).statusCode).toBe(200);
  });
  afterAll(async () => server?.close());

  it('stores answers as given and returns them only as JSON', async () => {
    const token = await issueServiceToken(server.db, student.id);
    for (const [url, as] of [
      ['/api/profile', student],
      [`/service/tmp-pdf?service_token=${token}`, undefined],
    ] as const) {
      const response = await callAs(server.app, as, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.json().answer).toMatchObject(PAYLOADS);
    }
    expect((await callAs(server.app, student, 'GET', '/api/profile')).json().last_page).toBe(
      LAST_PAGE,
    );
  });

  it(
    'prints the answers as text in the PDF copy: escaped markup, literal text',
    { timeout: 60_000 },
    async () => {
      let html = '';
      await requestCopy(server.app.ctx, student.id);
      const rendered = await runCopyJobOnce(server.app.ctx, {
        // The real renderer, with the HTML it prints kept for inspection.
        render: async (ctx, source) => {
          html = await printableHtml(compiledVariant(ctx.config.formVariant), source.input);
          return renderCopy(ctx, source);
        },
      });
      expect(rendered).toBe(true);

      for (const payload of Object.values(PAYLOADS)) expect(html).toContain(reactEscape(payload));
      const tags = tagsOf(html);
      expect(tags.length).toBeGreaterThan(100);
      const names = new Set(tags.map((t) => t.name));
      for (const executable of ['script', 'iframe', 'svg', 'img', 'object', 'embed', 'a'])
        expect(names.has(executable), `<${executable}>`).toBe(false);
      for (const { name, attributes } of tags)
        for (const [attribute, value] of attributes) {
          expect(attribute.startsWith('on'), `${name} ${attribute}`).toBe(false);
          expect(value.trim().toLowerCase().startsWith('javascript:'), `${name} ${attribute}`).toBe(
            false,
          );
        }

      const copy = await callAs(server.app, student, 'GET', '/api/pdf');
      const file = await callAs(server.app, student, 'GET', copy.json().url);
      expect(file.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(file.rawPayload);
      for (const payload of Object.values(PAYLOADS))
        expect(text).toContain(payload.replace(/\s+/g, ''));
      // No script in the PDF itself either.
      expect(file.rawPayload.includes('/JavaScript')).toBe(false);
      expect(file.rawPayload.includes('/JS ')).toBe(false);
    },
  );
});
