import {
  ALWAYS,
  ConditionError,
  NEVER,
  allOf,
  toConditionNode,
  type ConditionNode,
} from '../conditions/condition-node.ts';
import { visibilityOf } from './visibility-of.ts';
import {
  blockKey,
  isAnswerField,
  type AddAnotherField,
  type AnswerField,
  type Condition,
  type DataModel,
  type Field,
  type FormDefinition,
  type TabsField,
} from '../definition/index.ts';
import { draftAnswerField, type FieldDraft, type FieldWalker, type Scope } from './answer-field.ts';
import type {
  CompiledBlock,
  CompiledField,
  CompiledNode,
  CompiledPage,
  CompiledSection,
  CompiledTabGroup,
} from './compiled-form.ts';
import type { Diagnostics } from './diagnostics.ts';
import type { FormMessages } from '../messages/index.ts';
import { blockLabel } from './messages.ts';

/** A condition met during the walk, checked against the known keys once all are known. */
export interface ConditionUse {
  readonly node: ConditionNode;
  readonly path: string;
}

/**
 * Walks a schema-valid definition into the render tree, expanding add-another blocks into their
 * numbered keys (`college_name`, `college_2_name`, …) and reporting structural errors.
 */
export class DefinitionWalker implements FieldWalker {
  readonly drafts = new Map<string, FieldDraft>();
  readonly blocks = new Map<string, CompiledBlock>();
  readonly tabGroups = new Map<string, CompiledTabGroup>();
  readonly conditions: ConditionUse[] = [];
  /** Stored keys of each page (fields, companions, autocomplete targets) → page id. */
  readonly keyPage = new Map<string, string>();
  /** Companion or autocomplete target → the field that writes it. */
  readonly companionOwner = new Map<string, string>();
  /** Definition places already reported for a key the model lacks (see `expectInModel`). */
  private readonly unknownAt = new Set<string>();
  private readonly layoutIds = new Map<string, string>();

  constructor(
    readonly definition: FormDefinition,
    readonly model: DataModel | undefined,
    readonly diagnostics: Diagnostics,
    /** The catalogue of the default validation messages (English when not given). */
    readonly messages?: FormMessages,
  ) {}

  walkPages(): CompiledPage[] {
    const pageIds = new Set<string>();
    const paths = new Set<string>();
    return this.definition.pages.map((page, p) => {
      const at = `/pages/${p}`;
      if (pageIds.has(page.id))
        this.diagnostics.error('duplicate-page', `${at}/id`, `page id "${page.id}" is used twice`);
      if (paths.has(page.path))
        this.diagnostics.error(
          'duplicate-page',
          `${at}/path`,
          `page path "${page.path}" is used twice`,
        );
      pageIds.add(page.id);
      paths.add(page.path);
      const sectionIds = new Set<string>();
      const sections = page.sections.map((section, s): CompiledSection => {
        const sAt = `${at}/sections/${s}`;
        if (sectionIds.has(section.id))
          this.diagnostics.error(
            'duplicate-section',
            `${sAt}/id`,
            `section id "${section.id}" is used twice on page "${page.id}"`,
          );
        sectionIds.add(section.id);
        const base = this.condition(section.visibleWhen, `${sAt}/visibleWhen`, (k) => k);
        const scope: Scope = { pageId: page.id, base, rename: (k) => k };
        return {
          id: section.id,
          title: section.title,
          description: section.description,
          ...visibilityOf(base),
          nodes: this.walkFields(section.fields, `${sAt}/fields`, scope),
        };
      });
      const keys = [...this.keyPage].filter(([, pageId]) => pageId === page.id).map(([key]) => key);
      return {
        id: page.id,
        path: page.path,
        title: page.title,
        stepLabel: page.stepLabel,
        shortStepLabel: page.shortStepLabel,
        compactBanner: page.compactBanner ?? false,
        sections,
        keys,
      };
    });
  }

  private walkFields(fields: readonly Field[], at: string, scope: Scope): CompiledNode[] {
    return fields.map((field, i) => this.walkField(field, `${at}/${i}`, scope));
  }

