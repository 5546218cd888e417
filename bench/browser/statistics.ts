/** The few statistics the benchmark reports: quantiles of samples, rounded for reading. */

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** The `q` quantile, interpolated between the two nearest samples (NaN without samples). */
export function quantile(values: readonly number[], q: number): number {
  const s = sorted(values);
  if (s.length === 0) return Number.NaN;
  const position = (s.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return s[low]! + (s[high]! - s[low]!) * (position - low);
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

/** Significant digits, not decimals: the figures range from microseconds to tens of ms. */
export const round = (value: number, digits = 3) => Number(value.toPrecision(digits));

/** Drops the samples a keystroke could not give (no commit, or no input event). */
export const defined = (values: readonly (number | undefined)[]) =>
  values.filter((v): v is number => v !== undefined);
