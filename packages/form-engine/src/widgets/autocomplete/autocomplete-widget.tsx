import { useCombobox } from 'downshift';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LookupDetail, LookupSuggestion } from '../../backend/form-backend.ts';
import { FieldShell, fieldIds } from '../../bindings/field-shell.tsx';
import { useFormContext } from '../../bindings/form-context.tsx';
import { useAnswer } from '../../bindings/hooks.ts';
import type { WidgetProps } from '../../bindings/widget-types.ts';
import { asText } from '../use-field.ts';
import { debounce, type Debounced } from './debounce.ts';
import { detailAnswers, releasedAnswers, suggestionFills } from './related-answers.ts';

/** Suggestions asked for and shown (specification §9). */
export const MAX_SUGGESTIONS = 5;
/** Quiet time before a lookup, and the longest a lookup waits while typing goes on (§7). */
export const LOOKUP_DEBOUNCE_MS = 200;
export const LOOKUP_MAX_WAIT_MS = 500;

const itemToString = (item: LookupSuggestion | null) => item?.text ?? '';
const itemToKey = (item: LookupSuggestion | null) => item?.id;

/**
 * A lookup combobox (WAI-ARIA combobox with a listbox popup, through downshift's useCombobox).
 * Typing stores the text in the key, and only there, and asks the back end for suggestions
 * (debounced 200 ms, at most 500 ms); choosing one stores its text, then fills the related
 * answers from its detail in one change. Choosing something else later (another suggestion, or
 * typed text confirmed with Enter or by leaving the field) clears the related answers that still
 * hold what the earlier suggestion filled in; answers entered by hand stay. Escape only closes
 * the list: it never clears the typed text (issue 27), so the conditional fields that read it
 * stay too. Typed text confirmed makes the entry user-driven: the field's `manualHint`, if any,
 * then shows (the portal's schools ask for the school's information below). Lookup failures are
 * silent; without a back end there are no suggestions.
 */
