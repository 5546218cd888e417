import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

/** A modal question: its words, its actions, and what happens as it closes. */
export interface ModalDialogProps {
  readonly title: string;
  readonly text: string;
  /** Escape, or a click outside the dialog: the caller closes it (unmounts it). */
  readonly onCancel: () => void;
  /**
   * Where focus goes as the dialog closes. Undefined leaves it where the browser puts it (the
   * element that had it when the dialog opened).
   */
  readonly returnFocus: () => HTMLElement | null | undefined;
  /** The buttons, the safe one first: it has the focus when the dialog opens. */
  readonly children: ReactNode;
}

/**
 * The engine's modal dialog, open while mounted: the native `<dialog>` shown with `showModal()`,
 * so the browser traps focus, makes the page behind inert, cancels on Escape and draws the
 * `::backdrop`. Unlike a script-built overlay it adds no `<style>` element and no `style`
 * attribute, so a `style-src 'self'` policy holds.
 */
export function ModalDialog({ title, text, onCancel, returnFocus, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  // Mounted only while open: the first render's `returnFocus` is the one to use on close.
  useLayoutEffect(() => {
    const element = dialog.current!;
    element.showModal();
    element.querySelector('button')?.focus();
    return () => {
      element.close();
      // Once the commit that closes it is over: the caller's refs (the element to focus) are
      // attached again, and a dialog opened again at once (StrictMode's second mount) keeps it.
      queueMicrotask(() => {
        if (!element.open) returnFocus()?.focus();
      });
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="fe-root fe-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      // A click on the backdrop cancels too, where browsers support it.
      closedby="any"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 className="fe-dialog-title" id={`${id}-title`}>
        {title}
      </h2>
      <p className="fe-dialog-description" id={`${id}-text`}>
        {text}
      </p>
      <div className="fe-dialog-actions">{children}</div>
    </dialog>
  );
}
