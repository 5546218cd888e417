/**
 * The two application variants, assembled from the section files in `definitions/` with the
 * partner's option lists and limits.
 */
import {
  compileFormOrThrow,
  type CompiledForm,
  type FormDefinition,
  type FormDefinitionJson,
} from '@admissions/form-engine';
import academics from '../definitions/sections/academics.json' with { type: 'json' };
import application from '../definitions/sections/application.json' with { type: 'json' };
import family from '../definitions/sections/family.json' with { type: 'json' };
import final from '../definitions/sections/final.json' with { type: 'json' };
import personal from '../definitions/sections/personal.json' with { type: 'json' };
import testing from '../definitions/sections/testing.json' with { type: 'json' };
import transferLayout from '../definitions/transfer.json' with { type: 'json' };
import undergraduateLayout from '../definitions/undergraduate.json' with { type: 'json' };
import { composeDefinition, type SectionListJson, type VariantLayoutJson } from './compose.ts';
import { PARTNER } from './constants.ts';
import { partnerMessages } from './messages.ts';
import { dataModel } from './model.ts';
import { optionLists } from './options/index.ts';

/** The section files by name, as variant layouts list them (`definitions/sections/<name>.json`). */
export const SECTION_FILES: Readonly<Record<string, SectionListJson>> = {
  personal,
  family,
  application,
  academics,
  testing,
  final,
};

/** The names of the application variants (`FORM_VARIANT`). */
export type VariantName = 'undergraduate' | 'transfer';

const LAYOUTS: Readonly<Record<VariantName, VariantLayoutJson>> = {
  undergraduate: undergraduateLayout,
  transfer: transferLayout,
};

/** The file of a variant, relative to the package, as the linter names it. */
export const variantFile = (name: VariantName): string => `definitions/${name}.json`;

/** The file of a section list, relative to the package, as the linter names it. */
export const sectionFile = (name: string): string => `definitions/sections/${name}.json`;

/** The partner's text areas allow 7000 characters instead of the engine's 1500. */
const LIMITS: FormDefinition['limits'] = { textareaMaxLength: PARTNER.textCharacterLimit };

/**
 * Assembles a variant with the partner's option lists and limits: from the package's own files,
 * or from the given layout and section files (the linter passes the same files read as text, so
 * it can map each error back to its line).
 */
export function composeVariant(
  name: VariantName,
  layout: VariantLayoutJson | undefined = LAYOUTS[name],
  sections: Readonly<Record<string, SectionListJson>> = SECTION_FILES,
): FormDefinitionJson {
  if (!layout)
    throw new Error(`unknown form variant "${String(name)}" (expected undergraduate or transfer)`);
  return composeDefinition(layout, sections, optionLists, LIMITS);
}

/**
 * The definition of a variant, ready for `compileForm`: the one {@link compiledVariant} compiled,
 * so it is typed as a checked `FormDefinition` rather than its JSON files' widened shape.
 */
export function variantDefinition(name: VariantName): FormDefinition {
  return compiledVariant(name).definition;
}

const compiled = new Map<VariantName, CompiledForm>();

/**
 * The compiled form of a variant against the data model, with the partner's validation wording
 * (compiled once, then cached).
 */
export function compiledVariant(name: VariantName): CompiledForm {
  let form = compiled.get(name);
  if (!form) {
    form = compileFormOrThrow(composeVariant(name), dataModel, { messages: partnerMessages });
    compiled.set(name, form);
  }
  return form;
}

/**
 * Data-model keys that deliberately sit on no page, with the reason. Empty: every key of the
 * specification is asked somewhere.
 */
export const UNUSED_KEYS: Readonly<Record<string, string>> = {};
