/**
 * What the contract says of one route: its method and path, the JSON Schemas of what it takes and
 * gives, the error statuses it may answer with, and the words of the docs' table. The server
 * registers each route with these schemas (`fastifySchemaOf`), the client types its calls by them,
 * and docs/api.md's route tables are written from them (`npm run docs:api`).
 */
import type { JSONSchema } from './json-schema.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The docs' sections, in docs/api.md's order: one generated table each. */
export type RouteSection =
  'accounts' | 'application' | 'documents' | 'copy' | 'lookup' | 'tmp' | 'health';

export interface RouteSpec {
  readonly method: HttpMethod;
  /** Fastify's form: `/api/pdf/document-answer/:key` (the docs write `{key}`). */
  readonly path: string;
  readonly section: RouteSection;
  readonly params?: JSONSchema;
  readonly query?: JSONSchema;
  /** A JSON body's schema; `multipart` for a form upload (checked by the handler). */
  readonly body?: JSONSchema | 'multipart';
  /** The replies by status; a route whose 200 is not JSON (a PDF, a page) has no 200 here. */
  readonly reply?: Readonly<Record<number, JSONSchema>>;
  /** What a 200 is when it is not JSON. */
  readonly file?: 'application/pdf';
  /** The error statuses the route itself may answer with (the catalogue in docs/api.md › Errors). */
  readonly errors: readonly number[];
  /** The docs' table: the body and reply columns, in words (the schemas hold the exact shape). */
  readonly doc: { readonly body?: string; readonly reply: string };
}
