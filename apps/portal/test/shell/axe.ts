import axe from 'axe-core';
import { expect } from 'vitest';

/** The rules of WCAG 2.2 level A and AA, as the brief asks. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails the test with each violation's rule and the offending markup, so a failure says what to
 * fix. Modals and the popover render in a portal, so callers pass `document.body` for those.
 */
export async function expectNoAxeViolations(node: Element): Promise<void> {
  const { violations } = await axe.run(node, { runOnly: { type: 'tag', values: WCAG_22_AA } });
  const found = violations.map(
    (v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.html}`).join('\n')}`,
  );
  expect(found).toEqual([]);
}
