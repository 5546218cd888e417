import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type RefObject } from 'react';
import { useMessages } from '../../react/form-context.tsx';

export interface DeleteFileConfirmProps {
  /** The attached file's name, when known. */
  readonly fileName: string | undefined;
  /** The Delete button that opened the dialog: focus returns there on Cancel. */
  readonly trigger: RefObject<HTMLButtonElement | null>;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/**
 * The open confirmation (Radix dialog: modal, focus trapped, Escape cancels), in its own chunk.
 * Mounted only while open; the trigger lives in `DeleteFileDialog`.
 */
export function DeleteFileConfirm({
  fileName,
  trigger,
  onCancel,
  onConfirm,
}: DeleteFileConfirmProps) {
  const messages = useMessages();
  const name = fileName ? { name: fileName } : {};
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
            // Without a Radix trigger, focus goes back by hand; after Delete the caller decides.
            event.preventDefault();
            if (!confirmed.current) trigger.current?.focus();
          }}
        >
          <Dialog.Title className="fe-dialog-title">{messages.fileDeleteTitle}</Dialog.Title>
          <Dialog.Description className="fe-dialog-description">
            {messages.fileDeleteText(name)}
          </Dialog.Description>
          <div className="fe-dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="fe-button fe-button--secondary">
                {messages.fileDeleteCancel}
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
              {messages.fileDeleteConfirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
