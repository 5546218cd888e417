import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends a test run with one plain line, `tests: N passed, N failed, N skipped`, that CI and
 * people can read whatever runner prints above it.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules)
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
    // A file that fails to load has no tests, but must not read as a pass.
    counts.failed += testModules.filter(
      (m) => m.state() === 'failed' && [...m.children.allTests()].length === 0,
    ).length;
    console.log(
      `\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
    );
  }
}
