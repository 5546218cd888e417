/**
 * Assembles a form definition from a variant layout (pages listing section files) and the
 * section files, so both variants share every question and differ only in how pages group them.
 * The same walk records where each part of a file lands in the assembled form, so the linter can
 * name the section file, line and column an author edits instead of `/pages/0/sections/3/…`.
 */
import type {
  DefinitionSource,
  FormDefinition,
  FormDefinitionJson,
  HideRule,
  OptionList,
  Page,
  Section,
  WidenJson,
} from '@admissions/form-engine';

/** A file of `definitions/sections/`: sections plus the hide rules that concern them. */
export interface SectionList {
  readonly $schema?: string;
  readonly sections: readonly Section[];
  readonly hideRules?: readonly HideRule[];
}

/** A page of a variant: a page whose sections are those of the named section files, in order. */
export type VariantPage = Omit<Page, 'sections'> & { readonly sectionFiles: readonly string[] };

/** A variant file of `definitions/`: the form's id, title and pages. */
export interface VariantLayout {
  readonly $schema?: string;
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly pages: readonly VariantPage[];
}

/**
 * A section file as TypeScript types its JSON import (literals widened, `"radio"` → `string`).
 * A typed {@link SectionList} is one too; the linter checks the literals.
 */
export type SectionListJson = WidenJson<SectionList>;

/** A variant file as TypeScript types its JSON import; a typed {@link VariantLayout} is one too. */
export type VariantLayoutJson = WidenJson<VariantLayout>;

/** A file's name as the linter reports it and its text, for {@link compositionSources}. */
export type SourceText = Pick<DefinitionSource, 'file' | 'text'>;

/** Where a part of a file lands in the assembled definition. */
interface Placement {
  /** The section file's name as pages list it; absent for the variant file. */
  readonly section?: string;
  /** JSON Pointer of the part in the assembled definition. */
  readonly at: string;
  /** JSON Pointer of the part in its own file. */
  readonly pointer: string;
}

type PageJson = FormDefinitionJson['pages'][number];

/** The one walk both the composition and the source map follow, so they cannot disagree. */
function assemble(layout: VariantLayoutJson, files: Readonly<Record<string, SectionListJson>>) {
  const used = new Set<string>();
  // The variant file holds everything but the sections and hide rules; a page's `sections`
  // (e.g. "a page needs a section") is its `sectionFiles` list.
  const placements: Placement[] = [{ at: '', pointer: '' }];
  const pages = layout.pages.map(({ sectionFiles, ...page }, p): PageJson => {
    placements.push({ at: `/pages/${p}/sections`, pointer: `/pages/${p}/sectionFiles` });
    let s = 0;
    const sections = sectionFiles.flatMap((name) => {
      const file = files[name];
      if (!file)
        throw new Error(`page "${page.id}" of "${layout.id}" names unknown section file "${name}"`);
      if (used.has(name))
        throw new Error(`section file "${name}" is on two pages of "${layout.id}"`);
      used.add(name);
      file.sections.forEach((_, i) =>
        placements.push({
          section: name,
          at: `/pages/${p}/sections/${s++}`,
          pointer: `/sections/${i}`,
        }),
      );
      return file.sections;
    });
    return { ...page, sections };
  });
  const hideRules: WidenJson<HideRule>[] = [];
  for (const name of used)
    (files[name]!.hideRules ?? []).forEach((rule, i) => {
      placements.push({
        section: name,
        at: `/hideRules/${hideRules.length}`,
        pointer: `/hideRules/${i}`,
      });
      hideRules.push(rule);
    });
  return { pages, hideRules, placements };
}

/**
 * Builds the definition of a variant. Throws when a page names a section file that does not
 * exist, or when a file is used twice (its keys would then be on two pages). Takes the files as
 * their JSON imports are typed; `compileForm` and `lintDefinition` accept the result as it is.
 */
export function composeDefinition(
  layout: VariantLayoutJson,
  files: Readonly<Record<string, SectionListJson>>,
  optionLists: Readonly<Record<string, OptionList>>,
  limits?: FormDefinition['limits'],
): FormDefinitionJson {
  const { pages, hideRules } = assemble(layout, files);
  const { $schema: _schema, ...rest } = layout;
  return {
    ...rest,
    ...(limits ? { limits } : {}),
    optionLists: { ...optionLists },
    pages,
    hideRules,
  };
}

/**
 * The sources for `lintDefinition(composeDefinition(layout, files, …), model, { sources })`:
 * the variant file at the root (its pages' `sectionFiles` stand for their `sections`), and each
 * section and hide rule of a section file at the place it lands, so an error inside a section
 * names `definitions/sections/<file>.json:line:column`. Without a variant file (a layout made up
 * in code), errors outside the section files keep only their path.
 */
export function compositionSources(
  layout: VariantLayoutJson,
  files: Readonly<Record<string, SectionListJson>>,
  texts: { readonly variant?: SourceText; readonly sections: Readonly<Record<string, SourceText>> },
): DefinitionSource[] {
  return assemble(layout, files).placements.flatMap(({ section, at, pointer }) => {
    const source = section === undefined ? texts.variant : texts.sections[section];
    return source ? [{ file: source.file, text: source.text, at, pointer }] : [];
  });
}
