import { lintDefinition, type ConditionNode } from '@admissions/form-engine';
import { describe, expect, it } from 'vitest';
import {
  UNUSED_KEYS,
  compiledVariant,
  variantDefinition,
  type VariantName,
} from '../src/definitions.ts';
import { dataModel, REPEATS } from '../src/model.ts';
import { unknownLookupCategories } from '../src/lookups.ts';

const VARIANTS: VariantName[] = ['undergraduate', 'transfer'];

describe.each(VARIANTS)('the %s variant', (name) => {
  it('passes the engine’s linter with zero errors and zero warnings', async () => {
    const result = await lintDefinition(variantDefinition(name), dataModel);
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('searches only the partner’s look-up directories (LOOKUP_CATEGORIES)', () => {
    expect(unknownLookupCategories(compiledVariant(name))).toEqual([]);
  });

  it('puts every data-model key on exactly one page, or lists it as unused with a reason', () => {
    const form = compiledVariant(name);
    const placed = new Map<string, string[]>();
    for (const page of form.pages)
      for (const key of page.keys) placed.set(key, [...(placed.get(key) ?? []), page.id]);
    for (const key of Object.keys(dataModel)) {
      if (key in UNUSED_KEYS) {
        expect(placed.has(key), `${key} is listed unused but placed`).toBe(false);
        continue;
      }
      expect(placed.get(key), key).toHaveLength(1);
    }
    for (const reason of Object.values(UNUSED_KEYS)) expect(reason.length).toBeGreaterThan(10);
  });

  it('names its fields as the specification does', () => {
    const form = compiledVariant(name);
    const label = (key: string) => form.fields.get(key)?.label;
    expect(label('first_name')).toBe('Legal First/Given Name');
    expect(label('gender')).toBe('Legal Sex');
    expect(label('phone_type_1')).toBe('Preferred Phone');
    expect(label('entry_term')).toBe('When do you plan to enroll?');
    expect(label('college_name')).toBe('Search for Your School');
  });

  it('offers the add-another blocks with the specification’s maxima', () => {
    const form = compiledVariant(name);
    const max = (id: string) => form.blocks.get(id)?.max;
    expect([
      max('parents'),
      max('legacy'),
      max('colleges'),
      max('act'),
      max('sat'),
      max('honors'),
      max('activities'),
    ]).toEqual([
      REPEATS.parents,
      REPEATS.legacyRelatives,
      REPEATS.colleges,
      REPEATS.actSittings,
      REPEATS.satSittings,
      REPEATS.honors,
      REPEATS.activities,
    ]);
  });

  it('conditions only name values the controlling question offers', () => {
    const form = compiledVariant(name);
    const compares = (node: ConditionNode): Extract<ConditionNode, { kind: 'compare' }>[] =>
      node.kind === 'compare'
        ? [node]
        : node.kind === 'all' || node.kind === 'any'
          ? node.items.flatMap(compares)
          : node.kind === 'not'
            ? compares(node.item)
            : [];
    let checked = 0;
    for (const field of form.fields.values())
      for (const node of [
        field.visibility,
        ...field.rules.flatMap((r) => (r.when ? [r.when] : [])),
      ])
        for (const { key, target } of compares(node)) {
          const options = form.fields.get(key)?.options;
          if (!Array.isArray(options) || target === undefined) continue;
          const offered = (options as { value: string }[]).map((o) => o.value);
          for (const value of Array.isArray(target) ? target : [target]) {
            expect(offered, `${field.key} tests ${key} for ${String(value)}`).toContain(value);
            checked++;
          }
        }
    expect(checked).toBeGreaterThan(50);
  });

  it('uses autocomplete for schools and addresses, tabs for the personal statement', () => {
    const form = compiledVariant(name);
    const widget = (key: string) => form.fields.get(key)?.definition;
    expect(widget('college_name')).toMatchObject({
      widget: 'autocomplete',
      category: 'college_ceeb',
    });
    expect(widget('hs_name')).toMatchObject({ widget: 'autocomplete', category: 'hs_ceeb' });
    expect(widget('address_line_1')).toMatchObject({ widget: 'autocomplete', category: 'address' });
    // What the specification asks of schools and addresses, said by each field (§4, §6): a
    // school typed by hand asks for its information, a school reads with its code, and a street
    // search takes the detail's street (none for a town), never the town's label.
    const schools = [...form.fields.values()].filter((f) =>
      ['college_ceeb', 'hs_ceeb'].includes(
        String(f.definition.widget === 'autocomplete' && f.definition.category),
      ),
    );
    expect(schools.length).toBeGreaterThan(1);
    for (const school of schools)
      expect(school.definition).toMatchObject({
        valueFrom: 'name',
        manualHint: 'Enter your school information below.',
        readOnlyText: '{value} (Ceeb: {ceeb})',
      });
    for (const key of ['address_line_1', 'perm_address_line_1', 'parent_address_line_1']) {
      expect(widget(key)).toMatchObject({ valueFrom: 'address_line_1' });
      expect(widget(key)).not.toHaveProperty('manualHint');
    }
    const tabs = form.tabGroups.get('personal_statement');
    expect(tabs?.tabs.map((t) => t.clearOnSwitch)).toEqual([
      ['personal_statement_essay'],
      ['personal_statement_doc'],
    ]);
  });
});

describe('the variants differ in their pages only', () => {
  it('undergraduate: three routed steps /about, /education, /final-steps', () => {
    const form = compiledVariant('undergraduate');
    expect(form.pages.map((p) => [p.path, p.stepLabel])).toEqual([
      ['/about', 'Step 01'],
      ['/education', 'Step 02'],
      ['/final-steps', 'Step 03'],
    ]);
  });

  it('transfer: "Transfer Application for Admission" over four pages with its own paths', () => {
    const form = compiledVariant('transfer');
    expect(form.definition.title).toBe('Transfer Application for Admission');
    expect(form.pages).toHaveLength(4);
    expect(form.pages.map((p) => p.path)).not.toContain('/about');
    expect([...form.fields.keys()].sort()).toEqual(
      [...compiledVariant('undergraduate').fields.keys()].sort(),
    );
  });

  it('rejects an unknown variant', () => {
    expect(() => variantDefinition('graduate' as VariantName)).toThrow(
      'unknown form variant "graduate"',
    );
  });
});
