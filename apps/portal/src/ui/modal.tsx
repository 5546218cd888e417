import { lazyComponent } from '@admissions/form-engine/react';
import { useId } from 'react';
import { ModalSections } from './modal-sections.tsx';
import type { ModalProps } from './modal-props.ts';
import './ui.css';

export type { ModalProps, ModalSize } from './modal-props.ts';

/**
 * The dialog's code (Floating UI) loads when a dialog first opens, or earlier through
 * {@link preloadModal}; should the chunk fail to load, the dialog shows in place, not modal.
 */
const LazyModal = lazyComponent<ModalProps>(
  () => import('./floating-modal.tsx').then((module) => module.FloatingModal),
  (props, failed) => (failed ? <InlineModal {...props} /> : null),
);

/**
 * An accessible modal dialog (see `FloatingModal`): `role="dialog"`, `aria-modal`, labelled by
 * its title; focus moves in, is trapped, and returns on close; Escape closes; the page behind is
 * inert and does not scroll. Renders nothing while closed.
 */
export function Modal(props: ModalProps) {
  return props.open ? <LazyModal {...props} /> : null;
}

/** Loads the dialog's code now (the portal calls it once the first page has rendered). */
export const preloadModal = LazyModal.preload;

/** The dialog's content in place, when its code could not load: still readable and answerable. */
function InlineModal({ title, onClose, children, actions, showCloseButton = true }: ModalProps) {
  const titleId = useId();
  return (
    <section role="dialog" aria-labelledby={titleId} className="portal-modal portal-modal--inline">
      <ModalSections
        titleId={titleId}
        title={title}
        onClose={onClose}
        actions={actions}
        showCloseButton={showCloseButton}
      >
        {children}
      </ModalSections>
    </section>
  );
}
