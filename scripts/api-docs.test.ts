import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../apps/server/src/settings/schema.ts';
import { API_DOC, markdownTable, routeTable, writtenApiDocs } from './api-docs.ts';

describe("docs/api.md's generated tables", () => {
  it('are the ones the contract and the settings schema write (npm run docs:api)', async () => {
    const current = await readFile(API_DOC, 'utf8');
    expect(await writtenApiDocs(current), 'docs/api.md drifted: npm run docs:api').toBe(current);
  });

  it('list each route of a section once, with its path as the docs write it', () => {
    const table = routeTable('documents');
    expect(table).toContain('`GET /api/pdf/document-answer/{key}/file`');
    expect(table.match(/`DELETE \/api\/document-answer\/\{key\}`/g)).toHaveLength(1);
  });

  it('list every setting', async () => {
    const current = await readFile(API_DOC, 'utf8');
    for (const name of Object.keys(SETTINGS)) expect(current).toContain(`| \`${name}\``);
  });

  it('escape a pipe inside a cell and keep each row on one line', () => {
    expect(markdownTable(['a', 'b'], [['`x|y`', 'one\n   two']])).toBe(
      '| a | b |\n| --- | --- |\n| `x\\|y` | one two |',
    );
  });

  it('refuse a file that lacks a section of the contract', async () => {
    const current = await readFile(API_DOC, 'utf8');
    const withoutCopy = current.replace(/<!-- routes:copy -->[\s\S]*?<!-- \/routes:copy -->/, '');
    await expect(writtenApiDocs(withoutCopy)).rejects.toThrow(
      /no <!-- routes:… --> markers for: copy/,
    );
  });
});
