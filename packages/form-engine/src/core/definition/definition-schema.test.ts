import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { renderDefinitionTypes } from '../../../scripts/render-definition-types.ts';
import { exampleDefinition } from '../../../test/fixtures/example-form.ts';
import { checkDefinitionSchema } from '../compiler/definition-validator.ts';
import { formDefinitionSchema } from './definition-schema.ts';
import type { Field, FormDefinition } from './index.ts';

describe('the definition format has one source', () => {
  it('the committed TypeScript types are generated from the JSON Schema as it is now', async () => {
    const committed = readFileSync(new URL('./types.generated.ts', import.meta.url), 'utf8');
    // If this fails: npm run generate:types -w @admissions/form-engine
    expect(committed).toBe(await renderDefinitionTypes());
  });

  it('the schema is a valid draft 2020-12 schema', () => {
    const ajv = new Ajv2020({ strict: false });
    expect(formDefinitionSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(ajv.validateSchema(formDefinitionSchema)).toBe(true);
  });

  it('a definition the types accept is valid against the schema', async () => {
    expect(await checkDefinitionSchema(exampleDefinition)).toEqual([]);
  });

  it('every widget type of the specification has a schema branch and a type', () => {
    const widgets: Field['widget'][] = [
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
    const defs = formDefinitionSchema.$defs as Record<
      string,
      { properties?: { widget?: { const?: string } } }
    >;
    const inSchema = Object.values(defs)
      .map((d) => d.properties?.widget?.const)
      .filter(Boolean);
    expect(inSchema.sort()).toEqual([...widgets].sort());
  });

  it('the schema rejects what the types reject', async () => {
    // @ts-expect-error -- a field needs a label
    const missingLabel: Field = { widget: 'text', key: 'x' };
    const badCategory: Field = {
      widget: 'conditionalDropdown',
      key: 'x',
      label: 'X',
      // @ts-expect-error -- conditional dropdowns have two categories only
      category: 'other',
      controller: 'y',
      options: [],
    };
    for (const field of [missingLabel, badCategory]) {
      const definition: FormDefinition = {
        id: 'f',
        title: 'F',
        pages: [
          {
            id: 'p',
            path: '/p',
            title: 'P',
            stepLabel: '1',
            sections: [{ id: 's', fields: [field] }],
          },
        ],
      };
      expect(await checkDefinitionSchema(definition)).not.toEqual([]);
    }
  });
});
