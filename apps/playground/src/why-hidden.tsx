/**
 * "Why hidden?": the engine's own explanation (`@admissions/form-engine/inspect`) of whether a
 * key shows, layer by layer with each sub-condition's value, and which keys its answer affects.
 */
import {
  scopeOf,
  type CompiledForm,
  type FormState,
  type FormStore,
} from '@admissions/form-engine';
import {
  affectedBy,
  describeCondition,
  describeHideRule,
  describeLayer,
  explainVisibility,
} from '@admissions/form-engine/inspect';
import { useId } from 'react';
import { useStoreState } from './preview.tsx';

export interface WhyHiddenProps {
  readonly form: CompiledForm;
  readonly store: FormStore;
  readonly selected: string;
  readonly onSelect: (key: string) => void;
}

/**
 * Every key whose visibility the engine tracks, labelled with its field's label when known and
 * marked when hidden now, so an author finds the hidden ones without asking each.
 */
function keyChoices(form: CompiledForm, state: FormState) {
  const scope = scopeOf(state);
  return [...form.keyVisibility.values()].map(({ key, isVisible }) => {
    const label = form.fields.get(key)?.label;
    const text = label ? `${key} — ${label}` : key;
    return { key, text: isVisible(scope) ? text : `${text} (hidden)` };
  });
}

export function WhyHidden({ form, store, selected, onSelect }: WhyHiddenProps) {
  useStoreState(store);
  const id = useId();
  const choices = keyChoices(form, store.snapshot());
  const key = choices.some((c) => c.key === selected) ? selected : (choices[0]?.key ?? '');
  const why = key ? explainVisibility(form, store.snapshot(), key) : undefined;
  const affected = key ? affectedBy(form, key) : [];
  const verdict = (result: boolean) => (result ? 'holds' : 'fails');
  return (
    <div className="pg-why">
      <label htmlFor={`${id}-key`}>Field</label>
      <select id={`${id}-key`} value={key} onChange={(e) => onSelect(e.target.value)}>
        {choices.map((c) => (
          <option key={c.key} value={c.key}>
            {c.text}
          </option>
        ))}
      </select>
      {why && (
        <div className="pg-why-result" aria-live="polite" data-testid="why-result">
          <p className="pg-why-verdict">
            <strong>{why.key}</strong> is <strong>{why.visible ? 'visible' : 'hidden'}</strong>
            {why.owner ? ` (it follows "${why.owner}")` : ''}.
            {!why.visible && why.hiddenBy && (
              <>
                {' '}
                Hidden by{' '}
                {'members' in why.hiddenBy || 'when' in why.hiddenBy
                  ? describeHideRule(why.hiddenBy)
                  : describeLayer(why.hiddenBy)}
                ; the engine clears its answer.
              </>
            )}
          </p>
          <ol className="pg-why-layers" aria-label="Layers, outermost first">
            {why.layers.map((layer) => (
              <li key={layer.path} className={layer.result ? 'pg-holds' : 'pg-fails'}>
                {describeLayer(layer)}: {verdict(layer.result)}
                {'condition' in layer && layer.condition && (
                  <pre>{describeCondition(layer.condition).join('\n')}</pre>
                )}
              </li>
            ))}
          </ol>
          {why.hideRules.length > 0 && (
            <ul className="pg-why-rules" aria-label="Hide rules naming this key">
              {why.hideRules.map((rule) => (
                <li
                  key={`${rule.path}:${rule.key}`}
                  className={rule.hides ? 'pg-fails' : 'pg-holds'}
                >
                  {describeHideRule(rule)}
                  <pre>
                    {(rule.kind === 'single'
                      ? describeCondition(rule.when)
                      : rule.members.flatMap((m) => [
                          `member ${m.index}${m.winner ? ' (winner)' : ''}${m.listsKey ? ' lists the key' : ''}`,
                          ...describeCondition(m.when, 1),
                        ])
                    ).join('\n')}
                  </pre>
                </li>
              ))}
            </ul>
          )}
          <p>
            {affected.length === 0
              ? 'Changing this answer changes the visibility of no other key.'
              : `Changing this answer can change the visibility of: ${affected.join(', ')}.`}
          </p>
        </div>
      )}
    </div>
  );
}
