/**
 * docs/api.md's route tables, written from the route table: one per section, between the marker
 * comments `<!-- routes:<section> -->` and `<!-- /routes:<section> -->`. `npm run docs -w
 * @admissions/api` writes them; the contract's test fails when the file and the table differ.
 */
import { docPath, routes } from '../routes.ts';
import type { RouteSection, RouteSpec } from '../route-spec.ts';

/** A table cell: pipes escaped (the docs write `a\|b` inside a cell). */
const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** The markdown table of one section's routes (unformatted: prettier aligns it). */
export function routeTable(section: RouteSection): string {
  const specs: RouteSpec[] = Object.values(routes).filter((spec) => spec.section === section);
  if (specs.length === 0) throw new Error(`no route in section "${section}"`);
  const withBody = specs.some((spec) => spec.doc.body);
  const header = withBody ? ['call', 'takes', 'reply'] : ['call', 'reply'];
  const rows = specs.map((spec) => {
    const call = `\`${spec.method} ${docPath(spec.path)}\``;
    return withBody
      ? [call, cell(spec.doc.body ?? ''), cell(spec.doc.reply)]
      : [call, cell(spec.doc.reply)];
  });
  return [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

const MARKER = /<!-- routes:(\w+) -->\n[\s\S]*?<!-- \/routes:\1 -->/g;

/**
 * `markdown` with each marked route table written afresh. Throws when a section has no marker
 * pair in the file, so a section added to the contract cannot go undocumented.
 */
export function withRouteTables(markdown: string): string {
  const seen = new Set<string>();
  const written = markdown.replace(MARKER, (_, section: string) => {
    seen.add(section);
    const table = routeTable(section as RouteSection);
    return `<!-- routes:${section} -->\n\n${table}\n\n<!-- /routes:${section} -->`;
  });
  const sections = new Set<string>(Object.values(routes).map((spec) => spec.section));
  const missing = [...sections].filter((section) => !seen.has(section));
  if (missing.length > 0)
    throw new Error(`docs/api.md has no <!-- routes:… --> markers for: ${missing.join(', ')}`);
  return written;
}
