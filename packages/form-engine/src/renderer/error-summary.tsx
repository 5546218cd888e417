import { useEffect, useRef, type MouseEvent } from 'react';
import { errorLinks } from '../core/index.ts';
import { useFormContext } from '../bindings/form-context.tsx';
import { useFormSelector } from '../bindings/hooks.ts';

export interface ErrorSummaryProps {
  /** The path of the page on show: links to its fields move focus instead of navigating. */
  readonly currentPath?: string;
  /** Navigates to another page's `/{page}#{key}` (the host's router); default: follow the link. */
  readonly onNavigate?: (href: string) => void;
}

/**
 * The error summary (the GOV.UK Design System pattern): shown only while the store shows errors
 * (`showErrors`) and there are some; it takes focus when it appears, and each error with a known
 * page links to `/{page}#{key}`, moving focus to the field. Errors of no page are plain text.
 */
export function ErrorSummary({ currentPath, onNavigate }: ErrorSummaryProps) {
  const { store, messages } = useFormContext();
  const errors = useFormSelector((s) => (s.showErrors ? s.errors : undefined));
  const heading = useRef<HTMLDivElement>(null);
  const links = errors ? errorLinks(store.form, errors) : [];
  const shown = links.length > 0;

  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  if (!shown) return null;

  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    const [path, key] = href.split('#');
    if (path === currentPath && key) {
      event.preventDefault();
      const target = document.getElementById(key);
      target?.scrollIntoView?.({ block: 'center' });
      target?.focus();
    } else if (onNavigate) {
      event.preventDefault();
      onNavigate(href);
    }
  };

  return (
    <div
      className="fe-root fe-error-summary"
      ref={heading}
      tabIndex={-1}
      role="alert"
      aria-labelledby="fe-error-summary-title"
    >
      <h2 className="fe-error-summary-title" id="fe-error-summary-title">
        {messages.errorSummaryTitle}
      </h2>
      <p className="fe-error-summary-text">{messages.errorSummaryText}</p>
      <ul className="fe-error-summary-list">
        {links.flatMap((link) =>
          link.messages.map((message) => (
            <li key={`${link.key}:${message}`}>
              {link.href ? (
                <a href={link.href} onClick={(event) => follow(event, link.href!)}>
                  {message}
                </a>
              ) : (
                message
              )}
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
