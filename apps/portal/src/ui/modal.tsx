/*
 * Why the native <dialog> (issue 31, "one of each"): the engine's dialogs (a file's Delete, a tab
 * switch, the upload in progress) are the native <dialog> shown with showModal() since issue 28,
 * so the portal's are too — one dialog stack in the app, and Floating UI's 19 KB chunk no longer
 * loads for a dialog. showModal() puts the dialog in the top layer (above every stacking
 * context, no portal needed), makes the rest of the page inert, keeps Tab out of it, moves focus
 * in and fires `cancel` on Escape; what the browser does not do — give focus back to what had it
 * when the host opens the dialog from an idle timer or a footer button, close on a backdrop click
 * where `closedby` is not supported, stop the page behind from scrolling — is done here and in
 * ui.css. jsdom has no showModal(): test/setup.ts stands in for it, and the modality itself is
 * tested in Chromium (test/e2e/first-load.e2e.test.ts).
 */
import { useId, useLayoutEffect, useRef, type MutableRefObject, type ReactNode } from 'react';
import './ui.css';

/** §9 widths: xs 30rem (default), sm 60rem, md 80vw; below 900px 30rem, 70vw, 90vw. */
export type ModalSize = 'xs' | 'sm' | 'md';

/** The props of the portal's dialog. */
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
 * An accessible modal dialog: the native `<dialog>` shown with `showModal()`, labelled by its
 * title; focus moves in, stays in, and returns on close; Escape closes; the page behind is inert
 * and does not scroll. Generic: also "Still working?" and the error boundary's "Unexpected Error".
 * Renders nothing while closed.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

/** The dialog while open: mounted on opening, so its effect's clean-up is the closing. */
function OpenModal({
  title,
  onClose,
  size = 'xs',
  children,
  actions,
  closeOnBackdropClick = true,
  showCloseButton = true,
  initialFocus,
}: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Whether the press that ends in a click began on the backdrop: selecting text from inside the
  // dialog to outside it ends in a click on the <dialog> too, which must not close it.
  const pressedBackdrop = useRef(false);
  const titleId = useId();

  useLayoutEffect(() => {
    const element = dialog.current!;
    // Kept before showModal() moves focus in: what to give it back to on close.
    const opener = document.activeElement;
    element.showModal();
    initialFocus?.current?.focus();
    return () => {
      element.close();
      // After the commit that closes it (the opener may be rendered again by then); not when it
      // was opened again at once (StrictMode's second mount).
      queueMicrotask(() => {
        if (!element.open && opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    };
    // Opened once per mount: a new `initialFocus` on a later render must not move focus.
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`portal-modal portal-modal--${size}`}
      // Modal for assistive technology that reads the attribute, not the top layer.
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The host closes it (by unmounting), so its state never disagrees with the page.
        event.preventDefault();
        onClose();
      }}
      // The content fills the dialog box, so a press on the <dialog> itself is on ::backdrop.
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        const onBackdrop = pressedBackdrop.current && event.target === event.currentTarget;
        pressedBackdrop.current = false;
        if (closeOnBackdropClick && onBackdrop) onClose();
      }}
    >
      <div className="portal-modal-content">
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
      </div>
    </dialog>
  );
}
