/**
 * The server's build (`npm run build -w @admissions/server`, part of `turbo run build`): tsup
 * (esbuild) bundles the server, the conversion child and the CLIs into `dist/` as ES modules for
 * Node 20, with the workspace packages (`@admissions/*`) compiled in and every npm package left
 * external (PGlite's wasm, pg, playwright-core and the rest load from `node_modules` as usual;
 * `scripts/deploy-server.mjs` lists them, from `dist/metafile-esm.json`, in a deployment's
 * package.json).
 *
 * Files read at run time are named in the sources as `new URL('<relative path>', import.meta.url)`.
 * Bundled, `import.meta.url` is the output file's address, so the `importMetaUrlAssets` plugin
 * rewrites each such literal: a file or folder in {@link SHIPPED} is copied into `dist/` and the
 * literal points there (the build then runs from any folder); any other (the checkout's root, for
 * the defaults of PORTAL_DIR and the other served folders, and `apps/server/.data`) is made
 * relative to `dist/`, so it names the same place in the checkout as from source. A literal that
 * is neither shipped nor listed in {@link IN_CHECKOUT} stops the build: a new run-time file must be
 * placed knowingly.
 */
import { chmod, cp, mkdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Options } from 'tsup';

/** esbuild's plugin type, as tsup passes it on (esbuild is tsup's dependency, not the server's). */
type Plugin = NonNullable<Options['esbuildPlugins']>[number];

const SERVER = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(SERVER, '../..');
const OUT = join(SERVER, 'dist');

/** Run-time files copied into `dist/` (checkout path → path under `dist/`; folders end in `/`). */
const SHIPPED: Readonly<Record<string, string>> = {
  'apps/server/migrations/': 'migrations/',
  'apps/server/data/': 'data/',
  'apps/server/src/chromium/low-priority.sh': 'low-priority.sh',
  'packages/form-engine/src/styles/default.css': 'default.css',
  // The variants' validators generated ahead of time, plain JavaScript the server would import
  // through `@admissions/partner-config/built` (copied only while something bundled names it).
  'packages/partner-config/generated/': 'generated/',
};

/** Places referenced from the sources that stay in the checkout (see the comment above). */
const IN_CHECKOUT: readonly string[] = [
  '', // the checkout's root: the defaults of PORTAL_DIR, STORYBOOK_DIR, PLAYGROUND_DIR, SCHEMA_DIR
  'apps/server/.data', // the default DATA_DIR (a deployment's: `.data` beside `dist/`)
  'packages/partner-config/src/messages.ts', // for the Vite plugin only, never read by the server
];

/** Only the generated validators of `generated/` are read by the server (not its JSON copies). */
const copyFilter = (source: string): boolean =>
  !source.includes(`${sep}generated${sep}`) || !source.endsWith('.json');

const LITERAL = /new URL\(\s*(['"`])(\.{1,2}\/[^'"`$]*)\1\s*,\s*import\.meta\.url\s*\)/g;
const posix = (path: string) => path.split(sep).join('/');

function importMetaUrlAssets(): Plugin {
  return {
    name: 'import-meta-url-assets',
    setup(build) {
      const copies = new Map<string, string>();
      // The checkout's sources and the workspace packages' built files (npm packages are external).
      build.onLoad({ filter: /\.(ts|tsx|js|mjs)$/ }, async (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const contents = source.replace(LITERAL, (whole, quote: string, literal: string) => {
          const target = resolve(dirname(args.path), literal);
          const fromRoot = posix(relative(ROOT, target)) + (literal.endsWith('/') ? '/' : '');
          const shipped = Object.keys(SHIPPED).find(
            (from) => fromRoot === from || (from.endsWith('/') && fromRoot.startsWith(from)),
          );
          let rewritten: string;
          if (shipped !== undefined) {
            copies.set(shipped, SHIPPED[shipped]!);
            rewritten = `./${SHIPPED[shipped]}${fromRoot.slice(shipped.length)}`;
          } else if (IN_CHECKOUT.includes(fromRoot.replace(/\/$/, ''))) {
            rewritten = posix(relative(OUT, target)) + (literal.endsWith('/') ? '/' : '');
            if (!rewritten.startsWith('.')) rewritten = `./${rewritten}`;
          } else {
            throw new Error(
              `${relative(ROOT, args.path)}: ${whole} names ${fromRoot}, a file the built server ` +
                'would read: add it to SHIPPED or IN_CHECKOUT in apps/server/tsup.config.ts',
            );
          }
          return `new URL(${quote}${rewritten}${quote}, import.meta.url)`;
        });
        const extension = args.path.slice(args.path.lastIndexOf('.') + 1);
        return {
          contents,
          loader: extension === 'mjs' ? 'js' : (extension as 'ts' | 'tsx' | 'js'),
        };
      });
      build.onEnd(async (result) => {
        if (result.errors.length) return;
        for (const [from, to] of copies) {
          const destination = join(OUT, to);
          await mkdir(dirname(destination), { recursive: true });
          await cp(join(ROOT, from), destination, { recursive: true, filter: copyFilter });
          if ((await stat(destination)).isFile() && from.endsWith('.sh'))
            await chmod(destination, 0o755);
        }
      });
    },
  };
}

export default defineConfig({
  entry: {
    server: 'src/server.ts',
    // Its own entry: `conversion/sandbox.ts` forks `dist/sandbox-child.js` when built.
    'sandbox-child': 'src/conversion/sandbox-child.ts',
    // Flat beside the rest (`dist/cli-export.js`…): code inlined into an entry resolves its
    // `import.meta.url` literals from the entry's folder, which must be `dist/` for all.
    'cli-export': 'src/cli/export.ts',
    'cli-import-schools': 'src/cli/import-schools.ts',
    'cli-service-token': 'src/cli/service-token.ts',
    'cli-tmp-token': 'src/cli/tmp-token.ts',
  },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  // Shared modules in chunks beside the entries (so `import.meta.url` is always `dist/`'s).
  splitting: true,
  clean: true,
  sourcemap: true,
  metafile: true,
  skipNodeModulesBundle: true,
  // JSON from npm packages inlined (i18n-iso-countries' names): Node would want an import
  // attribute (`with { type: 'json' }`) that the bundle's import no longer carries.
  noExternal: [/^@admissions\//, /\.json$/],
  esbuildPlugins: [importMetaUrlAssets()],
  // A CommonJS module compiled in calls `require` for Node's own modules: an ES module has none.
  banner: {
    js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);",
  },
  outExtension: () => ({ js: '.js' }),
});
