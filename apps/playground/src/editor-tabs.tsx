/**
 * The documents an author edits, as tabs (WAI-ARIA tabs: arrow keys move between them): the
 * definition (a form, or a partner section file), the data model and, for the partner's files,
 * the option lists. Under them the list of problems: each one a button that puts the cursor at
 * its line and column.
 */
import { EditorSelection } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { useRef, useState, type KeyboardEvent } from 'react';
import { completionDataOf, editedOptionLists } from './completion/data.ts';
import { JsonEditor, problemRange } from './json-editor.tsx';
import type { Problem, Workspace } from './lint.ts';

/** One of the documents an author edits (each in its tab). */
export type DocumentId = Problem['document'];
const TABS: readonly { readonly id: DocumentId; readonly label: string }[] = [
  { id: 'definition', label: 'Definition (JSON)' },
  { id: 'model', label: 'Data model (JSON)' },
  { id: 'options', label: 'Option lists (JSON)' },
];

/** The repository file each document is, when it is one (relative to the definitions folder). */
export function documentFiles(workspace: Workspace): Partial<Record<DocumentId, string>> {
  return {
    ...(workspace.file ? { definition: workspace.file } : {}),
    ...(workspace.options !== undefined ? { model: 'model.json', options: 'options.json' } : {}),
  };
}

export interface EditorTabsProps {
  readonly workspace: Workspace;
  readonly onChange: (patch: Partial<Workspace>) => void;
  readonly problems: readonly Problem[];
  readonly definitionSchema: object;
  readonly modelSchema: object;
  /** Filled with each document's editor view. */
  readonly views: Partial<Record<DocumentId, EditorView>>;
}

export function EditorTabs({
  workspace,
  onChange,
  problems,
  definitionSchema,
  modelSchema,
  views,
}: EditorTabsProps) {
  const [active, setActive] = useState<DocumentId>('definition');
  const tabs = useRef<Partial<Record<DocumentId, HTMLButtonElement | null>>>({});
  const shown = TABS.filter((t) => t.id !== 'options' || workspace.options !== undefined);
  const files = documentFiles(workspace);
  const labelOf = (id: DocumentId) => shown.find((t) => t.id === id)?.label ?? id;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const at = shown.findIndex((t) => t.id === active);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = shown[(at + step + shown.length) % shown.length]!.id;
    setActive(next);
    tabs.current[next]?.focus();
    event.preventDefault();
  };
  const reveal = (problem: Problem) => {
    setActive(problem.document);
    const view = views[problem.document];
    if (!view) return;
    const { from } = problemRange(view.state.doc, problem);
    view.dispatch({ selection: EditorSelection.cursor(from), scrollIntoView: true });
    // The panel is shown on the next render; focus after it.
    requestAnimationFrame(() => view.focus());
  };

  return (
    <>
      <div role="tablist" aria-label="Documents" className="pg-tabs" onKeyDown={onKeyDown}>
        {shown.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`pg-tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`pg-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            ref={(el) => {
              tabs.current[tab.id] = el;
            }}
            onClick={() => setActive(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {shown.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`pg-panel-${tab.id}`}
          aria-labelledby={`pg-tab-${tab.id}`}
          hidden={active !== tab.id}
        >
          {tab.id === 'model' && !workspace.model.trim() && (
            <p className="pg-hint">No data model: the types come from the widgets.</p>
          )}
          {files[tab.id] && (
            <p className="pg-hint">
              The repository's <code>packages/partner-config/definitions/{files[tab.id]}</code>
            </p>
          )}
          <JsonEditor
            value={workspace[tab.id] ?? ''}
            onChange={(text) => onChange({ [tab.id]: text })}
            schema={tab.id === 'definition' ? definitionSchema : modelSchema}
            completionData={completionDataOf(
              workspace.model,
              workspace.partnerLists ? editedOptionLists(workspace.options) : undefined,
            )}
            problems={problems.filter((p) => p.document === tab.id)}
            label={tab.label}
            onView={(view) => {
              if (view) views[tab.id] = view;
              else delete views[tab.id];
            }}
          />
        </div>
      ))}
      <h3 id="pg-problems-title">Problems</h3>
      {problems.length === 0 ? (
        <p className="pg-problems-none">No problems.</p>
      ) : (
        <ul className="pg-problems" aria-labelledby="pg-problems-title" data-testid="problems">
          {problems.map((p, i) => (
            <li key={i} className={`pg-problem pg-problem-${p.severity}`}>
              <button type="button" onClick={() => reveal(p)}>
                {p.document === 'definition' ? '' : `${labelOf(p.document)}, `}line {p.line}, column{' '}
                {p.column}: {p.severity} {p.message} <span className="pg-code">[{p.code}]</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
