/**
 * The page of the browser render benchmark (driven by ../run.ts through `window.__bench`).
 *
 * It mounts, in fresh React roots, the largest page of each benchmark form (with the engine) or
 * a baseline without the engine: a plain React list of controlled `<input>`s and, optionally,
 * `<select>`s with given numbers of options. A mount is
 * timed from `createRoot().render` to its commit (the root's layout effect), split into
 * scheduling, render phase and commit phase, plus the passive effects and the browser's style
 * and layout. Keystrokes are timed from the `keydown` event's timestamp to the next commit, and
 * every commit is walked to count the components it rendered.
 *
 * Commits are observed through React DevTools' global hook (installed in index.html): react-dom
 * calls it after every commit, production build included, whereas `<Profiler>` only reports in
 * the profiling build.
 */
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  compileFormOrThrow,
  createFormStore,
  type CompiledField,
  type CompiledForm,
  type CompiledPage,
  type FormSeed,
} from '@admissions/form-engine';
import { FormPage, FormProvider, defaultWidgets } from '@admissions/form-engine/react';
import '@admissions/form-engine/styles.css';
import { compiledVariant } from '@admissions/partner-config';
import {
  fullAnswers,
  fullLayout,
  largeDefinition,
} from '../../../packages/form-engine/bench/large-definition.ts';

/** The parts of a React fiber the commit walk reads (React internals, stable since 16). */
interface Fiber {
  readonly tag: number;
  readonly type: unknown;
  readonly flags: number;
  readonly child: Fiber | null;
  readonly sibling: Fiber | null;
  readonly alternate: Fiber | null;
}

interface FiberRoot {
  readonly current: Fiber;
  readonly containerInfo: unknown;
}

declare global {
  interface Window {
    __benchCommit?: (root: FiberRoot) => void;
    __bench: BenchApi;
  }
}

export type Seed = 'full' | 'empty';

/**
 * What to mount: a page of a benchmark form, or a baseline list of `inputs` text inputs and, if
 * given, one select per entry of `selects` with that many options.
 */
export type MountSpec =
  | { readonly kind: 'engine'; readonly caseId: string; readonly seed: Seed }
  | { readonly kind: 'baseline'; readonly inputs: number; readonly selects?: readonly number[] };

export interface MountResult {
  /** createRoot().render → the root's layout effect: the measure of an initial render. */
  readonly commitMs: number;
  /** render() → the first component rendering (React schedules the render in a task). */
  readonly scheduleMs: number;
  /** Rendering every component and creating the DOM (the render phase). */
  readonly renderMs: number;
  /** Inserting the DOM and running the layout effects (the commit phase). */
  readonly commitPhaseMs: number;
  /** The passive effects after the commit (store subscriptions), before the page responds. */
  readonly effectsMs: number;
  /** The browser's style and layout of the new DOM, forced right after the commit. */
  readonly layoutMs: number;
  /** createFormStore with the seed (0 for the baseline): before render, not in commitMs. */
  readonly storeMs: number;
  readonly components: number;
  readonly fieldComponents: number;
  /** Inputs, selects and text areas. */
  readonly controls: number;
  /** Inputs and text areas. */
  readonly inputs: number;
  /** The number of options of each select. */
  readonly selectOptions: readonly number[];
  readonly domNodes: number;
}

export interface Keystroke {
  readonly key: string;
  /** keydown's `timeStamp` → the first commit after it: what the applicant waits for. */
  readonly toCommitMs: number | undefined;
  /** keydown's `timeStamp` → its first listener: the browser's input queue. */
  readonly queueMs: number;
  /** keydown listener → input listener: keypress, beforeinput and the DOM edit. */
  readonly toInputMs: number | undefined;
  /** input listener → commit: React's event dispatch, the store, render and commit. */
  readonly inputToCommitMs: number | undefined;
  readonly commits: number;
  readonly components: number;
  readonly fieldComponents: number;
  readonly rendered: readonly string[];
}

export interface CaseInfo {
  readonly id: string;
  readonly label: string;
  readonly pageId: string;
  readonly pageTitle: string;
  readonly formFields: number;
  readonly pageFields: number;
  readonly typingKey: string;
  readonly compileMs: number;
}

