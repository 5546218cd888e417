/**
 * A compiled form as data: what `compileForm` returns, written out at build time and read back in
 * the browser, so the applicant's browser skips the compile (issue 17).
 *
 * The compiled form is a graph of plain objects, arrays and maps in which objects are shared (a
 * field sits in its page's tree and in `fields`), plus one kind of function: each node's
 * `isVisible`, compiled from its condition. devalue writes shared objects and maps once, and the
 * functions are written as the condition they were compiled from and compiled again on reading
 * (a closure per condition, about a millisecond for a partner variant). The message catalogue
 * holds functions too (plural forms) and is not written: pass the same catalogue to read it.
 */
import { parse, stringify } from 'devalue';
import { conditionSources, type ConditionNode } from '../conditions/condition-node.ts';
import { nodeToJsonLogic } from '../conditions/to-json-logic.ts';
import { resolveMessages, type FormMessagesOverride } from '../messages/index.ts';
import type { CompiledForm, Visibility } from './compiled-form.ts';
import { conditionOf, visibilityTest } from './visibility-of.ts';

/** The format tag of the data; a reader refuses data of another format. */
const FORMAT = 'form-engine/compiled-form@1';

/** devalue's name for a visibility test, written as its condition. */
const TEST = 'VisibilityTest';

/**
 * devalue's name for an object that carries a visibility: written without its JSONLogic and its
 * sources, which its condition gives back (a fifth of the data), computed when first read.
 */
const VISIBLE = 'Visible';

const hasVisibility = (value: unknown): value is Visibility =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Visibility>).isVisible === 'function' &&
  'visibilityLogic' in value;

/** The object without what its condition gives back. */
function withoutDerived(value: Visibility): object {
  const { visibilityLogic: _logic, visibilitySources: _sources, ...rest } = value;
  return rest;
}

/** Gives an object read back its JSONLogic and sources again, computed from its condition. */
function withDerived(value: Omit<Visibility, 'visibilityLogic' | 'visibilitySources'>): object {
  const condition = conditionOf(value.isVisible);
  if (!condition) throw new Error('a visibility was read without its condition');
  let logic: Visibility['visibilityLogic'] | undefined;
  let sources: readonly string[] | undefined;
  return Object.defineProperties(value, {
    visibilityLogic: { enumerable: true, get: () => (logic ??= nodeToJsonLogic(condition)) },
    visibilitySources: {
      enumerable: true,
      get: () => (sources ??= [...conditionSources(condition)]),
    },
  });
}

interface CompiledFormData {
  readonly format: string;
  readonly form: Omit<CompiledForm, 'messages'>;
}

/**
 * Writes a compiled form as a string (JSON) that {@link loadCompiledForm} reads back. Throws on a
 * function that is not a visibility test made by the compiler (nothing else can be written).
 */
export function serializeCompiledForm(form: CompiledForm): string {
  const { messages: _messages, ...rest } = form;
  const data: CompiledFormData = { format: FORMAT, form: rest };
  return stringify(data, {
    [VISIBLE]: (value: unknown) => hasVisibility(value) && withoutDerived(value),
    [TEST]: (value: unknown) => typeof value === 'function' && conditionOf(value as never),
  });
}

/** Options of {@link loadCompiledForm}. */
export interface LoadCompiledFormOptions {
  /** The catalogue the form was compiled with (`compileForm`'s `messages`); English by default. */
  readonly messages?: FormMessagesOverride;
}

/**
 * Reads a compiled form written by {@link serializeCompiledForm} (at build time, by
 * `form-engine build` or the Vite plugin): the same form `compileForm` returns, without compiling
 * the definition. Throws when the text is not such data.
 */
export function loadCompiledForm(
  text: string,
  options: LoadCompiledFormOptions = {},
): CompiledForm {
  const data = parse(text, {
    [VISIBLE]: withDerived,
    [TEST]: (condition: ConditionNode) => visibilityTest(condition),
  }) as Partial<CompiledFormData> | null;
  if (data?.format !== FORMAT || !data.form)
    throw new Error(`not a compiled form written by this engine (expected format ${FORMAT})`);
  return { ...data.form, messages: resolveMessages(options.messages) };
}
