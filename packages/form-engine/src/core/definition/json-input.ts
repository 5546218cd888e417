import type { FormDefinition } from './types.generated.ts';

/**
 * Widens literal types the way TypeScript types a JSON module: `"usPhone"` becomes `string`,
 * `true` becomes `boolean`. Arrays and objects are widened member by member; unions stay unions.
 */
export type WidenJson<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer Item)[]
        ? readonly WidenJson<Item>[]
        : T extends object
          ? { readonly [K in keyof T]: WidenJson<T[K]> }
          : T;

/**
 * A form definition as TypeScript types a JSON import of it (`import definition from
 * './form.json'` with `resolveJsonModule`): the shape of {@link FormDefinition} with every
 * literal widened. `compileForm` accepts it without a cast; the type cannot tell a misspelt
 * widget or operator, so lint JSON definitions (`form-engine lint`, or `lintDefinition`, which
 * narrows by validating against the published schema). Definitions written in TypeScript get
 * full checking through {@link defineForm}.
 */
export type FormDefinitionJson = WidenJson<FormDefinition>;

/** A data model as TypeScript types a JSON import of it: answer key → type name. */
export type DataModelJson = Readonly<Record<string, string>>;

/**
 * `T` with every property that `Shape` (or, for unions, the member it matches) does not have
 * turned to `never`: a generic parameter escapes TypeScript's excess-property check, this
 * restores it, so a misspelt optional property (`lable`) is an error as in a typed literal.
 */
export type ExactShape<T, Shape> = T extends readonly unknown[]
  ? { [K in keyof T]: ExactShape<T[K], Shape extends readonly (infer Item)[] ? Item : never> }
  : T extends object
    ? Shape extends unknown
      ? { [K in keyof T]: K extends keyof Shape ? ExactShape<T[K], Shape[K]> : never }
      : never
    : T;

/**
 * Declares a definition written in TypeScript: checks it against {@link FormDefinition} as you
 * type (a misspelt widget, operator or property, even an optional one, is a compile error) and keeps its literal types,
 * so `form.pages[0].id` is `"about"`, not `string`. Returns the definition unchanged.
 *
 * @example
 * export const form = defineForm({ id: 'apply', title: 'Apply', pages: [ ... ] });
 */
export function defineForm<const T extends FormDefinition>(
  definition: T & ExactShape<T, FormDefinition>,
): T {
  return definition;
}
