/**
 * The portal's error boundary (specification §8, §9): "Query errors appear in an error boundary as
 * an error toast titled "Error" or a dialog titled "Unexpected Error"", and "error toasts from
 * error boundaries stay 300000 ms".
 *
 * - A failed call (a `BackendError`: the server's message, or the generic one) becomes the
 *   "Error" toast that stays 300000 ms, and the content under the boundary renders again: the
 *   applicant keeps the page and can retry (a failed logout keeps them logged in, as the server
 *   session lives on).
 * - An invalid session (401) goes to the higher handler: /login with the invalid-session message.
 * - Anything else is a defect: the "Unexpected Error" dialog over the generic error screen, with
 *   "Try again" (render the content again) and the error screen's way back to the start.
 *
 * Errors thrown while rendering reach it by themselves; errors of event handlers and promises are
 * handed to it with {@link useShowBoundary} (React boundaries do not see those on their own).
 */
import { BackendError, GENERIC_ERROR_MESSAGE, UnauthorizedError } from '@admissions/form-engine';
import { Component, useCallback, useState, type ErrorInfo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ErrorScreen } from '../shell/error-screen.tsx';
import { Modal } from '../ui/modal.tsx';
import { usePortal } from './portal-context.tsx';
import { handleUnauthorized, showBoundaryToast } from './report-error.ts';

/** §8: the dialog of an error the boundary cannot explain. */
export const UNEXPECTED_ERROR_TITLE = 'Unexpected Error';
interface BoundaryProps {
  readonly children: ReactNode;
  /** The invalid-session handler (§8: passed up to a higher handler). */
  readonly onUnauthorized: () => void;
}

interface BoundaryState {
  readonly error: unknown;
  readonly failed: boolean;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (error instanceof UnauthorizedError) {
      this.props.onUnauthorized();
      this.reset();
    } else if (error instanceof BackendError) {
      showBoundaryToast(error.message || GENERIC_ERROR_MESSAGE);
      this.reset();
    } else {
      // "The issue that caused you to see this has been logged" (§2): the browser console is
      // where a defect of the page itself is reported.
      console.error('Unexpected error', error, info.componentStack);
    }
  }

  private reset = () => this.setState({ error: undefined, failed: false });

  override render() {
    const { error, failed } = this.state;
    if (!failed) return this.props.children;
    // A failed call: nothing for the moment it takes componentDidCatch to raise the toast.
    if (error instanceof BackendError) return null;
    return <UnexpectedError onRetry={this.reset} />;
  }
}

function UnexpectedError({ onRetry }: { readonly onRetry: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ErrorScreen />
      <Modal
        open={open}
        title={UNEXPECTED_ERROR_TITLE}
        onClose={() => setOpen(false)}
        closeOnBackdropClick={false}
        actions={
          <button type="button" className="portal-button portal-button-primary" onClick={onRetry}>
            Try again
          </button>
        }
      >
        <p>{GENERIC_ERROR_MESSAGE}</p>
      </Modal>
    </>
  );
}

/** The portal's error boundary, wired to the invalid-session handler. */
export function PortalErrorBoundary({ children }: { readonly children: ReactNode }) {
  const portal = usePortal();
  const navigate = useNavigate();
  return (
    <Boundary onUnauthorized={() => handleUnauthorized(portal, navigate)}>{children}</Boundary>
  );
}

/**
 * Hands an error from an event handler or a promise to the nearest boundary (§8 "Failed logout:
 * rethrown to an error boundary"), by throwing it during the next render.
 */
export function useShowBoundary(): (error: unknown) => void {
  const [, setState] = useState<unknown>();
  return useCallback((error: unknown) => {
    setState(() => {
      throw error;
    });
  }, []);
}
