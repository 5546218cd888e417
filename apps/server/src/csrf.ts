/**
 * Cross-site request forgery defences, as one `onRequest` hook on the root instance (so it runs
 * before every route's own hooks, before the session is looked up and before a body is parsed:
 * a refused request changes nothing and costs almost nothing).
 *
 * 1. Fetch metadata. Browsers tell where a request comes from in `Sec-Fetch-Site`. A request to
 *    `/api`, `/public` or `/storage` that a page of another site made (`cross-site`), or a page
 *    of a sibling subdomain (`same-site`: SameSite=Lax cookies travel with those, and a
 *    university's other subdomains may host pages anyone can write), is refused with 403. The
 *    portal is served from this origin (`same-origin`); typing or bookmarking an address is
 *    `none`; clients that are not browsers (curl, tests, other servers) send no header and are
 *    unaffected. This closes what SameSite=Lax leaves open: `GET /api/logout` through a
 *    top-level navigation, and anything a sibling subdomain sends.
 * 2. JSON only. Every `/api` and `/public` call is JSON (specification §7). The content types a
 *    page can send anywhere without a CORS preflight (`text/plain`, form encodings) are refused
 *    with 415, also for browsers that send no fetch metadata. Fastify would otherwise parse
 *    `text/plain`, and a route that reads no body (`POST /api/submit`) would run. A call with
 *    no body and no content type (the portal's submit) still passes: SameSite=Lax and (1)
 *    guard it.
 *
 * `/storage/upload` takes multipart by design (an HTML form may post it); it is guarded by (1),
 * the session cookie and the signed upload policy, which a foreign page cannot have.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

export const CROSS_SITE_MESSAGE = 'Requests from other sites are not allowed.';
export const JSON_ONLY_MESSAGE = 'Requests must be sent as JSON (Content-Type: application/json).';

/** The paths whose calls act on accounts, sessions and applications. */
const GUARDED = /^\/(api|public|storage)(\/|\?|$)/;
/** The paths that take JSON bodies only. */
const JSON_ONLY = /^\/(api|public)(\/|\?|$)/;

/** Whether a browser says a page of another origin sent this request. */
const fromAnotherSite = (request: FastifyRequest): boolean => {
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
};

/** The media type of a Content-Type header without parameters, lower-cased ('' when absent). */
const mediaType = (request: FastifyRequest): string =>
  (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // The route matched as well as the raw URL: the router decodes `%61pi` to `api`.
    const paths = [request.url, request.routeOptions.url ?? ''];
    if (!paths.some((path) => GUARDED.test(path))) return;
    if (fromAnotherSite(request)) throw new HttpError(403, CROSS_SITE_MESSAGE);
    if (!paths.some((path) => JSON_ONLY.test(path))) return;
    const type = mediaType(request);
    if (type !== '' && type !== 'application/json') throw new HttpError(415, JSON_ONLY_MESSAGE);
  });
}
