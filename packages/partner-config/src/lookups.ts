/**
 * The partner's look-up directories: the autocomplete categories its definitions name and the
 * portal's server answers (`GET /lookup/find?category=`). The engine takes any identifier as a
 * category and hands it to the back end; which ones exist is the partner's business, so the list
 * is the REST contract's (`@admissions/api`: the lookup route's `category`), checked here against
 * the definitions ({@link unknownLookupCategories}, in the partner's tests).
 */
import { LOOKUP_CATEGORIES, type LookupCategory } from '@admissions/api/constants';
import type { CompiledForm } from '@admissions/form-engine';

export { LOOKUP_CATEGORIES, type LookupCategory };

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
