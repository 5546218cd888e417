/**
 * Completion and hover in the playground's JSON editors follow the format's schema at any depth
 * (issue 29, "Completion everywhere"): run the completion source on an EditorState, no browser.
 * `|` in a document marks the cursor.
 */
import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { EditorState, type TransactionSpec } from '@codemirror/state';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFINITION_SCHEMAS, schemasFor } from '../src/completion/schemas.ts';
import {
  schemaCompletionSource,
  schemaHover,
  type CompletionData,
  type SchemaChoice,
} from '../src/completion/source.ts';
import modelSchema from '../../../packages/partner-config/schema/model.schema.json';
import { completionDataOf, editedOptionLists } from '../src/completion/data.ts';
import type { SchemaSet } from '../src/completion/schema-walk.ts';

/** The partner's option lists file as the repository has it. */
const PARTNER_OPTIONS = readFileSync(
  new URL('../../../packages/partner-config/definitions/options.json', import.meta.url),
  'utf8',
);

/** A one-page form whose first section's fields are `fields` (JSON text). */
const form = (fields: string, extra = '') => `{
  "id": "f", "title": "F",${extra}
  "optionLists": { "yesNo": [ { "value": "", "label": "--" }, { "value": "Y", "label": "Yes" }, { "value": "N", "label": "No" } ] },
  "pages": [ { "id": "p", "path": "/p", "title": "P", "stepLabel": "1", "sections": [ { "id": "s", "fields": [
    ${fields}
  ] } ] } ]
}`;

function complete(
  marked: string,
  set: SchemaChoice = DEFINITION_SCHEMAS,
  data: CompletionData = {},
) {
  const pos = marked.indexOf('|');
  const doc = marked.slice(0, pos) + marked.slice(pos + 1);
  const state = EditorState.create({ doc });
  const result = schemaCompletionSource(
    set,
    () => data,
  )(new CompletionContext(state, pos, true)) as CompletionResult | null;
  const labels = result?.options.map((o) => o.label) ?? [];
  /** The document after choosing the option labelled `label`. */
  const choose = (label: string) => {
    const option = result!.options.find((o) => o.label === label)!;
    let after = state;
    // The completion's apply with a stand-in for the view: only its state and dispatch are used.
    const view = { state, dispatch: (spec: TransactionSpec) => (after = state.update(spec).state) };
    (option.apply as (...args: unknown[]) => void)(view, option, result!.from, result!.to);
    return after.doc.toString();
  };
  return { result, labels, choose };
}

const WIDGETS = [
  'text',
  'textarea',
  'date',
  'phone',
  'dropdown',
  'radio',
  'checkbox',
  'conditionalDropdown',
  'autocomplete',
  'fileUpload',
  'tabs',
  'addAnother',
  'alert',
  'staticText',
];

describe('completion of property names follows the discriminator', () => {
  it("offers a text field's own properties and the answer field's, not a dropdown's options", () => {
    const { labels, result } = complete(form(`{ "widget": "text", "key": "a", "label": "A", | }`));
    expect(labels).toEqual(
      expect.arrayContaining([
        'maxLength',
        'answerType',
        'inputMode',
        'autocomplete',
        'hint',
        'rules',
        'visibleWhen',
      ]),
    );
    expect(labels).not.toContain('options');
    // Properties already written are not offered again.
    expect(labels).not.toContain('label');
    expect(result!.options.find((o) => o.label === 'maxLength')!.info).toBe(
      'Default 45 (or limits.textMaxLength).',
    );
  });

  it("offers a dropdown's options", () => {
    expect(
      complete(form(`{ "widget": "dropdown", "key": "a", "label": "A", "| }`)).labels,
    ).toContain('options');
  });

  it('writes the chosen property name as a key ready for its value', () => {
    const { choose } = complete(form(`{ "widget": "text", "key": "a", "label": "A", "max|" }`));
    expect(choose('maxLength')).toContain('"label": "A", "maxLength":  }');
  });

  it('completes in a document still being typed (unclosed string and brackets)', () => {
    const typed = `{ "id": "f", "pages": [ { "id": "p", "sections": [ { "id": "s", "fields": [
      { "widget": "checkbox", "key": "ok", "label": "OK", "visibleWhen": { "valueKey": "ok", "op|`;
    const { labels, choose } = complete(typed);
    // (CodeMirror filters the list by the typed "op".)
    expect(labels.sort()).toEqual(['operator', 'target']);
    expect(choose('operator')).toMatch(/"valueKey": "ok", "operator": $/);
  });

  it('filters by the text before the cursor and replaces the whole key (CodeMirror filters by from..to)', () => {
    const { result, choose } = complete(
      form(`{ "widget": "text", "key": "a", "label": "A", "ma|x" }`),
    );
    expect(result!.to).toBe(result!.from + 'ma'.length);
    expect(choose('maxLength')).toContain('"label": "A", "maxLength":  }');
  });

  it("offers a rule's properties by its kind", () => {
    const { labels } = complete(
      form(
        `{ "widget": "text", "key": "a", "label": "A", "rules": [ { "rule": "minLength", | } ] }`,
      ),
    );
    expect(labels.sort()).toEqual(['message', 'value', 'when']);
  });

  it("offers a condition's properties inside a visibleWhen", () => {
    const { labels } = complete(
      form(`{ "widget": "text", "key": "a", "label": "A", "visibleWhen": { | } }`),
    );
    expect(labels).toEqual(expect.arrayContaining(['valueKey', 'operator', 'target']));
  });

  it("completes a section file from the schema its $schema names, in the definition's editor", () => {
    const editorSchemas = (document: unknown) => schemasFor(document, DEFINITION_SCHEMAS);
    const sectionFile = (inner: string) =>
      `{ "$schema": "../schema/section-list.schema.json", "sections": [ { "id": "s", "fields": [ ${inner} ] } ] }`;
    const { labels } = complete(sectionFile(`{ "widget": "radio", | }`), editorSchemas);
    expect(labels).toEqual(expect.arrayContaining(['options', 'key', 'label']));
    expect(labels).not.toContain('maxLength');
    expect(
      complete(`{ "$schema": "../schema/section-list.schema.json", | }`, editorSchemas).labels,
    ).toEqual(['sections', 'hideRules']);
    const upload = sectionFile(`{ "widget": "fileUpload", "maxBytes": 1 }`);
    expect(schemaHover(editorSchemas, upload, upload.indexOf('"maxBytes"') + 2)?.text).toMatch(
      /^The largest file accepted, in bytes/,
    );
  });
});

