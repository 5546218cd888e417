import { useMessages } from '../../bindings/form-context.tsx';
import { ModalDialog } from '../dialog/modal-dialog.tsx';

export interface UploadInProgressDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Where focus returns when the dialog closes (there is no trigger). */
  readonly returnFocus: () => HTMLElement | null | undefined;
}

/**
 * Tells the applicant a tab switch waits for a running upload (specification §4, §8): the
 * engine's modal dialog, in its own chunk (see `UploadInProgressDialog`).
 */
export function UploadInProgressModal({
  open,
  onOpenChange,
  returnFocus,
}: UploadInProgressDialogProps) {
  const messages = useMessages();
  const close = () => onOpenChange(false);
  return open ? (
    <ModalDialog
      title={messages.uploadInProgressTitle}
      text={messages.uploadInProgressText}
      onCancel={close}
      returnFocus={returnFocus}
    >
      <button type="button" className="fe-button" onClick={close}>
        {messages.uploadInProgressOk}
      </button>
    </ModalDialog>
  ) : null;
}