export interface BenchApi {
  readonly ready: true;
  /** Whether the page is cross-origin isolated: performance.now() then has 5 µs resolution. */
  readonly isolated: boolean;
  readonly cases: readonly CaseInfo[];
  mount(spec: MountSpec, keep?: boolean): Promise<MountResult>;
  unmount(): Promise<void>;
  /** Focuses the control to type in (the case's field, or the middle baseline input). */
  focus(spec: MountSpec): string;
  startKeystrokes(): void;
  stopKeystrokes(): Keystroke[];
}

interface BenchCase extends CaseInfo {
  readonly form: CompiledForm;
  readonly page: CompiledPage;
  readonly seeds: Readonly<Record<Seed, FormSeed>>;
}

// ---------------------------------------------------------------------------------------------
// The cases: the largest page of each form, with every block at its maximum and every field
// answered ("full") or as a new applicant sees it ("empty").

const fieldsOf = (form: CompiledForm, pageId: string): CompiledField[] =>
  [...form.fields.values()].filter((field) => field.pageId === pageId);

function largestPage(form: CompiledForm): CompiledPage {
  return form.pages.reduce((best, page) =>
    fieldsOf(form, page.id).length > fieldsOf(form, best.id).length ? page : best,
  );
}

/**
 * A one-line text field whose typing should re-render nothing but itself: no condition of its
 * own, nothing reading it, no dropdown it controls, not in a block, and room for ten letters.
 */
function typingField(form: CompiledForm, page: CompiledPage): CompiledField {
  const candidates = fieldsOf(form, page.id).filter(
    (field) =>
      field.definition.widget === 'text' &&
      field.type === 'string' &&
      field.visibilitySources.length === 0 &&
      !form.dependents.has(field.key) &&
      !form.controlled.has(field.key) &&
      !field.block &&
      (field.maxLength ?? Infinity) >= 20,
  );
  const field = candidates.find((f) => f.rules.length === 0) ?? candidates[0];
  if (!field) throw new Error(`no unconditioned text field on page ${page.id}`);
  return field;
}

function benchCase(id: string, label: string, compile: () => CompiledForm): BenchCase {
  const start = performance.now();
  const form = compile();
  const compileMs = performance.now() - start;
  const page = largestPage(form);
  const layout = fullLayout(form);
  return {
    id,
    label,
    form,
    page,
    pageId: page.id,
    pageTitle: page.title,
    formFields: form.fields.size,
    pageFields: fieldsOf(form, page.id).length,
    typingKey: typingField(form, page).key,
    compileMs,
    seeds: { full: { answers: fullAnswers(form, layout), ...layout }, empty: {} },
  };
}

const cases: BenchCase[] = [
  benchCase('partner', 'partner undergraduate', () => compiledVariant('undergraduate')),
  benchCase('large', '633-field bench definition', () => {
    const { definition, model } = largeDefinition();
    return compileFormOrThrow(definition, model);
  }),
];

const caseById = (id: string): BenchCase => {
  const found = cases.find((c) => c.id === id);
  if (!found) throw new Error(`unknown case ${id}`);
  return found;
};

// ---------------------------------------------------------------------------------------------
// Counting what a commit rendered. A fiber rendered in this commit if it is new or has React's
// PerformedWork flag; a subtree whose child list is the previous tree's was not visited at all.

const PERFORMED_WORK = 1;
/** FunctionComponent, ClassComponent, ForwardRef, SimpleMemoComponent. */
const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
const widgetTypes = new Set<unknown>(Object.values(defaultWidgets));

interface Rendered {
  components: number;
  fieldComponents: number;
  names: string[];
}

function nameOf(type: unknown): string {
  const named = type as { displayName?: string; name?: string; render?: { name?: string } };
  return named.displayName || named.name || named.render?.name || 'Anonymous';
}

function renderedIn(root: FiberRoot, withNames: boolean): Rendered {
  const rendered: Rendered = { components: 0, fieldComponents: 0, names: [] };
  const visit = (fiber: Fiber) => {
    const previous = fiber.alternate;
    if (
      COMPONENT_TAGS.has(fiber.tag) &&
      (previous === null || (fiber.flags & PERFORMED_WORK) !== 0)
    ) {
      rendered.components++;
      if (widgetTypes.has(fiber.type)) rendered.fieldComponents++;
      if (withNames) rendered.names.push(nameOf(fiber.type));
    }
    if (previous !== null && fiber.child === previous.child) return;
    for (let child = fiber.child; child; child = child.sibling) visit(child);
  };
  visit(root.current);
  return rendered;
}

