import type { StaticTextField } from '../../core/index.ts';

/** Explanatory text between questions. */
export function StaticText({ definition }: { readonly definition: StaticTextField }) {
  if (definition.variant === 'heading')
    return <h3 className="fe-static-heading">{definition.text}</h3>;
  return (
    <p className={`fe-static fe-static--${definition.variant ?? 'paragraph'}`}>{definition.text}</p>
  );
}
