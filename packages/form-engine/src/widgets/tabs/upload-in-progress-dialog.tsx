import { useMessages } from '../../bindings/form-context.tsx';
import { lazyComponent } from '../../bindings/lazy-component.tsx';
import type { UploadInProgressDialogProps } from './upload-in-progress-modal.tsx';

export type { UploadInProgressDialogProps } from './upload-in-progress-modal.tsx';

const Modal = lazyComponent<UploadInProgressDialogProps>(
  () => import('./upload-in-progress-modal.tsx').then((module) => module.UploadInProgressModal),
  (props, failed) => (failed && props.open ? <InlineNotice {...props} /> : null),
);

/**
 * Tells the applicant a tab switch waits for a running upload (specification §4, §8). The
 * dialog's code loads the first time it opens, or earlier through `preloadWidgets`; should
 * it fail to load, the notice shows in place.
 */
export function UploadInProgressDialog(props: UploadInProgressDialogProps) {
  return props.open || Modal.loaded ? <Modal {...props} /> : null;
}
UploadInProgressDialog.preload = Modal.preload;

function InlineNotice({ onOpenChange }: UploadInProgressDialogProps) {
  const messages = useMessages();
  return (
    <div role="alert" className="fe-dialog-inline">
      <p className="fe-dialog-title">{messages.uploadInProgressTitle}</p>
      <p className="fe-dialog-description">{messages.uploadInProgressText}</p>
      <button type="button" className="fe-button" onClick={() => onOpenChange(false)}>
        {messages.uploadInProgressOk}
      </button>
    </div>
  );
}
