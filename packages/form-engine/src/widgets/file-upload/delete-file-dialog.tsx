import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, useRef, useState, type AriaAttributes } from 'react';
import { useMessages } from '../../react/form-context.tsx';

export interface DeleteFileDialogProps {
  /** The trigger's id: the answer key, so `/{page}#{key}` lands on it. */
  readonly id: string;
  readonly 'aria-describedby'?: AriaAttributes['aria-describedby'];
  /** The attached file's name, when known. */
  readonly fileName: string | undefined;
  /** A delete is running: the trigger is disabled and says so. */
  readonly deleting: boolean;
  /** Called when the applicant confirms with Delete. */
  readonly onConfirm: () => void;
}

/**
 * The Delete button of an attached file and its confirmation dialog (Cancel or Delete). Cancel
 * returns focus to the button; Delete closes the dialog and leaves focus to the caller, since the
 * button goes away once the file is deleted.
 */
export const DeleteFileDialog = forwardRef<HTMLButtonElement, DeleteFileDialogProps>(
  function DeleteFileDialog({ id, fileName, deleting, onConfirm, ...aria }, ref) {
    const [open, setOpen] = useState(false);
    const messages = useMessages();
    const name = fileName ? { name: fileName } : {};
    const confirmed = useRef(false);
    return (
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) confirmed.current = false;
        }}
      >
        <Dialog.Trigger asChild>
          <button
            ref={ref}
            id={id}
            type="button"
            className="fe-button fe-button--secondary fe-file-delete"
            disabled={deleting}
            aria-describedby={aria['aria-describedby']}
          >
            {deleting ? messages.fileDeleting : messages.fileDelete}
            {fileName && (
              <>
                {' '}
                <span className="fe-visually-hidden">{fileName}</span>
              </>
            )}
          </button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fe-root fe-dialog-overlay" />
          <Dialog.Content
            className="fe-root fe-dialog"
            onCloseAutoFocus={(event) => {
              if (confirmed.current) event.preventDefault();
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
                  setOpen(false);
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
  },
);
