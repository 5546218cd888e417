import { useRef } from 'react';
import { ModalDialog } from '../dialog/modal-dialog.tsx';

/** A question that removes something the applicant made, asked before it happens. */
export interface ConfirmDialogProps {
  readonly title: string;
  /** Names what will be removed. */
  readonly text: string;
  readonly cancelLabel: string;
  /** The button that removes it (styled as dangerous). */
  readonly confirmLabel: string;
  /**
   * Where focus goes as the dialog closes: on Cancel (`confirmed` false) or after the confirming
   * button. Undefined leaves focus to the caller, e.g. when the element that opened the dialog
   * goes away with what is removed.
   */
  readonly returnFocus: (confirmed: boolean) => HTMLElement | null | undefined;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/**
 * The open confirmation (the engine's modal dialog: focus trapped, Escape or a click outside
 * cancels, Cancel has the focus first), in a chunk of its own, shared by the file Delete button
 * and the tab switch. Mounted only while open; the `ConfirmDialog` wrapper loads it.
 */
export function ConfirmModal({
  title,
  text,
  cancelLabel,
  confirmLabel,
  returnFocus,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const confirmed = useRef(false);
  return (
    <ModalDialog
      title={title}
      text={text}
      onCancel={onCancel}
      returnFocus={() => returnFocus(confirmed.current)}
    >
      <button type="button" className="fe-button fe-button--secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type="button"
        className="fe-button fe-button--danger"
        onClick={() => {
          confirmed.current = true;
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
    </ModalDialog>
  );
}
