import {
  createElement,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { whenIdle } from '../core/when-idle.ts';

/** A component whose code loads on first use, with {@link LazyComponent.preload} to load it early. */
export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  /** Loads the code now (e.g. when the browser is idle); resolves once it is ready. */
  preload(): Promise<void>;
  /** Whether the code has loaded: from then on the component renders synchronously. */
  readonly loaded: boolean;
}

/**
 * A component split into its own chunk: `load` imports it, `fallback` renders meanwhile, and
 * also when the chunk cannot load, so a network failure leaves a working page rather than an error
 * screen, until a later load succeeds (the next mount, or a `preload` call, e.g. from the
 * stand-in when it is used).
 *
 * Why not `React.lazy` with `Suspense`: a lazy component that failed once fails forever, and a
 * suspended one renders nothing at all; here the fallback is a working stand-in (the autocomplete's
 * plain text input) and, once the code is in, the real component renders synchronously, with no
 * Suspense round trip on later pages.
 *
 * @param load imports the module and returns the component
 * @param fallback rendered until the component is loaded, or when loading failed (`failed`)
 * @param options `whenIdle`: a mounted stand-in asks for the code once the browser is idle, not
 *   at once (for what nobody uses in the first moments, e.g. a header's menu: its request then
 *   comes after the page's own scripts have run, not among them)
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P, failed: boolean) => ReactNode,
  options: { readonly whenIdle?: boolean } = {},
): LazyComponent<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  /** The mounted instances waiting for the code, whoever's load brings it. */
  const waiting = new Set<() => void>();
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (loaded) => {
        component = loaded;
        for (const notify of waiting) notify();
        return loaded;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  function Lazy(props: P): ReactNode {
    const [failed, setFailed] = useReducer((_: boolean, next: boolean) => next, false);
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    const handoff = useRef<FocusHandoff | null>(null);
    useEffect(() => {
      if (component) return undefined;
      let live = true;
      // A later preload (idle time, a click on the stand-in) also brings a failed one back.
      const loaded = () => {
        handoff.current = focusedElement();
        setFailed(false);
        rerender();
      };
      waiting.add(loaded);
      const start = () => {
        if (live) preload().catch(() => live && setFailed(true));
      };
      if (options.whenIdle) whenIdle(start);
      else start();
      return () => {
        live = false;
        waiting.delete(loaded);
      };
    }, []);
    // The stand-in's control had the focus (the applicant was typing in it): the real control,
    // which has the same id, takes it over with the caret where it was.
    useLayoutEffect(() => {
      const focus = handoff.current;
      handoff.current = null;
      if (focus) restoreFocus(focus);
    });
    return component ? createElement(component, props) : fallback(props, failed);
  }
  Object.defineProperties(Lazy, {
    preload: { value: () => preload().then(() => undefined) },
    loaded: { get: () => component !== undefined },
  });
  return Lazy as LazyComponent<P>;
}

interface FocusHandoff {
  readonly id: string;
  readonly selection: readonly [number, number] | null;
}

function focusedElement(): FocusHandoff | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || !element.id) return null;
  const selection =
    element instanceof HTMLInputElement &&
    element.selectionStart !== null &&
    element.selectionEnd !== null
      ? ([element.selectionStart, element.selectionEnd] as const)
      : null;
  return { id: element.id, selection };
}

function restoreFocus({ id, selection }: FocusHandoff): void {
  // Only when the focus went nowhere (it was in the element just replaced), never stealing it.
  if (document.activeElement && document.activeElement !== document.body) return;
  const element = document.getElementById(id);
  if (!element) return;
  element.focus();
  if (selection && element instanceof HTMLInputElement) element.setSelectionRange(...selection);
}
