import type { FormMessages } from '../messages/index.ts';
import type { ConditionTest } from '../conditions/condition-test.ts';
import type { JsonLogic } from '../conditions/to-json-logic.ts';
import type { ConditionNode } from '../conditions/condition-node.ts';
import type {
  AlertField,
  AnswerField,
  AnswerType,
  DataModel,
  FormDefinition,
  Option,
  Rule,
  StaticTextField,
} from '../definition/index.ts';

/** A validation rule of one concrete key, with its condition compiled and names resolved. */
export interface CompiledRule {
  readonly rule: Rule;
  /** The rule's `when`, renamed for its add-another block. */
  readonly when: ConditionNode | undefined;
  /** Message template with {label} and {n} already resolved; {year} is resolved at validation. */
  readonly message: string;
}

/** A concrete answer field: one field of the definition, in one add-another block if any. */
export interface CompiledField extends Visibility {
  /** The concrete answer key (`college_2_name` in the second college block). */
  readonly key: string;
  /** The field as written in the definition. */
  readonly definition: AnswerField;
  /** The label with {n} resolved. */
  readonly label: string;
  readonly pageId: string;
  /** JSON Pointer of the field in the definition. */
  readonly path: string;
  /** Type from the data model, else the field's `answerType`, else the widget's natural type. */
  readonly type: AnswerType;
  /**
   * The add-another block and block number (1-based) the field belongs to, with the block's
   * heading (its `itemLabel`, {n} filled) when it has one: validation messages name it.
   */
  readonly block?: { readonly id: string; readonly n: number; readonly heading?: string };
  /** `<key>_desc` for coded pick-lists (dropdown, radio, conditional dropdown). */
  readonly descKey?: string;
  /** Maximum characters for text-like widgets. */
  readonly maxLength?: number;
  /** Resolved options: a list, or lists keyed by the controlling answer. */
  readonly options?: readonly Option[] | Readonly<Record<string, readonly Option[]>>;
  /** Conditional dropdown: the (renamed) controlling key. */
  readonly controller?: string;
  /** Autocomplete: lookup field → (renamed) answer key. */
  readonly relatedFields?: Readonly<Record<string, string>>;
  /** When the field shows: section, tab, block, own condition and hide rules combined. */
  readonly visibility: ConditionNode;
  readonly rules: readonly CompiledRule[];
}

/** An add-another block with its concrete blocks 1..max. */
export interface CompiledBlock {
  readonly id: string;
  readonly prefix: string;
  readonly max: number;
  readonly addLabel: string;
  readonly itemLabel: string | undefined;
  readonly pageId: string;
  /** `instances[n - 1]` are the nodes of block n. */
  readonly instances: readonly (readonly CompiledNode[])[];
}

/** A tab group: the chosen tab's nodes show; the others are hidden and cleared. */
export interface CompiledTabGroup extends Visibility {
  readonly id: string;
  readonly label: string | undefined;
  readonly defaultTab: string;
  readonly pageId: string;
  readonly tabs: readonly {
    readonly id: string;
    readonly label: string;
    readonly nodes: readonly CompiledNode[];
    /** Every answer cleared when the applicant leaves this tab. */
    readonly clearOnSwitch: readonly string[];
  }[];
}

/** A node of the rendered tree. */
export type CompiledNode =
  | { readonly kind: 'field'; readonly field: CompiledField }
  | { readonly kind: 'tabs'; readonly group: CompiledTabGroup }
  | ({ readonly kind: 'addAnother'; readonly block: CompiledBlock } & Visibility)
  | { readonly kind: 'alert'; readonly definition: AlertField }
  | ({ readonly kind: 'staticText'; readonly definition: StaticTextField } & Visibility);

export interface CompiledSection extends Visibility {
  readonly id: string;
  readonly title: string | undefined;
  readonly description: string | undefined;
  readonly nodes: readonly CompiledNode[];
}

export interface CompiledPage {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  readonly stepLabel: string;
  readonly shortStepLabel: string | undefined;
  readonly compactBanner: boolean;
  readonly sections: readonly CompiledSection[];
  /** Every answer key the page stores: field keys, `_desc` companions, autocomplete targets. */
  readonly keys: readonly string[];
}

/**
 * How one stored key is kept consistent with what shows: cleared while `visibility` is false.
 * Field keys, their `_desc` companions and autocomplete targets each have one.
 */
export interface KeyVisibility extends Visibility {
  readonly key: string;
  readonly visibility: ConditionNode;
}

/** A definition compiled against a data model: the tree to render and the indexes to run. */
export interface CompiledForm {
  readonly definition: FormDefinition;
  readonly model: DataModel | undefined;
  readonly pages: readonly CompiledPage[];
  /** Concrete answer fields by key, in definition order. */
  readonly fields: ReadonlyMap<string, CompiledField>;
  readonly blocks: ReadonlyMap<string, CompiledBlock>;
  readonly tabGroups: ReadonlyMap<string, CompiledTabGroup>;
  /** Page id of every stored key (for `/{page}#{key}` links). */
  readonly keyPage: ReadonlyMap<string, string>;
  /** Clearing rule of every key that can be hidden, in definition order. */
  readonly keyVisibility: ReadonlyMap<string, KeyVisibility>;
  /** Source (answer key, `$tab:<id>`, `$count:<id>`) → keys whose visibility reads it. */
  readonly dependents: ReadonlyMap<string, readonly string[]>;
  /** Controlling key → conditional dropdowns (key and `_desc`) cleared when it changes. */
  readonly controlled: ReadonlyMap<string, readonly string[]>;
  /**
   * The message catalogue the form was compiled with (`compileForm`'s `messages` over English):
   * its validation templates are in the schema; the React provider starts from it too.
   */
  readonly messages: FormMessages;
}

/** The two compiled forms of a visibility condition that every node carries. */
export interface Visibility {
  readonly visibilityLogic: JsonLogic;
  readonly isVisible: ConditionTest;
  /** What the condition reads: answer keys, `$tab:<group>`, `$count:<block>`. */
  readonly visibilitySources: readonly string[];
}
