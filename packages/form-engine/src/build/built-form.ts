/** What a build makes for one form: apart from the code that makes and writes it (no cycle). */

/** The build's outputs, as text and data ready to be written to files. */
export interface BuiltValidators {
  /** ES module source of the whole form's validator (default export, `entries`). */
  readonly form: string;
  /** ES module source of each page's validator, by page id. */
  readonly pages: Readonly<Record<string, string>>;
  /** The whole-form JSON Schema (what `form-engine schema` prints). */
  readonly schema: Readonly<Record<string, unknown>>;
  /** ES module source of the date fields' own value checks (see `buildFieldChecks`). */
  readonly fields: string;
}

/** Everything built for one form: the compiled form as data and its generated validators. */
export interface BuiltForm extends BuiltValidators {
  /** The compiled form as data, for `loadCompiledForm` (see `serializeCompiledForm`). */
  readonly compiledForm: string;
  /** The page ids, in order. */
  readonly pageIds: readonly string[];
}
