/**
 * The one writer of docs/api.md's generated tables: `npm run docs:api` writes them, `--check`
 * writes nothing and exits 1 when the file is not what it would write (scripts/api-docs.test.ts
 * checks the same in the test suite).
 *
 * Two kinds of region, each between marker comments that stay in the file:
 *
 *     <!-- routes:accounts -->            the contract's routes of one section
 *     <!-- /routes:accounts -->           (packages/api: every section must have its region)
 *
 *     <!-- settings: accounts, storage --> the server's settings of the named sections, one table
 *     <!-- /settings -->                   each; `*` for every section no other region names
 *
 * The tables come from the data (`routes` of @admissions/api, `SETTINGS` of the server's
 * configuration schema); Prettier then aligns them, as `npm run lint` checks the file.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { docPath, routes, type RouteSection, type RouteSpec } from '@admissions/api';
import { GROUPS, type AnySetting, type SettingGroup } from '../apps/server/src/settings/kinds.ts';
import { SETTINGS } from '../apps/server/src/settings/schema.ts';

/** docs/api.md. */
export const API_DOC = fileURLToPath(new URL('../docs/api.md', import.meta.url));

/** A table cell's text: `|` escaped (the docs write `a\|b` inside a cell), on one line. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** A markdown table, unaligned (Prettier aligns it). */
export function markdownTable(header: string[], rows: string[][]): string {
  return [header, header.map(() => '---'), ...rows.map((row) => row.map(cell))]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n');
}

/** The table of one section's routes: call, what it takes (when any route does), reply. */
export function routeTable(section: RouteSection): string {
  const specs: RouteSpec[] = Object.values(routes).filter((spec) => spec.section === section);
  if (specs.length === 0) throw new Error(`docs: no route in section "${section}"`);
  const withBody = specs.some((spec) => spec.doc.body);
  const rows = specs.map((spec) => {
    const call = `\`${spec.method} ${docPath(spec.path)}\``;
    return withBody ? [call, spec.doc.body ?? '', spec.doc.reply] : [call, spec.doc.reply];
  });
  return markdownTable(withBody ? ['call', 'takes', 'reply'] : ['call', 'reply'], rows);
}

/** The default as the settings table shows it. */
function defaultOf(setting: AnySetting): string {
  if (setting.defaultText !== undefined) return setting.defaultText;
  return setting.hasDefault ? `\`${String(setting.default)}\`` : 'unset';
}

/** The table of one section's settings. */
function settingsTable(group: SettingGroup): string {
  const rows = Object.entries(SETTINGS)
    .filter(([, setting]) => setting.group === group)
    .map(([name, setting]: [string, AnySetting]) => [
      `\`${name}\``,
      defaultOf(setting),
      setting.accepts,
      setting.description,
    ]);
  return markdownTable(['setting', 'default', 'accepts', 'what'], rows);
}

const ROUTES_REGION = /<!-- routes:(\w+) -->\n[\s\S]*?<!-- \/routes:\1 -->/g;
const SETTINGS_REGION = /(<!-- settings: ([^>]*?) -->\n)[\s\S]*?(<!-- \/settings -->)/g;

/**
 * `markdown` with each route region written afresh. Throws when a section of the contract has
 * no region, so a section added to it cannot go undocumented.
 */
function withRouteTables(markdown: string): string {
  const seen = new Set<string>();
  const written = markdown.replace(ROUTES_REGION, (_, section: string) => {
    seen.add(section);
    return `<!-- routes:${section} -->\n\n${routeTable(section as RouteSection)}\n\n<!-- /routes:${section} -->`;
  });
  const missing = [...new Set(Object.values(routes).map((spec) => spec.section))].filter(
    (section) => !seen.has(section),
  );
  if (missing.length > 0)
    throw new Error(`docs/api.md has no <!-- routes:… --> markers for: ${missing.join(', ')}`);
  return written;
}

/** The sections a settings region names, `*` standing for those no other region names. */
function sectionsOf(names: string, markdown: string): SettingGroup[] {
  const named = new Set(
    [...markdown.matchAll(SETTINGS_REGION)].flatMap((m) => m[2]!.split(',').map((n) => n.trim())),
  );
  return names.split(',').flatMap((raw): SettingGroup[] => {
    const name = raw.trim();
    if (name === '*') return (Object.keys(GROUPS) as SettingGroup[]).filter((g) => !named.has(g));
    if (!(name in GROUPS)) throw new Error(`docs: no settings section "${name}"`);
    return [name as SettingGroup];
  });
}

/** `markdown` with each settings region filled: one table, or each section's title and table. */
function withSettingsTables(markdown: string): string {
  return markdown.replace(SETTINGS_REGION, (_all, open: string, names: string, close: string) => {
    const sections = sectionsOf(names, markdown);
    const body =
      sections.length === 1
        ? settingsTable(sections[0]!)
        : sections.map((group) => `**${GROUPS[group]}**\n\n${settingsTable(group)}`).join('\n\n');
    return `${open}\n${body}\n\n${close}`;
  });
}

/** docs/api.md's text (`markdown`) with every generated table written afresh and formatted. */
export async function writtenApiDocs(markdown: string): Promise<string> {
  const options = (await prettier.resolveConfig(API_DOC)) ?? {};
  return prettier.format(withSettingsTables(withRouteTables(markdown)), {
    ...options,
    filepath: API_DOC,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const current = await readFile(API_DOC, 'utf8');
  const written = await writtenApiDocs(current);
  if (written === current) console.log('docs/api.md: the generated tables are up to date.');
  else if (process.argv.includes('--check')) {
    console.error('docs/api.md: the generated tables drifted; run npm run docs:api');
    process.exit(1);
  } else {
    await writeFile(API_DOC, written);
    console.log('docs/api.md: the route and settings tables written.');
  }
}
