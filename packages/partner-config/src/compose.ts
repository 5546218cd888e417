/**
 * Assembles a form definition from a variant layout (pages listing section ids) and the section
 * files, so both variants share every question and differ only in how pages group them.
 */
import type { FormDefinition, HideRule, OptionList, Page, Section } from '@admissions/form-engine';

/** A file of `definitions/sections/`: sections plus the hide rules that concern them. */
export interface SectionList {
  readonly $schema?: string;
  readonly sections: readonly Section[];
  readonly hideRules?: readonly HideRule[];
}

/** A page of a variant: a page whose sections are given by id. */
export type VariantPage = Omit<Page, 'sections'> & { readonly sections: readonly string[] };

/** A variant file of `definitions/`: the form's id, title and pages. */
export interface VariantLayout {
  readonly $schema?: string;
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly pages: readonly VariantPage[];
}

/**
 * Builds the definition of a variant. Throws when a page names a section no file has, or when a
 * section is used twice (its keys would then be on two pages).
 */
export function composeDefinition(
  layout: VariantLayout,
  sectionLists: readonly SectionList[],
  optionLists: Readonly<Record<string, OptionList>>,
  limits?: FormDefinition['limits'],
): FormDefinition {
  const byId = new Map<string, Section>();
  for (const list of sectionLists)
    for (const section of list.sections) {
      if (byId.has(section.id)) throw new Error(`section "${section.id}" is defined twice`);
      byId.set(section.id, section);
    }
  const used = new Set<string>();
  const pages = layout.pages.map((page): Page => ({
    ...page,
    sections: page.sections.map((id) => {
      const section = byId.get(id);
      if (!section) throw new Error(`page "${page.id}" of "${layout.id}" names unknown section "${id}"`);
      if (used.has(id)) throw new Error(`section "${id}" is on two pages of "${layout.id}"`);
      used.add(id);
      return section;
    }),
  }));
  const { $schema: _schema, ...rest } = layout;
  return {
    ...rest,
    ...(limits ? { limits } : {}),
    optionLists: { ...optionLists },
    pages: pages as FormDefinition['pages'],
    hideRules: sectionLists.flatMap((list) => list.hideRules ?? []),
  };
}
