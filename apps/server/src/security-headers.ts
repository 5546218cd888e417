/**
 * Security headers, computed once. Helmet built its headers afresh on every request (a dozen
 * middleware calls and `setHeader`s, about 6 µs of a save's CPU); the values never change, so
 * they are constants here, set by one hook.
 *
 * Documents (anything a browser may render or frame: the portal's HTML, PDFs, static files) get
 * helmet 8's default set (its CSP is off: the portal and the printable HTML set their own).
 * JSON responses get the subset that acts on a response that is not a document: `nosniff` (a
 * JSON body is never sniffed into HTML or script), `Cross-Origin-Resource-Policy` (no other site
 * can load it with `<script>` or `<img>`), HSTS (any HTTPS response sets it), and
 * `X-Frame-Options` (a JSON URL opened in a frame is still a document to the browser). The others
 * only act on documents: COOP and `Origin-Agent-Cluster` on a browsing context, `Referrer-Policy`
 * on the requests a page makes, `X-XSS-Protection`, `X-DNS-Prefetch-Control`,
 * `X-Download-Options` and `X-Permitted-Cross-Domain-Policies` on pages, downloads and plug-ins.
 * The decision is in docs/security.md.
 */
import type { FastifyInstance } from 'fastify';

/** The headers of every response. */
const EVERY_RESPONSE = {
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
} as const;

/** Helmet 8's defaults without CSP: the headers of a document (those of every response, and more). */
const DOCUMENT = {
  ...EVERY_RESPONSE,
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

const entriesOf = (headers: Readonly<Record<string, string>>) =>
  Object.entries(headers) as ReadonlyArray<readonly [string, string]>;
const JSON_ENTRIES = entriesOf(EVERY_RESPONSE);
const DOCUMENT_ENTRIES = entriesOf(DOCUMENT);

/** Whether a response's content type is JSON (the API's answers and errors). */
const isJson = (type: unknown): boolean =>
  typeof type === 'string' && type.startsWith('application/json');

/**
 * Sets the security headers on every response, once its content type is known (`onSend`): the
 * document set, or the JSON subset. A header the route set itself is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    const entries = isJson(reply.getHeader('content-type')) ? JSON_ENTRIES : DOCUMENT_ENTRIES;
    for (const [name, value] of entries) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });
}
