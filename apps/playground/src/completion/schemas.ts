/**
 * The schemas the playground's editors complete from. A document's `$schema` names its schema
 * file (as in an editor with JSON Schema associations): a whole form definition, a partner
 * section file (`{ $schema, sections, hideRules }`, which refers to the definition's schema by
 * file name), the partner's data model or its option lists; without one, the editor's own.
 */
import { formDefinitionSchema } from '@admissions/form-engine/inspect';
import modelSchema from '../../../../packages/partner-config/schema/model.schema.json';
import optionsSchema from '../../../../packages/partner-config/schema/options.schema.json';
import sectionListSchema from '../../../../packages/partner-config/schema/section-list.schema.json';
import type { Schema, SchemaSet } from './schema-walk.ts';

/** The schema files a `$ref` may name: the form definition's (section files refer to it). */
export const DEFINITION_FILES = { 'form-definition.schema.json': formDefinitionSchema };

/** A form definition (the engine's published format). */
export const DEFINITION_SCHEMAS: SchemaSet = {
  root: formDefinitionSchema,
  files: DEFINITION_FILES,
};

/** A section file of the partner's definition folder. */
export const SECTION_FILE_SCHEMAS: SchemaSet = { root: sectionListSchema, files: DEFINITION_FILES };

const BY_FILE: Readonly<Record<string, SchemaSet>> = {
  'form-definition.schema.json': DEFINITION_SCHEMAS,
  'section-list.schema.json': SECTION_FILE_SCHEMAS,
  'model.schema.json': { root: modelSchema as Schema },
  'options.schema.json': { root: optionsSchema as Schema },
};

/** The schemas of a document: those its `$schema` names, else `fallback`. */
export function schemasFor(document: unknown, fallback: SchemaSet): SchemaSet {
  const named = (document as { $schema?: unknown } | undefined)?.$schema;
  const file = typeof named === 'string' ? named.split(/[/\\]/).at(-1) : undefined;
  return (file && BY_FILE[file]) || fallback;
}
