/**
 * "Why hidden?": the engine's own explanation (`@admissions/form-engine/inspect`) of whether a
 * field shows, layer by layer with each sub-condition's value in the applicant's words (labels,
 * option texts, keys beside them), and which questions its answer affects. A field is picked in
 * a list grouped by page and section, or by clicking it in the preview.
 */
import {
  scopeOf,
  type CompiledField,
  type CompiledForm,
  type CompiledNode,
  type FormState,
  type FormStore,
} from '@admissions/form-engine';
import {
  affectedBy,
  applicantWords,
  describeConditionInWords,
  describeHideRule,
  describeLayer,
  explainVisibility,
  type ApplicantWords,
  type ConditionExplanation,
} from '@admissions/form-engine/inspect';
import { useId } from 'react';
import { useStoreState } from './preview.tsx';

export interface WhyHiddenProps {
  readonly form: CompiledForm;
  readonly store: FormStore;
  readonly selected: string;
  readonly onSelect: (key: string) => void;
}

/** The fields an author wrote: an add-another block's first copy stands for the others. */
function fieldsOf(nodes: readonly CompiledNode[]): CompiledField[] {
  return nodes.flatMap((node) =>
    node.kind === 'field'
      ? [node.field]
      : node.kind === 'tabs'
        ? node.group.tabs.flatMap((tab) => fieldsOf(tab.nodes))
        : node.kind === 'addAnother'
          ? fieldsOf(node.block.instances[0] ?? [])
          : [],
  );
}

interface Choice {
  readonly key: string;
  readonly text: string;
}

/**
 * The fields by page and section, each by its label with its key, marked when hidden now. A key
 * chosen elsewhere (a later block copy clicked in the preview) joins the list.
 */
function choiceGroups(form: CompiledForm, state: FormState, selected: string) {
  const scope = scopeOf(state);
  const choice = (field: CompiledField): Choice => {
    const text = `${field.label || field.key} (${field.key})`;
    const visible = form.keyVisibility.get(field.key)?.isVisible(scope) ?? true;
    return { key: field.key, text: visible ? text : `${text} — hidden` };
  };
  const groups = form.pages.flatMap((page) =>
    page.sections.map((section) => ({
      label: `${page.title} — ${section.title ?? section.id}`,
      choices: fieldsOf(section.nodes).map(choice),
    })),
  );
  const other = form.fields.get(selected);
  if (other && !groups.some((g) => g.choices.some((c) => c.key === selected)))
    groups.push({ label: 'Chosen in the preview', choices: [choice(other)] });
  return groups.filter((g) => g.choices.length > 0);
}

const inWords = (node: ConditionExplanation, words: ApplicantWords, depth = 0) =>
  describeConditionInWords(node, words, depth).join('\n');

export function WhyHidden({ form, store, selected, onSelect }: WhyHiddenProps) {
  useStoreState(store);
  const id = useId();
  const groups = choiceGroups(form, store.snapshot(), selected);
  const choices = groups.flatMap((g) => g.choices);
  const key = choices.some((c) => c.key === selected) ? selected : (choices[0]?.key ?? '');
  const why = key ? explainVisibility(form, store.snapshot(), key) : undefined;
  const affected = key ? affectedBy(form, key) : [];
  const words = applicantWords(form);
  const verdict = (result: boolean) => (result ? 'holds' : 'fails');
  return (
    <div className="pg-why">
      <label htmlFor={`${id}-key`}>Field</label>
      <select id={`${id}-key`} value={key} onChange={(e) => onSelect(e.target.value)}>
        {groups.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.choices.map((c) => (
              <option key={c.key} value={c.key}>
                {c.text}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {why && (
        <div className="pg-why-result" aria-live="polite" data-testid="why-result">
          <p className="pg-why-verdict">
            <strong>{words.question(why.key)}</strong> is{' '}
            <strong>{why.visible ? 'visible' : 'hidden'}</strong>
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
                  <pre>{inWords(layer.condition, words)}</pre>
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
                    {rule.kind === 'single'
                      ? inWords(rule.when, words)
                      : rule.members
                          .map(
                            (m) =>
                              `member ${m.index}${m.winner ? ' (winner)' : ''}${m.listsKey ? ' lists the key' : ''}\n${inWords(m.when, words, 1)}`,
                          )
                          .join('\n')}
                  </pre>
                </li>
              ))}
            </ul>
          )}
          <p>
            {affected.length === 0
              ? 'Changing this answer changes the visibility of no other key.'
              : `Changing this answer can change the visibility of: ${affected.map(words.question).join(', ')}.`}
          </p>
        </div>
      )}
    </div>
  );
}
