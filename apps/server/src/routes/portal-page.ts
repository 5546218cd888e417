/**
 * The portal's page as the server makes it: the build's index.html with the deployment's
 * settings and the variant's form preloads, a visitor's prerendered form page with its
 * stylesheets written in (issue 30), compressed once per page — the pieces routes/portal.ts puts
 * together per request.
 */
import { readFile, stat } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { IDENTITY_COOKIE_PREFIX } from '@admissions/api';

export const escapeAttribute = (text: string) =>
  text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `<link rel="modulepreload">` for the chunk of the deployment's variant (the form built ahead of
 * time, `virtual:form-engine/<variant>`) and the chunks it imports, found in the build's Vite
 * manifest: the browser fetches the form with the page's own scripts instead of after them (the
 * portal imports only its variant's chunk, so Vite cannot preload it itself). Nothing without a
 * manifest (an older build): the form then loads when the portal asks for it.
 */
export async function formPreloads(portalDir: string, variant: string): Promise<string> {
  type Chunk = { file: string; imports?: string[] };
  let manifest: Record<string, Chunk>;
  try {
    manifest = JSON.parse(await readFile(`${portalDir}/.vite/manifest.json`, 'utf8')) as never;
  } catch {
    return '';
  }
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = Object.hasOwn(manifest, key) ? manifest[key] : undefined;
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  add(`virtual:form-engine/${variant}`);
  return [...files]
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
    .join('');
}

/** A file of the build, read again when it changes (a new build under a running server). */
export function watchedFile<T>(path: string, read: (text: string) => Promise<T> | T) {
  let cached: { mtimeMs: number; value: Promise<T> } | undefined;
  return async (): Promise<T> => {
    const { mtimeMs } = await stat(path);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: readFile(path, 'utf8').then(read) };
    return cached.value;
  };
}

/**
 * The page's own stylesheets written into it, for a prerendered page: its fields then show as
 * soon as the HTML is in, without a round trip per stylesheet behind the scripts (on a slow phone
 * network, a second or more). Each `<link>` stays, `disabled` (not fetched, not applied), so the
 * portal's loader of chunks on demand still finds the stylesheet present and does not add it.
 */
export async function inlineStylesheets(html: string, portalDir: string): Promise<string> {
  const links = [
    ...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g),
  ];
  let inlined = html;
  for (const [link, file] of links) {
    const css = (await readFile(`${portalDir}/${file}`, 'utf8')).replace(/<\/style/gi, '<\\/style');
    inlined = inlined.replace(link, `<style>${css}</style>${link.replace(/>$/, ' disabled>')}`);
  }
  return inlined;
}

/** The encodings the page is sent in, best first, with how to make each (once per page). */
const ENCODINGS = [
  {
    name: 'br',
    encode: (html: string) =>
      brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  },
  { name: 'gzip', encode: (html: string) => gzipSync(html, { level: 9 }) },
] as const;

/**
 * The page compressed for the browser's `accept-encoding` (a visitor's first page is ~40 KB of
 * markup, ~7 KB compressed: on a slow phone network, what decides when the fields show). Each
 * page is compressed once and kept while the build is the same.
 */
export function encoded(cache: Map<string, Buffer>, html: string, accepted: string | undefined) {
  const encoding = ENCODINGS.find(({ name }) => accepted?.includes(name));
  if (!encoding) return undefined;
  const key = `${encoding.name}:${html}`;
  let body = cache.get(key);
  if (!body) {
    if (cache.size > 64) cache.clear(); // A new build: the old pages are not asked for again.
    body = encoding.encode(html);
    cache.set(key, body);
  }
  return { encoding: encoding.name, body };
}

/**
 * The prerendered markup of a form page, for a request that should get it: a visitor's (no
 * identity cookie: a logged-in applicant's page holds their answers, which the build cannot
 * know) and not the service view (`?service_token=`, a different screen on the same path).
 */
export async function prerenderedFor(
  request: FastifyRequest,
  path: string,
  pages: () => Promise<Record<string, string>>,
): Promise<string | undefined> {
  if (request.headers.cookie?.includes(IDENTITY_COOKIE_PREFIX)) return undefined;
  if (new URLSearchParams(request.url.split('?')[1] ?? '').has('service_token')) return undefined;
  try {
    const byPath = await pages();
    return Object.hasOwn(byPath, path) ? byPath[path] : undefined;
  } catch {
    return undefined; // A build without prerendered pages: the portal renders in the browser.
  }
}
