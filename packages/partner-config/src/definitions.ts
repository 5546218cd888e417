/**
 * The two application variants, assembled from the section files in `definitions/` with the
 * partner's option lists and limits.
 */
import {
  compileFormOrThrow,
  type CompiledForm,
  type FormDefinition,
} from '@admissions/form-engine';
import academics from '../definitions/sections/academics.json' with { type: 'json' };
import application from '../definitions/sections/application.json' with { type: 'json' };
import family from '../definitions/sections/family.json' with { type: 'json' };
import final from '../definitions/sections/final.json' with { type: 'json' };
import personal from '../definitions/sections/personal.json' with { type: 'json' };
import testing from '../definitions/sections/testing.json' with { type: 'json' };
import transferLayout from '../definitions/transfer.json' with { type: 'json' };
import undergraduateLayout from '../definitions/undergraduate.json' with { type: 'json' };
import { composeDefinition, type SectionList, type VariantLayout } from './compose.ts';
import { PARTNER } from './constants.ts';
import { dataModel } from './model.ts';
import { optionLists } from './options/index.ts';

/** The section files by name, as variant layouts list them. */
export const SECTION_FILES = {
  personal,
  family,
  application,
  academics,
  testing,
  final,
} as unknown as Readonly<Record<string, SectionList>>;

/** The names of the application variants (`FORM_VARIANT`). */
export type VariantName = 'undergraduate' | 'transfer';

const LAYOUTS: Record<VariantName, VariantLayout> = {
  undergraduate: undergraduateLayout as VariantLayout,
  transfer: transferLayout as VariantLayout,
};

/** The partner's text areas allow 7000 characters instead of the engine's 1500. */
const LIMITS: FormDefinition['limits'] = { textareaMaxLength: PARTNER.textCharacterLimit };

/** The definition of a variant, ready for `compileForm`. */
export function variantDefinition(name: VariantName): FormDefinition {
  const layout = LAYOUTS[name];
  if (!layout)
    throw new Error(`unknown form variant "${String(name)}" (expected undergraduate or transfer)`);
  return composeDefinition(layout, SECTION_FILES, optionLists, LIMITS);
}

const compiled = new Map<VariantName, CompiledForm>();

/** The compiled form of a variant against the data model (compiled once, then cached). */
export function compiledVariant(name: VariantName): CompiledForm {
  let form = compiled.get(name);
  if (!form) {
    form = compileFormOrThrow(variantDefinition(name), dataModel);
    compiled.set(name, form);
  }
  return form;
}

/**
 * Data-model keys that deliberately sit on no page, with the reason. Empty: every key of the
 * specification is asked somewhere.
 */
export const UNUSED_KEYS: Readonly<Record<string, string>> = {};
