import { forwardRef, useRef, useState, type AriaAttributes, type RefObject } from 'react';
import { useMessages } from '../../react/form-context.tsx';
import { lazyComponent } from '../../react/lazy-component.tsx';
import type { DeleteFileConfirmProps } from './delete-file-confirm.tsx';

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
 * The confirmation's code (the Radix dialog) loads when it first opens, or earlier through
 * `preloadWidgets`. Should the chunk fail to load, the same question is asked in place.
 */
export const DeleteFileConfirm = lazyComponent<DeleteFileConfirmProps>(
  () => import('./delete-file-confirm.tsx').then((module) => module.DeleteFileConfirm),
  (props, failed) => (failed ? <InlineConfirm {...props} /> : null),
);

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
          <DeleteFileConfirm
            fileName={fileName}
            trigger={trigger as RefObject<HTMLButtonElement | null>}
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

/** The question asked in place, without a modal, when the dialog's code could not load. */
function InlineConfirm({ fileName, onCancel, onConfirm }: DeleteFileConfirmProps) {
  const messages = useMessages();
  const name = fileName ? { name: fileName } : {};
  return (
    <div role="group" aria-label={messages.fileDeleteTitle} className="fe-dialog-inline">
      <p className="fe-dialog-description">{messages.fileDeleteText(name)}</p>
      <div className="fe-dialog-actions">
        <button type="button" className="fe-button fe-button--secondary" onClick={onCancel}>
          {messages.fileDeleteCancel}
        </button>
        <button type="button" className="fe-button fe-button--danger" onClick={onConfirm}>
          {messages.fileDeleteConfirm}
        </button>
      </div>
    </div>
  );
}
