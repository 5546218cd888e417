import './ui.css';

export interface SpinnerProps {
  /** What is loading, read by screen readers. Default "Loading". */
  readonly label?: string;
}

/**
 * The full-screen loading spinner (§9: 10rem), e.g. while a page's code or the profile loads.
 * A `status` live region named by `label`; the circle itself is decorative. It stays invisible
 * for the first 300 ms so quick loads do not flash, and it fades instead of spinning when the
 * user prefers reduced motion (both in ui.css).
 */
export function Spinner({ label = 'Loading' }: SpinnerProps) {
  return (
    <div className="portal-spinner" role="status" aria-label={label}>
      <span className="portal-spinner-circle" aria-hidden="true" />
      {/* The live region's content is what gets announced; the aria-label names the region. */}
      <span className="portal-sr-only">{label}</span>
    </div>
  );
}
