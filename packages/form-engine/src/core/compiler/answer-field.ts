import { checkRuleTypes } from './rule-types.ts';
import { ALWAYS, NEVER, allOf, type ConditionNode } from '../conditions/condition-node.ts';
import type {
  AnswerField,
  AnswerType,
  AutocompleteField,
  Condition,
  DataModel,
  FormDefinition,
} from '../definition/index.ts';
import type { CompiledField, CompiledRule, Visibility } from './compiled-form.ts';
import type { Diagnostics } from './diagnostics.ts';
import { blockLabel, ruleMessage } from './messages.ts';
import type { FormMessages } from '../messages/index.ts';
import { hasChoices, isOptionsByValue, resolveOptions } from './options.ts';

/** Default maximum of text inputs, text areas and autocomplete inputs. */
export const DEFAULT_TEXT_MAX_LENGTH = 45;
export const DEFAULT_TEXTAREA_MAX_LENGTH = 1500;
export const DEFAULT_AUTOCOMPLETE_MAX_LENGTH = 120;

/**
 * A field while the form is being compiled: everything but its final visibility, which the
 * visibility pass writes into this same object once every hide rule is known. The render tree
 * holds the object, so it sees the finished field.
 */
export type FieldDraft = {
  -readonly [K in keyof Omit<CompiledField, 'visibility' | keyof Visibility>]: CompiledField[K];
} & {
  /** Visibility from section, tab, block and the field's own condition (no hide rules yet). */
  baseVisibility: ConditionNode;
  rules: CompiledRule[];
};

/** Where a field sits while the definition is walked. */
export interface Scope {
  readonly pageId: string;
  /** Visibility inherited from the section, tab and block. */
  readonly base: ConditionNode;
  /** Renames keys for the add-another block number (identity outside blocks). */
  readonly rename: (key: string) => string;
  readonly block?: CompiledField['block'];
}

/** What drafting a field needs from the walker. */
export interface FieldWalker {
  readonly definition: FormDefinition;
  readonly model: DataModel | undefined;
  readonly diagnostics: Diagnostics;
  readonly conditions: { node: ConditionNode; path: string }[];
  condition(
    condition: Condition | undefined,
    at: string,
    rename: (key: string) => string,
  ): ConditionNode;
  /** `field` is the question as written; `n` its add-another block number, if any. */
  placeField(key: string, pageId: string, at: string, field?: { label: string; n?: number }): void;
  placeCompanion(key: string, owner: string, pageId: string, at: string): void;
  /** The catalogue the default validation messages come from. */
  readonly messages?: FormMessages;
}

/** The widget's natural answer type, used when neither a data model nor the field says. */
const WIDGET_TYPES: Record<AnswerField['widget'], AnswerType> = {
  text: 'string',
  textarea: 'string',
  date: 'date',
  phone: 'string',
  dropdown: 'string',
  radio: 'string',
  checkbox: 'boolean',
  conditionalDropdown: 'string',
  autocomplete: 'string',
  fileUpload: 'file',
};

/** Answer types each widget can store. */
const WIDGET_ACCEPTS: Record<AnswerField['widget'], readonly AnswerType[]> = {
  ...Object.fromEntries(Object.entries(WIDGET_TYPES).map(([w, t]) => [w, [t]])),
  text: ['string', 'integer', 'number'],
} as unknown as Record<AnswerField['widget'], readonly AnswerType[]>;

