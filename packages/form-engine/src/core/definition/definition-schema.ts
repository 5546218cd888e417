import definitionSchema from '../../../schema/form-definition.schema.json' with { type: 'json' };

/**
 * The published JSON Schema (draft 2020-12) of form definitions, also shipped as
 * `@admissions/form-engine/schema/form-definition.schema.json` for editors.
 */
export const formDefinitionSchema: Readonly<Record<string, unknown>> = definitionSchema;
