/**
 * @admissions/form-engine/inspect — tools for form authors and embedders that a form itself never
 * needs (kept out of the main entry and its size budget): why a key is visible or hidden, which
 * keys a change affects, the data model a definition implies (for a server or a type), and the
 * definition format's JSON Schema (for an editor's completion and checks).
 */
export * from './core/explain/index.ts';
export { modelOf } from './core/compiler/model-of.ts';
export { formDefinitionSchema } from './core/definition/definition-schema.ts';
export { parseJsonSource, type ParsedJson } from './core/definition/json-source.ts';
export { expandsFrom, findStringValue, type WrittenString } from './core/definition/find-string.ts';
