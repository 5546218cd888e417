/** The props of the portal's dialog, apart from its code (the dialog's parts import them). */
import type { MutableRefObject, ReactNode } from 'react';

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
