import { createStore, type StoreApi } from 'zustand/vanilla';
import { removeBlock as blockRemoval } from '../blocks/remove-block.ts';
import type { CompiledForm } from '../compiler/compiled-form.ts';
import { blockSource, tabSource } from '../conditions/condition-node.ts';
import { isAnswered, type AnswerValue, type Answers, type FormState } from '../definition/index.ts';
import {
  CLEARED,
  clearAllHiddenInPlace,
  clearHiddenInPlace,
  restoreShownInPlace,
} from '../hide-rules/apply-hide-rules.ts';
import type { FieldErrors } from '../validation/result.ts';

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
  /**
   * The store's live answers map. Read it, never write to it: setAnswer and friends change it in
   * place and keep its identity, so a keystroke copies nothing. Watch `version` (or subscribeKey)
   * for changes, and take {@link FormStore.snapshot} for a copy that will not change.
   *
   * It always obeys the hide rules: a hidden key holds "" here, so what a host saves or submits
   * from it never holds a hidden answer. The value a hide rule cleared is kept apart, in memory
   * only, and comes back here when the key is shown again (see {@link FormActions.forgetHidden}).
   */
  readonly answers: Answers;
  /** Increases with every change of the answers, block counts or tabs. */
  readonly version: number;
  /** Block count per add-another button id (1 when absent). */
  readonly addAnother: Readonly<Record<string, number>>;
  /** Chosen tab per tab group (the default tab when absent). */
  readonly tabs: Readonly<Record<string, string>>;
  readonly documents: Readonly<Record<string, DocumentAnswer>>;
  /**
   * Whether the fields and the error summary show `errors` (false at first): a host turns it on
   * once the user has tried to move on or submit, so nobody is told off before that.
   */
  readonly showErrors: boolean;
  readonly errors: FieldErrors;
}

/** What a store can be created or loaded with. */
export type FormSeed = Partial<Omit<FormData, 'version' | 'errors'>>;

export interface FormActions {
  /**
   * Sets one answer, then clears what the hide rules hide as a result (keeping those values
   * aside) and brings back kept values of keys it shows again.
   */
  setAnswer(key: string, value: AnswerValue): void;
  /** Sets several answers at once (a choice and its `_desc`, an autocomplete's targets). */
  setAnswers(patch: Readonly<Record<string, AnswerValue>>): void;
  /**
   * Replaces the stored data (e.g. loaded from the server); the hide rules run over all of it.
   * Kept hidden answers are forgotten: they belonged to the data replaced.
   */
  load(data: FormSeed): void;
  /** Sets an add-another block count (1 to the block's maximum). */
  setBlockCount(blockId: string, count: number): void;
  /**
   * Removes block `n` of an add-another list: later blocks' answers move up one block, the last
   * block's are cleared, the count drops by one (the only block is cleared instead) and the hide
   * rules run — the pure `removeBlock`'s result. The errors of the blocks from `n` on go (their
   * messages name block numbers; the next validation computes them again); their kept hidden
   * answers move with them. Saving the count and the answers is the caller's and the host's
   * business.
   */
  removeBlock(blockId: string, n: number): void;
  /**
   * Chooses a tab, clearing the answers of the tab left behind for good (the applicant has
   * confirmed that, see the tab view): they are not kept to come back.
   */
  setTab(groupId: string, tabId: string): void;
  setDocument(key: string, document: DocumentAnswer | undefined): void;
  /** Shows or hides the errors (see {@link FormData.showErrors}). */
  setShowErrors(show: boolean): void;
  setErrors(errors: FieldErrors): void;
  /**
   * Drops the answers kept since a hide rule cleared them, so they no longer come back when their
   * keys are shown. `FormPage` calls it when the applicant leaves the page (issue 27: hidden
   * answers live in the page's memory only while the applicant is on it).
   */
  forgetHidden(): void;
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
  /** A copy of the answers, block counts and tabs that later changes leave alone. */
  snapshot(): FormState;
}

const NO_ERRORS: FieldErrors = {};

/** The answer of a file question whose document is stored (specification §4: "ANSWERED"). */
export const DOCUMENT_ANSWERED = 'ANSWERED';

/** `errors` without the given keys; the same object when none of them had errors. */
function without(errors: FieldErrors, keys: readonly string[]): FieldErrors {
  if (!keys.some((key) => key in errors)) return errors;
  const next = { ...errors };
  for (const key of keys) delete next[key];
  return Object.keys(next).length > 0 ? next : NO_ERRORS;
}

