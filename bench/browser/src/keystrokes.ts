/**
 * Recording keystrokes: each keydown opens a record that the commits up to the next keydown
 * fill. The listeners capture on the window, so they run before React's, and the keydown's
 * `timeStamp` (when the browser received the key) is the start of what the applicant waits for.
 */
import { renderedIn, setCommitListener, type Rendered } from './commit-walk.ts';
import type { Keystroke } from './types.ts';

interface OpenKeystroke {
  readonly key: string;
  readonly timeStamp: number;
  readonly handledAt: number;
  inputAt?: number;
  readonly commits: number[];
  readonly rendered: Rendered;
}

/** The records while recording, undefined otherwise (the listeners then do nothing). */
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

export function startKeystrokes(): void {
  keystrokes = [];
  setCommitListener((root, at) => {
    const open = keystrokes?.at(-1);
    if (!open) return;
    open.commits.push(at);
    const rendered = renderedIn(root, true);
    open.rendered.components += rendered.components;
    open.rendered.fieldComponents += rendered.fieldComponents;
    open.rendered.names.push(...rendered.names);
  });
}

export function stopKeystrokes(): Keystroke[] {
  const recorded = keystrokes ?? [];
  keystrokes = undefined;
  setCommitListener(undefined);
  return recorded.map((k) => {
    const commit = k.commits[0];
    return {
      key: k.key,
      timeStamp: k.timeStamp,
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
