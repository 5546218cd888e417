import toRegexRange from 'to-regex-range';

/** Values beyond which a stepped range is not spelled out value by value. */
const MAX_ENUMERATED = 2000;

/**
 * A regular expression (anchored) matching the decimal strings of min, min+step, …, max, so a
 * numeric rule on a text answer stays plain JSON Schema (`pattern`) that any validator runs.
 * Steps that are powers of ten on aligned bounds (SAT: 200..800 by 10) stay compact.
 */
export function integerRangePattern(min: number, max: number, step = 1): string {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max || step < 1)
    throw new RangeError(`bad integer range ${min}..${max} step ${step}`);
  if (step === 1) return `^(?:${toRegexRange(min, max)})$`;
  const zeros = Math.log10(step);
  if (Number.isInteger(zeros) && min % step === 0 && max % step === 0)
    return `^(?:(?:${toRegexRange(min / step, max / step)})${'0'.repeat(zeros)})$`;
  const count = Math.floor((max - min) / step) + 1;
  if (count > MAX_ENUMERATED)
    throw new RangeError(`integer range ${min}..${max} step ${step} has too many values`);
  return `^(?:${Array.from({ length: count }, (_, i) => String(min + i * step)).join('|')})$`;
}