type CommitListener = (root: FiberRoot, at: number) => void;
let commitListener: CommitListener | undefined;
window.__benchCommit = (root) => commitListener?.(root, performance.now());

// ---------------------------------------------------------------------------------------------
// Mounting.

interface Marks {
  renderStart?: number;
  renderEnd?: number;
  commit?: number;
  effectsStart?: number;
  effectsEnd?: number;
  onCommit?: () => void;
  onEffects?: () => void;
}

/**
 * Wraps what is measured: its own render starts the render phase, `<RenderEnd>` (rendered after
 * the whole page) ends it, its layout effect (after every child's) is the commit, and
 * `<EffectsStart>`'s passive effect (the first to run) and its own (the last) bound the effects.
 */
function Harness({ marks, children }: { readonly marks: Marks; readonly children: ReactNode }) {
  marks.renderStart ??= performance.now();
  useLayoutEffect(() => {
    marks.commit ??= performance.now();
    marks.onCommit?.();
  }, [marks]);
  useEffect(() => {
    marks.effectsEnd ??= performance.now();
    marks.onEffects?.();
  }, [marks]);
  return (
    <>
      <EffectsStart marks={marks} />
      {children}
      <RenderEnd marks={marks} />
    </>
  );
}

function EffectsStart({ marks }: { readonly marks: Marks }) {
  useEffect(() => {
    marks.effectsStart ??= performance.now();
  }, [marks]);
  return null;
}

function RenderEnd({ marks }: { readonly marks: Marks }) {
  marks.renderEnd ??= performance.now();
  return null;
}

const PLAIN_VALUE = 'Sample answer';

/** One baseline control: a label and a controlled input, re-rendered alone when typed in. */
function PlainInput({ index }: { readonly index: number }) {
  const [value, setValue] = useState(PLAIN_VALUE);
  const id = `plain-${index}`;
  return (
    <div className="fe-field fe-field--text">
      <label className="fe-label" htmlFor={id}>
        {`Question ${index + 1}`}
      </label>
      <input
        className="fe-input"
        id={id}
        type="text"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </div>
  );
}

/** One baseline select of `options` options, like a dropdown widget without the engine. */
function PlainSelect({ index, options }: { readonly index: number; readonly options: number }) {
  const [value, setValue] = useState('1');
  const id = `plain-select-${index}`;
  return (
    <div className="fe-field fe-field--dropdown">
      <label className="fe-label" htmlFor={id}>
        {`Choice ${index + 1}`}
      </label>
      <select
        className="fe-select"
        id={id}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      >
        {Array.from({ length: options }, (_, i) => (
          <option key={i} value={String(i)}>
            {`Option ${i + 1}`}
          </option>
        ))}
      </select>
    </div>
  );
}

function PlainList({ inputs, selects = [] }: Extract<MountSpec, { kind: 'baseline' }>) {
  return (
    <div className="fe-page">
      {Array.from({ length: inputs }, (_, i) => (
        <PlainInput key={i} index={i} />
      ))}
      {selects.map((options, i) => (
        <PlainSelect key={i} index={i} options={options} />
      ))}
    </div>
  );
}

const host = document.getElementById('host')!;
let mounted: { unmount: () => void } | undefined;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function unmount(): Promise<void> {
  mounted?.unmount();
  mounted = undefined;
  // Let the browser lay out and paint the emptied page before the next measurement.
  await nextFrame();
  await nextTask();
}

