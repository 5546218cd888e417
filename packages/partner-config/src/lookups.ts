/**
 * The partner's look-up directories: the autocomplete categories its definitions name and the
 * portal's server answers (`GET /lookup/find?category=`). The engine takes any identifier as a
 * category and hands it to the back end; which ones exist is the partner's business, so the list
 * lives here, checked against the definitions ({@link unknownLookupCategories}, in the partner's
 * tests) and read by the server's lookup route.
 */
import type { CompiledForm } from '@admissions/form-engine';

/** Colleges and high schools by CEEB code, and US addresses. */
export const LOOKUP_CATEGORIES = ['college_ceeb', 'hs_ceeb', 'address'] as const;
export type LookupCategory = (typeof LOOKUP_CATEGORIES)[number];

/** The autocompletes of `form` whose category is not one of {@link LOOKUP_CATEGORIES}. */
export function unknownLookupCategories(
  form: CompiledForm,
): { readonly key: string; readonly category: string }[] {
  const known: readonly string[] = LOOKUP_CATEGORIES;
  return [...form.fields.values()].flatMap(({ key, definition }) =>
    definition.widget === 'autocomplete' && !known.includes(definition.category)
      ? [{ key, category: definition.category }]
      : [],
  );
}
