import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';

/** A question that removes something the applicant made, asked before it happens. */
export interface ConfirmDialogProps {
  readonly title: string;
  /** Names what will be removed. */
  readonly text: string;
  readonly cancelLabel: string;
  /** The button that removes it (styled as dangerous). */
  readonly confirmLabel: string;
  /**
   * Where focus goes as the dialog closes (it has no Radix trigger): on Cancel (`confirmed`
   * false) or after the confirming button. Undefined leaves focus to the caller, e.g. when the
   * element that opened the dialog goes away with what is removed.
   */
  readonly returnFocus: (confirmed: boolean) => HTMLElement | null | undefined;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/**
 * The open confirmation (Radix dialog: modal, focus trapped, Escape or the overlay cancels), in a
 * chunk of its own, shared by the file Delete button and the tab switch. Mounted only while
 * open; the `ConfirmDialog` wrapper loads it.
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
    <Dialog.Root
      open
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fe-root fe-dialog-overlay" />
        <Dialog.Content
          className="fe-root fe-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(confirmed.current)?.focus();
          }}
        >
          <Dialog.Title className="fe-dialog-title">{title}</Dialog.Title>
          <Dialog.Description className="fe-dialog-description">{text}</Dialog.Description>
          <div className="fe-dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="fe-button fe-button--secondary">
                {cancelLabel}
              </button>
            </Dialog.Close>
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
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
