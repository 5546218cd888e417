/**
 * The definition in each language, compiled once with its data model and the engine's messages
 * in that language. The two definitions have the same keys and rules: only the words differ, and
 * `npm run lint:form` lints both.
 */
import { compileForm, type CompiledForm, type FormDefinitionJson } from '@admissions/form-engine';
import { es } from '@admissions/form-engine/locales/es';
import en from './form.en.json';
import esForm from './form.es.json';
import model from './model.json';

export type Locale = 'en' | 'es';

function compile(definition: FormDefinitionJson, locale: Locale): CompiledForm {
  // The JSON imports type-check as they are; compileForm checks what their types cannot.
  const result = compileForm(definition, model, { messages: locale === 'es' ? es : undefined });
  if (!result.ok) throw new Error(result.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return result.form;
}

export const forms: Record<Locale, CompiledForm> = {
  en: compile(en, 'en'),
  es: compile(esForm, 'es'),
};
