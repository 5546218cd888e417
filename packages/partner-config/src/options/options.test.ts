import type { OptionList } from '@admissions/form-engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECTION_FILES } from '../definitions.ts';
import { optionLists, PARTNER_REPLACEABLE, yearOptions } from './index.ts';
import { termOptions } from './terms.ts';

/** The names other people's definitions reference: none may be missing or renamed. */
const SPECIFIED = [
  'yesNo',
  'countries',
  'countriesUsFirst',
  'statesProvinces',
  'months',
  'phoneTypes',
  'recentYears',
  'upcomingYears',
  'attendanceYears',
  'graduationYears',
  'satFormats',
  'liveWith',
];
const REPLACEABLE = [
  'genders',
  'genderIdentities',
  'pronouns',
  'languages',
  'religions',
  'citizenshipTypes',
  'visaStatuses',
  'militaryStatuses',
  'veteranStatuses',
  'militaryBranches',
  'ethnicities',
  'parentRelationships',
  'namePrefixes',
  'educationLevels',
  'maritalStatuses',
  'legacyRelationships',
  'legacyAttendStatuses',
  'entryTerms',
  'pastTerms',
  'decisionTypes',
  'essayInterests',
  'campuses',
  'majorsMain',
  'majorsDowntown',
  'majorsOnline',
  'businessMajors',
  'collegeTypes',
  'degrees',
  'activityTypes',
  'sportPicklist',
];

const list = (name: string): OptionList => {
  const found = optionLists[name];
  if (!found) throw new Error(`no option list "${name}"`);
  return found;
};
/** The options after the blank one. */
const choices = (name: string) => list(name).slice(1);
const values = (name: string) => choices(name).map((o) => o.value);
const labelOf = (name: string, value: string) => list(name).find((o) => o.value === value)?.label;
const thisYear = () => new Date().getFullYear();
const years = (from: number, step: number, count: number) =>
  Array.from({ length: count }, (_, i) => String(from + step * i));

/** Every list name the section files reference: `options` as a name, or names by answer. */
function referencedLists(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => referencedLists(item, found));
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'options' && typeof inner === 'string') found.add(inner);
      else if (key === 'options' && inner && typeof inner === 'object' && !Array.isArray(inner))
        Object.values(inner).forEach((name) => typeof name === 'string' && found.add(name));
      else referencedLists(inner, found);
    }
  return found;
}

describe('the set of lists', () => {
  it('holds exactly the names the definitions reference (a list an author adds with its question included)', () => {
    expect(Object.keys(optionLists).sort()).toEqual([...referencedLists(SECTION_FILES)].sort());
  });

  it('keeps every name the specification and the partner lists give (none missing or renamed)', () => {
    expect(Object.keys(optionLists)).toEqual(
      expect.arrayContaining([...SPECIFIED, ...REPLACEABLE]),
    );
  });

  it('marks exactly the lists whose options the specification does not show as replaceable', () => {
    expect([...PARTNER_REPLACEABLE].sort()).toEqual([...REPLACEABLE].sort());
    for (const name of SPECIFIED) expect(PARTNER_REPLACEABLE.has(name)).toBe(false);
  });

  it('cannot be changed by a consumer', () => {
    expect(Object.isFrozen(optionLists)).toBe(true);
    expect(() => list('yesNo').push({ value: 'X', label: 'X' })).toThrow(TypeError);
    expect(() => {
      list('yesNo')[1]!.label = 'Changed';
    }).toThrow(TypeError);
  });
});

describe.each(Object.keys(optionLists))('list %s', (name) => {
  it('starts with the blank "--" option and offers choices after it', () => {
    expect(list(name)[0]).toEqual({ value: '', label: '--' });
    expect(choices(name).length).toBeGreaterThan(0);
  });

  it('has unique, non-blank values and non-empty labels', () => {
    expect(new Set(values(name)).size).toBe(choices(name).length);
    for (const option of choices(name)) {
      expect(option.value.trim()).not.toBe('');
      expect(option.label.trim()).not.toBe('');
      expect(Object.keys(option).sort()).toEqual(['label', 'value']);
    }
  });
});

