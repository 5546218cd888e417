/**
 * Assembles a form definition from a variant layout (pages listing section files) and the
 * section files, so both variants share every question and differ only in how pages group them.
 */
import type { FormDefinition, HideRule, OptionList, Page, Section } from '@admissions/form-engine';

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
 * Builds the definition of a variant. Throws when a page names a section file that does not
 * exist, or when a file is used twice (its keys would then be on two pages).
 */
export function composeDefinition(
  layout: VariantLayout,
  files: Readonly<Record<string, SectionList>>,
  optionLists: Readonly<Record<string, OptionList>>,
  limits?: FormDefinition['limits'],
): FormDefinition {
  const used = new Set<string>();
  const pages = layout.pages.map(({ sectionFiles, ...page }): Page => ({
    ...page,
    sections: sectionFiles.flatMap((name) => {
      const file = files[name];
      if (!file)
        throw new Error(`page "${page.id}" of "${layout.id}" names unknown section file "${name}"`);
      if (used.has(name))
        throw new Error(`section file "${name}" is on two pages of "${layout.id}"`);
      used.add(name);
      return file.sections;
    }),
  }));
  const { $schema: _schema, ...rest } = layout;
  return {
    ...rest,
    ...(limits ? { limits } : {}),
    optionLists: { ...optionLists },
    pages: pages as FormDefinition['pages'],
    hideRules: [...used].flatMap((name) => files[name]!.hideRules ?? []),
  };
}
