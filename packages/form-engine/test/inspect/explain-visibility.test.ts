import { describe, expect, it } from 'vitest';
import { compileFormOrThrow } from '../../src/core/compiler/compile-form.ts';
import type {
  DataModel,
  Field,
  FormDefinition,
  FormState,
  HideRule,
  Section,
} from '../../src/index.ts';
import {
  affectedBy,
  describeVisibility,
  explainVisibility,
  type ConditionExplanation,
} from '../../src/inspect.ts';

const text = (key: string, extra: Partial<Field> = {}): Field =>
  ({ widget: 'text', key, label: key, ...extra }) as Field;

function formOf(sections: Section[], hideRules: HideRule[] = [], model?: DataModel) {
  const definition: FormDefinition = {
    id: 'explain',
    title: 'Explain',
    pages: [{ id: 'p', path: '/p', title: 'P', stepLabel: 'Step 01', sections }],
    hideRules,
  };
  return compileFormOrThrow(definition, model);
}

const state = (answers: FormState['answers'], rest: Omit<FormState, 'answers'> = {}) => ({
  answers,
  ...rest,
});

describe('explainVisibility: sections and own conditions', () => {
  const form = formOf(
    [
      { id: 'gate', fields: [text('a'), text('n')] },
      {
        id: 'more',
        title: 'More',
        visibleWhen: { valueKey: 'a', operator: 'equals', target: 'yes' },
        fields: [
          text('b', {
            visibleWhen: {
              all: [
                { valueKey: 'n', operator: 'gt', target: 3 },
                {
                  any: [
                    { valueKey: 'a', operator: 'answered' },
                    { valueKey: 'n', operator: 'lt', target: 0 },
                  ],
                },
              ],
            },
          } as Partial<Field>),
        ],
      },
    ],
    [],
    { a: 'string', n: 'integer', b: 'string' },
  );

  it('names the section whose condition fails, with key, operator, target and the answer read', () => {
    const why = explainVisibility(form, state({ a: 'no', n: 5 }), 'b');
    expect(why.visible).toBe(false);
    expect(why.hiddenBy).toMatchObject({ kind: 'section', id: 'more', result: false });
    expect(why.layers[0]).toMatchObject({
      kind: 'section',
      condition: {
        kind: 'compare',
        key: 'a',
        operator: 'equals',
        target: 'yes',
        actual: 'no',
        result: false,
      },
    });
    expect(describeVisibility(why)).toContain('  a equals "yes" — answer "no" → false');
  });

  it('evaluates each sub-condition of all/any against the current answers', () => {
    const why = explainVisibility(form, state({ a: 'yes', n: 2 }), 'b');
    expect(why.visible).toBe(false);
    const own = why.layers[1]!;
    expect(own).toMatchObject({ kind: 'field', result: false });
    const all = (own as { condition: ConditionExplanation }).condition;
    expect(all).toMatchObject({
      kind: 'all',
      result: false,
      items: [
        { kind: 'compare', key: 'n', operator: 'gt', target: 3, actual: 2, result: false },
        {
          kind: 'any',
          result: true,
          items: [
            { key: 'a', operator: 'answered', actual: 'yes', result: true },
            { key: 'n', operator: 'lt', actual: 2, result: false },
          ],
        },
      ],
    });
    expect(why.hiddenBy).toBe(own);
  });

  it('agrees with the engine when every layer holds', () => {
    const why = explainVisibility(form, state({ a: 'yes', n: 4 }), 'b');
    expect(why.visible).toBe(true);
    expect(why.hiddenBy).toBeUndefined();
    expect(why.layers.map((l) => l.result)).toEqual([true, true]);
    expect(why.reads).toEqual(expect.arrayContaining(['a', 'n']));
  });

  it('lists the keys whose visibility an answer changes', () => {
    expect(affectedBy(form, 'a')).toEqual(['b']);
    expect(affectedBy(form, 'b')).toEqual([]);
  });
});

