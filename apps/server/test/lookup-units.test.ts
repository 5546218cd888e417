/** The lookup building blocks: CSV, folding, typo matching, regions, directory files. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { optionLists } from '@admissions/partner-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCsv, parseCsvRecords, toCsv } from '../src/lookup/csv.ts';
import { importSchools } from '../src/lookup/import-schools.ts';
import { LookupService } from '../src/lookup/lookup-service.ts';
import { REGION_NAMES, regionOf } from '../src/lookup/regions.ts';
import { displayName, fold } from '../src/lookup/text.ts';
import { prefixWithinOneEdit } from '../src/lookup/word-index.ts';

describe('csv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF and a BOM', () => {
    const text = '\ufeffa,b,c\r\n1,"x, ""y""",\r\n"multi\nline",,z\n\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, "y"', ''],
      ['multi\nline', '', 'z'],
    ]);
  });

  it('writes what it reads back', () => {
    const rows = [
      ['1', 'a, "b"', ' padded '],
      ['2', '', 'line\nbreak'],
    ];
    expect(parseCsv(toCsv(['id', 'name', 'note'], rows)).slice(1)).toEqual(rows);
  });

  it('keys records by the lower-cased header and refuses an open quote', () => {
    expect(parseCsvRecords('Name,CEEB\nA,1\nB').records).toEqual([
      { name: 'A', ceeb: '1' },
      { name: 'B', ceeb: '' },
    ]);
    expect(() => parseCsv('a,"b\n')).toThrow(/quoted/);
  });
});

describe('text', () => {
  it('folds case, accents, apostrophes and punctuation', () => {
    expect(fold("  St. John's  Colegio de Mayagüez–Recinto ")).toBe(
      'st johns colegio de mayaguez recinto',
    );
  });

  it('title-cases names written in capitals only', () => {
    expect(displayName('CANAL WINCHESTER')).toBe('Canal Winchester');
    expect(displayName("O'FALLON")).toBe("O'Fallon");
    expect(displayName('McAllen')).toBe('McAllen');
  });
});

describe('prefixWithinOneEdit', () => {
  it.each([
    ['harv', 'harvard', true],
    ['harvrd', 'harvard', true], // a letter left out
    ['harvaard', 'harvard', true], // one extra
    ['hravard', 'harvard', true], // swapped
    ['harverd', 'harvard', true], // substituted
    ['harvardd', 'harvard', true],
    ['hrvrd', 'harvard', false],
    ['yale', 'harvard', false],
    ['harvard', 'harv', false],
  ])('%s ~ %s: %s', (q, w, expected) => {
    expect(prefixWithinOneEdit(q, w)).toBe(expected);
  });
});

describe('regions', () => {
  it('names only states of the form option list', () => {
    const values = new Set(optionLists.statesProvinces!.map((option) => option.value));
    for (const name of REGION_NAMES) expect(values).toContain(name);
  });

  it('reads codes and names', () => {
    expect(regionOf('oh')).toEqual({ state: 'Ohio', country: 'USA' });
    expect(regionOf('Ohio')).toEqual({ state: 'Ohio', country: 'USA' });
    expect(regionOf('ON')).toEqual({ state: 'Ontario', country: 'CAN' });
    expect(regionOf('MH')).toEqual({ state: '', country: 'MHL' });
    expect(regionOf('XX')).toBeUndefined();
  });
});

describe('directory files', () => {
  let dataDir: string;
  let shippedDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lookup-data-'));
    shippedDir = await mkdtemp(join(tmpdir(), 'lookup-shipped-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(shippedDir, { recursive: true, force: true });
  });

  it('prefers an import over the shipped file and picks changes up on the next check', async () => {
    await writeFile(
      join(shippedDir, 'hs_ceeb.csv'),
      'ceeb,name,city,state\n100,Shipped High School,Dayton,OH\n',
    );
    const lookups = new LookupService({ dataDir, shippedDir, recheckMs: 0 });
    const names = async () =>
      (await lookups.suggest('hs_ceeb', 'high', 5)).map((item) => item.text);
    expect(await names()).toEqual(['Shipped High School']);

    const source = join(dataDir, 'import.csv');
    await writeFile(source, 'ceeb,name,city,state\n200,Imported High School,Akron,OH\n');
    await importSchools({ category: 'hs_ceeb', file: source, dataDir });
    // The check runs in the background while the old directory answers; then the new one does.
    await vi.waitFor(async () => expect(await names()).toEqual(['Imported High School']));
    expect(await lookups.detail('hs_ceeb', 'ceeb:200')).toMatchObject({ state: 'Ohio' });
  });

  it('answers [] for high schools without any directory', async () => {
    const lookups = new LookupService({ dataDir, shippedDir });
    expect(await lookups.suggest('hs_ceeb', 'high', 5)).toEqual([]);
    expect(await lookups.detail('hs_ceeb', 'ceeb:1')).toBeUndefined();
  });

  it('refuses an import without the needed columns, rows or a known category', async () => {
    const file = join(dataDir, 'bad.csv');
    await writeFile(file, 'code,title\n1,School\n');
    await expect(importSchools({ category: 'hs_ceeb', file, dataDir })).rejects.toThrow(
      /header must name/,
    );
    await writeFile(file, 'ceeb,name,state\n1,A,ZZ\n1,,OH\n');
    await expect(importSchools({ category: 'hs_ceeb', file, dataDir })).rejects.toThrow(
      /no usable rows/,
    );
    await expect(importSchools({ category: 'address', file, dataDir })).rejects.toThrow(/category/);
  });

  it('skips duplicate codes', async () => {
    const file = join(dataDir, 'dup.csv');
    await writeFile(file, 'ceeb,name\n1,A\n1,B\n');
    const result = await importSchools({ category: 'college_ceeb', file, dataDir });
    expect(result.imported).toBe(1);
    expect(result.skipped).toEqual(['line 3: duplicate ceeb:1']);
  });
});