async function mount(spec: MountSpec, keep = false): Promise<MountResult> {
  await unmount();
  const container = document.createElement('div');
  host.append(container);

  let content: ReactNode;
  let storeMs = 0;
  if (spec.kind === 'engine') {
    const { form, page, seeds } = caseById(spec.caseId);
    const start = performance.now();
    const store = createFormStore(form, seeds[spec.seed]);
    storeMs = performance.now() - start;
    content = (
      <FormProvider store={store} mode="applicant">
        <FormPage page={page} />
      </FormProvider>
    );
  } else {
    content = <PlainList {...spec} />;
  }

  const marks: Marks = {};
  const committed = new Promise<void>((resolve) => (marks.onCommit = resolve));
  const effected = new Promise<void>((resolve) => (marks.onEffects = resolve));
  let rendered: Rendered | undefined;
  commitListener = (root) => {
    if (root.containerInfo === container && !rendered) rendered = renderedIn(root, false);
  };

  const t0 = performance.now();
  const root = createRoot(container);
  root.render(<Harness marks={marks}>{content}</Harness>);
  await committed;
  const layoutStart = performance.now();
  void container.getBoundingClientRect().height; // forces style and layout
  const layoutMs = performance.now() - layoutStart;
  await effected;
  commitListener = undefined;

  mounted = {
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
  const result: MountResult = {
    commitMs: marks.commit! - t0,
    scheduleMs: marks.renderStart! - t0,
    renderMs: marks.renderEnd! - marks.renderStart!,
    commitPhaseMs: marks.commit! - marks.renderEnd!,
    effectsMs: marks.effectsEnd! - marks.effectsStart!,
    layoutMs,
    storeMs,
    components: rendered?.components ?? 0,
    fieldComponents: rendered?.fieldComponents ?? 0,
    controls: container.querySelectorAll('input, select, textarea').length,
    inputs: container.querySelectorAll('input, textarea').length,
    selectOptions: [...container.querySelectorAll('select')].map((select) => select.length),
    domNodes: container.querySelectorAll('*').length,
  };
  if (!keep) await unmount();
  return result;
}

function focus(spec: MountSpec): string {
  const id = spec.kind === 'engine' ? caseById(spec.caseId).typingKey : `plain-${spec.inputs >> 1}`;
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no input #${id}`);
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
  return id;
}

// ---------------------------------------------------------------------------------------------
// Keystrokes: each keydown opens a record that the commits up to the next keydown fill.

interface OpenKeystroke {
  readonly key: string;
  readonly timeStamp: number;
  readonly handledAt: number;
  inputAt?: number;
  readonly commits: number[];
  readonly rendered: Rendered;
}

let keystrokes: OpenKeystroke[] | undefined;

window.addEventListener(
  'keydown',
  (event) => {
    keystrokes?.push({
      key: event.key,
      timeStamp: event.timeStamp,
      handledAt: performance.now(),
      commits: [],
      rendered: { components: 0, fieldComponents: 0, names: [] },
    });
  },
  true,
);
window.addEventListener(
  'input',
  () => {
    const open = keystrokes?.at(-1);
    if (open) open.inputAt ??= performance.now();
  },
  true,
);

function startKeystrokes(): void {
  keystrokes = [];
  commitListener = (root, at) => {
    const open = keystrokes?.at(-1);
    if (!open) return;
    open.commits.push(at);
    const rendered = renderedIn(root, true);
    open.rendered.components += rendered.components;
    open.rendered.fieldComponents += rendered.fieldComponents;
    open.rendered.names.push(...rendered.names);
  };
}

function stopKeystrokes(): Keystroke[] {
  const recorded = keystrokes ?? [];
  keystrokes = undefined;
  commitListener = undefined;
  return recorded.map((k) => {
    const commit = k.commits[0];
    return {
      key: k.key,
      toCommitMs: commit === undefined ? undefined : commit - k.timeStamp,
      queueMs: k.handledAt - k.timeStamp,
      toInputMs: k.inputAt === undefined ? undefined : k.inputAt - k.handledAt,
      inputToCommitMs:
        commit === undefined || k.inputAt === undefined ? undefined : commit - k.inputAt,
      commits: k.commits.length,
      components: k.rendered.components,
      fieldComponents: k.rendered.fieldComponents,
      rendered: k.rendered.names,
    };
  });
}

window.__bench = {
  ready: true,
  isolated: window.crossOriginIsolated,
  cases: cases.map(
    ({ id, label, pageId, pageTitle, formFields, pageFields, typingKey, compileMs }) => ({
      id,
      label,
      pageId,
      pageTitle,
      formFields,
      pageFields,
      typingKey,
      compileMs,
    }),
  ),
  mount,
  unmount,
  focus,
  startKeystrokes,
  stopKeystrokes,
};
