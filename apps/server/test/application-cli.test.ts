/**
 * The command-line tools: prefilled links from a JSON file (tmp-token), read-only service links
 * (service-token) and the JSON Lines export of submitted applications, as functions on both
 * databases and once each as real processes.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSubmitted } from '../src/application/export.ts';
import { tmpSetFromJson } from '../src/application/tmp-file.ts';
import { startTestServer, type TestServer } from './app.ts';
import { callAs, completeApplication, createLoggedInStudent } from './application-helpers.ts';

const run = promisify(execFile);
const SERVER = fileURLToPath(new URL('..', import.meta.url));
const cli = (name: string, args: string[], env: NodeJS.ProcessEnv) =>
  run(process.execPath, ['--import', 'tsx', join(SERVER, 'src/cli', name), ...args], {
    cwd: SERVER,
    env: { ...process.env, ...env },
  });

describe('tmpSetFromJson', () => {
  it('reads a plain answers map or a structured set', () => {
    expect(tmpSetFromJson({ first_name: 'Ada' }, 'undergraduate')).toEqual({
      answer: { first_name: 'Ada' },
      add_another: {},
      tabs: {},
      document_answer: {},
    });
    expect(
      tmpSetFromJson(
        {
          answers: { first_name: 'Ada' },
          add_another: { colleges: 2 },
          tabs: { personal_statement: 'document' },
        },
        'undergraduate',
      ),
    ).toMatchObject({ add_another: { colleges: 2 }, tabs: { personal_statement: 'document' } });
  });

  it('refuses what the calls refuse', () => {
    expect(() => tmpSetFromJson({ nope: 1 }, 'undergraduate')).toThrow(/nope/);
    expect(() => tmpSetFromJson({ legal_agree: 'yes' }, 'undergraduate')).toThrow(/legal_agree/);
    expect(() => tmpSetFromJson([], 'undergraduate')).toThrow();
    expect(() =>
      tmpSetFromJson({ answers: {}, add_another: { colleges: 9 } }, 'undergraduate'),
    ).toThrow(/at most 4/);
    expect(() =>
      tmpSetFromJson({ answers: {}, tabs: { personal_statement: 'x' } }, 'undergraduate'),
    ).toThrow();
  });
});

describe.each(['pglite', 'postgres'] as const)('export on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('writes submitted applications only, one JSON line each, across pages', async () => {
    const submitted = [];
    for (let i = 0; i < 3; i += 1) {
      const s = await createLoggedInStudent(server.db);
      await callAs(server.app, s, 'PUT', '/api/answer', completeApplication.answers);
      await callAs(server.app, s, 'PUT', '/api/tabs', {
        tab_id: 'personal_statement',
        chosen_tab: 'essay',
      });
      for (const [button_id, num_components] of Object.entries(completeApplication.addAnother))
        await callAs(server.app, s, 'PUT', '/api/add-another', { button_id, num_components });
      expect((await callAs(server.app, s, 'POST', '/api/submit')).statusCode).toBe(200);
      submitted.push(s.username);
    }
    const draft = await createLoggedInStudent(server.db);
    await callAs(server.app, draft, 'PUT', '/api/answer', { first_name: 'Draft' });

    const lines: string[] = [];
    expect(await exportSubmitted(server.db, (line) => void lines.push(line), 2)).toBe(3);
    const rows = lines.map((line) => JSON.parse(line));
    expect(rows.map((r) => r.username)).toEqual(submitted);
    expect(rows[0]).toMatchObject({
      answers: { first_name: 'Ada' },
      add_another: { colleges: 1 },
      tabs: { personal_statement: 'essay' },
    });
    expect(new Date(rows[0].submitted_at).toISOString()).toBe(rows[0].submitted_at);
    expect(lines.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(
      true,
    );

    if (kind === 'postgres') {
      const { stdout } = await cli('export.ts', [], { DATABASE_URL: server.db.url });
      expect(
        stdout
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l).username),
      ).toEqual(submitted);
    }
  }, 60_000);
});

describe('tmp-token command', () => {
  it('prints a prefilled link whose token serves the answers', async () => {
    const server = await startTestServer('postgres', { PUBLIC_URL: 'https://apply.example.edu' });
    const dir = await mkdtemp(join(tmpdir(), 'admissions-tmp-'));
    try {
      const file = join(dir, 'answers.json');
      await writeFile(file, JSON.stringify({ answers: { first_name: 'Ada' }, tabs: {} }));
      const { stdout } = await cli('tmp-token.ts', [file], {
        DATABASE_URL: server.db.url,
        PUBLIC_URL: 'https://apply.example.edu/',
      });
      const link = new URL(stdout.trim());
      expect(`${link.origin}${link.pathname}`).toBe('https://apply.example.edu/');
      const res = await server.app.inject({
        method: 'GET',
        url: `/public/tmp?token=${encodeURIComponent(link.searchParams.get('token')!)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().answer).toEqual({ first_name: 'Ada' });

      await writeFile(file, JSON.stringify({ unknown_key: 'x' }));
      await expect(cli('tmp-token.ts', [file], { DATABASE_URL: server.db.url })).rejects.toThrow(
        /unknown_key/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
      await server.close();
    }
  }, 60_000);
});

describe('service-token command', () => {
  it("prints a service link that reads that one student's answers", async () => {
    const server = await startTestServer('postgres', { PUBLIC_URL: 'https://apply.example.edu' });
    try {
      const student = await createLoggedInStudent(server.db);
      await callAs(server.app, student, 'PUT', '/api/answer', { first_name: 'Ada' });
      const { stdout } = await cli('service-token.ts', [student.username.toUpperCase()], {
        DATABASE_URL: server.db.url,
        PUBLIC_URL: 'https://apply.example.edu',
      });
      const link = new URL(stdout.trim());
      const token = link.searchParams.get('service_token')!;
      const res = await server.app.inject({
        method: 'GET',
        url: `/service/tmp-pdf?service_token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().answer).toEqual({ first_name: 'Ada' });
      await expect(
        cli('service-token.ts', ['nobody@example.edu'], { DATABASE_URL: server.db.url }),
      ).rejects.toThrow(/no account/);
      await expect(
        cli('service-token.ts', [student.username, '--minutes', '0'], {
          DATABASE_URL: server.db.url,
        }),
      ).rejects.toThrow(/usage/);
    } finally {
      await server.close();
    }
  }, 60_000);
});