  private walkField(field: Field, at: string, scope: Scope): CompiledNode {
    // The draft becomes the CompiledField when the visibility pass completes it (see FieldDraft).
    if (isAnswerField(field))
      return {
        kind: 'field',
        field: this.answerField(field, at, scope) as unknown as CompiledField,
      };
    switch (field.widget) {
      case 'tabs':
        return { kind: 'tabs', group: this.tabs(field, at, scope) };
      case 'addAnother': {
        const own = this.condition(field.visibleWhen, `${at}/visibleWhen`, scope.rename);
        const block = this.addAnother(field, at, { ...scope, base: allOf([scope.base, own]) });
        return {
          kind: 'addAnother',
          block,
          ...visibilityOf(allOf([scope.base, own])),
        };
      }
      case 'alert':
        this.layoutId(field.id, `${at}/id`);
        if (Date.parse(field.startDate) >= Date.parse(field.endDate))
          this.diagnostics.error(
            'alert-dates',
            `${at}/endDate`,
            `the alert "${field.id}" ends before it starts`,
          );
        return { kind: 'alert', definition: field };
      case 'staticText': {
        const own = this.condition(field.visibleWhen, `${at}/visibleWhen`, scope.rename);
        return {
          kind: 'staticText',
          definition: field,
          ...visibilityOf(allOf([scope.base, own])),
        };
      }
    }
  }

  /** Ids of tab groups and add-another blocks key the saved tabs and counts: unique form-wide. */
  private layoutId(id: string, at: string): void {
    const previous = this.layoutIds.get(id);
    if (previous)
      this.diagnostics.error('duplicate-id', at, `id "${id}" is already used at ${previous}`);
    else this.layoutIds.set(id, at);
  }

  private tabs(field: TabsField, at: string, scope: Scope): CompiledTabGroup {
    this.layoutId(field.id, `${at}/id`);
    if (!field.tabs.some((t) => t.id === field.defaultTab))
      this.diagnostics.error(
        'unknown-tab',
        `${at}/defaultTab`,
        `default tab "${field.defaultTab}" is not one of the tabs`,
      );
    const own = allOf([
      scope.base,
      this.condition(field.visibleWhen, `${at}/visibleWhen`, scope.rename),
    ]);
    const group: CompiledTabGroup = {
      id: field.id,
      label: field.label,
      defaultTab: field.defaultTab,
      pageId: scope.pageId,
      ...visibilityOf(own),
      tabs: field.tabs.map((tab, t) => {
        const tabNode: ConditionNode = {
          kind: 'tab',
          groupId: field.id,
          tabId: tab.id,
          isDefault: tab.id === field.defaultTab,
        };
        const before = new Set(this.keyPage.keys());
        const nodes = this.walkFields(tab.fields, `${at}/tabs/${t}/fields`, {
          ...scope,
          base: allOf([own, tabNode]),
        });
        const placed = [...this.keyPage.keys()].filter((k) => !before.has(k));
        const extra = (tab.clearOnSwitch ?? []).map(scope.rename);
        extra.forEach((key, k) => this.expectInModel(key, `${at}/tabs/${t}/clearOnSwitch/${k}`));
        return {
          id: tab.id,
          label: tab.label,
          nodes,
          clearOnSwitch: [...new Set([...placed, ...extra])],
        };
      }),
    };
    this.tabGroups.set(field.id, group);
    return group;
  }

