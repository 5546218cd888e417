/**
 * @admissions/partner-config — everything partner-specific, as data the form engine interprets:
 * the partner constants, the option lists, the data model and both application variants.
 */
export { PARTNER, type PaperSize, type PartnerConstants } from './constants.ts';
export { dataModel, REPEATS, PARENT_DEGREES } from './model.ts';
// For tools that read an edited model or option-list file (the CLI, the playground).
export { expandModel, type ModelFile, type ModelGroup, type ModelKeyType } from './model-file.ts';
export {
  expandOptionLists,
  type OptionListEntry,
  type OptionListsFile,
} from './options/option-file.ts';
export { optionLists, yearOptions, PARTNER_REPLACEABLE } from './options/index.ts';
export {
  composeDefinition,
  type SectionList,
  type VariantLayout,
  type VariantPage,
} from './compose.ts';
export {
  SECTION_FILES,
  UNUSED_KEYS,
  compiledVariant,
  variantDefinition,
  type VariantName,
} from './definitions.ts';
export { partnerMessages } from './messages.ts';
export { LOOKUP_CATEGORIES, unknownLookupCategories, type LookupCategory } from './lookups.ts';
export { SAMPLE_APPLICATION, type SampleApplication } from './sample-application.ts';
export { legalName } from './applicant-name.ts';
export type { AnswerKey, OptionListName, ParentDegree, Repeats } from './data.generated.ts';
