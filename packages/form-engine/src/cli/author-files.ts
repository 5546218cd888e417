/**
 * The files a form author has, recognised by their shape, and how `form-engine lint` checks
 * them together: whole forms, section files (`{ sections }`, composed into forms), a data model
 * (`{ key: type }`) and option lists (`{ name: [{ value, label }] }`).
 */
import { basename } from 'node:path';
import { ANSWER_TYPES, type DataModel, type OptionList } from '../core/definition/index.ts';
import type { DefinitionSource } from '../core/definition/source-map.ts';

/** One file the author gave, parsed. */
export interface AuthorFile {
  readonly file: string;
  readonly text: string;
  readonly value: unknown;
}

export type Kind = 'form' | 'layout' | 'sections' | 'model' | 'optionLists';

/** What each kind is called in messages. */
export const KIND_NAMES: Readonly<Record<Kind, string>> = {
  form: 'a form',
  layout: 'a form layout (pages listing section files)',
  sections: 'a section file',
  model: 'a data model',
  optionLists: 'option lists',
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The entries an author wrote, without the `$schema` an editor uses. */
const entries = (v: Record<string, unknown>) => Object.entries(v).filter(([k]) => k !== '$schema');

const isOption = (o: unknown) => isObject(o) && 'value' in o && 'label' in o;

/** The kind of an author's file by its shape, or undefined when it is none of them. */
export function kindOf(value: unknown): Kind | undefined {
  if (!isObject(value)) return undefined;
  if (Array.isArray(value.pages))
    return value.pages.some((p) => isObject(p) && Array.isArray(p.sectionFiles))
      ? 'layout'
      : 'form';
  if (Array.isArray(value.sections)) return 'sections';
  const own = entries(value);
  if (own.length === 0) return undefined;
  if (own.every(([, v]) => typeof v === 'string' && (ANSWER_TYPES as string[]).includes(v)))
    return 'model';
  if (own.every(([, v]) => Array.isArray(v) && v.every(isOption))) return 'optionLists';
  // A model with a misspelt type is still a model: the compiler names the type.
  if (own.every(([, v]) => typeof v === 'string')) return 'model';
  return undefined;
}

/** The name pages use for a section file: its file name without `.json`. */
export const sectionName = (file: string): string => basename(file).replace(/\.json$/, '');

/** A form to lint: the definition, its sources, and warnings not to show for it. */
export interface Composed {
  /** What the summary calls it. */
  readonly name: string;
  readonly definition: unknown;
  readonly sources: DefinitionSource[];
  /** Section files alone place only some of the model's keys: "on no page" is not a problem. */
  readonly partial: boolean;
  /** Composed from section files (whose option lists live in another file). */
  readonly sections: boolean;
}

interface SectionFile extends AuthorFile {
  readonly value: { sections: unknown[]; hideRules?: unknown[] };
}

/** Option lists from the command line, each with where it is written. */
export interface GivenLists {
  readonly lists: Record<string, OptionList>;
  readonly sources: DefinitionSource[];
}

/** Merges the option-list files; the definition places them at `/optionLists/<name>`. */
export function givenLists(files: readonly AuthorFile[]): GivenLists {
  const lists: Record<string, OptionList> = {};
  const sources: DefinitionSource[] = [];
  for (const f of files)
    for (const [name, list] of entries(f.value as Record<string, unknown>)) {
      lists[name] = list as OptionList;
      sources.push({ file: f.file, text: f.text, at: `/optionLists/${name}`, pointer: `/${name}` });
    }
  return { lists, sources };
}

/** Merges the model files (an author may keep one per section). */
export function givenModel(files: readonly AuthorFile[]): DataModel | undefined {
  if (files.length === 0) return undefined;
  return Object.fromEntries(
    files.flatMap((f) => entries(f.value as Record<string, unknown>)),
  ) as DataModel;
}

/** A layout's page naming a section file that was not given. */
export interface UnknownName {
  readonly file: AuthorFile;
  readonly name: string;
  /** Where the layout names it. */
  readonly pointer: string;
}

/**
 * Places section files on pages: a layout's pages name them (`sectionFiles`), and those no
 * layout names are checked together on one page, as they would be while being written.
 */
export function composeSections(
  layouts: readonly AuthorFile[],
  sectionFiles: readonly AuthorFile[],
  lists: GivenLists,
): { composed: Composed[]; unknownNames: UnknownName[] } {
  const byName = new Map(sectionFiles.map((f) => [sectionName(f.file), f as SectionFile]));
  const used = new Set<string>();
  const unknownNames: UnknownName[] = [];
  const composed: Composed[] = [];
  const build = (
    name: string,
    root: Record<string, unknown>,
    rootSource: AuthorFile | undefined,
    pages: { page: Record<string, unknown>; files: SectionFile[]; at: string }[],
  ): Composed => {
    const sources: DefinitionSource[] = rootSource
      ? [{ file: rootSource.file, text: rootSource.text }]
      : [];
    const hideRules: unknown[] = [];
    const builtPages = pages.map(({ page, files, at }, p) => {
      if (rootSource)
        sources.push({
          file: rootSource.file,
          text: rootSource.text,
          at: `/pages/${p}/sections`,
          pointer: `${at}/sectionFiles`,
        });
      const sections: unknown[] = [];
      for (const f of files) {
        f.value.sections.forEach((section, i) => {
          sources.push({
            file: f.file,
            text: f.text,
            at: `/pages/${p}/sections/${sections.length}`,
            pointer: `/sections/${i}`,
          });
          sections.push(section);
        });
        (f.value.hideRules ?? []).forEach((rule, i) => {
          sources.push({
            file: f.file,
            text: f.text,
            at: `/hideRules/${hideRules.length}`,
            pointer: `/hideRules/${i}`,
          });
          hideRules.push(rule);
        });
      }
      const { sectionFiles: _names, ...rest } = page;
      return { ...rest, sections };
    });
    const { $schema: _schema, ...own } = root;
    const optionLists = { ...lists.lists, ...(own.optionLists as object | undefined) };
    return {
      name,
      definition: {
        ...own,
        optionLists,
        pages: builtPages,
        ...(hideRules.length > 0 ? { hideRules } : {}),
      },
      sources: [...lists.sources, ...sources],
      partial: rootSource === undefined,
      sections: true,
    };
  };
  for (const layout of layouts) {
    const root = layout.value as Record<string, unknown> & { pages: Record<string, unknown>[] };
    const pages = root.pages.map((page, p) => {
      const names = Array.isArray(page.sectionFiles) ? (page.sectionFiles as unknown[]) : [];
      const files = names.flatMap((n, i) => {
        const found = byName.get(String(n));
        if (!found)
          unknownNames.push({
            file: layout,
            name: String(n),
            pointer: `/pages/${p}/sectionFiles/${i}`,
          });
        else used.add(String(n));
        return found ? [found] : [];
      });
      return { page, files, at: `/pages/${p}` };
    });
    const form = build(layout.file, root, layout, pages);
    // A page without its section file places too few keys: "on no page" would only repeat it.
    const missing = unknownNames.some((u) => u.file === layout);
    composed.push(missing ? { ...form, partial: true } : form);
  }
  const rest = [...byName].filter(([name]) => !used.has(name)).map(([, f]) => f);
  if (rest.length > 0)
    composed.push(
      build(rest.map((f) => f.file).join(', '), { id: 'sections', title: 'Sections' }, undefined, [
        {
          page: { id: 'check', path: '/check', title: 'Check', stepLabel: 'Check' },
          files: rest,
          at: '',
        },
      ]),
    );
  return { composed, unknownNames };
}
