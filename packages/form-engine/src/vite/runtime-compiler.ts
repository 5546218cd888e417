/**
 * Leaving the engine's run-time compiler out of an app's build. The engine loads ajv (and its
 * own part of the compiler) with dynamic imports, so a bundler writes them as chunks even when
 * nothing calls them: 35 KB gzip of unused files in an app whose forms the plugin builds ahead of
 * time. The plugin resolves those imports, when the engine makes them, to one module that throws
 * an error saying why and what to do; the app's own imports of ajv are left alone.
 */
import { STRICT_CSP_DOCS } from '../core/validation/runtime-compile.ts';

/** The module the run-time compiler's imports resolve to when it is left out. */
export const NO_RUNTIME_COMPILER = '\0form-engine:no-runtime-compiler';

/** What the engine imports only to compile at run time: ajv, its formats, its own part. */
const RUNTIME_COMPILER =
  /^(?:ajv\/dist\/2020\.js|ajv-formats|\.\/runtime-compile(?:-\w+\.js|\.ts))$/;

/** The engine's own files: its package's `dist` (or its sources, in its own tests). */
const ENGINE_FILE = /[\\/]form-engine[\\/](?:dist|src[\\/]core[\\/]validation)[\\/]/;

/** Whether `importer` is the engine importing its run-time compiler. */
export function importsRuntimeCompiler(id: string, importer: string | undefined): boolean {
  return importer !== undefined && ENGINE_FILE.test(importer) && RUNTIME_COMPILER.test(id);
}

/** What `lintDefinition` throws in a build without the compiler. */
export const COMPILER_LEFT_OUT =
  "The form engine's definition checker (ajv) is not in this build: the engine's Vite plugin " +
  'leaves it out, since forms validate without it. lintDefinition needs it, to check ' +
  "definitions in the browser (under a policy that allows 'unsafe-eval'): to keep it, set " +
  '`runtimeCompiler: true` in formEngine({ … }). ' +
  `See ${STRICT_CSP_DOCS}`;

/** The module in its place: it fails to load with that error, logged once. */
export const noRuntimeCompilerModule = (): string =>
  `const error = new Error(${JSON.stringify(COMPILER_LEFT_OUT)});\nconsole.error(error);\nthrow error;\n`;