describe('explainVisibility: tabs', () => {
  const form = formOf([
    {
      id: 's',
      fields: [
        text('kind'),
        {
          widget: 'tabs',
          id: 'where',
          label: 'Where',
          defaultTab: 'home',
          visibleWhen: { valueKey: 'kind', operator: 'notAnswered' },
          tabs: [
            { id: 'home', label: 'Home', fields: [text('street')] },
            { id: 'abroad', label: 'Abroad', fields: [text('country')] },
          ],
        } as Field,
      ],
    },
  ]);

  it('shows the default tab while nothing is saved, and names the tab that hides the other', () => {
    expect(explainVisibility(form, state({}), 'street').visible).toBe(true);
    const why = explainVisibility(form, state({}), 'country');
    expect(why.visible).toBe(false);
    expect(why.layers.map((l) => l.kind)).toEqual(['section', 'tabs', 'tab', 'field']);
    expect(why.hiddenBy).toMatchObject({
      kind: 'tab',
      groupId: 'where',
      tabId: 'abroad',
      chosen: undefined,
    });
  });

  it('follows the saved choice and the tab group’s own condition', () => {
    expect(
      explainVisibility(form, state({}, { tabs: { where: 'abroad' } }), 'country').visible,
    ).toBe(true);
    const why = explainVisibility(
      form,
      state({ kind: 'x' }, { tabs: { where: 'abroad' } }),
      'country',
    );
    expect(why.visible).toBe(false);
    expect(why.hiddenBy).toMatchObject({
      kind: 'tabs',
      id: 'where',
      condition: { key: 'kind', operator: 'notAnswered', actual: 'x', result: false },
    });
    expect(affectedBy(form, '$tab:where')).toEqual(expect.arrayContaining(['street', 'country']));
  });
});

describe('explainVisibility: add-another blocks', () => {
  const form = formOf([
    {
      id: 's',
      fields: [
        text('has_college'),
        {
          widget: 'addAnother',
          id: 'colleges',
          prefix: 'college_',
          max: 3,
          addLabel: 'Add a college',
          visibleWhen: { valueKey: 'has_college', operator: 'equals', target: 'Y' },
          fields: [
            text('college_name'),
            text('college_city', {
              visibleWhen: { valueKey: 'college_name', operator: 'answered' },
            } as Partial<Field>),
          ],
        } as Field,
      ],
    },
  ]);

  it('names the block number and the count that hides a later block', () => {
    const why = explainVisibility(form, state({ has_college: 'Y' }), 'college_2_name');
    expect(why.visible).toBe(false);
    expect(why.hiddenBy).toMatchObject({ kind: 'block', id: 'colleges', n: 2, count: 1 });
    expect(
      explainVisibility(
        form,
        state({ has_college: 'Y' }, { addAnother: { colleges: 2 } }),
        'college_2_name',
      ).visible,
    ).toBe(true);
  });

  it('reads the renamed keys of the block in the field’s own condition', () => {
    const why = explainVisibility(
      form,
      state({ has_college: 'Y', college_name: 'A' }, { addAnother: { colleges: 2 } }),
      'college_2_city',
    );
    expect(why.visible).toBe(false);
    expect(why.hiddenBy).toMatchObject({
      kind: 'field',
      condition: { key: 'college_2_name', operator: 'answered', actual: undefined, result: false },
    });
  });

  it('explains the block’s own condition', () => {
    const why = explainVisibility(form, state({ has_college: 'N' }), 'college_name');
    expect(why.hiddenBy).toMatchObject({
      kind: 'block',
      n: 1,
      condition: { key: 'has_college', target: 'Y', actual: 'N', result: false },
    });
    expect(affectedBy(form, '$count:colleges')).toContain('college_2_name');
  });
});