describe.each(REPLACEABLE)('partner-replaceable list %s', (name) => {
  it('uses short stable uppercase codes as values', () => {
    for (const value of values(name)) expect(value).toMatch(/^[A-Z0-9]{1,12}$/);
  });
});

describe('countries', () => {
  it('codes the US, Canada and the United Kingdom as USA, CAN and UK with full names', () => {
    expect(labelOf('countries', 'USA')).toBe('United States');
    expect(labelOf('countries', 'CAN')).toBe('Canada');
    expect(labelOf('countries', 'UK')).toBe('United Kingdom');
    expect(labelOf('countries', 'MEX')).toBe('Mexico');
    expect(values('countries')).not.toContain('GBR');
  });

  it('uses ISO alpha-3 codes for every other country and covers the full list', () => {
    expect(choices('countries').length).toBeGreaterThanOrEqual(240);
    for (const value of values('countries'))
      if (value !== 'UK') expect(value).toMatch(/^[A-Z]{3}$/);
  });

  it('is sorted by label', () => {
    const labels = choices('countries').map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('has a variant with the United States first and the same countries otherwise', () => {
    expect(list('countriesUsFirst').slice(0, 2)).toEqual([
      { value: '', label: '--' },
      { value: 'USA', label: 'United States' },
    ]);
    expect(choices('countriesUsFirst').slice(1)).toEqual(
      choices('countries').filter((o) => o.value !== 'USA'),
    );
  });
});

describe('statesProvinces', () => {
  it('uses the full name as both value and label', () => {
    for (const option of choices('statesProvinces')) expect(option.value).toBe(option.label);
  });

  it('covers the states, DC, US territories, armed-forces areas and Canada', () => {
    const names = values('statesProvinces');
    for (const name of [
      'Ohio',
      'Wyoming',
      'District of Columbia',
      'Puerto Rico',
      'Guam',
      'Armed Forces Americas',
      'Armed Forces Europe',
      'Armed Forces Pacific',
      'Ontario',
      'Quebec',
      'Yukon',
      'Nunavut',
    ])
      expect(names).toContain(name);
    // 50 states + DC, 5 territories, 3 armed-forces areas, 13 provinces and territories.
    expect(names).toHaveLength(51 + 5 + 3 + 13);
  });
});

describe('months', () => {
  it('has values "1" to "12" labelled with the month names', () => {
    expect(values('months')).toEqual(years(1, 1, 12));
    expect(labelOf('months', '1')).toBe('January');
    expect(labelOf('months', '3')).toBe('March');
    expect(labelOf('months', '12')).toBe('December');
  });
});

describe('yearOptions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists past years newest first from the start year', () => {
    expect(yearOptions({ count: 3, direction: 'past', start: 2020 })).toEqual([
      { value: '', label: '--' },
      { value: '2020', label: '2020' },
      { value: '2019', label: '2019' },
      { value: '2018', label: '2018' },
    ]);
  });

  it('lists future years from the start year', () => {
    expect(yearOptions({ count: 3, direction: 'future', start: 2020 }).map((o) => o.value)).toEqual(
      ['', '2020', '2021', '2022'],
    );
  });

  it('starts at the current year by default', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 5, 15));
    expect(yearOptions({ count: 2, direction: 'past' }).map((o) => o.value)).toEqual([
      '',
      '2031',
      '2030',
    ]);
    expect(yearOptions({ count: 2, direction: 'future' }).map((o) => o.value)).toEqual([
      '',
      '2031',
      '2032',
    ]);
  });

  it('gives just the blank option for a count of 0 and rejects a bad count or start', () => {
    expect(yearOptions({ count: 0, direction: 'past' })).toEqual([{ value: '', label: '--' }]);
    expect(() => yearOptions({ count: -1, direction: 'past' })).toThrow(RangeError);
    expect(() => yearOptions({ count: 2.5, direction: 'past' })).toThrow(RangeError);
    expect(() => yearOptions({ count: 2, direction: 'past', start: Number.NaN })).toThrow(
      RangeError,
    );
  });

  it('makes the named year lists with the counts and directions of the brief', () => {
    const y = thisYear();
    expect(values('recentYears')).toEqual(years(y, -1, 10));
    expect(values('upcomingYears')).toEqual(years(y, 1, 5));
    expect(values('attendanceYears')).toEqual(years(y, -1, 60));
    expect(values('graduationYears')).toEqual(years(y + 4, -1, 65));
    expect(values('graduationYears').at(-1)).toBe(String(y - 60));
  });
});

