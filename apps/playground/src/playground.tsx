/**
 * The form author's playground: the definition (and data model) in an editor on the left, the
 * form as the portal renders it on the right, with the answers, validation and "why hidden?".
 * Everything runs in the browser with the engine's run-time compiler; nothing is sent anywhere.
 */
import { createFormStore, formDefinitionSchema, type CompiledForm } from '@admissions/form-engine';
import type { EditorView } from '@codemirror/view';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AnswersPanel } from './answers-panel.tsx';
import { EditorTabs } from './editor-tabs.tsx';
import { EXAMPLES } from './examples.ts';
import { lintWorkspace, type Language, type Problem, type Workspace } from './lint.ts';
import { PreviewFrame, type PreviewSource } from './preview-frame.tsx';
import { MODES, type PreviewMode } from './preview.tsx';
import { download, workspaceFromHash, workspaceToHash } from './share.ts';
import { WhyHidden } from './why-hidden.tsx';

/** How long typing pauses before the definition is linted and the preview rebuilt. */
export const LINT_DELAY_MS = 400;
const WIDTHS = [1280, 900, 675, 480] as const;

/** The last version that compiled: its form and store, and what the preview frame compiles. */
interface Good extends PreviewSource {
  readonly form: CompiledForm;
}

function initialWorkspace(): Workspace {
  return workspaceFromHash(location.hash) ?? EXAMPLES[0]!.workspace();
}

export function Playground() {
  const [workspace, setWorkspace] = useState(initialWorkspace);
  const [example, setExample] = useState(location.hash ? '' : EXAMPLES[0]!.id);
  const [language, setLanguage] = useState<Language>('en');
  const [mode, setMode] = useState<PreviewMode>('applicant');
  const [width, setWidth] = useState<number>(900);
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

  const load = (id: string) => {
    const found = EXAMPLES.find((e) => e.id === id);
    if (!found) return;
    fresh.current = true;
    setExample(id);
    setPageId('');
    setWorkspace(found.workspace());
  };
  const share = () => {
    const hash = workspaceToHash(workspace);
    history.replaceState(null, '', hash);
    setShareUrl(location.href);
  };

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
              {example === '' && <option value="">(shared link)</option>}
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
          <button type="button" onClick={() => download('definition.json', workspace.definition)}>
            Download the definition
          </button>
          {shareUrl && (
            <label className="pg-share">
              Link to this playground{' '}
              <input readOnly value={shareUrl} onFocus={(e) => e.target.select()} />
            </label>
          )}
        </div>
      </header>
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
              title="Form preview"
              source={good}
              view={{ mode, pageId: page?.id ?? '', lang: language }}
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
