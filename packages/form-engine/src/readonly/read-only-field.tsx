import type { CompiledField } from '../core/index.ts';
import { useAnswer } from '../react/hooks.ts';

/** Placeholder until the read-only renderings land: label and stored value. */
export function ReadOnlyField({ field }: { readonly field: CompiledField }) {
  const desc = useAnswer(field.descKey ?? field.key);
  const raw = useAnswer(field.key);
  const value = field.descKey ? desc || raw : raw;
  return (
    <div className="fe-readonly">
      <span className="fe-readonly-label">{field.label}</span> <span className="fe-readonly-value">{String(value ?? '')}</span>
    </div>
  );
}
