import type { DataModel, FormDefinition, FormDefinitionJson } from '../definition/index.ts';
import { compileFormOrThrow } from './compile-form.ts';
import type { CompiledForm } from './compiled-form.ts';

/**
 * The data model of a form: every answer key it stores, in definition order, with its type — each
 * add-another block's numbered keys, the `_desc` companion of every coded pick-list and the keys
 * an autocomplete fills. A field's type is the one it was compiled with (the data model's, the
 * field's `answerType`, or the widget's); a companion that is no field of its own is the model's
 * type, or `string`. Give it a compiled form, or a definition (compiled first, without a model;
 * throws `DefinitionError` on errors) to get a model for a server or a type without writing one.
 * Keys of a given model that no page asks are not the form's answers, so they are left out.
 */
export function modelOf(form: CompiledForm | FormDefinition | FormDefinitionJson): DataModel {
  const compiled = 'keyPage' in form ? form : compileFormOrThrow(form);
  return Object.fromEntries(
    [...compiled.keyPage.keys()].map((key) => [
      key,
      compiled.fields.get(key)?.type ?? compiled.model?.[key] ?? 'string',
    ]),
  );
}