describe('explainVisibility: hide rules', () => {
  const yes = (key: string) => ({ valueKey: key, operator: 'equals' as const, target: 'Y' });
  const form = formOf(
    [{ id: 's', fields: ['a', 'b', 'phone', 'home', 'mobile', 'shared'].map((k) => text(k)) }],
    [
      { when: yes('a'), keys: ['b'] },
      {
        group: [
          {
            when: { valueKey: 'phone', operator: 'equals', target: '1' },
            keys: ['home', 'shared'],
          },
          { when: { valueKey: 'phone', operator: 'answered' }, keys: ['mobile', 'shared'] },
        ],
      },
    ],
  );

  it('names the single rule that hides and clears a key, with its condition’s values', () => {
    const why = explainVisibility(form, state({ a: 'Y' }), 'b');
    expect(why.visible).toBe(false);
    expect(why.layers.every((l) => l.result)).toBe(true);
    expect(why.hiddenBy).toMatchObject({
      kind: 'single',
      index: 0,
      hides: true,
      when: { key: 'a', actual: 'Y', result: true },
    });
    expect(explainVisibility(form, state({ a: 'N' }), 'b').hideRules[0]).toMatchObject({
      hides: false,
    });
  });

  it('names the winner of a grouped rule and whether it keeps the key', () => {
    const hidden = explainVisibility(form, state({ phone: '1' }), 'mobile');
    expect(hidden.visible).toBe(false);
    expect(hidden.hiddenBy).toMatchObject({ kind: 'group', index: 1, winner: 0, hides: true });
    const members = (
      hidden.hiddenBy as { members: readonly { winner: boolean; listsKey: boolean }[] }
    ).members;
    expect(members.map((m) => [m.winner, m.listsKey])).toEqual([
      [true, false],
      [false, true],
    ]);
    // The winner lists `shared`, so it stays; with no answer no member wins.
    expect(explainVisibility(form, state({ phone: '1' }), 'shared').visible).toBe(true);
    const none = explainVisibility(form, state({}), 'home');
    expect(none).toMatchObject({ visible: true, hideRules: [{ winner: undefined, hides: false }] });
    expect(describeVisibility(hidden)).toContain(
      'grouped hide rule 1 (/hideRules/1): member 0 wins, so it hides and clears "mobile"',
    );
  });

  it('lists the keys a controlling answer changes', () => {
    // Every member lists `shared`, so no answer to `phone` can hide it.
    expect(affectedBy(form, 'phone')).toEqual(['home', 'mobile']);
  });

  it('names a reason exactly when the engine hides the key', () => {
    for (const phone of [undefined, '1', '2'])
      for (const a of [undefined, 'Y', 'N'])
        for (const key of ['a', 'b', 'home', 'mobile', 'shared']) {
          const why = explainVisibility(form, state({ phone, a }), key);
          expect(why.hiddenBy === undefined, `${key} phone=${phone} a=${a}`).toBe(why.visible);
        }
  });
});

describe('explainVisibility: a conditional dropdown shown only with a list', () => {
  const list = (...values: string[]) => [
    { value: '', label: '--' },
    ...values.map((v) => ({ value: v, label: v })),
  ];
  const form = formOf([
    {
      id: 's',
      fields: [
        { widget: 'dropdown', key: 'kind', label: 'Kind', options: list('SPORT', 'ART') } as Field,
        {
          widget: 'conditionalDropdown',
          key: 'sport',
          label: 'Sport',
          category: 'displayAndOptions',
          controller: 'kind',
          options: { SPORT: list('Chess', 'Golf') },
        } as Field,
      ],
    },
  ]);

  it('names the derived condition: the controlling answer has a list to offer', () => {
    const why = explainVisibility(form, state({ kind: 'ART' }), 'sport');
    expect(why.visible).toBe(false);
    expect(why.hiddenBy).toMatchObject({
      kind: 'options',
      controller: 'kind',
      condition: { key: 'kind', operator: 'in', target: ['SPORT'], actual: 'ART', result: false },
    });
    // Its `_desc` companion follows it, for the same reason.
    expect(explainVisibility(form, state({ kind: 'ART' }), 'sport_desc')).toMatchObject({
      visible: false,
      owner: 'sport',
      hiddenBy: { kind: 'options' },
    });
    expect(explainVisibility(form, state({ kind: 'SPORT' }), 'sport').visible).toBe(true);
  });
});
