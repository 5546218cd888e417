/**
 * A submission's copy is what was submitted (issue 27): an undergraduate application submitted,
 * then the server rebuilt with FORM_VARIANT=transfer, still prints as the undergraduate
 * application, and its service data names the undergraduate variant with that form's definition.
 * A submitted definition that today's build no longer has renders from the stored one.
 */
import { createHash } from 'node:crypto';
import { SAMPLE_APPLICATION } from '@admissions/partner-config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { runCopyJobOnce } from '../src/pdf-copy/copies.ts';
import { issueServiceToken } from '../src/pdf-copy/service-tokens.ts';
import { callAs, createLoggedInStudent, type TestStudent } from './application-helpers.ts';
import { openTestDatabase, TEST_DATA_DIR, type TestDatabase } from './databases.ts';
import { pdfText } from './pdf-text.ts';

const UNDERGRADUATE = 'Undergraduate Application for Admission';
const TRANSFER = 'Transfer Application for Admission';
/** The title of a definition edited after the submission (see the last test). */
const EDITED = 'Undergraduate Application for Admission 2026';

const noMail = { send: async () => undefined };
const appOn = (db: TestDatabase, variant: 'undergraduate' | 'transfer') =>
  buildApp({
    config: readConfig({
      COOKIE_SECURE: 'false',
      DATA_DIR: TEST_DATA_DIR,
      WORKERS: 'off',
      FORM_VARIANT: variant,
    }),
    db,
    mailer: noMail,
  });

/** Words split where the PDF's text items break: compare without white space. */
const squash = (text: string) => text.replace(/\s+/g, '');

async function copyText(app: FastifyInstance, student: TestStudent): Promise<string> {
  await callAs(app, student, 'GET', '/api/pdf');
  while (await runCopyJobOnce(app.ctx));
  const status = (await callAs(app, student, 'GET', '/api/pdf')).json();
  expect(status.status).toBe('COMPLETED');
  return squash(await pdfText((await callAs(app, student, 'GET', status.url)).rawPayload));
}

async function serviceData(app: FastifyInstance, db: TestDatabase, student: TestStudent) {
  const token = await issueServiceToken(db, student.id);
  const res = await app.inject({
    method: 'GET',
    url: `/service/tmp-pdf?service_token=${encodeURIComponent(token)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{
    variant: string;
    submitted_form?: { definition: { title?: string }; model: object };
  }>();
}

describe.each(['pglite', 'postgres'] as const)('a submission keeps its form (%s)', (kind) => {
  let db: TestDatabase;
  let transfer: FastifyInstance;
  let student: TestStudent;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    student = await createLoggedInStudent(db);
    // Submitted while the server ran the undergraduate variant.
    const undergraduate = await appOn(db, 'undergraduate');
    try {
      const put = (url: string, payload: unknown) =>
        callAs(undergraduate, student, 'PUT', url, payload);
      expect((await put('/api/answer', SAMPLE_APPLICATION.answers)).statusCode).toBe(200);
      for (const [button_id, num_components] of Object.entries(SAMPLE_APPLICATION.addAnother))
        expect((await put('/api/add-another', { button_id, num_components })).statusCode).toBe(200);
      for (const [tab_id, chosen_tab] of Object.entries(SAMPLE_APPLICATION.tabs))
        expect((await put('/api/tabs', { tab_id, chosen_tab })).statusCode).toBe(200);
      expect((await callAs(undergraduate, student, 'POST', '/api/submit')).statusCode).toBe(200);
      // The same server's service data: its own variant, which its portal has built in.
      expect(await serviceData(undergraduate, db, student)).toMatchObject({
        variant: 'undergraduate',
      });
      expect((await serviceData(undergraduate, db, student)).submitted_form).toBeUndefined();
    } finally {
      await undergraduate.close();
    }
    // Then the operator changes FORM_VARIANT and restarts.
    transfer = await appOn(db, 'transfer');
  }, 60_000);
  afterAll(async () => {
    await transfer?.close();
    await db?.dispose();
  });

  it('stores the variant and the definition hash with the submission', async () => {
    const [row] = await db.query<{ submitted_variant: string; hash: string; title: string }>(
      `SELECT a.submitted_variant, a.submitted_definition_hash AS hash,
              d.definition::json -> 'definition' ->> 'title' AS title
         FROM applications a
         JOIN form_definitions d ON d.definition_hash = a.submitted_definition_hash
        WHERE a.student_id = $1`,
      [student.id],
    );
    expect(row).toMatchObject({ submitted_variant: 'undergraduate', title: UNDERGRADUATE });
    expect(row!.hash).toMatch(/^[\w-]{43}$/);
  });

  it(
    'prints the undergraduate application after FORM_VARIANT changed to transfer',
    { timeout: 60_000 },
    async () => {
      const text = await copyText(transfer, student);
      expect(text).toContain(squash(UNDERGRADUATE));
      expect(text).not.toContain(squash(TRANSFER));
      expect(text).toContain(squash(String(SAMPLE_APPLICATION.answers.first_name)));
    },
  );

  it('gives the service view the undergraduate variant and its definition', async () => {
    const data = await serviceData(transfer, db, student);
    expect(data.variant).toBe('undergraduate');
    expect(data.submitted_form?.definition.title).toBe(UNDERGRADUATE);
    expect(data.submitted_form?.model).toMatchObject({ first_name: 'string' });
  });

  it(
    'renders a submitted definition that today’s build no longer has from the stored one',
    { timeout: 60_000 },
    async () => {
      // As if the definitions had been edited since: the stored one is not today's.
      const [stored] = await db.query<{ definition: string }>(
        `SELECT d.definition FROM form_definitions d
           JOIN applications a ON a.submitted_definition_hash = d.definition_hash
          WHERE a.student_id = $1`,
        [student.id],
      );
      const form = JSON.parse(stored!.definition) as { definition: object; model: object };
      const edited = JSON.stringify({ ...form, definition: { ...form.definition, title: EDITED } });
      const hash = createHash('sha256').update(edited).digest('base64url');
      await db.query(
        `INSERT INTO form_definitions (definition_hash, variant, definition)
         VALUES ($1, 'undergraduate', $2)`,
        [hash, edited],
      );
      await db.query(
        'UPDATE applications SET submitted_definition_hash = $2 WHERE student_id = $1',
        [student.id, hash],
      );
      const text = await copyText(transfer, student);
      expect(text).toContain(squash(EDITED));
      expect((await serviceData(transfer, db, student)).submitted_form?.definition.title).toBe(
        EDITED,
      );
    },
  );
});
