import type { AlertField } from '../../core/index.ts';
import { useFormContext } from '../../bindings/form-context.tsx';

/** Whether an alert shows at `now`: from its start date (inclusive) until its end date. */
export function isAlertActive(definition: AlertField, now: Date): boolean {
  const time = now.getTime();
  return time >= Date.parse(definition.startDate) && time < Date.parse(definition.endDate);
}

/** A dated announcement; a warning or error is announced to screen readers as a status. */
export function AlertBanner({ definition }: { readonly definition: AlertField }) {
  const { now, mode } = useFormContext();
  if (mode === 'read-only' || !isAlertActive(definition, now())) return null;
  const severity = definition.severity ?? 'info';
  return (
    <div
      className={`fe-alert fe-alert--${severity}`}
      role={severity === 'info' ? undefined : 'status'}
      id={definition.id}
    >
      {definition.title && <p className="fe-alert-title">{definition.title}</p>}
      <p className="fe-alert-text">{definition.text}</p>
    </div>
  );
}
