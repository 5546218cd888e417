/**
 * "Save": the repository files the author edited go back where they came from (the section file,
 * the model, the option lists). In development the dialog shows each changed file's line diff
 * against the working tree, as the file will be written (formatted as the repository formats
 * it), and writes only when the author says so; the editors then hold the texts written. The
 * static build downloads the changed files as the repository has them (a whole form, with no
 * file: `definition.json`).
 */
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { documentFiles, type DocumentId } from './editor-tabs.tsx';
import { formatDiff, lineDiff } from './line-diff.ts';
import type { Workspace } from './lint.ts';
import {
  canSaveBack,
  downloadFile,
  formatForRepository,
  readRepositoryFile,
  writeRepositoryFile,
} from './save.ts';

export interface SaveBackProps {
  readonly workspace: Workspace;
  /** The version loaded: the files that differ from it are the ones to save. */
  readonly pristine: Workspace;
  /** The files now hold these texts (the edits as written): the editors take them. */
  readonly onSaved: (written: Partial<Record<DocumentId, string>>) => void;
}

interface Change {
  readonly document: DocumentId;
  readonly path: string;
  readonly text: string;
  readonly diff: string;
}

/** The workspace's repository files, each with its path and text. */
function filesOf(workspace: Workspace) {
  return Object.entries(documentFiles(workspace)).map(([id, path]) => {
    const document = id as DocumentId;
    return { document, path, text: workspace[document] ?? '' };
  });
}

export function SaveBack({ workspace, pristine, onSaved }: SaveBackProps) {
  const [changes, setChanges] = useState<readonly Change[]>([]);
  const [status, setStatus] = useState('');
  const files = filesOf(workspace);

  if (files.length === 0 || !canSaveBack()) {
    const before = new Map(filesOf(pristine).map((f) => [f.path, f.text]));
    const edited = files.filter((f) => before.get(f.path) !== f.text);
    const single = files.length === 0;
    return (
      <button
        type="button"
        onClick={() =>
          single
            ? downloadFile('definition.json', workspace.definition)
            : (edited.length ? edited : files.slice(0, 1)).forEach((f) =>
                downloadFile(f.path, f.text),
              )
        }
      >
        {single ? 'Download the definition' : 'Download the changed files'}
      </button>
    );
  }

  const review = async () => {
    setStatus('');
    try {
      const found = await Promise.all(
        files.map(async (f) => {
          const [current, text] = await Promise.all([
            readRepositoryFile(f.path),
            formatForRepository(f.path, f.text),
          ]);
          return { ...f, text, diff: formatDiff(lineDiff(current, text)) };
        }),
      );
      const changed = found.filter((f) => f.diff);
      if (changed.length) setChanges(changed);
      else setStatus('The repository already holds these edits.');
    } catch (error) {
      setStatus(`Could not prepare the save: ${(error as Error).message}`);
    }
  };
  const answer = async (value: 'write' | undefined) => {
    const writing = changes;
    setChanges([]);
    if (!value) return;
    const written: Partial<Record<DocumentId, string>> = {};
    const generated = new Set<string>();
    try {
      for (const change of writing) {
        const result = await writeRepositoryFile(change.path, change.text);
        written[change.document] = result.text;
        result.generated.forEach((g) => generated.add(g));
      }
      const also = generated.size ? ` Regenerated ${[...generated].join(', ')}.` : '';
      setStatus(`Saved ${writing.map((c) => c.path).join(', ')}.${also}`);
    } catch (error) {
      setStatus(`Could not save: ${(error as Error).message}`);
    }
    // What did land is in the editors, even when a later file failed.
    if (Object.keys(written).length) onSaved(written);
  };
  const names = changes.map((c) => c.path).join(', ');
  return (
    <>
      <button type="button" onClick={() => void review()}>
        Save to the repository…
      </button>
      <span role="status" className="pg-save-status">
        {status}
      </span>
      {changes.length > 0 && (
        <ConfirmDialog
          title={`Save ${names}?`}
          choices={[{ value: 'write', label: `Write ${names}` }]}
          onAnswer={(value) => void answer(value)}
        >
          {changes.map((c) => (
            <section key={c.path}>
              <h3>packages/partner-config/definitions/{c.path}</h3>
              <pre
                className="pg-diff"
                tabIndex={0}
                aria-label={`Changes to ${c.path}`}
                data-testid="save-diff"
              >
                {c.diff}
              </pre>
            </section>
          ))}
        </ConfirmDialog>
      )}
    </>
  );
}
