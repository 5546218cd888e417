import * as Dialog from '@radix-ui/react-dialog';

import { useMessages } from '../../react/form-context.tsx';

export interface UploadInProgressDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Where focus returns when the dialog closes (there is no trigger). */
  readonly returnFocus: () => HTMLElement | null | undefined;
}

/**
 * Tells the applicant a tab switch waits for a running upload (specification §4, §8): the Radix
 * dialog, in its own chunk (see `UploadInProgressDialog`).
 */
export function UploadInProgressModal({
  open,
  onOpenChange,
  returnFocus,
}: UploadInProgressDialogProps) {
  const messages = useMessages();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fe-root fe-dialog-overlay" />
        <Dialog.Content
          className="fe-root fe-dialog"
          onCloseAutoFocus={(event) => {
            const target = returnFocus();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <Dialog.Title className="fe-dialog-title">{messages.uploadInProgressTitle}</Dialog.Title>
          <Dialog.Description className="fe-dialog-description">
            {messages.uploadInProgressText}
          </Dialog.Description>
          <div className="fe-dialog-actions">
            <Dialog.Close asChild>
              <button type="button" className="fe-button">
                {messages.uploadInProgressOk}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
