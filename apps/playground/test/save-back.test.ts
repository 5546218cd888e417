/**
 * Saving back: the dev server's route writes only inside the definitions folder (a path outside
 * it, `..`, an absolute path or a link out are refused) and only for the playground's own page;
 * the diff the author confirms shows exactly the changed lines.
 */
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileHandler, resolveDefinitionPath } from '../save-plugin.ts';
import { formatDiff, lineDiff } from '../src/line-diff.ts';

const base = mkdtempSync(join(tmpdir(), 'pg-save-'));
const root = join(base, 'definitions');
const outside = join(base, 'elsewhere');
mkdirSync(join(root, 'sections'), { recursive: true });
mkdirSync(outside);
writeFileSync(join(root, 'sections', 'family.json'), '{ "sections": [] }\n');
writeFileSync(join(outside, 'secret.json'), '{}\n');
symlinkSync(outside, join(root, 'link'));

describe('resolveDefinitionPath: only files of the definitions folder', () => {
  it('accepts a JSON file inside the folder, existing or new', async () => {
    expect(await resolveDefinitionPath(root, 'sections/family.json')).toMatch(
      /sections\/family\.json$/,
    );
    expect(await resolveDefinitionPath(root, 'sections/new.json')).toMatch(/sections\/new\.json$/);
  });

  it.each([
    ['a path with ..', '../elsewhere/secret.json'],
    ['a .. in the middle', 'sections/../../elsewhere/secret.json'],
    ['an absolute path', join(outside, 'secret.json')],
    ['a link leading out', 'link/secret.json'],
    ['a file that is not JSON', 'sections/family.ts'],
    ['an empty segment', 'sections//family.json'],
    ['a backslash', 'sections\\\\family.json'],
    ['no path', undefined],
  ])('refuses %s', async (_what, path) => {
    expect(await resolveDefinitionPath(root, path)).toBeUndefined();
  });
});

describe('the /__playground/file route', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const handle = fileHandler(root);
    server = createServer((request, response) => void handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const put = (body: object, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'PUT', body: JSON.stringify(body), headers });

  it('reads a file and writes the new text, formatted as the repository formats it', async () => {
    const read = await fetch(`${url}?path=sections/family.json`);
    expect(await read.text()).toBe('{ "sections": [] }\n');
    const typed = '{"sections":[{"id":"x",\n"fields":[]}]}';
    const formatted = '{ "sections": [{ "id": "x", "fields": [] }] }\n';
    // POST: what would be written (for the diff the author confirms); nothing written yet.
    const preview = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({ path: 'sections/family.json', text: typed }),
    });
    expect(await preview.text()).toBe(formatted);
    expect(readFileSync(join(root, 'sections', 'family.json'), 'utf8')).toBe(
      '{ "sections": [] }\n',
    );
    const saved = await put({ path: 'sections/family.json', text: typed });
    expect(saved.status).toBe(200);
    // No generator beside this folder: nothing else rewritten.
    expect(await saved.json()).toEqual({ text: formatted, generated: [] });
    expect(readFileSync(join(root, 'sections', 'family.json'), 'utf8')).toBe(formatted);
  });

  it("regenerates the package's types after the model changes (and only then)", async () => {
    // A package like the partner's: definitions/ beside scripts/generate-data-types.ts.
    mkdirSync(join(base, 'scripts'));
    mkdirSync(join(base, 'src'));
    writeFileSync(
      join(base, 'scripts', 'generate-data-types.ts'),
      `import { readFileSync, writeFileSync } from 'node:fs';
const model: { keys: string[] } = JSON.parse(readFileSync('definitions/model.json', 'utf8'));
writeFileSync('src/data.generated.ts', \`export type Key = \${model.keys.map((k) => \`'\${k}'\`).join(' | ')};\\n\`);
`,
    );
    const saved = await put({ path: 'model.json', text: '{ "keys": ["a", "b"] }' });
    expect(saved.status).toBe(200);
    expect((await saved.json()).generated).toEqual(['src/data.generated.ts']);
    expect(readFileSync(join(base, 'src', 'data.generated.ts'), 'utf8')).toBe(
      "export type Key = 'a' | 'b';\n",
    );
    const section = await put({ path: 'sections/family.json', text: '{ "sections": [] }' });
    expect((await section.json()).generated).toEqual([]);
  });

  it('refuses to write outside the folder, or text that is not JSON', async () => {
    expect((await put({ path: '../elsewhere/secret.json', text: '{"x":1}' })).status).toBe(403);
    expect((await put({ path: 'link/secret.json', text: '{"x":1}' })).status).toBe(403);
    expect(readFileSync(join(outside, 'secret.json'), 'utf8')).toBe('{}\n');
    expect((await put({ path: 'sections/family.json', text: '{ broken' })).status).toBe(400);
  });

  it("refuses a request from another site's page", async () => {
    const response = await put(
      { path: 'sections/family.json', text: '{}' },
      { origin: 'http://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(readFileSync(join(root, 'sections', 'family.json'), 'utf8')).not.toBe('{}');
  });
});

describe('the diff shown before writing', () => {
  it('marks removed and added lines with two lines of context, … for the rest', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].join('\n');
    const after = ['a', 'b', 'c', 'd', 'E', 'f', 'g', 'h'].join('\n');
    expect(formatDiff(lineDiff(before, after))).toBe(
      ['…', '  c', '  d', '- e', '+ E', '  f', '  g', '…'].join('\n'),
    );
  });

  it('shows an inserted line alone and nothing when nothing changed', () => {
    expect(lineDiff('a\nc', 'a\nb\nc').filter((l) => l.kind !== 'same')).toEqual([
      { kind: 'add', text: 'b' },
    ]);
    expect(formatDiff(lineDiff('a\nb', 'a\nb'))).toBe('');
  });
});
