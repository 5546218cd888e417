import { lazyComponent } from '@admissions/form-engine/react';
import { useId, type MutableRefObject, type ReactNode } from 'react';
import { ModalSections } from './modal-sections.tsx';
import './ui.css';

/** §9 widths: xs 30rem (default), sm 60rem, md 80vw; below 900px 30rem, 70vw, 90vw. */
export type ModalSize = 'xs' | 'sm' | 'md';

export interface ModalProps {
  /** Shown while true; the host owns the state. */
  readonly open: boolean;
  /** The dialog's heading, which is also its accessible name. */
  readonly title: ReactNode;
  /** Called on Escape, on the Close button and (unless disabled) on a click on the backdrop. */
  readonly onClose: () => void;
  readonly size?: ModalSize;
  readonly children: ReactNode;
  /** Buttons shown under the content, e.g. "Continue" and "Log Out". */
  readonly actions?: ReactNode;
  /** false keeps the dialog open on a backdrop click (Escape and Close still work). Default true. */
  readonly closeOnBackdropClick?: boolean;
  /** false hides the Close button in the header, for dialogs whose actions already close them. */
  readonly showCloseButton?: boolean;
  /** What receives focus on open; by default the first focusable element (the Close button). */
  readonly initialFocus?: MutableRefObject<HTMLElement | null>;
}

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
