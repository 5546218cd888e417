import { readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { formDefinitionSchema } from '@admissions/form-engine/inspect';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const json = (path: string) =>
  JSON.parse(readFileSync(resolve(root, path), 'utf8')) as Record<string, unknown>;

/** An ajv that knows the engine's definition schema at the path the partner schemas point to. */
function validatorFor(schemaPath: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const schema = json(schemaPath);
  const enginePath = '../../form-engine/schema/form-definition.schema.json';
  ajv.addSchema(formDefinitionSchema, 'engine.json');
  return ajv.compile(
    JSON.parse(JSON.stringify(schema).replaceAll(enginePath, 'engine.json')) as object,
  );
}

describe('the definition files point editors at their schemas', () => {
  it('section files name the section-list schema, whose $refs reach the engine schema', () => {
    const sectionList = json('schema/section-list.schema.json');
    const refs = JSON.stringify(sectionList).match(/"\$ref":"([^"#]+)#/g) ?? [];
    for (const ref of refs)
      expect(readFileSync(resolve(root, 'schema', ref.slice(8, -1)), 'utf8')).toContain('"$defs"');
    const validate = validatorFor('schema/section-list.schema.json');
    for (const file of readdirSync(resolve(root, 'definitions/sections'))) {
      const data = json(`definitions/sections/${file}`);
      expect(data.$schema, file).toBe('../../schema/section-list.schema.json');
      expect(validate(data), `${file}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
    }
  });

  it('variant files name the variant schema and satisfy it', () => {
    const validate = validatorFor('schema/variant.schema.json');
    for (const file of ['undergraduate.json', 'transfer.json']) {
      const data = json(`definitions/${file}`);
      expect(data.$schema).toBe('../schema/variant.schema.json');
      expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    }
  });
});