/** Drafts one answer field: key, label, type, options, companions, conditions and rules. */
export function draftAnswerField(
  field: AnswerField,
  at: string,
  scope: Scope,
  walker: FieldWalker,
): FieldDraft {
  const key = scope.rename(field.key);
  const n = scope.block?.n;
  const label = blockLabel(field.label, n);
  walker.placeField(key, scope.pageId, at, { label, ...(n ? { n } : {}) });
  const type = fieldType(field, key, at, walker);
  let own = walker.condition(field.visibleWhen, `${at}/visibleWhen`, scope.rename);
  const draft: FieldDraft = {
    key,
    definition: field,
    label,
    pageId: scope.pageId,
    path: at,
    type,
    baseVisibility: ALWAYS,
    rules: [],
  };
  if (scope.block) draft.block = scope.block;
  switch (field.widget) {
    case 'text':
      draft.maxLength =
        field.maxLength ?? walker.definition.limits?.textMaxLength ?? DEFAULT_TEXT_MAX_LENGTH;
      break;
    case 'textarea':
      draft.maxLength =
        field.maxLength ??
        walker.definition.limits?.textareaMaxLength ??
        DEFAULT_TEXTAREA_MAX_LENGTH;
      break;
    case 'autocomplete':
      draft.maxLength = field.maxLength ?? DEFAULT_AUTOCOMPLETE_MAX_LENGTH;
      draft.relatedFields = Object.fromEntries(
        Object.entries(field.relatedFields).map(([lookup, target]) => [
          lookup,
          scope.rename(target),
        ]),
      );
      for (const [lookup, target] of Object.entries(draft.relatedFields))
        walker.placeCompanion(target, key, scope.pageId, `${at}/relatedFields/${lookup}`);
      // Once per field, not per block: the template is the same in every block.
      if ((n ?? 1) === 1) checkReadOnlyText(field, at, walker.diagnostics);
      break;
    case 'dropdown':
    case 'radio':
      draft.options = resolveOptions(
        field.options,
        walker.definition,
        walker.diagnostics,
        `${at}/options`,
        { needsBlank: field.widget === 'dropdown' },
      );
      break;
    case 'conditionalDropdown': {
      draft.controller = scope.rename(field.controller);
      walker.conditions.push({
        node: { kind: 'compare', key: draft.controller, operator: 'answered' },
        path: `${at}/controller`,
      });
      if (isOptionsByValue(field.options)) {
        const byValue = Object.fromEntries(
          Object.entries(field.options).map(([value, ref]) => [
            value,
            resolveOptions(ref, walker.definition, walker.diagnostics, `${at}/options/${value}`, {
              needsBlank: true,
            }),
          ]),
        );
        draft.options = byValue;
        if (field.category === 'displayAndOptions') {
          const withChoices = Object.keys(byValue).filter((v) => hasChoices(byValue[v]!));
          own = allOf([
            own,
            withChoices.length
              ? { kind: 'compare', key: draft.controller, operator: 'in', target: withChoices }
              : NEVER,
          ]);
        }
      } else {
        draft.options = resolveOptions(
          field.options,
          walker.definition,
          walker.diagnostics,
          `${at}/options`,
          { needsBlank: true },
        );
      }
      break;
    }
    default:
      break;
  }
  if (draft.options) {
    draft.descKey = `${key}_desc`;
    walker.placeCompanion(draft.descKey, key, scope.pageId, at);
  }
  draft.baseVisibility = allOf([scope.base, own]);
  // Once per field as written, not again for each generated add-another block.
  if ((n ?? 1) === 1) checkRuleTypes(field.rules ?? [], type, key, at, walker.diagnostics);
  draft.rules = (field.rules ?? []).map((rule, r) => ({
    rule,
    when: rule.when
      ? walker.condition(rule.when, `${at}/rules/${r}/when`, scope.rename)
      : undefined,
    message: ruleMessage(rule, draft, walker.messages),
  }));
  return draft;
}

/** An autocomplete's `readOnlyText` names only `{value}` and fields of its `relatedFields`. */
function checkReadOnlyText(field: AutocompleteField, at: string, diagnostics: Diagnostics): void {
  for (const [, name] of (field.readOnlyText ?? '').matchAll(/\{(\w+)\}/g))
    if (name !== 'value' && !(name! in field.relatedFields))
      diagnostics.error(
        'read-only-text',
        `${at}/readOnlyText`,
        `"{${name}}" is neither {value} nor a field of relatedFields`,
      );
}

/**
 * The answer's type: the data model's, else the one the field declares (`answerType`, text
 * fields only), else the widget's natural type. A model and a declaration that disagree are an
 * error at the declaration, so the author sees both names of the same answer.
 */
function fieldType(field: AnswerField, key: string, at: string, walker: FieldWalker): AnswerType {
  const modelType = walker.model?.[key];
  const declared = field.widget === 'text' ? field.answerType : undefined;
  if (modelType && declared && modelType !== declared)
    walker.diagnostics.error(
      'answer-type',
      `${at}/answerType`,
      `"${key}" is declared ${declared} here but is ${modelType} in the data model`,
    );
  if (!modelType) return declared ?? WIDGET_TYPES[field.widget];
  if (!WIDGET_ACCEPTS[field.widget].includes(modelType))
    walker.diagnostics.error(
      'widget-type',
      `${at}/widget`,
      `a ${field.widget} widget cannot store "${key}", whose type is ${modelType}`,
    );
  return modelType;
}
