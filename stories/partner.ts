/**
 * The partner's real undergraduate definition and data model, and an applicant's answers that
 * complete it (the page and read-only stories use them).
 */
import type { FormSeed } from '../packages/form-engine/src/index.ts';
import { dataModel } from '../packages/partner-config/src/model.ts';
import { variantDefinition } from '../packages/partner-config/src/definitions.ts';
import { SAMPLE_APPLICATION } from '../packages/partner-config/src/sample-application.ts';

/** `compiledVariant('undergraduate')` compiles exactly this definition against this model. */
export const undergraduate = variantDefinition('undergraduate');
export const partnerModel = dataModel;

/** The page ids of the undergraduate variant, in order. */
export const UNDERGRADUATE_PAGES = ['about', 'education', 'final-steps'] as const;

/** A complete, valid undergraduate application: the partner's sample (it submits). */
export const completeApplication: FormSeed = SAMPLE_APPLICATION;
