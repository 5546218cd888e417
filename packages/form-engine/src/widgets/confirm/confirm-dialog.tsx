import { lazyComponent } from '../../bindings/lazy-component.tsx';
import type { ConfirmDialogProps } from './confirm-modal.tsx';

export type { ConfirmDialogProps } from './confirm-modal.tsx';

/**
 * Asks before something the applicant made is removed (a stored file, a tab's answers). Render it
 * only while the question is open. The dialog's code loads when it first opens, or
 * earlier through `preloadWidgets`; should the chunk fail to load, the same question is asked in
 * place.
 */
export const ConfirmDialog = lazyComponent<ConfirmDialogProps>(
  () => import('./confirm-modal.tsx').then((module) => module.ConfirmModal),
  (props, failed) => (failed ? <InlineConfirm {...props} /> : null),
);

/** The question asked in place, without a modal, when the dialog's code could not load. */
function InlineConfirm({
  title,
  text,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <div role="group" aria-label={title} className="fe-dialog-inline">
      <p className="fe-dialog-description">{text}</p>
      <div className="fe-dialog-actions">
        <button type="button" className="fe-button fe-button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="fe-button fe-button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </div>
  );
}
