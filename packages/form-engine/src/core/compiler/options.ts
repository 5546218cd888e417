import type { FormDefinition, Option, OptionsByValue, OptionsRef } from '../definition/index.ts';
import type { Diagnostics } from './diagnostics.ts';

/** The blank first option every dropdown list starts with. */
export const BLANK_OPTION: Option = { value: '', label: '--' };

/** Whether an `options` value is a per-controller-value map rather than a list or list name. */
export function isOptionsByValue(options: OptionsRef | OptionsByValue): options is OptionsByValue {
  return typeof options === 'object' && !Array.isArray(options);
}

/**
 * Resolves a list name or inline list. Reports an unknown list name, duplicate values and, for
 * dropdowns, a first option that is not the blank "--".
 */
export function resolveOptions(
  ref: OptionsRef,
  definition: FormDefinition,
  diagnostics: Diagnostics,
  path: string,
  { needsBlank }: { needsBlank: boolean },
): readonly Option[] {
  const list = typeof ref === 'string' ? definition.optionLists?.[ref] : ref;
  if (!list) {
    diagnostics.error('unknown-option-list', path, `unknown option list "${String(ref)}"`, {
      hint: { word: String(ref), choices: Object.keys(definition.optionLists ?? {}) },
    });
    return [];
  }
  const where = typeof ref === 'string' ? `option list "${ref}"` : 'the options';
  const seen = new Set<string>();
  for (const option of list) {
    if (seen.has(option.value))
      diagnostics.error('duplicate-option', path, `${where} repeat the value "${option.value}"`);
    seen.add(option.value);
  }
  const first = list[0];
  if (needsBlank && (!first || first.value !== '' || first.label !== BLANK_OPTION.label))
    diagnostics.error(
      'missing-blank-option',
      path,
      `${where} must start with the blank option { value: "", label: "--" }`,
    );
  return list;
}

/** True when a list offers something to choose besides the blank option. */
export const hasChoices = (options: readonly Option[]): boolean =>
  options.some((o) => o.value !== '');
