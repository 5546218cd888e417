/**
 * Counting what a commit rendered. Commits are observed through React DevTools' global hook
 * (installed in index.html): react-dom calls it after every commit, production build included,
 * whereas `<Profiler>` only reports in the profiling build.
 *
 * A fiber rendered in this commit if it is new or has React's PerformedWork flag; a subtree
 * whose child list is the previous tree's was not visited at all.
 */
import { defaultWidgets } from '@admissions/form-engine/react';

/** The parts of a React fiber the commit walk reads (React internals, stable since 16). */
interface Fiber {
  readonly tag: number;
  readonly type: unknown;
  readonly flags: number;
  readonly child: Fiber | null;
  readonly sibling: Fiber | null;
  readonly alternate: Fiber | null;
}

export interface FiberRoot {
  readonly current: Fiber;
  readonly containerInfo: unknown;
}

declare global {
  interface Window {
    /** Called by the DevTools hook in index.html after every commit. */
    __benchCommit?: (root: FiberRoot) => void;
  }
}

const PERFORMED_WORK = 1;
/** FunctionComponent, ClassComponent, ForwardRef, SimpleMemoComponent. */
const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
// A field component is one of the engine's widgets: each field renders exactly one.
const widgetTypes = new Set<unknown>(Object.values(defaultWidgets));

export interface Rendered {
  components: number;
  fieldComponents: number;
  names: string[];
}

function nameOf(type: unknown): string {
  const named = type as { displayName?: string; name?: string; render?: { name?: string } };
  return named.displayName || named.name || named.render?.name || 'Anonymous';
}

/** The components `root`'s latest commit rendered; their names only when asked (it costs). */
export function renderedIn(root: FiberRoot, withNames: boolean): Rendered {
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

/** Told of every commit with the time it was reported (as soon as the hook is called). */
export type CommitListener = (root: FiberRoot, at: number) => void;

let commitListener: CommitListener | undefined;

/** One listener at a time: a mount's, or the keystroke recording's; none in between. */
export function setCommitListener(listener: CommitListener | undefined): void {
  commitListener = listener;
}

window.__benchCommit = (root) => commitListener?.(root, performance.now());
