import { compileFormOrThrow, type FormDefinition } from '@admissions/form-engine';
import { describe, expect, it } from 'vitest';
import { LOOKUP_CATEGORIES, unknownLookupCategories } from '../src/lookups.ts';

const formSearching = (category: string): FormDefinition => ({
  id: 'f',
  title: 'F',
  pages: [
    {
      id: 'p',
      path: '/p',
      title: 'P',
      stepLabel: 'Step 01',
      sections: [
        {
          id: 's',
          fields: [
            { widget: 'autocomplete', key: 'school', label: 'School', category, relatedFields: {} },
          ],
        },
      ],
    },
  ],
});

describe('unknownLookupCategories', () => {
  it('names an autocomplete searching a directory the partner does not have', () => {
    expect(unknownLookupCategories(compileFormOrThrow(formSearching('scholarships')))).toEqual([
      { key: 'school', category: 'scholarships' },
    ]);
  });

  it('accepts every directory of the partner', () => {
    for (const category of LOOKUP_CATEGORIES)
      expect(unknownLookupCategories(compileFormOrThrow(formSearching(category)))).toEqual([]);
  });
});
