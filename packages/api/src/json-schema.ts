/**
 * The JSON Schema pieces the routes share. Schemas are `as const` object literals: plain JSON
 * (printable, and what Fastify compiles), with their TypeScript types derived by
 * json-schema-to-ts's `FromSchema` — types only, so no schema library reaches a browser.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export type { JSONSchema };

/** The TypeScript type of the values a schema accepts. */
export type Json<S extends JSONSchema> = FromSchema<S>;

/** `{ message }`: the reply of most calls, and of every error (specification §8). */
export const messageReply = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

/** Any JSON object (answers and documents: their shape is the form's data model). */
export const anyObject = { type: 'object', additionalProperties: true } as const;
/** `{ <id>: integer }`: Add Another counts, answer revisions. */
export const integerMap = { type: 'object', additionalProperties: { type: 'integer' } } as const;
/** `{ <id>: string }`: chosen tabs. */
export const stringMap = { type: 'object', additionalProperties: { type: 'string' } } as const;
/** A button's or tab's id. */
export const identifier = { type: 'string', minLength: 1, maxLength: 100 } as const;
/** A question's answer key in a path or a body. */
export const answerKey = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** An object schema with every listed property required and no other allowed. */
export function closedObject<const P extends Record<string, JSONSchema>>(properties: P) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties) as (keyof P & string)[],
    properties,
  } as const;
}
