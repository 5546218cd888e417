/**
 * The PDF copy as a document (issue 15): the sample application, submitted, prints on the
 * partner's paper in at most six pages with a header block on page 1, "Page n of N" in the
 * footer of every page, long lists reduced to the chosen option, short lists with every option,
 * unanswered questions marked, every answer present, and a tagged PDF with title and language.
 */
import { renderPlainText } from '@admissions/form-engine';
import { compiledVariant, PARTNER, SAMPLE_APPLICATION } from '@admissions/partner-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCopyJobOnce } from '../src/pdf-copy/copies.ts';
import { applicationReference } from '../src/pdf-copy/render.ts';
import { startTestServer, type TestServer } from './app.ts';
import { callAs, createLoggedInStudent, type TestStudent } from './application-helpers.ts';
import { pdfPages, pdfTagging } from './pdf-text.ts';

/** The target for the sample application (18 A4 pages before). */
const MAX_SAMPLE_PAGES = 6;
/** PDF points of the partner's paper. */
const PAPER = { Letter: [612, 792], A4: [595.92, 842.88] } as const;
const { answers } = SAMPLE_APPLICATION;
const NAME = `${String(answers.first_name)} ${String(answers.last_name)}`;

/** Whitespace-insensitive: the PDF wraps lines and splits text items where it likes. */
/**
 * The text without white space: a PDF's extracted text splits words where the font kerns or
 * ligates ("student-7d ff 33bb" for a random address holding "ff").
 */
const squash = (text: string) => text.replace(/\s+/g, '');

async function saveSample(server: TestServer, student: TestStudent) {
  const call = (url: string, payload: unknown) => callAs(server.app, student, 'PUT', url, payload);
  expect((await call('/api/answer', answers)).statusCode).toBe(200);
  for (const [button_id, num_components] of Object.entries(SAMPLE_APPLICATION.addAnother))
    expect((await call('/api/add-another', { button_id, num_components })).statusCode).toBe(200);
  for (const [tab_id, chosen_tab] of Object.entries(SAMPLE_APPLICATION.tabs))
    expect((await call('/api/tabs', { tab_id, chosen_tab })).statusCode).toBe(200);
}

async function copyOf(server: TestServer, student: TestStudent): Promise<Uint8Array> {
  await callAs(server.app, student, 'GET', '/api/pdf');
  while (await runCopyJobOnce(server.app.ctx));
  const status = (await callAs(server.app, student, 'GET', '/api/pdf')).json();
  expect(status.status).toBe('COMPLETED');
  return (await callAs(server.app, student, 'GET', status.url)).rawPayload;
}

describe.each(['pglite', 'postgres'] as const)('the PDF copy document (%s)', (kind) => {
  let server: TestServer;
  let submitted: TestStudent;
  let pages: Awaited<ReturnType<typeof pdfPages>>;
  let bytes: Uint8Array;

  beforeAll(async () => {
    server = await startTestServer(kind, { WORKERS: 'off' });
    submitted = await createLoggedInStudent(server.db);
    await saveSample(server, submitted);
    expect((await callAs(server.app, submitted, 'POST', '/api/submit')).statusCode).toBe(200);
    bytes = await copyOf(server, submitted);
    pages = await pdfPages(bytes);
  }, 60_000);
  afterAll(async () => server?.close());

  it(`prints the sample application in at most ${MAX_SAMPLE_PAGES} pages of the partner's paper`, () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThanOrEqual(MAX_SAMPLE_PAGES);
    const [width, height] = PAPER[PARTNER.paperSize];
    for (const page of pages) {
      expect(page.width).toBeCloseTo(width, 0);
      expect(page.height).toBeCloseTo(height, 0);
    }
  });

  it('opens with the header block: partner, form, applicant, e-mail, submission, reference', async () => {
    const first = pages[0]!.text;
    const [row] = await server.db.query<{ submitted_at: unknown }>(
      'SELECT submitted_at FROM applications WHERE student_id = $1',
      [submitted.id],
    );
    const at = new Date(row!.submitted_at as string);
    const year = String(at.getFullYear());
    expect(first).toContain(PARTNER.schoolName);
    expect(first).toContain(String(compiledVariant('undergraduate').definition.title));
    expect(first).toContain(NAME);
    expect(squash(first)).toContain(submitted.username);
    expect(first).toMatch(
      new RegExp(`Submitted\\s+\\w+ \\d{1,2}, ${year} at \\d{1,2}:\\d{2} [AP]M`),
    );
    expect(first).not.toContain('Not yet submitted');
    expect(first).toContain(applicationReference(PARTNER.keyAbbreviation, submitted.id));
  });

  it('has a footer on every page: the applicant and "Page n of N" with N the page count', () => {
    pages.forEach((page, i) => {
      expect(page.text).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page.text).toContain(NAME);
    });
  });

  it('prints only the chosen option of a long list, every option of a short one', () => {
    const text = squash(pages.map((p) => p.text).join(' '));
    // Country (about 250 options): the chosen one only.
    expect(text).toContain(squash('Country [X] United States'));
    for (const other of ['Afghanistan', 'Zimbabwe', 'Alabama', 'Wyoming', 'Swahili'])
      expect(text).not.toContain(other);
    // Yes/No: both boxes.
    expect(text).toContain(
      squash('Is your mailing address the same as your permanent home address? [X] Yes [ ] No'),
    );
    // Legal Sex: all three options.
    expect(text).toContain(squash('Legal Sex [X] Female [ ] Male [ ] Another legal sex (X)'));
  });

  it('keeps unanswered questions visible as "Not answered"', () => {
    const text = squash(pages.map((p) => p.text).join(' '));
    expect(answers.address_line_2 ?? '').toBe('');
    expect(text).toContain(squash('Address Line 2: Not answered'));
  });

  it('shows every answer of the application', () => {
    const text = squash(pages.map((p) => p.text).join(' '));
    const form = compiledVariant('undergraduate');
    const plain = renderPlainText(form, {
      answers,
      addAnother: SAMPLE_APPLICATION.addAnother,
      tabs: SAMPLE_APPLICATION.tabs,
    });
    const values = plain
      .split('\n')
      .filter((line) => line.includes(': '))
      .map((line) => line.slice(line.indexOf(': ') + 2).trim())
      .filter((value) => value !== '' && value !== 'Yes' && value !== 'No');
    expect(values.length).toBeGreaterThan(40);
    for (const value of values) expect(text, value).toContain(squash(value));
  });

  it('is a tagged PDF with the title and language of the document', async () => {
    const tagging = await pdfTagging(bytes);
    expect(tagging.structTree).toBe(true);
    expect(tagging.marked).toBe(true);
    expect(tagging.lang).toBe('en');
    expect(tagging.title).toContain(NAME);
  });

  it('says "Not yet submitted" on the copy of an application not submitted', async () => {
    const draft = await createLoggedInStudent(server.db);
    await saveSample(server, draft);
    // Markup in a name is text, in the page and in Chromium's footer template alike.
    const marked = '<i>Ada</i> & <span class="totalPages"></span>';
    const put = await callAs(server.app, draft, 'PUT', '/api/answer', { first_name: marked });
    expect(put.statusCode).toBe(200);
    const draftPages = await pdfPages(await copyOf(server, draft));
    const first = draftPages[0]!.text;
    expect(first).toMatch(/Not yet submitted \(printed \w+ \d{1,2}, \d{4}\)/);
    expect(squash(first)).toContain(draft.username);
    for (const page of draftPages) expect(squash(page.text)).toContain(squash(marked));
  }, 60_000);
});
