/**
 * @admissions/form-engine — the React-free core: the definition format, the compiler and linter,
 * conditions, hide rules, validation and the form store. The server imports exactly this.
 */
export * from './definition/index.ts';
export {
  en,
  resolveMessages,
  type FieldMessageParams,
  type FormMessages,
  type FormMessagesOverride,
  type RangeMessageParams,
  type ValidationMessage,
} from './messages/index.ts';

export {
  OPERATORS,
  ConditionError,
  toConditionNode,
  type ConditionNode,
} from './conditions/condition-node.ts';
export {
  compileCondition,
  evaluateCondition,
  evaluateJsonLogic,
  nodeToJsonLogic,
  type JsonLogic,
} from './conditions/to-json-logic.ts';
export { nodeToJsonSchema, type JsonSchema } from './conditions/to-json-schema.ts';
export {
  compileConditionTest,
  scopeOf,
  type ConditionScope,
  type ConditionTest,
} from './conditions/condition-test.ts';

export {
  compileForm,
  compileFormOrThrow,
  type CompileOptions,
  DefinitionError,
  type CompileResult,
} from './compiler/compile-form.ts';
export { lintDefinition, type LintOptions } from './compiler/lint-definition.ts';
export type {
  CompiledBlock,
  CompiledField,
  CompiledForm,
  CompiledNode,
  CompiledPage,
  CompiledRule,
  CompiledSection,
  CompiledTabGroup,
  KeyVisibility,
  Visibility,
} from './compiler/compiled-form.ts';
export { formatDiagnostic, type Diagnostic } from './compiler/diagnostics.ts';
export { BLANK_OPTION } from './compiler/options.ts';
export {
  DEFAULT_AUTOCOMPLETE_MAX_LENGTH,
  DEFAULT_TEXTAREA_MAX_LENGTH,
  DEFAULT_TEXT_MAX_LENGTH,
} from './compiler/answer-field.ts';

export {
  applyHideRules,
  applyHideRulesAfterChange,
  type HideRulesOutcome,
} from './hide-rules/apply-hide-rules.ts';

export { buildFormSchema, type FormSchema, type SchemaEntry } from './validation/form-schema.ts';
export { EXTENSION_KEYWORDS } from './validation/keywords.ts';
export { DIGITS_PATTERN, EMAIL_PATTERN, US_PHONE_PATTERN } from './validation/patterns.ts';
export { integerRangePattern } from './validation/range-pattern.ts';
export {
  createValidator,
  type FieldErrors,
  type FormValidator,
  type ValidationResult,
  type ValidatorOptions,
} from './validation/validator.ts';
export { errorLinks, type ErrorLink } from './validation/error-links.ts';
export { validateFieldValue } from './validation/field-validator.ts';

export { canRemoveBlock, removeBlock, type BlockRemoval } from './blocks/remove-block.ts';

export {
  createFormStore,
  type DocumentAnswer,
  type DocumentStatus,
  type FormActions,
  type FormData,
  type FormSeed,
  type FormStore,
  type FormStoreState,
} from './store/form-store.ts';