/**
 * The errors left once the applicant has answered `changed`: a message was computed for the old
 * value, so it goes (from the field and the error summary) as soon as the field holds an answer,
 * rather than staying until the next save recomputes it. A field emptied again keeps its error.
 */
function withoutAnswered(
  errors: FieldErrors,
  answers: Answers,
  changed: readonly string[],
): FieldErrors {
  if (errors === NO_ERRORS) return errors;
  return without(
    errors,
    // An unticked checkbox (false) answers nothing: "must be ticked" stays.
    changed.filter((key) => isAnswered(answers[key]) && answers[key] !== false),
  );
}

/** Creates the store of one form instance. */
export function createFormStore(form: CompiledForm, initial: FormSeed = {}): FormStore {
  const keyListeners = new Map<string, Set<() => void>>();
  const layoutListeners = new Set<() => void>();
  const notifyKeys = (keys: Iterable<string>) => {
    for (const key of keys) keyListeners.get(key)?.forEach((listener) => listener());
  };
  const notifyLayout = () => layoutListeners.forEach((listener) => listener());
  /**
   * Values the hide rules cleared, per key, while the applicant is on the page: outside the
   * answers on purpose, so the answers a host saves stay hide-rule clean (issue 27).
   */
  const kept = new Map<string, AnswerValue>();

  /**
   * A fresh mutable answers map that already obeys the hide rules. A stored document answers its
   * file question: the answer is marked ANSWERED when the back end holds a document whose
   * conversion has not failed, even if that mark was never saved (an upload, then a reload before
   * the next save), so the field is not reported missing beside the attached file.
   */
  const seed = (data: FormSeed): Record<string, AnswerValue | undefined> => {
    const answers = { ...data.answers };
    for (const [key, document] of Object.entries(data.documents ?? {}))
      if (
        form.fields.get(key)?.definition.widget === 'fileUpload' &&
        document.status !== 'FAILED' &&
        document.status !== 'NOT_ANSWERED' &&
        !isAnswered(answers[key])
      )
        answers[key] = DOCUMENT_ANSWERED;
    clearAllHiddenInPlace(form, answers, { addAnother: data.addAnother, tabs: data.tabs });
    return answers;
  };

  const store = createStore<FormStoreState>()((set, get) => {
    const live = () => get().answers as Record<string, AnswerValue | undefined>;

    /**
     * Runs the incremental hide rules for changes already written to the live map, keeping what
     * they clear, brings back the kept answers of keys shown again (then runs the rules over
     * those, since a restored answer may hide another), bumps the version and tells the
     * subscribers of every key that changed, was cleared or came back.
     */
    const afterChange = (
      sources: readonly string[],
      changedKeys: readonly string[],
      previous: Answers,
      layout: Partial<Pick<FormData, 'addAnother' | 'tabs'>> = {},
    ) => {
      const state = get();
      const next = {
        addAnother: layout.addAnother ?? state.addAnother,
        tabs: layout.tabs ?? state.tabs,
      };
      // A value written now replaces what was kept; written into a hidden key, it is not kept.
      const written = new Set(changedKeys);
      for (const key of written) kept.delete(key);
      const keep = (key: string, value: AnswerValue) => {
        if (!written.has(key)) kept.set(key, value);
      };
      const cleared = [...clearHiddenInPlace(form, live(), next, sources, previous, keep)];
      const restored = restoreShownInPlace(form, live(), next, [...sources, ...cleared], kept);
      if (restored.length > 0)
        cleared.push(
          ...clearHiddenInPlace(
            form,
            live(),
            next,
            restored,
            Object.fromEntries(restored.map((key) => [key, CLEARED])),
            keep,
          ),
        );
      const errors = withoutAnswered(state.errors, live(), changedKeys);
      set({
        ...layout,
        ...(errors === state.errors ? {} : { errors }),
        version: state.version + 1,
      });
      notifyKeys(changedKeys);
      notifyKeys(cleared);
      notifyKeys(restored);
    };

    return {
      version: 0,
      addAnother: {},
      tabs: {},
      documents: {},
      showErrors: false,
      errors: NO_ERRORS,
      ...initial,
      answers: seed(initial),

      setAnswer(key, value) {
        const answers = live();
        const previous = answers[key];
        if (previous === value) return;
        answers[key] = value;
        afterChange([key], [key], { [key]: previous });
      },

      setAnswers(patch) {
        const answers = live();
        const previous: Record<string, AnswerValue | undefined> = {};
        for (const [key, value] of Object.entries(patch))
          if (answers[key] !== value) {
            previous[key] = answers[key];
            answers[key] = value;
          }
        const keys = Object.keys(previous);
        if (keys.length > 0) afterChange(keys, keys, previous);
      },

      load(data) {
        kept.clear();
        const state = get();
        const merged = {
          addAnother: data.addAnother ?? state.addAnother,
          tabs: data.tabs ?? state.tabs,
        };
        const answers = seed({
          ...merged,
          answers: data.answers ?? state.answers,
          documents: data.documents ?? state.documents,
        });
        const touched = new Set([
          ...Object.keys(state.answers),
          ...Object.keys(answers),
          ...Object.keys(data.documents ?? {}),
        ]);
        set({ ...data, answers, version: state.version + 1 });
        notifyKeys(touched);
        notifyLayout();
      },

      setBlockCount(blockId, count) {
        const block = form.blocks.get(blockId);
        if (!block) throw new Error(`unknown add-another block "${blockId}"`);
        const clamped = Math.max(1, Math.min(block.max, Math.trunc(count)));
        const state = get();
        if ((state.addAnother[blockId] ?? 1) === clamped) return;
        afterChange(
          [blockSource(blockId)],
          [],
          {},
          { addAnother: { ...state.addAnother, [blockId]: clamped } },
        );
        notifyLayout();
      },

      removeBlock(blockId, n) {
        const state = get();
        const removal = blockRemoval(form, state, blockId, n);
        const answers = live();
        // Kept hidden answers follow their block (in block order: each is read before it is
        // overwritten); the last block's go.
        for (const key of removal.blockKeys) {
          const value = kept.get(removal.moves[key] ?? '');
          if (value === undefined) kept.delete(key);
          else kept.set(key, value);
        }
        for (const [key, value] of Object.entries(removal.hidden)) kept.set(key, value);
        for (const key of removal.changed) answers[key] = removal.answers[key];
        const errors = without(state.errors, removal.blockKeys);
        set({ addAnother: removal.addAnother, errors, version: state.version + 1 });
        notifyKeys(new Set([...removal.changed, ...removal.blockKeys]));
        notifyLayout();
      },

      setTab(groupId, tabId) {
        const group = form.tabGroups.get(groupId);
        const tab = group?.tabs.find((t) => t.id === tabId);
        if (!group || !tab) throw new Error(`unknown tab "${tabId}" of tab group "${groupId}"`);
        const state = get();
        const current = state.tabs[groupId] ?? group.defaultTab;
        if (current === tabId) return;
        const answers = live();
        const previous: Record<string, AnswerValue | undefined> = {};
        for (const key of group.tabs.find((t) => t.id === current)?.clearOnSwitch ?? []) {
          kept.delete(key);
          if (isAnswered(answers[key])) {
            previous[key] = answers[key];
            answers[key] = CLEARED;
          }
        }
        const cleared = Object.keys(previous);
        afterChange([tabSource(groupId), ...cleared], cleared, previous, {
          tabs: { ...state.tabs, [groupId]: tabId },
        });
        notifyLayout();
      },

      setDocument(key, document) {
        const state = get();
        const documents = { ...state.documents };
        if (document) documents[key] = document;
        else delete documents[key];
        // An attached document answers its question: its old "missing" error goes at once.
        const errors = document ? without(state.errors, [key]) : state.errors;
        set({ documents, ...(errors === state.errors ? {} : { errors }) });
        notifyKeys([key]);
      },

      setShowErrors(showErrors) {
        if (get().showErrors === showErrors) return;
        set({ showErrors });
        // The fields with errors show them, or lose them.
        notifyKeys(Object.keys(get().errors));
      },

      setErrors(errors) {
        const previous = get().errors;
        set({ errors });
        notifyKeys(new Set([...Object.keys(previous), ...Object.keys(errors)]));
      },

      forgetHidden() {
        kept.clear();
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
    snapshot(): FormState {
      const { answers, addAnother, tabs } = store.getState();
      return { answers: { ...answers }, addAnother, tabs };
    },
  });
}
