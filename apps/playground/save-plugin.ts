/**
 * Saving back in development: `npm run playground` (the Vite dev server) reads and writes the
 * partner's definition files through `/__playground/file`, and nowhere else. The static build has
 * no such route (the server serves it with `connect-src 'none'`): there the playground downloads.
 *
 * - `GET /__playground/file?path=sections/family.json` → the file's text (for the diff).
 * - `POST /__playground/file` with `{ "path", "text" }` → the text as it would be written
 *   (formatted as the repository formats it), for the diff the author confirms.
 * - `PUT /__playground/file` with `{ "path", "text" }` → formats and writes it; replies
 *   `{ text, generated }`: the text written, and the generated files rewritten with it.
 *
 * The repository's Prettier settings format each file, so a saved file passes `npm run lint`
 * however the author typed it. Saving the model or the option lists regenerates the partner's
 * TypeScript types beside them (`scripts/generate-data-types.ts` of the folder's package), so
 * `npm test` holds with the new keys and the author never touches TypeScript.
 *
 * The path is relative to the definitions folder, a `.json` file, with no `..` and no absolute
 * path, and must still be inside the folder once symbolic links are resolved. Only the
 * playground's own page may ask: a request from another origin (any web page can send requests to
 * localhost) is refused.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, realpath, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { searchForWorkspaceRoot, type Plugin } from 'vite';

/** The partner's definitions folder; `PLAYGROUND_DEFINITIONS_ROOT` points it elsewhere (tests). */
export const DEFINITIONS_ROOT =
  process.env.PLAYGROUND_DEFINITIONS_ROOT ??
  fileURLToPath(new URL('../../packages/partner-config/definitions/', import.meta.url));

export const FILE_ROUTE = '/__playground/file';

const inside = (root: string, path: string) => path.startsWith(root + sep);

/**
 * The absolute path of a definitions file, or undefined when `path` is not one: not relative, not
 * `.json`, with a `..` (or `.`, or empty) segment, or leading outside `root` through a link.
 */
export async function resolveDefinitionPath(
  root: string,
  path: unknown,
): Promise<string | undefined> {
  if (typeof path !== 'string' || !path.endsWith('.json') || isAbsolute(path)) return undefined;
  if (path.includes('\\') || path.split('/').some((s) => s === '' || s === '.' || s === '..'))
    return undefined;
  const realRoot = await realpath(root);
  const target = resolve(realRoot, path);
  if (!inside(realRoot, target)) return undefined;
  // The file itself, or (a new file) its folder, resolved through any symbolic link.
  const real = await realpath(target).catch(() =>
    realpath(dirname(target)).then(
      (folder) => join(folder, basename(target)),
      () => undefined,
    ),
  );
  return real && inside(realRoot, real) ? real : undefined;
}

/** Whether the request comes from the page the dev server served (same host, same origin). */
function sameOrigin(request: IncomingMessage): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  return origin === undefined || origin.replace(/^https?:\/\//, '') === request.headers.host;
}

async function body(request: IncomingMessage, limit = 2_000_000): Promise<string> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > limit) throw new Error('too large');
  }
  return text;
}

