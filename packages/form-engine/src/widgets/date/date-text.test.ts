import { describe, expect, it } from 'vitest';
import {
  ambiguousDateInWords,
  canonicalDate,
  datePlaceholder,
  displayedDate,
  insertDateSlashes,
  storedDate,
  writesDayFirst,
} from './date-text.ts';

describe('canonicalDate', () => {
  it.each([
    ['7/4/2005', '2005-07-04'],
    ['07/04/2005', '2005-07-04'],
    ['7-4-2005', '2005-07-04'],
    ['07-04-2005', '2005-07-04'],
    ['07042005', '2005-07-04'],
    ['2005-07-04', '2005-07-04'],
    [' 07 / 04 / 2005 ', '2005-07-04'],
    // Rearranged, never corrected: the schema reports these.
    ['02/30/2008', '2008-02-30'],
    ['13/45/2008', '2008-13-45'],
  ])('%j → %j', (typed, canonical) => expect(canonicalDate(typed)).toBe(canonical));

  it.each(['', '04/17/08', '2008-4-17', '4172008', '041720081', 'April 17, 2008', '04.17.2008'])(
    '%j is no accepted form',
    (typed) => expect(canonicalDate(typed)).toBeUndefined(),
  );
});

describe('storedDate and displayedDate', () => {
  it('store the canonical date, "" or the text as typed; show MM/DD/YYYY or the text', () => {
    expect(storedDate('04-17-2008')).toBe('2008-04-17');
    expect(storedDate('   ')).toBe('');
    expect(storedDate(' 13/45 ')).toBe('13/45');
    expect(displayedDate('2008-04-17')).toBe('04/17/2008');
    expect(displayedDate('2008-02-30')).toBe('02/30/2008');
    expect(displayedDate('13/45')).toBe('13/45');
  });
});

describe('insertDateSlashes', () => {
  it.each([
    ['0', '0'],
    ['04', '04'],
    ['041', '04/1'],
    ['04/172', '04/17/2'],
    ['04172008', '04/17/2008'],
    ['4/1', '4/1'],
    ['04/1/', '04/1/'],
    ['2008', '2008'], // 20 is no month: a year comes first
    ['1999-0', '1999-0'],
    ['12-2', '12-2'],
  ])('%j → %j', (typed, shown) => expect(insertDateSlashes(typed)).toBe(shown));
});

describe('dates in the locale’s order (issue 28 item 4)', () => {
  it('reads day first for fr, es and en-GB, month first for en-US', () => {
    expect(writesDayFirst('fr')).toBe(true);
    expect(writesDayFirst('es')).toBe(true);
    expect(writesDayFirst('en-GB')).toBe(true);
    expect(writesDayFirst('en-US')).toBe(false);
  });

  it('reads 05/04/2001 as 5 April day first and as 4 May month first', () => {
    expect(canonicalDate('05/04/2001', true)).toBe('2001-04-05');
    expect(canonicalDate('05/04/2001', false)).toBe('2001-05-04');
    expect(canonicalDate('05/04/2001')).toBe('2001-05-04');
  });

  it.each([
    ['17/04/2001', '2001-04-17'],
    ['5/4/2001', '2001-04-05'],
    ['17-04-2001', '2001-04-17'],
    ['17.04.2001', '2001-04-17'],
    ['17042001', '2001-04-17'],
  ])('day first: %j → %j', (typed, canonical) =>
    expect(canonicalDate(typed, true)).toBe(canonical),
  );

  it('reads year first whatever the order', () => {
    expect(canonicalDate('2001-04-05', true)).toBe('2001-04-05');
    expect(canonicalDate('2001-04-05', false)).toBe('2001-04-05');
  });

  it('stores and shows in the order', () => {
    expect(storedDate('17/04/2001', true)).toBe('2001-04-17');
    expect(displayedDate('2001-04-17', true)).toBe('17/04/2001');
    expect(insertDateSlashes('2001', true)).toBe('2001');
  });

  it('writes a date whose day and month could be swapped in words, and no other', () => {
    expect(ambiguousDateInWords('2001-04-05', 'en-GB')).toBe('5 April 2001');
    expect(ambiguousDateInWords('2001-05-04', 'en-GB')).toBe('4 May 2001');
    expect(ambiguousDateInWords('2001-05-04', 'en-US')).toBe('May 4, 2001');
    expect(ambiguousDateInWords('2001-04-05', 'fr')).toBe('5 avril 2001');
    for (const clear of ['2001-04-17', '2001-04-04', '2001-02-30', '2001-00-05', '17/04/2001', ''])
      expect(ambiguousDateInWords(clear, 'fr')).toBeUndefined();
  });

  it('puts the placeholder’s day and month in the form’s order', () => {
    expect(datePlaceholder('MM/DD/YYYY', 'en-US', false)).toBe('MM/DD/YYYY');
    expect(datePlaceholder('MM/DD/YYYY', 'en-US', true)).toBe('DD/MM/YYYY');
    expect(datePlaceholder('JJ/MM/AAAA', 'fr', true)).toBe('JJ/MM/AAAA');
  });
});
