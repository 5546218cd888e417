/**
 * The figures of each fault, gathered across test files: each file appends its line to a file
 * the global setup provides, and the global teardown prints them together once the run ends.
 */
import { appendFileSync } from 'node:fs';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the fault tests append their summary lines. */
    faultsSummaryFile: string;
  }
}

/** Records one fault's figures, e.g. "kill -9 during saves ×3, 412 acknowledged, 0 lost". */
export function recordFault(line: string): void {
  console.log(`faults: ${line}`);
  appendFileSync(inject('faultsSummaryFile'), `${line}\n`);
}
