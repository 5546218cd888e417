import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { durationKey, recordedDurations } from './test-durations.ts';

/**
 * Starts the longest test files first, within each group (`sequence.groupOrder`), whatever their
 * project: with files side by side, a long file started last is the run's tail. Vitest's own order
 * puts projects one after another and, without a cache of earlier runs (a fresh clone in CI),
 * larger files first, so the typing journeys (three-line files that run 90 s) started last and
 * ended the run alone.
 *
 * A file's expected time is its duration in Vitest's cache when this machine has one, else in
 * `test-durations.json` (`test-durations.ts`, `npm run test:durations`), else unknown:
 * unknown files run first, larger first, as Vitest would.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const recorded = recordedDurations();
    const expected = new Map<TestSpecification, number | undefined>();
    for (const file of files) {
      const key = durationKey(file.project.name, relative(this.ctx.config.root, file.moduleId));
      const cached = this.ctx.cache.getFileTestResults(key)?.duration;
      expected.set(file, cached ?? recorded[key]);
    }
    const base = await super.sort(files);
    const rank = new Map(base.map((file, index) => [file, index]));
    return base.sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      const [ta, tb] = [expected.get(a), expected.get(b)];
      if (ta === undefined || tb === undefined)
        return ta === tb ? rank.get(a)! - rank.get(b)! : ta === undefined ? -1 : 1;
      return tb - ta;
    });
  }
}
