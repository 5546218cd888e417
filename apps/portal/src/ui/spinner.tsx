import { useId } from 'react';
import './ui.css';

export interface SpinnerProps {
  /** What is loading, read by screen readers. Default "Loading". */
  readonly label?: string;
  /**
   * "page" (default): the full-screen spinner over the page. "inline": the same spinner in the
   * flow of the page with its label visible beside it, for work the page waits on (the PDF copy).
   */
  readonly variant?: 'page' | 'inline';
}

/**
 * The loading spinner (§9: 10rem), e.g. while a page's code or the profile loads: a `status`
 * live region named by `label`; the circle itself is decorative. The full-screen one stays
 * invisible for the first 300 ms so quick loads do not flash; both fade instead of spinning when
 * the user prefers reduced motion (ui.css).
 */
export function Spinner({ label = 'Loading', variant = 'page' }: SpinnerProps) {
  const labelId = useId();
  if (variant === 'inline')
    return (
      <div className="portal-spinner-inline" role="status" aria-labelledby={labelId}>
        <span className="portal-spinner-circle" aria-hidden="true" />
        <span className="portal-spinner-label" id={labelId}>
          {label}
        </span>
      </div>
    );
  return (
    <div className="portal-spinner" role="status" aria-label={label}>
      <span className="portal-spinner-circle" aria-hidden="true" />
      {/* The live region's content is what gets announced; the aria-label names the region. */}
      <span className="portal-sr-only">{label}</span>
    </div>
  );
}
