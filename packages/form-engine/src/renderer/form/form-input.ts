import {
  compileFormOrThrow,
  createValidator,
  type CompiledForm,
  type FormDefinition,
  type FormDefinitionJson,
  type FormState,
  type FormValidator,
  type ValidationResult,
} from '../../core/index.ts';
import type { LazyValidator } from '../../core/validation/precompiled.ts';
import type { FormMessagesOverride } from '../../core/messages/index.ts';

/**
 * What `<Form form={…}>` renders, in the order to prefer:
 * - the Vite plugin's module, `import * as apply from 'virtual:form-engine/apply'` (or any
 *   `{ form, validator }`): validation is code generated at build time, so a strict
 *   `script-src 'self'` holds;
 * - a compiled form (`compileFormOrThrow(definition, model)`): validation compiles in the
 *   browser with ajv, which needs `'unsafe-eval'`;
 * - a definition (its JSON import), compiled when `<Form>` first renders, without a data model:
 *   the same `'unsafe-eval'` need.
 */
export type FormInput =
  | { readonly form: CompiledForm; readonly validator: LazyValidator | FormValidator }
  | CompiledForm
  | FormDefinition
  | FormDefinitionJson;

/** How `<Form>` validates: one page's answers on Continue, the whole form's on Submit. */
export interface FormChecks {
  readonly page: (pageId: string, state: FormState) => Promise<ValidationResult>;
  readonly all: (state: FormState) => Promise<ValidationResult>;
  /** Starts loading what validating `pageId` needs, so Continue does not wait for it. */
  readonly preload: (pageId: string) => void;
}

/** A compiled form and how to validate it. */
export interface ResolvedForm {
  readonly form: CompiledForm;
  readonly checks: FormChecks;
}

const ignore = () => undefined;

/** Checks over a validator built ahead of time (lazy chunks) or any {@link FormValidator}. */
function checksOf(validator: LazyValidator | FormValidator): FormChecks {
  return {
    page: async (pageId, state) => validator.validatePage(pageId, state),
    all: async (state) => validator.validate(state),
    preload: (pageId) => {
      if ('preload' in validator) validator.preload(pageId).catch(ignore);
    },
  };
}

/** Checks that compile with ajv on first use (ajv loads then, in a chunk of its own). */
function compilingChecks(form: CompiledForm): FormChecks {
  let loading: Promise<FormValidator> | undefined;
  const validator = () => {
    if (!loading) {
      loading = createValidator(form);
      // A failed load (the network) is tried again on the next validation.
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  return {
    page: async (pageId, state) => (await validator()).validatePage(pageId, state),
    all: async (state) => (await validator()).validate(state),
    preload: () => void validator().catch(ignore),
  };
}

/**
 * The compiled form and checks of a {@link FormInput}. `messages` is the catalogue a definition
 * compiles with (its validation messages); forms compiled already keep theirs.
 */
export function resolveForm(input: FormInput, messages?: FormMessagesOverride): ResolvedForm {
  if ('validator' in input) return { form: input.form, checks: checksOf(input.validator) };
  const form =
    'keyPage' in input ? input : compileFormOrThrow(input, undefined, messages && { messages });
  return { form, checks: compilingChecks(form) };
}
