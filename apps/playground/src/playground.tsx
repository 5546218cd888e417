/**
 * The form author's playground: the definition (and data model) in an editor on the left, the
 * form as the portal renders it on the right, with the answers, validation and "why hidden?".
 * Everything runs in the browser with the engine's run-time compiler; nothing is sent anywhere.
 */
import { createFormStore, type CompiledForm } from '@admissions/form-engine';
import { formDefinitionSchema } from '@admissions/form-engine/inspect';
import type { EditorView } from '@codemirror/view';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AnswersPanel } from './answers-panel.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import {
  discardDraft,
  hasEdits,
  readCurrent,
  readDraft,
  writeCurrent,
  writeDraft,
  type DraftStorage,
} from './drafts.ts';
import { EditorTabs } from './editor-tabs.tsx';
import { EXAMPLES } from './examples.ts';
import { lintWorkspace, type Language, type Problem, type Workspace } from './lint.ts';
import { PreviewFrame, type PreviewSource } from './preview-frame.tsx';
import { MODES, type PreviewMode } from './preview.tsx';
import { SaveBack } from './save-back.tsx';
import { workspaceFromHash, workspaceToHash } from './share.ts';
import { WhyHidden } from './why-hidden.tsx';

/** How long typing pauses before the definition is linted and the preview rebuilt. */
export const LINT_DELAY_MS = 400;
/** A small phone, a common phone, a large phone, a tablet, a laptop. */
const WIDTHS = [360, 390, 480, 768, 1280] as const;

/** The last version that compiled: its form and store, and what the preview frame compiles. */
interface Good extends PreviewSource {
  readonly form: CompiledForm;
}

/**
 * The browser's storage, or none: the served build is a sandboxed opaque origin, where using it
 * throws. There the URL's hash (kept up to date as the author types) is what survives a reload.
 */
function browserStorage(): DraftStorage | undefined {
  try {
    localStorage.getItem('');
    return localStorage;
  } catch {
    return undefined;
  }
}

