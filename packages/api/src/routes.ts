/**
 * The route table: every route of the server's REST API, by its id (`"<METHOD> <path>"`, as the
 * docs write it). The server registers exactly these (apps/server/src/routes/contract-route.ts,
 * checked by its contract test), the client calls them by id (`client.ts`), and docs/api.md's
 * route tables are written from them (`scripts/api-docs.ts`).
 */
import type { Json, JSONSchema } from './json-schema.ts';
import type { RouteSpec } from './route-spec.ts';
import { accountRoutes } from './routes/accounts.ts';
import { applicationRoutes } from './routes/application.ts';
import { copyRoutes } from './routes/copy.ts';
import { documentRoutes } from './routes/documents.ts';
import { healthRoutes } from './routes/health.ts';
import { lookupRoutes } from './routes/lookup.ts';

export const routes = {
  ...accountRoutes,
  ...applicationRoutes,
  ...documentRoutes,
  ...copyRoutes,
  ...lookupRoutes,
  ...healthRoutes,
} as const satisfies Record<string, RouteSpec>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

type SchemaOf<Id extends RouteId, Part extends 'params' | 'query' | 'body'> = Routes[Id] extends {
  readonly [K in Part]: infer S;
}
  ? S
  : undefined;
/** The values a schema accepts; `undefined` where a route has none (or a multipart body). */
type Typed<S> = S extends JSONSchema ? Json<S> : undefined;

/** The JSON body a route takes (`undefined` when it takes none). */
export type BodyOf<Id extends RouteId> = Typed<SchemaOf<Id, 'body'>>;
/** The path parameters of a route (`undefined` when its path has none). */
export type ParamsOf<Id extends RouteId> = Typed<SchemaOf<Id, 'params'>>;
/** The query of a route (`undefined` when it reads none). */
export type QueryOf<Id extends RouteId> = Typed<SchemaOf<Id, 'query'>>;
/** What a route's 200 reply holds (`undefined` for a file or no JSON). */
export type ReplyOf<Id extends RouteId> = Routes[Id] extends {
  readonly reply: { readonly 200: infer S };
}
  ? Typed<S>
  : undefined;

/** A route's schemas in Fastify's words (`schema:` of a route's options). */
export interface FastifyRouteSchema {
  readonly params?: JSONSchema;
  readonly querystring?: JSONSchema;
  readonly body?: JSONSchema;
  readonly response?: Readonly<Record<number, JSONSchema>>;
}

/** The schemas Fastify validates a route's request and serialises its reply with. */
export function fastifySchemaOf(spec: RouteSpec): FastifyRouteSchema {
  return {
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    // A multipart body is read and checked by the handler (@fastify/multipart).
    ...(spec.body && spec.body !== 'multipart' ? { body: spec.body } : {}),
    ...(spec.reply ? { response: spec.reply } : {}),
  };
}

/** A route's path as the docs write it: `{key}` for Fastify's `:key`. */
export const docPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');
