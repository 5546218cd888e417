import { describe, expect, it } from 'vitest';
import { decimalSeparator, parseNumber } from './number-text.ts';

describe('parseNumber', () => {
  it.each([
    ['3.7', '.', 3.7],
    [' 24 ', '.', 24],
    ['3.', '.', 3],
    ['-0.5', '.', -0.5],
    ['3,7', ',', 3.7],
    ['3.7', ',', 3.7],
  ])('%j (decimal separator %j) is the number %d', (typed, separator, number) =>
    expect(parseNumber(typed, separator)).toBe(number),
  );

  it.each([
    ['3,7', '.'],
    ['1,234', '.'],
    ['1.234,5', ','],
    ['3.7x', '.'],
    ['1e3', '.'],
    ['', '.'],
    ['-', '.'],
  ])('%j (decimal separator %j) is kept as typed', (typed, separator) =>
    expect(parseNumber(typed, separator)).toBe(typed),
  );
});

describe('decimalSeparator', () => {
  it('is the locale’s', () => {
    expect(decimalSeparator('en-US')).toBe('.');
    expect(decimalSeparator('es')).toBe(',');
    expect(decimalSeparator('fr')).toBe(',');
  });
});
