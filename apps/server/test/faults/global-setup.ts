/** Provides the summary file of the fault tests, and prints its lines when the run ends. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'admissions-faults-'));
  const file = join(dir, 'summary.txt');
  writeFileSync(file, '');
  project.provide('faultsSummaryFile', file);
  return () => {
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    if (lines.length) console.log(`\nfaults: ${lines.join('; ')}\n`);
    rmSync(dir, { recursive: true, force: true });
  };
}