describe('completion of values', () => {
  it('offers every widget name at "widget"', () => {
    const { labels, choose } = complete(form(`{ "widget": "|", "key": "a", "label": "A" }`));
    expect(labels.sort()).toEqual([...WIDGETS].sort());
    expect(choose('radio')).toContain('{ "widget": "radio", "key"');
  });

  it('offers the operators at a condition\'s "operator"', () => {
    const { labels, choose, result } = complete(
      form(
        `{ "widget": "text", "key": "a", "label": "A", "visibleWhen": { "valueKey": "b", "operator": | } }`,
      ),
    );
    expect(labels).toEqual(
      expect.arrayContaining(['equals', 'notEquals', 'in', 'notIn', 'answered', 'notAnswered']),
    );
    expect(choose('in')).toContain('"operator": "in" }');
    // Each with what it means (the schema's enumDescriptions, as VS Code shows them).
    const detail = (label: string) => result!.options.find((o) => o.label === label)?.detail;
    expect(detail('notIn')).toBe(
      'The answer is none of the target list; an unanswered question is none of them.',
    );
    expect(detail('lt')).toMatch(/^The answer is a number less than the target/);
  });

  it('offers the rule names at "rule"', () => {
    const { labels, result } = complete(
      form(`{ "widget": "text", "key": "a", "label": "A", "rules": [ { "rule": "|" } ] }`),
    );
    expect(labels).toEqual(
      expect.arrayContaining(['required', 'pattern', 'minAge', 'numberRange']),
    );
    expect(result!.options.find((o) => o.label === 'required')!.detail).toBe(
      'The answer must be given (a visible field only).',
    );
  });

  it("offers the referenced field's option values at a condition's target", () => {
    const { labels, result } = complete(
      form(`{ "widget": "radio", "key": "has_pet", "label": "Pet?", "options": "yesNo" },
    { "widget": "text", "key": "pet", "label": "Pet", "visibleWhen": { "valueKey": "has_pet", "operator": "equals", "target": "|" } }`),
    );
    expect(labels).toEqual(['Y', 'N']);
    expect(result!.options[0]!.detail).toBe('Yes');
  });

  it("offers the option values in a target list (operator in), from the model's other lists", () => {
    const { labels } = complete(
      form(`{ "widget": "dropdown", "key": "pet", "label": "Pet", "options": "pets" },
    { "widget": "text", "key": "x", "label": "X", "visibleWhen": { "valueKey": "pet", "operator": "in", "target": [ "cat", | ] } }`),
      DEFINITION_SCHEMAS,
      {
        optionLists: {
          pets: [
            { value: 'cat', label: 'Cat' },
            { value: 'dog', label: 'Dog' },
          ],
        },
      },
    );
    expect(labels).toEqual(['cat', 'dog']);
  });

  it("offers the data model's and the form's answer keys at a condition's valueKey", () => {
    const { labels } = complete(
      form(
        `{ "widget": "text", "key": "first_name", "label": "A", "visibleWhen": { "valueKey": "|" } }`,
      ),
      DEFINITION_SCHEMAS,
      { answerKeys: ['parent_living'] },
    );
    expect(labels).toEqual(['first_name', 'parent_living']);
  });

  it('offers a new field of each widget, and a new rule of each kind, in their lists', () => {
    const fields = complete(form(`|`));
    expect(fields.labels).toHaveLength(WIDGETS.length);
    expect(fields.choose('{ "widget": "radio" }')).toContain(
      '"fields": [\n    { "widget": "radio" }\n',
    );
    const rules = complete(form(`{ "widget": "text", "key": "a", "label": "A", "rules": [ | ] }`));
    expect(rules.labels).toContain('{ "rule": "required" }');
    expect(rules.result!.options.find((o) => o.label === '{ "rule": "minAge" }')!.detail).toMatch(
      /^A birth date at least/,
    );
  });

  it('puts the discriminator first in a field that has none yet', () => {
    const { result } = complete(form(`{ | }`));
    expect(result!.options.find((o) => o.label === 'widget')!.boost).toBe(1);
    expect(result!.options.find((o) => o.label === 'key')!.boost).toBeUndefined();
  });

  it('offers a list just added in the Options tab, before it is saved, and keeps the last good lists', () => {
    const file = JSON.parse(PARTNER_OPTIONS) as { lists: Record<string, unknown> };
    file.lists.workSchedules = {
      options: [
        { value: 'FT', label: 'Full time' },
        { value: 'PT', label: 'Part time' },
      ],
    };
    const edited = JSON.stringify(file);
    const lists = editedOptionLists(edited);
    // Expanded as the package expands lists (with its empty choice first).
    expect(lists.workSchedules?.map((o) => o.value)).toEqual(['', 'FT', 'PT']);
    expect(lists.yesNo).toBeDefined();
    // Half-typed (not JSON): the lists that last expanded stay offered.
    expect(editedOptionLists(edited.slice(0, -5))).toBe(lists);
    // The tab not open: the package's lists.
    expect(editedOptionLists(undefined).workSchedules).toBeUndefined();
    const { labels } = complete(
      form(`{ "widget": "radio", "key": "a", "label": "A", "options": "|" }`),
      DEFINITION_SCHEMAS,
      completionDataOf('', lists),
    );
    expect(labels).toContain('workSchedules');
  });

  it("offers the option list names at a field's options", () => {
    expect(
      complete(form(`{ "widget": "radio", "key": "a", "label": "A", "options": "|" }`)).labels,
    ).toEqual(['yesNo']);
  });
});