/** The text as the repository formats the file (its Prettier settings); not JSON: throws. */
export async function formatAsRepository(file: string, text: string): Promise<string> {
  JSON.parse(text); // a file that is not JSON is never written, and its error names the place
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

/** The files generated from the model and option lists, and the script that writes them. */
const GENERATOR = { script: '../scripts/generate-data-types.ts', output: 'src/data.generated.ts' };

/**
 * After the model or the option lists changed: the package's types generated again from them,
 * when the folder belongs to a package that generates them (the partner's). Returns what was
 * rewritten, relative to the package.
 */
async function regenerate(root: string, path: string): Promise<string[]> {
  const script = join(root, GENERATOR.script);
  if (!['model.json', 'options.json'].includes(path) || !existsSync(script)) return [];
  // tsx from the playground's own dependencies: the package's folder may have none (tests).
  await promisify(execFile)(process.execPath, ['--import', import.meta.resolve('tsx'), script], {
    cwd: dirname(dirname(script)),
  });
  return [GENERATOR.output];
}

/** The route's handler (exported for tests): reads and writes files under `root` only. */
export function fileHandler(root: string) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const reply = (status: number, text = '', type = 'text/plain'): void => {
      response.writeHead(status, { 'content-type': `${type}; charset=utf-8` }).end(text);
    };
    if (!sameOrigin(request)) return reply(403, 'Only the playground page may read or save.');
    try {
      if (request.method === 'GET') {
        const path = new URL(request.url ?? '', 'http://x').searchParams.get('path');
        const file = await resolveDefinitionPath(root, path);
        if (!file) return reply(403, 'Not a file of the definitions folder.');
        return reply(200, await readFile(file, 'utf8'));
      }
      if (request.method === 'POST' || request.method === 'PUT') {
        const { path, text } = JSON.parse(await body(request)) as {
          path?: unknown;
          text?: unknown;
        };
        const file = await resolveDefinitionPath(root, path);
        if (!file) return reply(403, 'Not a file of the definitions folder.');
        if (typeof text !== 'string') return reply(400, 'No text to save.');
        const formatted = await formatAsRepository(file, text);
        if (request.method === 'POST') return reply(200, formatted);
        await writeFile(file, formatted);
        let generated: string[];
        try {
          generated = await regenerate(root, path as string);
        } catch (error) {
          const why = (error as { stderr?: string }).stderr || (error as Error).message;
          return reply(
            500,
            `Saved ${String(path)}, but its TypeScript types could not be generated again ` +
              `(npm run generate:types -w @admissions/partner-config): ${why}`,
          );
        }
        return reply(200, JSON.stringify({ text: formatted, generated }), 'application/json');
      }
      return reply(405);
    } catch (error) {
      return reply(400, (error as Error).message);
    }
  };
}

/** The repository's definitions folder, which examples.ts imports the files from. */
const REPOSITORY_DEFINITIONS = fileURLToPath(
  new URL('../../packages/partner-config/definitions/', import.meta.url),
);

/**
 * Where the playground reads the partner's files from: the repository's folder, or, when the
 * dev server saves elsewhere (`PLAYGROUND_DEFINITIONS_ROOT`), that folder — each import of a
 * repository file is read from its namesake there, so the files opened are the files saved to.
 */
export function definitionsPlugin(root = DEFINITIONS_ROOT): Plugin {
  const from = resolve(REPOSITORY_DEFINITIONS);
  const to = resolve(root);
  return {
    name: 'playground-definitions',
    enforce: 'pre',
    config: () =>
      // The dev server may read the folder even when it lies outside the workspace (tests).
      from === to ? {} : { server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), to] } } },
    resolveId(source, importer) {
      if (from === to || !importer) return undefined;
      const [path = '', query] = source.split('?');
      // Relative (an import), or absolute as the glob import and the dev server write it.
      const file = path.startsWith('/@fs/') ? path.slice('/@fs'.length) : path;
      if (!file.startsWith('.') && !isAbsolute(file)) return undefined;
      const absolute = resolve(dirname(importer.split('?')[0]!), file);
      if (!inside(from, absolute)) return undefined;
      return `${join(to, absolute.slice(from.length))}${query === undefined ? '' : `?${query}`}`;
    },
  };
}

/** The dev server's route for saving back (not part of the build). */
export function saveBackPlugin(root = DEFINITIONS_ROOT): Plugin {
  const folder = resolve(root);
  return {
    name: 'playground-save-back',
    apply: 'serve',
    configureServer(server) {
      const handle = fileHandler(root);
      server.middlewares.use(FILE_ROUTE, (request, response) => void handle(request, response));
    },
    // A file saved from the page is what the page already shows: no reload under the author's
    // hands (the next load reads the new file; Vite has marked its module stale).
    hotUpdate({ file }) {
      if (inside(folder, resolve(file))) return [];
    },
  };
}
