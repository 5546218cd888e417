import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files the summary lists. */
const SLOWEST_SHOWN = 25;

/**
 * Ends a test run with one plain line, `tests: N passed, N failed, N skipped`, that CI and
 * people can read whatever runner prints above it, and one line per project with its files and
 * the time its files took (added up: with files in parallel, the run is shorter than the sum),
 * then the slowest files, where a run that grew slower should be looked at first.
 *
 * In CI (`CI` set) a skipped test fails the run: a suite that skips when something is missing
 * would otherwise report green having proved nothing.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const skipped: string[] = [];
    const projects = new Map<string, { files: number; ms: number }>();
    const files: Array<{ name: string; ms: number }> = [];
    for (const module of testModules) {
      const name = module.project.name || 'root';
      const { duration } = module.diagnostic();
      const project = projects.get(name) ?? { files: 0, ms: 0 };
      project.files++;
      project.ms += duration;
      projects.set(name, project);
      files.push({ name: `${name} ${module.relativeModuleId}`, ms: duration });
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else {
          counts.skipped++;
          skipped.push(`${module.moduleId}: ${test.fullName}`);
        }
      }
    }
    // A file that fails to load has no tests, but must not read as a pass.
    counts.failed += testModules.filter(
      (m) => m.state() === 'failed' && [...m.children.allTests()].length === 0,
    ).length;
    for (const [name, { files, ms }] of [...projects].sort(([a], [b]) => a.localeCompare(b)))
      console.log(`project ${name}: ${files} files, ${(ms / 1000).toFixed(1)} s of file time`);
    console.log('slowest files:');
    for (const { name, ms } of files.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN))
      console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
    if (process.env.CI && skipped.length > 0) {
      console.error(`\nCI allows no skipped test; skipped:\n  ${skipped.join('\n  ')}`);
      process.exitCode = 1;
    }
    console.log(
      `\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
    );
  }
}
