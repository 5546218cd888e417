/**
 * A line diff (longest common subsequence) for the dialog that shows what saving will write:
 * files of a few hundred lines, so the quadratic table is small.
 */

/** A line kept, added or removed. */
export interface DiffLine {
  readonly kind: 'same' | 'add' | 'remove';
  readonly text: string;
}

/** The lines of `after` against `before`, in order; removals before additions at a change. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i++]! });
      j++;
    } else if (j >= b.length || (i < a.length && lengths[i + 1]![j]! >= lengths[i]![j + 1]!))
      out.push({ kind: 'remove', text: a[i++]! });
    else out.push({ kind: 'add', text: b[j++]! });
  }
  return out;
}

/**
 * The diff as unified-diff text: changed lines (`+`, `-`) with `context` unchanged lines around
 * each change, `…` where unchanged lines are left out. Empty when nothing changed.
 */
export function formatDiff(lines: readonly DiffLine[], context = 2): string {
  const changed = lines.map((l) => l.kind !== 'same');
  if (!changed.includes(true)) return '';
  const near = (n: number) =>
    changed.slice(Math.max(0, n - context), n + context + 1).includes(true);
  const out: string[] = [];
  let skipped = false;
  lines.forEach((line, n) => {
    if (!near(n)) {
      skipped = true;
      return;
    }
    if (skipped) out.push('…');
    skipped = false;
    out.push(`${line.kind === 'add' ? '+' : line.kind === 'remove' ? '-' : ' '} ${line.text}`);
  });
  if (skipped) out.push('…');
  return out.join('\n');
}