/** The example a workspace belongs to: its section file's name, or the starter form. */
const exampleOf = (workspace: Workspace): string =>
  workspace.file?.replace(/^.*\//, '').replace(/\.json$/, '') ?? EXAMPLES[0]!.id;
const pristineOf = (id: string): Workspace =>
  (EXAMPLES.find((e) => e.id === id) ?? EXAMPLES[0]!).workspace();

/** The link's (or the reload's) workspace; else the example open last, with its edits. */
function initialWorkspace(storage: DraftStorage | undefined): Workspace {
  const linked = workspaceFromHash(location.hash);
  if (linked) return linked;
  const id = (storage && readCurrent(storage)) ?? EXAMPLES[0]!.id;
  return (storage && readDraft(storage, id)) ?? pristineOf(id);
}

export function Playground() {
  const storage = useMemo(browserStorage, []);
  const [workspace, setWorkspace] = useState(() => initialWorkspace(storage));
  const [example, setExample] = useState(() => exampleOf(workspace));
  const [pristine, setPristine] = useState(() => pristineOf(example));
  const [asking, setAsking] = useState<string>();
  const [language, setLanguage] = useState<Language>('en');
  const [mode, setMode] = useState<PreviewMode>('edit');
  const [width, setWidth] = useState<number>(768);
  const [phone, setPhone] = useState(false);
  const [pageId, setPageId] = useState('');
  const [problems, setProblems] = useState<readonly Problem[]>([]);
  const [good, setGood] = useState<Good>();
  const [stale, setStale] = useState(false);
  const [checking, setChecking] = useState(true);
  const [selected, setSelected] = useState('');
  const [shareUrl, setShareUrl] = useState('');
  const views = useRef<Partial<Record<Problem['document'], EditorView>>>({});
  const fresh = useRef(true);

  useEffect(() => {
    let live = true;
    setChecking(true);
    const timer = setTimeout(() => {
      void lintWorkspace(workspace, language).then((outcome) => {
        if (!live) return;
        setProblems(outcome.problems);
        setChecking(false);
        setStale(!outcome.form);
        const form = outcome.form;
        if (!form) return;
        // Answers carry over while the author edits; a newly loaded example starts empty. (Read
        // outside the updater, which React may call twice.)
        const keep = !fresh.current;
        fresh.current = false;
        setGood((previous) => ({
          form,
          store: createFormStore(form, keep && previous ? previous.store.snapshot() : {}),
          workspace,
          language,
        }));
      });
    }, LINT_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [workspace, language]);

  // Autosave: the hash (a reload reopens it, wherever the page runs) and, where the browser lets
  // the page keep data, this example's draft, so its edits come back when it is opened again.
  useEffect(() => {
    const timer = setTimeout(() => {
      history.replaceState(null, '', workspaceToHash(workspace));
      if (storage) {
        writeDraft(storage, example, workspace, pristine);
        writeCurrent(storage, example);
      }
    }, LINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [workspace, example, pristine, storage]);

  const open = (id: string, keep: boolean) => {
    if (storage) {
      if (keep) writeDraft(storage, example, workspace, pristine);
      else discardDraft(storage, example);
    }
    const next = pristineOf(id);
    fresh.current = true;
    setExample(id);
    setPristine(next);
    setPageId('');
    setSelected('');
    setWorkspace((storage && readDraft(storage, id)) ?? next);
  };
  // Switching away from edits asks first; Cancel keeps them (the select stays where it was).
  const load = (id: string) => {
    if (hasEdits(workspace, pristine)) setAsking(id);
    else open(id, false);
  };
  const share = () => setShareUrl(location.href.split('#')[0] + workspaceToHash(workspace));
  const exampleLabel = (id: string) => EXAMPLES.find((e) => e.id === id)?.label ?? id;

  const errors = problems.filter((p) => p.severity === 'error').length;
  const modelSchema = useMemo(
    () => ({
      type: 'object',
      description: 'The data model: each answer key and its type.',
      additionalProperties: { enum: ['string', 'integer', 'number', 'boolean', 'date', 'file'] },
    }),
    [],
  );
  const page = good?.form.pages.find((p) => p.id === pageId) ?? good?.form.pages[0];

  return (
    <div className="pg-app">
      <header className="pg-header">
        <h1>Form playground</h1>
        <div className="pg-toolbar">
          <label>
            Example{' '}
            <select value={example} onChange={(e) => load(e.target.value)}>
              {EXAMPLES.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={share}>
            Share link
          </button>
          <SaveBack
            workspace={workspace}
            pristine={pristine}
            onSaved={(written) => {
              // The files as written (formatted) are both what the editors show and the pristine
              // version: an edit made while saving is still an edit.
              setWorkspace((current) => ({ ...current, ...written }));
              setPristine((loaded) => ({ ...loaded, ...workspace, ...written }));
            }}
          />
          {shareUrl && (
            <label className="pg-share">
              Link to this playground{' '}
              <input readOnly value={shareUrl} onFocus={(e) => e.target.select()} />
            </label>
          )}
        </div>
      </header>
      {asking !== undefined && (
        <ConfirmDialog
          title={`You have edited ${exampleLabel(example)}`}
          choices={[
            ...(storage
              ? [{ value: 'keep' as const, label: 'Keep my edits for later and switch' }]
              : []),
            { value: 'discard' as const, label: 'Discard my edits and switch' },
          ]}
          onAnswer={(answer) => {
            setAsking(undefined);
            if (answer) open(asking, answer === 'keep');
          }}
        >
          <p>
            Open {exampleLabel(asking)} instead?{' '}
            {storage
              ? 'Kept edits come back when you open this example again.'
              : 'This browser cannot keep them here: save or download them first to keep them.'}
          </p>
        </ConfirmDialog>
      )}
      <main className="pg-main">
        <section className="pg-source" aria-labelledby="pg-source-title">
          <h2 id="pg-source-title">Definition</h2>
          <EditorTabs
            workspace={workspace}
            onChange={(patch) => setWorkspace((w) => ({ ...w, ...patch }))}
            problems={problems}
            definitionSchema={formDefinitionSchema}
            modelSchema={modelSchema}
            views={views.current}
          />
          <label className="pg-check">
            <input
              type="checkbox"
              checked={workspace.partnerLists}
              onChange={(e) => setWorkspace((w) => ({ ...w, partnerLists: e.target.checked }))}
            />{' '}
            Use the partner’s option lists
          </label>
        </section>
        <section className="pg-output" aria-labelledby="pg-preview-title">
          <h2 id="pg-preview-title">Preview</h2>
          <div className="pg-switches">
            <fieldset>
              <legend>Mode</legend>
              {MODES.map((m) => (
                <label key={m.id}>
                  <input
                    type="radio"
                    name="pg-mode"
                    checked={mode === m.id}
                    onChange={() => setMode(m.id)}
                  />{' '}
                  {m.label}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>Width</legend>
              {WIDTHS.map((w) => (
                <label key={w}>
                  <input
                    type="radio"
                    name="pg-width"
                    checked={width === w}
                    onChange={() => setWidth(w)}
                  />{' '}
                  {w} px
                </label>
              ))}
              <label>
                <input
                  type="checkbox"
                  checked={phone}
                  onChange={(e) => setPhone(e.target.checked)}
                />{' '}
                Phone frame
              </label>
            </fieldset>
            <label>
              Language{' '}
              <select value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
                <option value="en">English</option>
                <option value="es">Español</option>
              </select>
            </label>
            <label>
              Page{' '}
              <select value={page?.id ?? ''} onChange={(e) => setPageId(e.target.value)}>
                {good?.form.pages.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p
            role="status"
            className={stale ? 'pg-status pg-status-stale' : 'pg-status'}
            data-testid="preview-status"
          >
            {checking
              ? 'Checking the definition…'
              : stale
                ? `The definition has ${errors} ${errors === 1 ? 'error' : 'errors'}: ${good ? 'the preview shows the last good version' : 'fix it to see the preview'}.`
                : 'The preview is up to date.'}
          </p>
          <div className="pg-frame-wrap" data-width={width} data-testid="preview">
            <PreviewFrame
              width={width}
              phone={phone}
              title="Form preview"
              source={good}
              view={{ mode, pageId: page?.id ?? '', lang: language }}
              onExplain={(key) => {
                setSelected(key);
                document.getElementById('pg-why-heading')?.scrollIntoView();
              }}
            />
          </div>
          <section aria-labelledby="pg-answers-heading">
            <h2 id="pg-answers-heading">Answers and validation</h2>
            {good && <AnswersPanel form={good.form} store={good.store} />}
          </section>
          <section aria-labelledby="pg-why-heading">
            <h2 id="pg-why-heading">Why hidden?</h2>
            {good && (
              <WhyHidden
                form={good.form}
                store={good.store}
                selected={selected}
                onSelect={setSelected}
              />
            )}
          </section>
        </section>
      </main>
    </div>
  );
}
