/**
 * A question asked before something that cannot be undone (switching away from edits, writing a
 * file): the native modal `<dialog>`, so focus moves into it, stays there and returns, and Escape
 * answers Cancel.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ConfirmChoice<T extends string> {
  readonly value: T;
  readonly label: string;
}

export interface ConfirmDialogProps<T extends string> {
  readonly title: string;
  readonly children: ReactNode;
  /** The answers besides Cancel, the first one focused. */
  readonly choices: readonly ConfirmChoice<T>[];
  /** The author's answer; undefined: Cancel (the button or Escape). */
  readonly onAnswer: (value: T | undefined) => void;
}

/** Shown while rendered: render it only while the question is open. */
export function ConfirmDialog<T extends string>({
  title,
  children,
  choices,
  onAnswer,
}: ConfirmDialogProps<T>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const current = dialog.current;
    if (current && !current.open) current.showModal();
    return () => current?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="pg-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(undefined);
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
      <div className="pg-actions">
        {choices.map((c, i) => (
          <button key={c.value} type="button" autoFocus={i === 0} onClick={() => onAnswer(c.value)}>
            {c.label}
          </button>
        ))}
        <button type="button" onClick={() => onAnswer(undefined)}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
