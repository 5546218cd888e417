/**
 * What a visitor did to the prerendered page before its scripts ran (issue 30): the answers typed
 * or chosen stand only in the DOM, where hydration leaves them but the form's store has never seen
 * them. They are taken before hydration (judged against the markup, which nothing but the visitor
 * has changed yet) and followed through the visitor's own input events while React hydrates —
 * never read back from the DOM then, where React restoring a guest's stored answers would look
 * like typing. After hydration each goes to its widget through the widget's own change handler,
 * so it is stored exactly as if typed afterwards (a choice's label in `<key>_desc`, a number's
 * parsing); the focused field and its caret stay where they were.
 */
import { useEffect } from 'react';

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A control's state as the visitor left it: a text's value, a select's choice, a box's tick. */
interface VisitorState {
  readonly value: string;
  readonly checked: boolean;
}

const isControl = (element: unknown): element is FormControl =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

const isCheckable = (element: FormControl): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

const stateOf = (element: FormControl): VisitorState => ({
  value: element.value,
  checked: isCheckable(element) && element.checked,
});

/** Whether the visitor changed the control: its state differs from the markup's. */
function differsFromMarkup(element: FormControl): boolean {
  // A radio is changed by choosing another: the one chosen carries the change.
  if (isCheckable(element) && element.type === 'radio')
    return element.checked && !element.defaultChecked;
  if (isCheckable(element)) return element.checked !== element.defaultChecked;
  if (element instanceof HTMLSelectElement) {
    // The markup's choice: the option marked selected, or else the first.
    const options = [...element.options];
    const initial = options.find((option) => option.defaultSelected) ?? options[0];
    return element.value !== (initial?.value ?? '');
  }
  return element.value !== element.defaultValue;
}

/** The prototype's setter: sets the DOM's value without telling React's value tracker. */
function setUntracked(element: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
}

/**
 * Hands one control's state to its widget. React fires onChange only when the DOM differs from
 * what it last saw, so the control is first set back through the element (which React sees), then
 * to the visitor's state past React, and the event React listens for is dispatched.
 */
function replay(element: FormControl, { value, checked }: VisitorState): void {
  if (isCheckable(element)) {
    if (element.type === 'radio' && !checked) return; // The chosen radio of its group says it.
    element.checked = !checked;
    element.click(); // Ticks it back to the visitor's state; React hears the click.
  } else if (element instanceof HTMLSelectElement) {
    element.value = value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    element.value = element.defaultValue === value ? `${value} ` : element.defaultValue;
    setUntracked(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

interface Focus {
  readonly id: string;
  readonly start: number | null;
  readonly end: number | null;
}

function focusIn(root: HTMLElement): Focus | undefined {
  const active = document.activeElement;
  if (!isControl(active) || !active.id || !root.contains(active)) return undefined;
  if (active instanceof HTMLSelectElement) return { id: active.id, start: null, end: null };
  try {
    return { id: active.id, start: active.selectionStart, end: active.selectionEnd };
  } catch {
    return { id: active.id, start: null, end: null }; // A kind of input without a caret.
  }
}

/** What the visitor has done, by control id, and where the focus was. */
interface Watch {
  readonly root: HTMLElement;
  readonly changed: Map<string, VisitorState>;
  focus: Focus | undefined;
  /** What waits for the page to hydrate (a guest's stored answers). */
  readonly waiting: Set<() => void>;
  stop(): void;
}

let watch: Watch | undefined;

/**
 * Before hydrating a prerendered `root`: takes what the visitor has done to it so far, and goes on
 * recording each input and change the visitor makes until the form page has adopted them.
 */
export function holdTypedInput(root: HTMLElement): void {
  const changed = new Map<string, VisitorState>();
  for (const element of root.querySelectorAll<FormControl>('input[id], textarea[id], select[id]'))
    if (differsFromMarkup(element)) changed.set(element.id, stateOf(element));
  const record = (event: Event) => {
    if (!event.isTrusted || !isControl(event.target) || !event.target.id) return;
    // Last changed, last replayed: a radio chosen again after another of its group wins.
    changed.delete(event.target.id);
    changed.set(event.target.id, stateOf(event.target));
    if (watch) watch.focus = focusIn(root);
  };
  root.addEventListener('input', record, true);
  root.addEventListener('change', record, true);
  watch = {
    root,
    changed,
    focus: focusIn(root),
    waiting: new Set(),
    stop: () => {
      root.removeEventListener('input', record, true);
      root.removeEventListener('change', record, true);
    },
  };
}

/**
 * Runs `work` once the form page has hydrated — at once when nothing was prerendered. For a
 * guest's stored answers: put into the store while the page's fields are still the markup's,
 * React would hydrate a select with them but leave the DOM's choice as the markup had it.
 * Returns a function that cancels the wait.
 */
export function afterPageHydrates(work: () => void): () => void {
  const pending = watch;
  if (!pending) {
    work();
    return () => undefined;
  }
  pending.waiting.add(work);
  return () => pending.waiting.delete(work);
}

/**
 * In the form page: once it has hydrated, its fields take what the visitor did before. The page
 * hydrates apart from the layout around it (it sits in a Suspense boundary, which React hydrates
 * on its own), so this runs there, once the fields' change handlers are attached: first what
 * waited for it (a guest's stored answers), then the visitor's typing on top.
 */
export function useTypedInputAdoption(): void {
  // In a microtask, not in the effect: inside React's effects the updates the replayed events
  // make wait until the effects end, and React would first put back each control's old value
  // (moving the caret to the end of what was typed).
  useEffect(() => queueMicrotask(adoptHeldInput), []);
}

function adoptHeldInput(): void {
  if (!watch) return;
  const { root, changed, waiting, stop } = watch;
  const focus = focusIn(root) ?? watch.focus;
  watch = undefined;
  stop();
  for (const work of waiting) work();
  for (const [id, state] of changed) {
    const element = document.getElementById(id);
    if (isControl(element)) replay(element, state);
  }
  const element = focus && document.getElementById(focus.id);
  if (!focus || !isControl(element)) return;
  if (document.activeElement !== element) element.focus();
  if (focus.start !== null && focus.end !== null && !(element instanceof HTMLSelectElement))
    try {
      element.setSelectionRange(focus.start, focus.end);
    } catch {
      // No caret in this kind of input.
    }
}
