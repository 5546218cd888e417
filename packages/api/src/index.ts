/**
 * `@admissions/api`: the contract between the admissions server and its clients. See the README
 * beside this folder; `./client` is the typed client, `./constants` the wire constants alone (what
 * a browser page imports without the schemas).
 */
export * from './constants.ts';
export type { Json, JSONSchema } from './json-schema.ts';
export type { HttpMethod, RouteSection, RouteSpec } from './route-spec.ts';
export {
  routes,
  fastifySchemaOf,
  docPath,
  type BodyOf,
  type FastifyRouteSchema,
  type ParamsOf,
  type QueryOf,
  type ReplyOf,
  type RouteId,
  type Routes,
} from './routes.ts';
export { MAX_ANSWER_KEYS } from './routes/application.ts';
export { DEFAULT_MAX_RESULTS } from './routes/lookup.ts';
