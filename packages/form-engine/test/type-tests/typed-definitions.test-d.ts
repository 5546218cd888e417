/**
 * Type tests of the two ways to write a definition, checked by `tsc --noEmit -p
 * packages/form-engine` (the package's `typecheck`, part of `npm run lint`). Nothing here runs:
 * a failing `expectTypeOf` or an unused `@ts-expect-error` fails the type check.
 *
 * 1. JSON: `form.json` is a real definition (every widget, tabs, blocks, hide rules, rules)
 *    imported as a module, so TypeScript widens its literals (`"radio"` → `string`) — it must
 *    still compile without a cast.
 * 2. TypeScript: `defineForm()` checks the definition as it is written and keeps its literals.
 */
import { expectTypeOf } from 'vitest';
import {
  compileForm,
  compileFormOrThrow,
  createValidator,
  defineForm,
  lintDefinition,
  type CompiledForm,
  type CompileResult,
  type FormDefinition,
} from '../../src/index.ts';
import definition from './form.json' with { type: 'json' };
import model from './model.json' with { type: 'json' };

// --- JSON imports ----------------------------------------------------------------------------

// TypeScript widens the JSON's literals, so it is not a FormDefinition as such…
expectTypeOf(definition.pages[0]!.sections[0]!.fields[0]!.widget).toEqualTypeOf<string>();
expectTypeOf(definition).not.toExtend<FormDefinition>();
// …and the engine accepts it, with its JSON data model, without a cast.
expectTypeOf(compileForm(definition, model)).toEqualTypeOf<CompileResult>();
expectTypeOf(compileFormOrThrow(definition, model)).toEqualTypeOf<CompiledForm>();
expectTypeOf(lintDefinition(definition, model)).resolves.toEqualTypeOf<CompileResult>();
// lintDefinition narrows anything by validation: parsed text is fine too.
expectTypeOf(lintDefinition).parameter(0).toBeUnknown();
export async function fromJson(): Promise<void> {
  const form = compileFormOrThrow(definition, model);
  await createValidator(form);
}

// The widened type still has the definition's shape: wrong shapes are compile errors.
// @ts-expect-error a number is no definition
compileForm(42);
// @ts-expect-error pages is a list of pages
compileForm({ id: 'x', title: 'X', pages: 'about' });
// @ts-expect-error a data model maps keys to type names
compileForm(definition, { first_name: 1 });

// --- defineForm ------------------------------------------------------------------------------

const form = defineForm({
  id: 'apply',
  title: 'Apply',
  optionLists: {
    yesNo: [
      { value: '', label: '--' },
      { value: 'Y', label: 'Yes' },
      { value: 'N', label: 'No' },
    ],
  },
  pages: [
    {
      id: 'about',
      path: '/about',
      title: 'About You',
      stepLabel: 'Step 01',
      sections: [
        {
          id: 'citizenship',
          fields: [
            { widget: 'radio', key: 'us_citizen', label: 'U.S. citizen?', options: 'yesNo' },
            {
              widget: 'text',
              key: 'visa_type',
              label: 'Visa Type',
              visibleWhen: { valueKey: 'us_citizen', operator: 'equals', target: 'N' },
              rules: [{ rule: 'required' }],
            },
          ],
        },
      ],
    },
  ],
});

// Literal types survive: ids, widgets, operators.
expectTypeOf(form.id).toEqualTypeOf<'apply'>();
expectTypeOf(form.pages[0].id).toEqualTypeOf<'about'>();
expectTypeOf(form.pages[0].sections[0].fields[0].widget).toEqualTypeOf<'radio'>();
expectTypeOf(form.pages[0].sections[0].fields[1].visibleWhen.operator).toEqualTypeOf<'equals'>();
expectTypeOf(form).toExtend<FormDefinition>();
expectTypeOf(compileForm(form)).toEqualTypeOf<CompileResult>();

const page = {
  id: 'p',
  path: '/p',
  title: 'P',
  stepLabel: 'Step 01',
} as const;

defineForm({
  id: 'typo',
  title: 'Typo',
  // @ts-expect-error a misspelt widget is an error where it is written
  pages: [{ ...page, sections: [{ id: 's', fields: [{ widget: 'txet', key: 'a', label: 'A' }] }] }],
});

defineForm({
  id: 'operator',
  title: 'Operator',
  pages: [
    {
      ...page,
      sections: [
        {
          id: 's',
          fields: [
            {
              widget: 'text',
              key: 'a',
              label: 'A',
              // @ts-expect-error an unknown operator
              visibleWhen: { valueKey: 'b', operator: 'equal', target: 'x' },
            },
          ],
        },
      ],
    },
  ],
});

defineForm({
  id: 'property',
  title: 'Property',
  pages: [
    {
      ...page,
      // @ts-expect-error an unknown property
      sections: [{ id: 's', fields: [{ widget: 'text', key: 'a', label: 'A', lable: 'A' }] }],
    },
  ],
});
