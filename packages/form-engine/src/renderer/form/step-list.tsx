import type { CompiledPage } from '../../core/index.ts';

export interface StepListProps {
  readonly pages: readonly CompiledPage[];
  /** The index of the page on show: its step is `aria-current="step"`. */
  readonly current: number;
  /** The navigation's accessible name (the catalogue's `formSteps`). */
  readonly label: string;
  readonly onChoose: (index: number) => void;
}

/**
 * The pages as an ordered list of steps, each a button to its page. The visible "Step 01"
 * becomes the short label ("1") on narrow screens (default.css), but "Step 01" is only visually
 * hidden there, so the accessible name stays "Step 01 About you" at every width.
 */
export function StepList({ pages, current, label, onChoose }: StepListProps) {
  return (
    <nav className="fe-steps" aria-label={label}>
      <ol className="fe-step-list">
        {pages.map((page, i) => (
          <li key={page.id} className="fe-step">
            <button
              type="button"
              className="fe-step-button"
              aria-current={i === current ? 'step' : undefined}
              onClick={() => onChoose(i)}
            >
              <span className="fe-step-label">{page.stepLabel}</span>
              <span className="fe-step-short" aria-hidden="true">
                {page.shortStepLabel ?? i + 1}
              </span>{' '}
              <span className="fe-step-title">{page.title}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
