/**
 * The engine's own part of the run-time compiler, loaded with ajv (see `loadAjv`): the x-
 * keywords, and a compile that says what to do when the page's Content-Security-Policy forbids
 * the code generation ajv compiles with.
 */
import type Ajv from 'ajv';
import type { AnySchema, ValidateFunction } from 'ajv/dist/2020.js';
import { logOnce } from '../log-once.ts';

export { addExtensionKeywords } from './code-keywords.ts';

/** Where the docs say what runs under a strict Content-Security-Policy, and what needs a build. */
export const STRICT_CSP_DOCS = 'docs/embedding.md#a-strict-content-security-policy';

/** What ajv's compile throws, explained, when the page's policy refused `new Function`. */
export const EVAL_REFUSED =
  'The form engine cannot compile a JSON Schema in this page: its Content-Security-Policy ' +
  "forbids eval (script-src has no 'unsafe-eval'), which ajv needs — for lintDefinition and " +
  'createAjvValidator only: validation (createValidator, the Vite plugin’s validator) needs ' +
  `no eval. Check definitions at build time instead, or allow 'unsafe-eval'. See ${STRICT_CSP_DOCS}`;

/**
 * `ajv.compile(schema)`, or, when the page's policy refuses the compiled code (an `EvalError`), an
 * error saying so and what to do instead, logged once with `console.error` (`logOnce`: `<Form>`
 * does not log it again; ajv's own log of the refused source is left out: the ajv instances pass
 * `logger: false`).
 */
export function compileOrExplain(ajv: Ajv, schema: AnySchema): ValidateFunction {
  try {
    return ajv.compile(schema);
  } catch (error) {
    if (!(error instanceof EvalError)) throw error;
    const explained = new Error(EVAL_REFUSED, { cause: error });
    logOnce(explained);
    throw explained;
  }
}
