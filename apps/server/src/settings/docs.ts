/**
 * docs/api.md's settings tables, generated from the schema. A region of the document between
 *
 *     <!-- settings: accounts -->
 *     <!-- /settings -->
 *
 * holds the table of the named sections (comma-separated; `*` for every section not named by
 * another region), one table per section. `npm run docs:settings` rewrites the regions (and lets
 * Prettier align the tables); `apps/server/test/settings.test.ts` fails when they drift.
 */
import { GROUPS, type AnySetting, type SettingGroup } from './kinds.ts';
import { SETTINGS } from './schema.ts';

const REGION = /(<!-- settings: ([^>]*?) -->\n)[\s\S]*?(<!-- \/settings -->)/g;

/** A table cell's text: `|` escaped, on one line. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** The default as the table shows it. */
function defaultOf(setting: AnySetting): string {
  if (setting.defaultText !== undefined) return setting.defaultText;
  return setting.hasDefault ? `\`${String(setting.default)}\`` : 'unset';
}

/** The table of one section's settings (unaligned: Prettier aligns it). */
export function settingsTable(group: SettingGroup): string {
  const rows = Object.entries(SETTINGS)
    .filter(([, setting]) => setting.group === group)
    .map(([name, setting]: [string, AnySetting]) =>
      [`\`${name}\``, defaultOf(setting), setting.accepts, setting.description].map(cell),
    );
  return [['setting', 'default', 'accepts', 'what'], ['---', '---', '---', '---'], ...rows]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n');
}

/** The sections a region names, `*` standing for those no other region of `markdown` names. */
function sectionsOf(names: string, markdown: string): SettingGroup[] {
  const named = new Set(
    [...markdown.matchAll(REGION)].flatMap((match) => match[2]!.split(',').map((n) => n.trim())),
  );
  return names.split(',').flatMap((raw): SettingGroup[] => {
    const name = raw.trim();
    if (name === '*') return (Object.keys(GROUPS) as SettingGroup[]).filter((g) => !named.has(g));
    if (!(name in GROUPS)) throw new Error(`docs: no settings section "${name}"`);
    return [name as SettingGroup];
  });
}

/**
 * `markdown` with every settings region filled from the schema: the table of a region naming one
 * section, or each section's title and table for a region naming several.
 */
export function renderSettingsRegions(markdown: string): string {
  return markdown.replace(REGION, (_all, open: string, names: string, close: string) => {
    const sections = sectionsOf(names, markdown);
    const body =
      sections.length === 1
        ? settingsTable(sections[0]!)
        : sections.map((group) => `**${GROUPS[group]}**\n\n${settingsTable(group)}`).join('\n\n');
    return `${open}\n${body}\n\n${close}`;
  });
}
