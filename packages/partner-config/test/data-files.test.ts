import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import modelJson from '../definitions/model.json' with { type: 'json' };
import optionsJson from '../definitions/options.json' with { type: 'json' };
import { renderDataTypes } from '../scripts/render-data-types.ts';
import { expandModel, type ModelFile } from '../src/model-file.ts';
import { dataModel, PARENT_DEGREES, REPEATS } from '../src/model.ts';
import { optionLists, PARTNER_REPLACEABLE } from '../src/options/index.ts';
import { expandOptionLists, type OptionListsFile } from '../src/options/option-file.ts';
// What src/model.ts and src/options/*.ts computed before the data moved to JSON (issue 29),
// the option lists on the date the snapshot records.
import before from './fixtures/model-before-json.json' with { type: 'json' };
import optionsBefore from './fixtures/options-before-json.json' with { type: 'json' };

const json = (path: string) =>
  JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')) as object;
const options = optionsJson as OptionListsFile;
const pick = (record: Readonly<Record<string, unknown>>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, record[key]]));

describe('the data model file (definitions/model.json)', () => {
  // At the switch (issue 29) the expansion equalled the snapshot exactly. An author may add keys
  // and options since; removing or retyping one the TypeScript had fails here, on purpose: if it
  // is deliberate, update the snapshot in test/fixtures/.
  it('keeps every key the TypeScript model.ts gave, with its type and in its order', () => {
    const kept = Object.keys(dataModel).filter((key) => key in before.dataModel);
    expect(kept).toEqual(Object.keys(before.dataModel));
    expect(pick(dataModel, kept)).toEqual(before.dataModel);
    expect(Object.keys(REPEATS)).toEqual(Object.keys(before.REPEATS));
    expect(PARENT_DEGREES).toEqual(expect.arrayContaining(before.PARENT_DEGREES));
  });

  it('rejects a key that two entries define (a coded key already brings its _desc)', () => {
    const twice: ModelFile = {
      groups: [{ name: 'a', keys: { city: 'coded', city_desc: 'string' } }],
    };
    expect(() => expandModel(twice)).toThrow('key "city_desc" is defined twice');
  });
});

describe('the option-list file (definitions/options.json)', () => {
  it('keeps every list and option the TypeScript options gave, in order (on the same date)', () => {
    const lists = expandOptionLists(options, new Date(optionsBefore.today));
    expect(Object.keys(lists)).toEqual(
      expect.arrayContaining(Object.keys(optionsBefore.optionLists)),
    );
    for (const [name, was] of Object.entries(optionsBefore.optionLists)) {
      const oldValues = new Set(was.map((o) => o.value));
      expect(
        lists[name]?.filter((o) => oldValues.has(o.value)),
        name,
      ).toEqual(was);
    }
    expect([...PARTNER_REPLACEABLE]).toEqual(expect.arrayContaining(optionsBefore.replaceable));
    expect(optionLists.yesNo).toEqual(optionsBefore.optionLists.yesNo);
  });

  it('computes year lists from the date it is given (startOffset counts from that year)', () => {
    const lists = expandOptionLists(options, new Date(2030, 5, 1));
    expect(lists.graduationYears?.slice(1, 3).map((o) => o.value)).toEqual(['2034', '2033']);
    expect(lists.recentYears?.[1]?.value).toBe('2030');
  });

  it('refuses a picked code the catalogue lacks and an unknown country to list first', () => {
    const file = (entry: object): OptionListsFile => ({
      catalogues: { majors: { ACCT: 'Accounting' } },
      lists: { a: entry },
    });
    expect(() =>
      expandOptionLists(file({ pick: { catalogue: 'majors', values: ['ACTT'] } })),
    ).toThrow('"ACTT" is not in catalogue majors');
    expect(() => expandOptionLists(file({ countries: { first: ['XYZ'] } }))).toThrow(
      '"XYZ" is not a country code',
    );
  });
});

describe('the data files point editors at their published schemas', () => {
  it.each([
    ['definitions/model.json', 'schema/model.schema.json'],
    ['definitions/options.json', 'schema/options.schema.json'],
  ])('%s names %s and satisfies it', (data, schema) => {
    const validate = new Ajv2020({ allErrors: true }).compile(json(schema));
    const file = json(data) as { $schema?: string };
    expect(file.$schema).toBe(`../${schema}`);
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
  });

  it('the model schema refuses a type it does not know and a block without its count', () => {
    const validate = new Ajv2020({ allErrors: true }).compile(json('schema/model.schema.json'));
    expect(validate({ groups: [{ name: 'a', keys: { city: 'text' } }] })).toBe(false);
    expect(
      validate({ groups: [{ name: 'a', repeat: { prefix: 'a_' }, keys: { a: 'string' } }] }),
    ).toBe(false);
    expect(validate(modelJson)).toBe(true);
  });

  it('the options schema refuses a list that is both written out and computed', () => {
    const validate = new Ajv2020({ allErrors: true }).compile(json('schema/options.schema.json'));
    const both = { options: ['A'], years: { count: 2, direction: 'past' } };
    expect(validate({ lists: { a: both } })).toBe(false);
    expect(validate({ lists: { a: { options: ['A'] } } })).toBe(true);
  });
});

describe('src/data.generated.ts', () => {
  it('is generated from the data files as they are now', async () => {
    const committed = readFileSync(new URL('../src/data.generated.ts', import.meta.url), 'utf8');
    // If this fails: npm run generate:types -w @admissions/partner-config
    expect(committed).toBe(await renderDataTypes());
  });
});
