import { forwardRef, useRef, useState, type AriaAttributes } from 'react';
import { useMessages } from '../../bindings/form-context.tsx';
import { ConfirmDialog } from '../confirm/confirm-dialog.tsx';

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
    const trigger = useRef<HTMLButtonElement | null>(null);
    return (
      <>
        <button
          ref={(element) => {
            trigger.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) ref.current = element;
          }}
          id={id}
          type="button"
          className="fe-button fe-button--secondary fe-file-delete"
          disabled={deleting}
          aria-describedby={aria['aria-describedby']}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          {deleting ? messages.fileDeleting : messages.fileDelete}
          {fileName && (
            <>
              {' '}
              <span className="fe-visually-hidden">{fileName}</span>
            </>
          )}
        </button>
        {open && (
          <ConfirmDialog
            title={messages.fileDeleteTitle}
            text={messages.fileDeleteText(fileName ? { name: fileName } : {})}
            cancelLabel={messages.fileDeleteCancel}
            confirmLabel={messages.fileDeleteConfirm}
            returnFocus={(confirmed) => (confirmed ? undefined : trigger.current)}
            onCancel={() => setOpen(false)}
            onConfirm={() => {
              setOpen(false);
              onConfirm();
            }}
          />
        )}
      </>
    );
  },
);