describe('lists whose values the rules depend on', () => {
  it('yesNo is Y and N', () => {
    expect(choices('yesNo')).toEqual([
      { value: 'Y', label: 'Yes' },
      { value: 'N', label: 'No' },
    ]);
  });

  it('phoneTypes are 1 Home, 2 Mobile, 4 International Home, 5 International Mobile', () => {
    expect(choices('phoneTypes')).toEqual([
      { value: '1', label: 'Home' },
      { value: '2', label: 'Mobile' },
      { value: '4', label: 'International Home' },
      { value: '5', label: 'International Mobile' },
    ]);
  });

  it('satFormats are P (older format) and I (newer format)', () => {
    expect(values('satFormats')).toEqual(['P', 'I']);
    expect(labelOf('satFormats', 'P')).toMatch(/before March 2016/i);
    expect(labelOf('satFormats', 'I')).toMatch(/March 2016 or later/i);
  });

  it('liveWith 2 means a different address', () => {
    expect(values('liveWith')).toEqual(['1', '2']);
    expect(labelOf('liveWith', '1')).toMatch(/with me/i);
    expect(labelOf('liveWith', '2')).toMatch(/different address/i);
  });
});

describe('values other definitions test for', () => {
  it.each([
    ['citizenshipTypes', ['US', 'INTL']],
    ['militaryStatuses', ['NONE', 'VETERAN']],
    ['collegeTypes', ['OTHER']],
    ['degrees', ['OTHER']],
    ['activityTypes', ['ATHLETICS']],
    ['genderIdentities', ['ANOTHER']],
    ['pronouns', ['ANOTHER']],
    ['educationLevels', ['OTHER']],
  ])('%s includes %j', (name, required) => {
    expect(values(name)).toEqual(expect.arrayContaining(required));
  });

  it('campuses are exactly MAIN, DOWNTOWN and ONLINE', () => {
    expect(values('campuses')).toEqual(['MAIN', 'DOWNTOWN', 'ONLINE']);
  });

  it('gives a major the same label on every list that offers it', () => {
    const labels = new Map<string, string>();
    for (const name of ['majorsMain', 'majorsDowntown', 'majorsOnline', 'businessMajors'])
      for (const { value, label } of choices(name)) {
        expect(labels.get(value) ?? label).toBe(label);
        labels.set(value, label);
      }
  });
});

describe('terms', () => {
  const termValues = (spec: Parameters<typeof termOptions>[0]) =>
    termOptions(spec)
      .slice(1)
      .map((o) => o.value);

  it('offers as entry terms only those that start after the current month', () => {
    expect(termValues({ count: 3, direction: 'future', today: new Date(2026, 6, 1) })).toEqual([
      'FA2026',
      'SP2027',
      'SU2027',
    ]);
    expect(termValues({ count: 2, direction: 'future', today: new Date(2026, 7, 20) })).toEqual([
      'SP2027',
      'SU2027',
    ]);
    expect(termValues({ count: 1, direction: 'future', today: new Date(2026, 11, 31) })).toEqual([
      'SP2027',
    ]);
  });

  it('lists past terms newest first, including the one under way', () => {
    expect(termValues({ count: 4, direction: 'past', today: new Date(2026, 0, 10) })).toEqual([
      'SP2026',
      'FA2025',
      'SU2025',
      'SP2025',
    ]);
  });

  it('labels terms with season and year, and entry and past terms never overlap', () => {
    expect(termOptions({ count: 1, direction: 'future', today: new Date(2026, 8, 1) })[1]).toEqual({
      value: 'SP2027',
      label: 'Spring 2027',
    });
    for (const value of values('entryTerms')) expect(value).toMatch(/^(SP|SU|FA)\d{4}$/);
    const past = new Set(values('pastTerms'));
    for (const value of values('entryTerms')) expect(past.has(value)).toBe(false);
    expect(values('entryTerms')).toHaveLength(6);
  });
});
