/**
 * The benchmark cases: the largest page of each form, with every block at its maximum and every
 * field answered ("full") or as a new applicant sees it ("empty"). The forms are compiled when
 * the page loads, before it reports ready, so no measurement includes compiling.
 */
import {
  compileFormOrThrow,
  type CompiledField,
  type CompiledForm,
  type CompiledPage,
  type FormSeed,
} from '@admissions/form-engine';
import { compiledVariant } from '@admissions/partner-config';
import {
  fullAnswers,
  fullLayout,
  largeDefinition,
} from '../../../packages/form-engine/bench/large-definition.ts';
import type { CaseInfo, Seed } from './types.ts';

export interface BenchCase extends CaseInfo {
  readonly form: CompiledForm;
  readonly page: CompiledPage;
  readonly seeds: Readonly<Record<Seed, FormSeed>>;
}

const fieldsOf = (form: CompiledForm, pageId: string): CompiledField[] =>
  [...form.fields.values()].filter((field) => field.pageId === pageId);

function largestPage(form: CompiledForm): CompiledPage {
  return form.pages.reduce((best, page) =>
    fieldsOf(form, page.id).length > fieldsOf(form, best.id).length ? page : best,
  );
}

/**
 * A one-line text field whose typing should re-render nothing but itself: no condition of its
 * own, nothing reading it, no dropdown it controls, not in a block, and room for ten letters.
 */
function typingField(form: CompiledForm, page: CompiledPage): CompiledField {
  const candidates = fieldsOf(form, page.id).filter(
    (field) =>
      field.definition.widget === 'text' &&
      field.type === 'string' &&
      field.visibilitySources.length === 0 &&
      !form.dependents.has(field.key) &&
      !form.controlled.has(field.key) &&
      !field.block &&
      (field.maxLength ?? Infinity) >= 20,
  );
  const field = candidates.find((f) => f.rules.length === 0) ?? candidates[0];
  if (!field) throw new Error(`no unconditioned text field on page ${page.id}`);
  return field;
}

function benchCase(id: string, label: string, compile: () => CompiledForm): BenchCase {
  const start = performance.now();
  const form = compile();
  const compileMs = performance.now() - start;
  const page = largestPage(form);
  const layout = fullLayout(form);
  return {
    id,
    label,
    form,
    page,
    pageId: page.id,
    pageTitle: page.title,
    formFields: form.fields.size,
    pageFields: fieldsOf(form, page.id).length,
    typingKey: typingField(form, page).key,
    compileMs,
    seeds: { full: { answers: fullAnswers(form, layout), ...layout }, empty: {} },
  };
}

export const cases: readonly BenchCase[] = [
  benchCase('partner', 'partner undergraduate', () => compiledVariant('undergraduate')),
  benchCase('large', '633-field bench definition', () => {
    const { definition, model } = largeDefinition();
    return compileFormOrThrow(definition, model);
  }),
];

export const caseById = (id: string): BenchCase => {
  const found = cases.find((c) => c.id === id);
  if (!found) throw new Error(`unknown case ${id}`);
  return found;
};

/** What the runner learns of a case: everything but the compiled form, which stays here. */
export const caseInfo = ({
  id,
  label,
  pageId,
  pageTitle,
  formFields,
  pageFields,
  typingKey,
  compileMs,
}: BenchCase): CaseInfo => ({
  id,
  label,
  pageId,
  pageTitle,
  formFields,
  pageFields,
  typingKey,
  compileMs,
});
