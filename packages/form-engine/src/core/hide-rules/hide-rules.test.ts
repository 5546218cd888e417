import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFormOrThrow } from '../compiler/compile-form.ts';
import type { Answers, Field, FormDefinition, HideRule } from '../definition/index.ts';
import { applyHideRules, applyHideRulesAfterChange } from './apply-hide-rules.ts';

const yesNo = [
  { value: '', label: '--' },
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];
const text = (key: string, extra: Partial<Field> = {}): Field =>
  ({ widget: 'text', key, label: key, ...extra }) as Field;

/** A one-page form of text fields plus the given hide rules. */
function formWith(fields: Field[], hideRules: HideRule[] = []) {
  const definition: FormDefinition = {
    id: 'hide',
    title: 'Hide rules',
    pages: [
      { id: 'p', path: '/p', title: 'P', stepLabel: 'Step 01', sections: [{ id: 's', fields }] },
    ],
    hideRules,
  };
  return compileFormOrThrow(definition);
}

describe('single hide rules', () => {
  const form = formWith(
    [text('a'), text('b'), text('c')],
    [{ when: { valueKey: 'a', operator: 'equals', target: 'x' }, keys: ['b', 'c'] }],
  );

  it('clear their keys while the condition is true', () => {
    const { answers, cleared } = applyHideRules(form, {
      answers: { a: 'x', b: 'keep?', c: 'keep?' },
    });
    expect(answers).toEqual({ a: 'x', b: '', c: '' });
    expect(cleared).toEqual(['b', 'c']);
  });

  it('leave answers alone while the condition is false, returning the same object', () => {
    const input = { a: 'y', b: 'kept', c: 'kept' };
    const outcome = applyHideRules(form, { answers: input });
    expect(outcome.answers).toBe(input);
    expect(outcome.cleared).toEqual([]);
  });

  it('never mutate the answers they are given', () => {
    const input = Object.freeze({ a: 'x', b: 'b' });
    expect(() => applyHideRules(form, { answers: input })).not.toThrow();
    expect(input).toEqual({ a: 'x', b: 'b' });
  });
});

describe('grouped hide rules', () => {
  // phone_type 1 keeps home+shared, 2 keeps mobile+shared: the first true member wins.
  const group: HideRule = {
    group: [
      {
        when: { valueKey: 'phone_type', operator: 'equals', target: '1' },
        keys: ['home', 'shared'],
      },
      {
        when: { valueKey: 'phone_type', operator: 'in', target: ['1', '2'] },
        keys: ['mobile', 'shared'],
      },
      { when: { valueKey: 'phone_type', operator: 'answered' }, keys: ['intl'] },
    ],
  };
  const form = formWith(
    [text('phone_type'), text('home'), text('mobile'), text('shared'), text('intl')],
    [group],
  );
  const all = { home: 'h', mobile: 'm', shared: 's', intl: 'i' };

  it('let the first true member win and clear the keys of the others', () => {
    // Members 1, 2 and 3 are all true for "1": the first wins.
    expect(applyHideRules(form, { answers: { phone_type: '1', ...all } }).answers).toEqual({
      phone_type: '1',
      home: 'h',
      mobile: '',
      shared: 's',
      intl: '',
    });
  });

  it('keep keys that the winner lists too', () => {
    // "2": the second member wins; "shared" belongs to it, so it stays although the first member lists it.
    expect(applyHideRules(form, { answers: { phone_type: '2', ...all } }).answers).toEqual({
      phone_type: '2',
      home: '',
      mobile: 'm',
      shared: 's',
      intl: '',
    });
  });

  it('fall through to a later member', () => {
    expect(applyHideRules(form, { answers: { phone_type: '4', ...all } }).answers).toEqual({
      phone_type: '4',
      home: '',
      mobile: '',
      shared: '',
      intl: 'i',
    });
  });

  it('clear nothing when no member is true', () => {
    expect(applyHideRules(form, { answers: { phone_type: '', ...all } }).answers).toEqual({
      phone_type: '',
      ...all,
    });
  });
});

