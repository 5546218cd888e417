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
 *
 * The developer tools (`/playground/`, `/storybook/`) get a set of their own, with a
 * Content-Security-Policy that sandboxes their pages away from the portal's origin (below).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/**
 * The developer tools' pages run code an author supplies (a playground share link is a whole
 * definition in a URL) on the portal's origin, so each is sandboxed without `allow-same-origin`:
 * an opaque origin, not the portal's. Its requests to `/api` are cross-site (no SameSite cookie;
 * `csrf.ts` refuses them), it cannot read their answers (CORS the API never grants) nor a page of
 * the portal in a frame or popup (its popups stay sandboxed: no
 * `allow-popups-to-escape-sandbox`). Scripts run: the tools are apps.
 */
const SANDBOX = 'sandbox allow-scripts allow-downloads';

/** Directives both tools share. */
const TOOL_BASE = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "frame-src 'self'",
  "base-uri 'none'",
  "object-src 'none'",
];

/**
 * The playground: no inline script (its build has none); `unsafe-eval` because ajv compiles the
 * author's answers schema into functions (what the playground is for); no request at all
 * (`connect-src 'none'`: the engine runs in the page, nothing is sent anywhere).
 */
const PLAYGROUND = [
  SANDBOX,
  ...TOOL_BASE,
  "script-src 'self' 'unsafe-eval'",
  "connect-src 'none'",
  "form-action 'none'",
];

/**
 * Storybook: its built pages carry inline scripts (the manager's and the preview's globals), so
 * `unsafe-inline`; it reads its own index files (`connect-src 'self'`), and may open a story in
 * a new tab (`allow-popups`, still sandboxed) or submit a story's form (`allow-forms`).
 */
const STORYBOOK = [
  `${SANDBOX} allow-popups allow-forms`,
  ...TOOL_BASE,
  "script-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
];

/**
 * The pages each tool frames in itself (the playground's preview, Storybook's canvas). Their
 * parent is an opaque origin, which neither `frame-ancestors 'self'` nor `X-Frame-Options:
 * SAMEORIGIN` matches: these two go without either (they hold nothing to click-jack, and are as
 * sandboxed framed as not); every other tool page refuses any frame.
 */
const FRAMED_PAGES = new Set(['/playground/preview.html', '/storybook/iframe.html']);

/**
 * A tool response's other headers. Being an opaque origin, a tool page is cross-origin even to
 * its own files: module scripts (always fetched with CORS) need `Access-Control-Allow-Origin`,
 * and images and fonts `Cross-Origin-Resource-Policy: cross-origin`. Both are safe here: the
 * files are public, and `*` grants no credentials.
 */
function toolHeaders(directives: readonly string[], framed: boolean) {
  const { 'x-frame-options': _refused, ...document } = DOCUMENT;
  const policy = framed ? directives : [...directives, "frame-ancestors 'none'"];
  return {
    ...(framed ? document : DOCUMENT),
    'access-control-allow-origin': '*',
    'cross-origin-resource-policy': 'cross-origin',
    'content-security-policy': policy.join('; '),
  } as const;
}

const TOOLS = {
  playground: { page: toolHeaders(PLAYGROUND, false), framed: toolHeaders(PLAYGROUND, true) },
  storybook: { page: toolHeaders(STORYBOOK, false), framed: toolHeaders(STORYBOOK, true) },
} as const;

/** A developer tool the server serves. */
export type DevTool = keyof typeof TOOLS;

/**
 * The headers of a tool's file at `path` (the request's path, `/playground/preview.html`). The
 * playground's end-to-end spec serves its build with them too.
 */
export function devToolHeaders(tool: DevTool, path: string): Readonly<Record<string, string>> {
  return FRAMED_PAGES.has(path) ? TOOLS[tool].framed : TOOLS[tool].page;
}

const TOOL_ENTRIES = new Map(
  Object.entries(TOOLS).map(([tool, sets]) => [
    tool,
    { page: entriesOf(sets.page), framed: entriesOf(sets.framed) },
  ]),
);

/**
 * The tool a request reached, by the route that matched (`/playground/*`) rather than the raw
 * URL, which the router decodes (`/%70layground/` is the playground).
 */
const TOOL_ROUTE = /^\/(playground|storybook)\//;

/** The header set of a response: a tool's, a document's or JSON's. */
function entriesFor(request: FastifyRequest, reply: FastifyReply) {
  const tool = TOOL_ENTRIES.get(TOOL_ROUTE.exec(request.routeOptions.url ?? '')?.[1] ?? '');
  // The path not decoded: an encoded name gets the stricter set, which only refuses the frame.
  if (tool) return FRAMED_PAGES.has(request.url.split('?')[0]!) ? tool.framed : tool.page;
  return isJson(reply.getHeader('content-type')) ? JSON_ENTRIES : DOCUMENT_ENTRIES;
}

/** Whether a response's content type is JSON (the API's answers and errors). */
const isJson = (type: unknown): boolean =>
  typeof type === 'string' && type.startsWith('application/json');

/**
 * Sets the security headers on every response, once its content type is known (`onSend`): a
 * developer tool's set, the document set, or the JSON subset. A header the route set itself is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const entries = entriesFor(request, reply);
    for (const [name, value] of entries) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });
}
