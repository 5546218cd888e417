/*
 * Why Floating UI and not the native <dialog>: the account popover already uses Floating UI, so
 * both share one portal root and stacking order; FloatingFocusManager traps focus, returns it to
 * whatever had it before (the host opens this modal from a footer button, an idle timer or a tab
 * switch, so there is not always a trigger element), and marks the rest of the page `inert`.
 * jsdom has no `showModal()`, so a native dialog's modality could not be tested here at all.
 */
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useId } from 'react';
import { ModalSections } from './modal-sections.tsx';
import type { ModalProps } from './modal-props.ts';
import './ui.css';

/**
 * An accessible modal dialog: `role="dialog"`, `aria-modal`, labelled by its title; focus moves
 * in, is trapped, and returns on close; Escape closes; the page behind is inert and does not
 * scroll. Generic: also used for "Still working?" and "File Upload in Progress". In a chunk of its
 * own with Floating UI: hosts render `Modal`, which loads it.
 */
export function FloatingModal({
  open,
  title,
  onClose,
  size = 'xs',
  children,
  actions,
  closeOnBackdropClick = true,
  showCloseButton = true,
  initialFocus,
}: ModalProps) {
  const titleId = useId();
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePress: closeOnBackdropClick }),
    useRole(context, { role: 'dialog' }),
  ]);

  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay className="portal-modal-overlay" lockScroll>
        <FloatingFocusManager
          context={context}
          initialFocus={initialFocus ?? 0}
          // `inert` rather than only aria-hidden: the background is out of reach of the pointer,
          // the keyboard and screen readers alike.
          outsideElementsInert
        >
          <div
            ref={refs.setFloating}
            className={`portal-modal portal-modal--${size}`}
            aria-modal="true"
            aria-labelledby={titleId}
            {...getFloatingProps()}
          >
            <ModalSections
              titleId={titleId}
              title={title}
              onClose={onClose}
              actions={actions}
              showCloseButton={showCloseButton}
            >
              {children}
            </ModalSections>
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
