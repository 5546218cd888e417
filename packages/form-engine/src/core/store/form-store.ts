import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CompiledForm } from '../compiler/compiled-form.ts';
import { blockSource, tabSource } from '../conditions/condition-node.ts';
import type { AnswerValue, Answers } from '../definition/index.ts';
import { applyHideRules, applyHideRulesAfterChange } from '../hide-rules/apply-hide-rules.ts';
import type { FieldErrors } from '../validation/validator.ts';

/** Application status, derived by the portal from the number of distinct web_status entries. */
export type WebStatus = 'none' | 'started' | 'validating' | 'submitted';

/** Conversion status of an uploaded document. */
export type DocumentStatus =
  'UNPROCESSED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED' | 'NOT_ANSWERED';

/** What the form knows of one uploaded document. */
export interface DocumentAnswer {
  readonly status?: DocumentStatus;
  readonly url?: string;
  readonly message?: string;
  readonly file_name?: string;
  readonly file_size?: number;
}

/** The data of one form instance. */
export interface FormData {
  readonly answers: Answers;
  /** Block count per add-another button id (1 when absent). */
  readonly addAnother: Readonly<Record<string, number>>;
  /** Chosen tab per tab group (the default tab when absent). */
  readonly tabs: Readonly<Record<string, string>>;
  readonly documents: Readonly<Record<string, DocumentAnswer>>;
  readonly webStatus: WebStatus;
  readonly errors: FieldErrors;
}

export interface FormActions {
  /** Sets one answer, then clears what the hide rules hide as a result. */
  setAnswer(key: string, value: AnswerValue): void;
  /** Sets several answers at once (a choice and its `_desc`, an autocomplete's targets). */
  setAnswers(patch: Readonly<Record<string, AnswerValue>>): void;
  /** Replaces the stored data (e.g. loaded from the server); the hide rules run over all of it. */
  load(
    data: Partial<Omit<FormData, 'errors' | 'webStatus'>> & Partial<Pick<FormData, 'webStatus'>>,
  ): void;
  /** Sets an add-another block count (1 to the block's maximum). */
  setBlockCount(blockId: string, count: number): void;
  /** Chooses a tab, clearing the answers of the tab left behind. */
  setTab(groupId: string, tabId: string): void;
  setDocument(key: string, document: DocumentAnswer | undefined): void;
  setWebStatus(status: WebStatus): void;
  setErrors(errors: FieldErrors): void;
}

export type FormStoreState = FormData & FormActions;

/** A vanilla zustand store plus subscriptions per answer key. */
export interface FormStore extends StoreApi<FormStoreState> {
  /** The compiled form this store holds data for. */
  readonly form: CompiledForm;
  /**
   * Calls `listener` when the answer, errors or document of `key` change, and never for other
   * keys: one widget's subscription costs nothing when another field is typed in.
   */
  subscribeKey(key: string, listener: () => void): () => void;
  /** Calls `listener` when the tab choice or block counts change. */
  subscribeLayout(listener: () => void): () => void;
}

const NO_ERRORS: FieldErrors = {};

/** Creates the store of one form instance. */
export function createFormStore(form: CompiledForm, initial: Partial<FormData> = {}): FormStore {
  const keyListeners = new Map<string, Set<() => void>>();
  const layoutListeners = new Set<() => void>();
  const notifyKeys = (keys: Iterable<string>) => {
    for (const key of keys) keyListeners.get(key)?.forEach((listener) => listener());
  };
  const notifyLayout = () => layoutListeners.forEach((listener) => listener());

  const store = createStore<FormStoreState>()((set, get) => {
    /** Writes answers and runs the incremental hide rules over the changed sources. */
    const commit = (
      answers: Answers,
      sources: readonly string[],
      changedKeys: readonly string[],
      extra: Partial<FormData> = {},
    ) => {
      const previous = get().answers;
      const state = get();
      const outcome = applyHideRulesAfterChange(
        form,
        {
          answers,
          addAnother: extra.addAnother ?? state.addAnother,
          tabs: extra.tabs ?? state.tabs,
        },
        sources,
        previous,
      );
      set({ ...extra, answers: outcome.answers });
      notifyKeys(changedKeys);
      notifyKeys(outcome.cleared);
    };

    return {
      addAnother: {},
      tabs: {},
      documents: {},
      webStatus: 'none',
      errors: NO_ERRORS,
      ...initial,
      // Seeded answers obey the hide rules from the start, like everything set later.
      answers: applyHideRules(form, {
        answers: initial.answers ?? {},
        addAnother: initial.addAnother,
        tabs: initial.tabs,
      }).answers,

      setAnswer(key, value) {
        const { answers } = get();
        if (answers[key] === value) return;
        commit({ ...answers, [key]: value }, [key], [key]);
      },

      setAnswers(patch) {
        const { answers } = get();
        const keys = Object.keys(patch).filter((k) => answers[k] !== patch[k]);
        if (keys.length === 0) return;
        commit({ ...answers, ...patch }, keys, keys);
      },

      load(data) {
        const next = { ...get(), ...data };
        const outcome = applyHideRules(form, next);
        set({ ...data, answers: outcome.answers });
        notifyKeys(new Set([...Object.keys(get().answers), ...Object.keys(next.documents)]));
        notifyLayout();
      },

      setBlockCount(blockId, count) {
        const block = form.blocks.get(blockId);
        if (!block) throw new Error(`unknown add-another block "${blockId}"`);
        const clamped = Math.max(1, Math.min(block.max, Math.trunc(count)));
        const state = get();
        if ((state.addAnother[blockId] ?? 1) === clamped) return;
        commit(state.answers, [blockSource(blockId)], [], {
          addAnother: { ...state.addAnother, [blockId]: clamped },
        });
        notifyLayout();
      },

      setTab(groupId, tabId) {
        const group = form.tabGroups.get(groupId);
        const tab = group?.tabs.find((t) => t.id === tabId);
        if (!group || !tab) throw new Error(`unknown tab "${tabId}" of tab group "${groupId}"`);
        const state = get();
        const current = state.tabs[groupId] ?? group.defaultTab;
        if (current === tabId) return;
        const left = group.tabs.find((t) => t.id === current);
        const cleared = (left?.clearOnSwitch ?? []).filter(
          (k) => state.answers[k] !== '' && state.answers[k] !== undefined,
        );
        const answers = cleared.length
          ? { ...state.answers, ...Object.fromEntries(cleared.map((k) => [k, ''])) }
          : state.answers;
        commit(answers, [tabSource(groupId), ...cleared], cleared, {
          tabs: { ...state.tabs, [groupId]: tabId },
        });
        notifyLayout();
      },

      setDocument(key, document) {
        const documents = { ...get().documents };
        if (document) documents[key] = document;
        else delete documents[key];
        set({ documents });
        notifyKeys([key]);
      },

      setWebStatus(webStatus) {
        set({ webStatus });
      },

      setErrors(errors) {
        const previous = get().errors;
        set({ errors });
        notifyKeys(new Set([...Object.keys(previous), ...Object.keys(errors)]));
      },
    };
  });

  return Object.assign(store, {
    form,
    subscribeKey(key: string, listener: () => void) {
      let listeners = keyListeners.get(key);
      if (!listeners) keyListeners.set(key, (listeners = new Set()));
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    subscribeLayout(listener: () => void) {
      layoutListeners.add(listener);
      return () => {
        layoutListeners.delete(listener);
      };
    },
  });
}
