import { useEffect, useRef } from 'react';
import '../ui/ui.css';
import './shell.css';
import { isPlainClick } from './plain-click.ts';

export interface ErrorScreenProps {
  /** Where "Back to the start" leads. Default "/" (the portal redirects to its default route). */
  readonly homeHref?: string;
  /** Called instead of following the link on a plain click, if the host prefers to navigate. */
  readonly onHome?: () => void;
  /**
   * Whether to render as the page's `<main>` (default), for when the error replaces the whole
   * portal; false renders a plain `<div>` for use inside a layout that already has a `<main>`.
   */
  readonly landmark?: boolean;
}

/**
 * The generic error screen (§2): "Something went wrong." and a promise that the issue was logged,
 * with a way back to the start. Focus moves to the heading on mount, so a screen reader user
 * whose page just turned into this screen hears what happened.
 *
 * The way back is a plain link by default: a full page load is the surest reset after an
 * unexpected error, since no state from the failed render survives it.
 */
export function ErrorScreen({ homeHref = '/', onHome, landmark = true }: ErrorScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Root = landmark ? 'main' : 'div';
  return (
    <Root className="portal-error-screen">
      <h1 className="portal-error-title" ref={heading} tabIndex={-1}>
        Something went wrong.
      </h1>
      <p className="portal-error-text">
        The issue that caused you to see this has been logged. We will get it fixed as soon as
        possible.
      </p>
      <a
        className="portal-button"
        href={homeHref}
        onClick={(event) => {
          if (!onHome || !isPlainClick(event)) return;
          event.preventDefault();
          onHome();
        }}
      >
        Back to the start
      </a>
    </Root>
  );
}
