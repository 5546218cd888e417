/**
 * Issue 29's six mistakes through the playground's own linting (what the author sees under the
 * editor and as the editor's marks): the same message text, line and column as the CLI gives
 * (packages/form-engine/test/cli/lint-messages.test.ts), one problem per mistake, no cascade.
 */
import { describe, expect, it } from 'vitest';
import {
  CLEAN,
  MISTAKES,
  withMistake,
} from '../../../packages/form-engine/test/cli/six-mistakes.ts';
import { lintWorkspace } from '../src/lint.ts';

const lint = (definition: string) =>
  lintWorkspace({ definition, model: '', partnerLists: false }, 'en');

describe('the six mistakes, in the playground', () => {
  it('the clean form has no problem and previews (so each report below is the mistake’s)', async () => {
    const outcome = await lint(CLEAN);
    expect(outcome.problems).toEqual([]);
    expect(outcome.form).toBeDefined();
  });

  for (const mistake of MISTAKES) {
    it(`${mistake.name}: one problem, at its line and column, with the CLI's words`, async () => {
      const outcome = await lint(withMistake(mistake));
      expect(outcome.problems).toHaveLength(1);
      const [problem] = outcome.problems;
      expect(problem).toMatchObject({
        document: 'definition',
        severity: 'error',
        line: mistake.line,
        column: mistake.column,
      });
      expect(problem!.message).toMatch(mistake.says);
      expect(problem!.message).not.toMatch(/\/pages\/\d/); // no JSON Pointer in the text
      expect(outcome.form).toBeUndefined(); // the preview keeps the last good version
    });
  }
});
