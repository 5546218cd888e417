/**
 * Why a key shows or is hidden: the engine's visibility, explained layer by layer for tools
 * (the playground, editors, support staff). Exported from `@admissions/form-engine/inspect`.
 */
export { explainCondition, explainNode, type ConditionExplanation } from './condition.ts';
export {
  affectedBy,
  explainVisibility,
  type HideRuleExplanation,
  type HideRuleMember,
  type VisibilityExplanation,
  type VisibilityLayer,
} from './explain-visibility.ts';
export {
  describeCondition,
  describeHideRule,
  describeLayer,
  describeVisibility,
} from './describe.ts';
export { applicantWords, describeConditionInWords, type ApplicantWords } from './words.ts';