describe('visibility conditions', () => {
  it('clear a field hidden by its own condition, with its _desc companion', () => {
    const form = formWith([
      { widget: 'radio', key: 'same', label: 'Same?', options: yesNo },
      {
        widget: 'dropdown',
        key: 'perm_state',
        label: 'State',
        options: [
          { value: '', label: '--' },
          { value: 'Ohio', label: 'Ohio' },
        ],
        visibleWhen: { valueKey: 'same', operator: 'equals', target: 'N' },
      },
    ]);
    const { answers } = applyHideRules(form, {
      answers: { same: 'Y', same_desc: 'Yes', perm_state: 'Ohio', perm_state_desc: 'Ohio' },
    });
    expect(answers).toEqual({ same: 'Y', same_desc: 'Yes', perm_state: '', perm_state_desc: '' });
  });

  it('cascade: clearing one answer hides what depended on it', () => {
    const form = formWith([
      text('a'),
      text('b', { visibleWhen: { valueKey: 'a', operator: 'equals', target: 'show' } }),
      text('c', { visibleWhen: { valueKey: 'b', operator: 'answered' } }),
    ]);
    expect(applyHideRules(form, { answers: { a: 'hide', b: 'x', c: 'y' } }).answers).toEqual({
      a: 'hide',
      b: '',
      c: '',
    });
  });

  it('are idempotent', () => {
    const form = formWith([
      text('a'),
      text('b', { visibleWhen: { valueKey: 'a', operator: 'answered' } }),
    ]);
    const once = applyHideRules(form, { answers: { b: 'x' } }).answers;
    const twice = applyHideRules(form, { answers: once });
    expect(twice.answers).toBe(once);
    expect(twice.cleared).toEqual([]);
  });
});

describe('conditional dropdowns', () => {
  const form = formWith([
    {
      widget: 'dropdown',
      key: 'campus',
      label: 'Campus',
      options: [
        { value: '', label: '--' },
        { value: 'A', label: 'A' },
        { value: 'B', label: 'B' },
      ],
    },
    {
      widget: 'conditionalDropdown',
      key: 'major',
      label: 'Major',
      category: 'displayOnly',
      controller: 'campus',
      options: {
        A: [
          { value: '', label: '--' },
          { value: 'BIO', label: 'Biology' },
        ],
        B: [
          { value: '', label: '--' },
          { value: 'BIO', label: 'Biology' },
        ],
      },
    },
  ]);

  it('clear their value and _desc when the controlling answer changes', () => {
    const previous = { campus: 'A', major: 'BIO', major_desc: 'Biology' };
    const { answers } = applyHideRules(form, { answers: { ...previous, campus: 'B' } }, previous);
    expect(answers).toEqual({ campus: 'B', major: '', major_desc: '' });
  });

  it('keep a value chosen together with the controller', () => {
    const previous = { campus: 'A', major: 'BIO', major_desc: 'Biology' };
    const both = { campus: 'B', major: 'BIO2', major_desc: 'Biology II' };
    expect(applyHideRules(form, { answers: both }, previous).answers).toBe(both);
  });

  it('keep their value while the controller stays the same', () => {
    const previous = { campus: 'A', major: 'BIO', major_desc: 'Biology' };
    expect(applyHideRules(form, { answers: previous }, previous).answers).toBe(previous);
  });
});

describe('the incremental form', () => {
  const form = formWith(
    [
      text('a'),
      text('b', { visibleWhen: { valueKey: 'a', operator: 'in', target: ['1', '2'] } }),
      text('c', { visibleWhen: { valueKey: 'b', operator: 'equals', target: '1' } }),
      text('d', {
        visibleWhen: {
          any: [
            { valueKey: 'a', operator: 'equals', target: '2' },
            { valueKey: 'c', operator: 'answered' },
          ],
        },
      }),
      text('e'),
    ],
    [
      { when: { valueKey: 'e', operator: 'equals', target: '1' }, keys: ['a'] },
      {
        group: [
          { when: { valueKey: 'e', operator: 'equals', target: '2' }, keys: ['b', 'd'] },
          { when: { valueKey: 'e', operator: 'answered' }, keys: ['c'] },
        ],
      },
    ],
  );
  const keys = ['a', 'b', 'c', 'd', 'e'];
  const value = fc.constantFrom('', '1', '2', '3');

  it('gives the same answers as the full function after any single change', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...keys), value),
        fc.constantFrom(...keys),
        value,
        (raw, key, next) => {
          const before = applyHideRules(form, { answers: raw }).answers;
          const changed: Answers = { ...before, [key]: next };
          const incremental = applyHideRulesAfterChange(
            form,
            { answers: changed },
            [key],
            before,
          ).answers;
          expect(incremental).toEqual(applyHideRules(form, { answers: changed }, before).answers);
        },
      ),
      { numRuns: 500 },
    );
  });
});
