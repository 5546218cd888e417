/** `GET /lookup/find`: school and address suggestions, details, errors and imported directories. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSchools } from '../src/lookup/import-schools.ts';
import { startTestServer, type TestServer } from './app.ts';

interface Suggestion {
  text: string;
  id: string;
  sub_text: string;
}

let dataDir: string;
let server: TestServer;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lookup-test-'));
  server = await startTestServer('pglite', { DATA_DIR: dataDir });
});

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const find = (query: Record<string, string>, app = server.app) =>
  app.inject({ method: 'GET', url: `/lookup/find?${new URLSearchParams(query)}` });

async function suggest(
  text: string,
  category = 'college_ceeb',
  max?: number,
  app = server.app,
): Promise<Suggestion[]> {
  const query: Record<string, string> = { text, category };
  if (max !== undefined) query.max_results = String(max);
  const response = await find(query, app);
  expect(response.statusCode).toBe(200);
  return response.json<Suggestion[]>();
}

describe('college suggestions', () => {
  it('ranks a whole-name prefix first, the flagship before its branch campuses', async () => {
    const list = await suggest('ohio state');
    expect(list).toHaveLength(5);
    expect(list[0]).toEqual({
      text: 'Ohio State University-Main Campus',
      id: 'ipeds:204796',
      sub_text: 'Columbus, OH',
    });
    for (const item of list) expect(item.text.toLowerCase().startsWith('ohio state')).toBe(true);
  });

  it('matches word prefixes in any order, case-insensitively', async () => {
    const list = await suggest('STATE univ ohio');
    expect(list[0]?.text).toBe('Ohio State University-Main Campus');
    for (const item of list) expect(item.text).toMatch(/Ohio State University/);
  });

  it('finds a name after a leading "The"', async () => {
    expect((await suggest('university of alabama'))[0]?.text).toBe('The University of Alabama');
  });

  it('matches aliases', async () => {
    expect((await suggest('aamu'))[0]?.text).toBe('Alabama A & M University');
  });

  it('tolerates one typo in words of four letters or more', async () => {
    expect((await suggest('harvrd'))[0]).toEqual({
      text: 'Harvard University',
      id: 'ipeds:166027',
      sub_text: 'Cambridge, MA',
    });
    expect((await suggest('hravard univ'))[0]?.text).toBe('Harvard University');
    // Short words need an exact prefix: "mtt" is not "mit".
    expect(await suggest('xqz')).toEqual([]);
  });

  it('ignores accents', async () => {
    // The alias is spelled "Recinto de Mayagüez", the name "…-Mayaguez".
    expect((await suggest('recinto de mayaguez'))[0]?.text).toBe(
      'University of Puerto Rico-Mayaguez',
    );
    expect((await suggest('puerto rico-mayagüez'))[0]?.text).toBe(
      'University of Puerto Rico-Mayaguez',
    );
  });

  it('respects max_results (default 5, 1 to 10)', async () => {
    expect(await suggest('college', 'college_ceeb', 1)).toHaveLength(1);
    expect(await suggest('college', 'college_ceeb', 10)).toHaveLength(10);
    expect(await suggest('college')).toHaveLength(5);
  });

  it('answers [] when nothing matches', async () => {
    expect(await suggest('zzzzzzzz qqqqqq')).toEqual([]);
    expect(await suggest('  ')).toEqual([]);
  });
});

describe('college detail', () => {
  it('gives the related fields with the full state name and country USA', async () => {
    const response = await find({ id: 'ipeds:204796', category: 'college_ceeb' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Ohio State University-Main Campus',
      ceeb: '',
      address_line_1: '190 N. Oval Mall',
      city: 'Columbus',
      state: 'Ohio',
      zip: '43210',
      country: 'USA',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('maps territories to USA and freely associated states to their country', async () => {
    const [uprm] = await suggest('University of Puerto Rico-Mayaguez');
    const pr = await find({ id: uprm!.id, category: 'college_ceeb' });
    expect(pr.json()).toMatchObject({ state: 'Puerto Rico', country: 'USA' });
    const [palau] = await suggest('palau community');
    const pw = await find({ id: palau!.id, category: 'college_ceeb' });
    expect(pw.json()).toMatchObject({ state: '', country: 'PLW' });
  });

  it('answers 404 { message } for an unknown id', async () => {
    for (const id of ['ipeds:1', 'nonsense']) {
      const response = await find({ id, category: 'college_ceeb' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No such lookup entry.' });
    }
  });
});

describe('bad queries', () => {
  it.each([
    ['an unknown category', { text: 'ohio', category: 'colleges' }],
    ['no category', { text: 'ohio' }],
    ['neither text nor id', { category: 'college_ceeb' }],
    ['text over 100 characters', { text: 'a'.repeat(101), category: 'college_ceeb' }],
    ['empty text', { text: '', category: 'college_ceeb' }],
    ['max_results 0', { text: 'ohio', category: 'college_ceeb', max_results: '0' }],
    ['max_results 11', { text: 'ohio', category: 'college_ceeb', max_results: '11' }],
    ['max_results not a number', { text: 'ohio', category: 'college_ceeb', max_results: 'x' }],
    ['an unknown parameter', { text: 'ohio', category: 'college_ceeb', limit: '3' }],
  ])('answers 400 JSON for %s', async (_, query: Record<string, string>) => {
    const response = await find(query);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json<{ message: string }>().message).toMatch(/^Invalid request/);
  });

  it('needs no session', async () => {
    const response = await find({ text: 'harvard', category: 'college_ceeb' });
    expect(response.statusCode).toBe(200);
  });
});

describe('address suggestions', () => {
  it('finds a city, biggest first, one suggestion per city with several ZIP codes', async () => {
    const list = await suggest('columbus, oh', 'address');
    expect(list[0]).toEqual({
      text: 'Columbus, OH',
      id: 'city:OH:Columbus',
      sub_text: expect.stringMatching(/^Ohio, \d+ ZIP codes$/) as unknown as string,
    });
    const detail = await find({ id: list[0]!.id, category: 'address' });
    expect(detail.json()).toEqual({
      address_line_1: '',
      city: 'Columbus',
      state: 'Ohio',
      zip: '',
      country: 'USA',
    });
  });

  it('finds ZIP codes by prefix', async () => {
    const list = await suggest('4321', 'address', 3);
    expect(list).toHaveLength(3);
    for (const item of list) expect(item.id).toMatch(/^zip:4321\d$/);
    expect(await suggest('43210', 'address')).toEqual([
      { text: 'Columbus, OH 43210', id: 'zip:43210', sub_text: 'Ohio' },
    ]);
  });

  it('narrows a city by a ZIP prefix', async () => {
    const list = await suggest('cambridge ma 0213', 'address');
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expect(item.text).toMatch(/^Cambridge, MA 0213\d$/);
  });

  it('keeps a typed street in the suggestion and the detail', async () => {
    const [first] = await suggest('190 N Oval Mall, Columbus OH 43210', 'address');
    expect(first).toEqual({
      text: '190 N Oval Mall, Columbus, OH 43210',
      id: 'zip:43210:190 N Oval Mall',
      sub_text: 'Ohio',
    });
    const detail = await find({ id: first!.id, category: 'address' });
    expect(detail.json()).toEqual({
      address_line_1: '190 N Oval Mall',
      city: 'Columbus',
      state: 'Ohio',
      zip: '43210',
      country: 'USA',
    });
  });

  it('returns the typed text as address_line_1 when given with the id', async () => {
    const detail = await find({ id: 'zip:02138', category: 'address', text: '1 Oxford St' });
    expect(detail.json()).toEqual({
      address_line_1: '1 Oxford St',
      city: 'Cambridge',
      state: 'Massachusetts',
      zip: '02138',
      country: 'USA',
    });
  });

  it('answers 404 for an unknown ZIP code', async () => {
    expect((await find({ id: 'zip:00000', category: 'address' })).statusCode).toBe(404);
  });
});

describe('high schools', () => {
  const csv = [
    'ceeb,name,alias,address,city,state,zip',
    '361234,Lincoln High School,LHS,100 Main St,Springfield,IL,62701',
    '361235,Washington Academy,,"200 Oak Ave, Suite 3",Chicago,Illinois,60601',
    ',No Code School,,,,IL,',
  ].join('\n');

  it('answers [] without a directory, and serves one after an import', async () => {
    expect(await suggest('lincoln', 'hs_ceeb')).toEqual([]);
    expect((await find({ id: 'ceeb:361234', category: 'hs_ceeb' })).statusCode).toBe(404);

    const file = join(dataDir, 'schools.csv');
    await writeFile(file, csv);
    const result = await importSchools({ category: 'hs_ceeb', file, dataDir });
    expect(result).toEqual({
      path: join(dataDir, 'lookup', 'hs_ceeb.csv'),
      imported: 2,
      skipped: ['line 4: neither ceeb nor unitid'],
    });

    // A fresh server (a running one rechecks within a minute; see lookup-units.test.ts).
    const fresh = await startTestServer('pglite', { DATA_DIR: dataDir });
    try {
      expect(await suggest('linc', 'hs_ceeb', 5, fresh.app)).toEqual([
        { text: 'Lincoln High School', id: 'ceeb:361234', sub_text: 'Springfield, IL' },
      ]);
      expect(await suggest('lhs', 'hs_ceeb', 5, fresh.app)).toHaveLength(1);
      const detail = await find({ id: 'ceeb:361235', category: 'hs_ceeb' }, fresh.app);
      expect(detail.json()).toEqual({
        name: 'Washington Academy',
        ceeb: '361235',
        address_line_1: '200 Oak Ave, Suite 3',
        city: 'Chicago',
        state: 'Illinois',
        zip: '60601',
        country: 'USA',
      });
      // The college directory is unaffected.
      expect((await suggest('harvard', 'college_ceeb', 5, fresh.app))[0]?.text).toBe(
        'Harvard University',
      );
    } finally {
      await fresh.close();
    }
  });
});