  private addAnother(field: AddAnotherField, at: string, scope: Scope): CompiledBlock {
    this.layoutId(field.id, `${at}/id`);
    if (scope.block)
      this.diagnostics.error(
        'nested-add-another',
        at,
        'an add-another block cannot sit inside another one',
      );
    const owned = new Set<string>();
    field.fields.forEach((inner, i) => {
      if (!isAnswerField(inner)) {
        if (inner.widget === 'tabs' || inner.widget === 'addAnother')
          this.diagnostics.error(
            'nested-layout',
            `${at}/fields/${i}`,
            `a ${inner.widget} widget cannot sit inside an add-another block`,
          );
        return;
      }
      if (!inner.key.startsWith(field.prefix))
        this.diagnostics.error(
          'block-prefix',
          `${at}/fields/${i}/key`,
          `key "${inner.key}" must start with the block prefix "${field.prefix}"`,
        );
      owned.add(inner.key);
      if ('relatedFields' in inner && inner.relatedFields)
        for (const target of Object.values(inner.relatedFields))
          if (target.startsWith(field.prefix)) owned.add(target);
    });
    const instances: CompiledNode[][] = [];
    for (let n = 1; n <= Math.min(field.max, 10); n++) {
      const rename = (key: string): string => {
        const base = key.endsWith('_desc') && owned.has(key.slice(0, -5)) ? key.slice(0, -5) : key;
        return owned.has(base) ? blockKey(field.prefix, key, n) : key;
      };
      const base = allOf([scope.base, { kind: 'blockCount', blockId: field.id, atLeast: n }]);
      instances.push(
        this.walkFields(field.fields, `${at}/fields`, {
          pageId: scope.pageId,
          base,
          rename,
          block: {
            id: field.id,
            n,
            ...(field.itemLabel ? { heading: blockLabel(field.itemLabel, n) } : {}),
          },
        }),
      );
    }
    const block: CompiledBlock = {
      id: field.id,
      prefix: field.prefix,
      max: field.max,
      addLabel: field.addLabel,
      itemLabel: field.itemLabel,
      pageId: scope.pageId,
      instances,
    };
    this.blocks.set(field.id, block);
    return block;
  }

  private answerField(field: AnswerField, at: string, scope: Scope): FieldDraft {
    const draft = draftAnswerField(field, at, scope, this);
    this.drafts.set(draft.key, draft);
    return draft;
  }

  placeField(key: string, pageId: string, at: string, field?: { label: string; n?: number }): void {
    const existing = this.drafts.get(key);
    // A duplicate inside an add-another block is the author's once, not once per numbered copy.
    if (existing && (field?.n ?? 1) === 1) {
      const where =
        existing.pageId === pageId
          ? ''
          : ` on page "${existing.pageId}" (this is page "${pageId}")`;
      const named = field ? ` of ${JSON.stringify(field.label)}` : '';
      this.diagnostics.error(
        'duplicate-key',
        `${at}/key`,
        `key "${key}"${named} is already used by ${JSON.stringify(existing.label)}${where}`,
        { related: existing.path },
      );
    }
    // A numbered copy's key is missing from the model as it is named: no near key is meant.
    this.expectInModel(key, `${at}/key`, (field?.n ?? 1) === 1);
    this.keyPage.set(key, pageId);
  }

  placeCompanion(key: string, owner: string, pageId: string, at: string): void {
    // The companion of a key the model lacks is that one mistake again, not a second one.
    if (!this.model || owner in this.model) this.expectInModel(key, at);
    if (!this.keyPage.has(key)) this.keyPage.set(key, pageId);
    this.companionOwner.set(key, owner);
  }

  /**
   * Reports a key the data model does not have. Without a model every key is accepted. Once per
   * place in the definition: an add-another block's numbered copies repeat the author's one
   * mistake (a copy is reported only when the first is in the model: the model's count is short).
   */
  expectInModel(key: string, at: string, suggest = true): void {
    if (this.model && !(key in this.model) && !this.unknownAt.has(at)) {
      this.unknownAt.add(at);
      this.diagnostics.error(
        'unknown-key',
        at,
        `key "${key}" is not in the data model`,
        suggest ? { hint: { word: key, choices: Object.keys(this.model) } } : {},
      );
    }
  }

  /** Compiles an optional condition, recording it for the key checks; errors become diagnostics. */
  condition(
    condition: Condition | undefined,
    at: string,
    rename: (key: string) => string,
  ): ConditionNode {
    if (!condition) return ALWAYS;
    try {
      const node = toConditionNode(condition, rename);
      this.conditions.push({ node, path: at });
      return node;
    } catch (error) {
      if (!(error instanceof ConditionError)) throw error;
      this.diagnostics.error('bad-condition', at, error.message);
      return NEVER;
    }
  }
}
