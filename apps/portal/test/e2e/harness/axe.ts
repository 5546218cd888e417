/**
 * axe-core in the page, against WCAG 2.0, 2.1 and 2.2 A and AA. The script is evaluated through
 * the DevTools protocol rather than added as a `<script>`: the portal's Content-Security-Policy
 * (`script-src 'self'`) rightly refuses inline scripts, and the check must not loosen it.
 */
import { readFile } from 'node:fs/promises';
import type AxeCore from 'axe-core';
import type { Page } from 'playwright-core';
import { WIDTHS } from './browser.ts';
import { AXE_SOURCE } from './paths.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[]; readonly summary: string }[];
}

let source: Promise<string> | undefined;

/** Runs axe over the whole document and returns the violations (none is the goal). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  source ??= readFile(AXE_SOURCE, 'utf8');
  const script = await source;
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(script);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, summary: n.failureSummary ?? '' })),
    }));
  }, WCAG_TAGS);
}

/** One readable line per violation and node, for an assertion message or a report. */
export function describeViolations(where: string, violations: readonly AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${where}: ${v.id} (${v.impact}) ${v.help} at ${JSON.stringify(n.target)}: ${n.summary.replace(/\s+/g, ' ')}`,
    ),
  );
}

/**
 * Checks the page at each width and returns the violations, one line per element. `prepare`
 * (re-)creates a short-lived state before each check.
 */
export async function atEveryWidth(
  page: Page,
  where: string,
  prepare?: () => Promise<void>,
): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    if (prepare) await prepare();
    found.push(...describeViolations(`${where} at ${width}px`, await axeViolations(page)));
  }
  return found;
}
