import type { ModalProps } from './modal-props.ts';

type SectionsProps = Pick<ModalProps, 'title' | 'onClose' | 'children' | 'actions'> & {
  /** The heading's id, which labels the dialog. */
  readonly titleId: string;
  readonly showCloseButton: boolean;
};

/** A dialog's heading (with its Close button), body and actions: the modal's and the in-place one's. */
export function ModalSections({
  titleId,
  title,
  onClose,
  children,
  actions,
  showCloseButton,
}: SectionsProps) {
  return (
    <>
      <div className="portal-modal-header">
        <h2 className="portal-modal-title" id={titleId}>
          {title}
        </h2>
        {showCloseButton && (
          <button type="button" className="portal-modal-close" onClick={onClose}>
            Close
          </button>
        )}
      </div>
      <div className="portal-modal-body">{children}</div>
      {actions && <div className="portal-modal-actions">{actions}</div>}
    </>
  );
}
