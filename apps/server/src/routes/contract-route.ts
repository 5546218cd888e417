/**
 * Registers a route of the REST contract (`@admissions/api`): its method, path and schemas come
 * from the route table, so the server cannot drift from the contract the portal is typed by and
 * docs/api.md is written from (apps/server/test/contract.test.ts checks every route is here).
 */
import {
  fastifySchemaOf,
  routes,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type RouteId,
} from '@admissions/api';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';

/**
 * What a contract route's handler reads, typed by the route's schemas. For the union of every id
 * (what TypeScript tries while it infers the id of a call) it is left untyped: the schema types of
 * all routes at once pass TypeScript's depth limit, and the call's own id types the handler.
 */
type ContractRequest<Id extends RouteId> =
  IsUnion<Id> extends true
    ? RouteGenericInterface
    : { Body: BodyOf<Id>; Params: ParamsOf<Id>; Querystring: QueryOf<Id> };

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

/**
 * A route's handler: its request typed by the route's id. Its reply is Fastify's plain one, as the
 * helpers that set cookies and headers take it (a reply typed by the route would make TypeScript
 * compare the schemas' deep types with the plain one's, past its depth limit).
 */
export type ContractHandler<Id extends RouteId> = (
  request: FastifyRequest<ContractRequest<Id>>,
  reply: FastifyReply,
) => unknown;

/**
 * `app.route` for the contract's route `id`: the options add what the contract does not say
 * (hooks, rate-limit config, log level), never a method, path or schema.
 */
export function contractRoute<Id extends RouteId>(
  app: FastifyInstance,
  id: Id,
  options: RouteShorthandOptions,
  handler: ContractHandler<Id>,
): void {
  const spec = routes[id];
  app.route({
    ...options,
    method: spec.method,
    url: spec.path,
    schema: fastifySchemaOf(spec),
    // Fastify validated the request with the very schemas the handler's types come from.
    handler: handler as RouteHandlerMethod,
  });
}
