import { describe, expect, it } from 'vitest';
import { canonicalDate, displayedDate, insertDateSlashes, storedDate } from './date-text.ts';

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