describe("the data model's own file", () => {
  const MODEL: SchemaSet = { root: modelSchema };

  it("completes a group's properties and a key's type from the model schema", () => {
    expect(complete(`{ "groups": [ { "name": "family", | } ] }`, MODEL).labels.sort()).toEqual([
      'description',
      'keys',
      'repeat',
    ]);
    expect(
      complete(`{ "groups": [ { "name": "f", "keys": { "pet": "|" } } ] }`, MODEL).labels,
    ).toEqual(expect.arrayContaining(['string', 'coded', 'boolean', 'date']));
  });

  it("gives the definition editor the model file's answer keys", () => {
    const model = JSON.stringify({
      groups: [{ name: 'family', keys: { parent_living: 'coded' } }],
    });
    const { labels } = complete(
      form(`{ "widget": "text", "key": "a", "label": "A", "visibleWhen": { "valueKey": "|" } }`),
      DEFINITION_SCHEMAS,
      completionDataOf(model),
    );
    expect(labels).toEqual(['a', 'parent_living']);
  });
});

describe('hover shows the schema at any depth', () => {
  const doc =
    form(`{ "widget": "text", "key": "a", "label": "A", "maxLength": 9, "rules": [ { "rule": "required" } ],
    "visibleWhen": { "valueKey": "b", "operator": "answered" } }`);
  const at = (needle: string) => schemaHover(DEFINITION_SCHEMAS, doc, doc.indexOf(needle) + 2);

  it("explains a field's property", () => {
    expect(at('"maxLength"')?.text).toBe('Default 45 (or limits.textMaxLength).');
  });

  it('explains a condition and a rule by its kind', () => {
    expect(at('"visibleWhen"')?.text).toMatch(/^\{ valueKey, operator, target \}/);
    expect(at('"required"')?.text).toBe('The answer must be given (a visible field only).');
  });

  it('explains an operator: what the comparison is, and what this operator does', () => {
    const hover = at('"answered"');
    expect(hover?.title).toBe('operator: "answered"');
    expect(hover?.text).toBe(
      'How the answer at valueKey is compared with target. The question has an answer (not "", null or none). No target.',
    );
  });
});