export function AutocompleteWidget({ field }: WidgetProps) {
  const { store, backend, messages } = useFormContext();
  const text = asText(useAnswer(field.key));
  const { category, manualHint } =
    field.definition.widget === 'autocomplete'
      ? field.definition
      : { category: '', manualHint: '' };
  const ids = fieldIds(field.key);
  const manualId = `${field.key}-manual`;

  const [suggestions, setSuggestions] = useState<LookupSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [userDriven, setUserDriven] = useState(false);
  /** Bumped to discard suggestion answers still on their way (a newer lookup, a choice, leaving). */
  const searchSeq = useRef(0);
  /** Bumped to discard a detail answer when the entry changed meanwhile. */
  const detailSeq = useRef(0);
  /** Typed since the last choice or confirmation. */
  const typed = useRef(false);
  /** What the suggestions chosen in this field wrote (kept beside the store, see there). */
  const fills = suggestionFills(store);
  const search = useRef<Debounced<[string]> | null>(null);

  useEffect(() => {
    if (!backend) return undefined;
    const lookup = debounce(
      (query: string) => {
        const seq = ++searchSeq.current;
        void backend.findSuggestions(query, category, MAX_SUGGESTIONS).then(
          (list) => {
            if (seq === searchSeq.current)
              setSuggestions(Array.isArray(list) ? list.slice(0, MAX_SUGGESTIONS) : []);
          },
          () => undefined, // lookup failures are silent (§8)
        );
      },
      LOOKUP_DEBOUNCE_MS,
      LOOKUP_MAX_WAIT_MS,
    );
    search.current = lookup;
    return () => {
      lookup.cancel();
      searchSeq.current++;
      search.current = null;
    };
  }, [backend, category]);

  /** Drops pending and in-flight lookups and the shown suggestions. */
  const stopSearching = useCallback(() => {
    search.current?.cancel();
    searchSeq.current++;
    setSuggestions([]);
  }, []);

  /** A keystroke: the text is the key's answer; no other answer changes (issue 14). */
  const onTyped = (value: string) => {
    detailSeq.current++;
    typed.current = true;
    store.getState().setAnswer(field.key, value);
    if (value.trim() === '') stopSearching();
    else search.current?.(value);
  };

  /**
   * The applicant settles on the text in the box (Enter without a suggestion highlighted, or
   * leaving the field): unless it is still what the last suggestion wrote, it is
   * their own entry, and the related answers that suggestion filled (and nobody changed since)
   * are cleared. A suggestion that left the key empty (an address found by city or ZIP) asked
   * for the street to be typed: typing it completes that choice and clears nothing.
   */
  const onConfirmed = (value: string) => {
    typed.current = false;
    stopSearching();
    const fill = fills.get(field.key);
    if (fill && value.trim() !== '' && (value === fill.own || fill.own === '')) return;
    fills.delete(field.key);
    const state = store.getState();
    state.setAnswers({
      ...releasedAnswers(store.form, field, state.answers, fill),
      [field.key]: value,
    });
    setUserDriven(value.trim() !== '');
  };

  const onChosen = (item: LookupSuggestion) => {
    typed.current = false;
    setUserDriven(false);
    stopSearching();
    const label = item.text.slice(0, field.maxLength);
    store.getState().setAnswer(field.key, label);
    const seq = ++detailSeq.current;
    const fill = (detail: LookupDetail | undefined) => {
      if (seq !== detailSeq.current) return; // the entry changed meanwhile
      const state = store.getState();
      const previous = fills.get(field.key);
      const filled = detailAnswers(store.form, field, state.answers, detail, label, previous);
      fills.set(field.key, filled.fill);
      state.setAnswers(filled.patch);
    };
    if (!backend) fill(undefined);
    else void backend.findDetail(item.id, category).then(fill, () => fill(undefined));
  };

  /** Leaving the input: after typing, the typed text is confirmed. */
  const onLeft = () => {
    stopSearching();
    if (typed.current) onConfirmed(text);
  };

  const isOpen = open && suggestions.length > 0;
  const { getInputProps, getMenuProps, getItemProps, highlightedIndex } =
    useCombobox<LookupSuggestion>({
      items: suggestions,
      itemToString,
      itemToKey,
      inputValue: text,
      // Every choice is a change, even of the same suggestion twice.
      selectedItem: null,
      isOpen,
      inputId: ids.control,
      labelId: ids.label,
      menuId: `${field.key}-listbox`,
      getItemId: (index) => `${field.key}-option-${index}`,
      getA11yStatusMessage: ({ isOpen }) =>
        isOpen ? messages.suggestionsAvailable({ count: suggestions.length }) : '',
      onIsOpenChange: ({ isOpen: next }) => setOpen(Boolean(next)),
      // Downshift's Escape on a closed list empties the input (a combobox convention): one
      // press too many erased a school and the fields that depended on it. Escape closes.
      stateReducer: (state, { type, changes }) =>
        type === useCombobox.stateChangeTypes.InputKeyDownEscape
          ? { ...changes, inputValue: state.inputValue, selectedItem: state.selectedItem }
          : changes,
      onInputValueChange: ({ type, inputValue }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) onTyped(inputValue);
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) onChosen(selectedItem);
      },
    });

  const manual = userDriven && !!manualHint;
  return (
    <FieldShell field={field} describedBy={manual ? [manualId] : []}>
      {(control) => (
        <div className="fe-autocomplete">
          <input
            {...getInputProps({
              ...control,
              className: 'fe-input fe-autocomplete-input',
              type: 'text',
              name: field.key,
              maxLength: field.maxLength,
              // Runs before downshift's own blur handling, which may still choose the highlighted
              // suggestion: onChosen then ends the user-driven entry in the same render.
              onBlur: onLeft,
              // Enter with no suggestion highlighted confirms the typed text (with one
              // highlighted, downshift chooses it).
              // Escape also drops a lookup still on its way: the list must not pop up after it.
              onKeyDown: (event) => {
                if (event.key === 'Enter' && !(isOpen && highlightedIndex >= 0) && typed.current)
                  onConfirmed(text);
                if (event.key === 'Escape') {
                  stopSearching();
                  setOpen(false);
                }
              },
            })}
          />
          <ul {...getMenuProps({ className: 'fe-autocomplete-menu' })} hidden={!isOpen}>
            {isOpen &&
              suggestions.map((item, index) => (
                <li
                  key={`${item.id}:${index}`}
                  className={`fe-autocomplete-option${highlightedIndex === index ? ' fe-autocomplete-option--highlighted' : ''}`}
                  {...getItemProps({ item, index })}
                >
                  <div className="fe-autocomplete-option-text">{item.text}</div>
                  {item.sub_text && (
                    <div className="fe-autocomplete-option-subtext">{item.sub_text}</div>
                  )}
                </li>
              ))}
          </ul>
          {manual && (
            <p className="fe-autocomplete-manual" id={manualId}>
              <em>{manualHint}</em>
            </p>
          )}
        </div>
      )}
    </FieldShell>
  );
}
