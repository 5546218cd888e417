/**
 * How long each test file takes, recorded in `test-durations.json` beside this file so that a
 * fresh clone (CI) can start the longest files first (`longest-first-sequencer.ts`). Written by
 * `npm run test:durations` (the summary reporter, with WRITE_TEST_DURATIONS set); the figures
 * only order the files, so they need refreshing when a file's time changes a lot, not per change.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The recorded file durations: milliseconds by {@link durationKey}. */
export const DURATIONS_FILE = fileURLToPath(new URL('test-durations.json', import.meta.url));

/** Files quicker than this are not recorded: they cannot make a run's tail. */
const RECORDED_FROM_MS = 2_000;

/** The key of a file's duration: `project:path from the repository's root`, as Vitest's cache. */
export const durationKey = (project: string, path: string): string => `${project}:${path}`;

/** The recorded durations; none when the file is missing (the order is then Vitest's). */
export function recordedDurations(): Record<string, number> {
  let text: string;
  try {
    text = readFileSync(DURATIONS_FILE, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  return JSON.parse(text) as Record<string, number>;
}

/**
 * Records this run's durations (by key) over the recorded ones, drops files that no longer exist
 * under `root`, and writes the file sorted by key (a stable diff).
 */
export function writeDurations(root: string, measured: ReadonlyMap<string, number>): void {
  const merged: Record<string, number> = { ...recordedDurations() };
  for (const [key, ms] of measured) {
    if (ms >= RECORDED_FROM_MS) merged[key] = Math.round(ms / 100) * 100;
    else delete merged[key];
  }
  const kept = Object.entries(merged)
    .filter(([key]) => existsSync(join(root, key.slice(key.indexOf(':') + 1))))
    .sort(([a], [b]) => a.localeCompare(b));
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
}
