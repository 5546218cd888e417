/**
 * A JSON document in CodeMirror 6: completion and hover documentation from a JSON Schema
 * (codemirror-json-schema), and inline diagnostics from the engine's linter (schema *and* meaning
 * errors, placed at their line and column), so the editor and the problem list agree.
 */
import { json, jsonLanguage } from '@codemirror/lang-json';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import { EditorView, hoverTooltip } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import { useEffect, useRef } from 'react';
import type { Problem } from './lint.ts';

/** Character range of a problem: from its column to the end of that line. */
export function problemRange(doc: Text, problem: Pick<Problem, 'line' | 'column'>) {
  const line = doc.line(Math.min(Math.max(problem.line, 1), doc.lines));
  const from = line.from + Math.min(Math.max(problem.column - 1, 0), line.length);
  return { from, to: Math.max(line.to, from) };
}

export interface JsonEditorProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly schema: object;
  readonly problems: readonly Problem[];
  /** The accessible name of the editing area. */
  readonly label: string;
  /** Receives the view, so a problem list can move the cursor to a problem. */
  readonly onView?: (view: EditorView | undefined) => void;
}

export function JsonEditor({ value, onChange, schema, problems, label, onView }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const latest = useRef({ onChange });
  latest.current = { onChange };

  useEffect(() => {
    const created = new EditorView({
      parent: host.current!,
      doc: value,
      extensions: [
        basicSetup,
        json(),
        jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
        hoverTooltip(jsonSchemaHover()),
        stateExtensions(schema as never),
        lintGutter(),
        // An explicit tabindex (the editable area is a tab stop anyway) lets checkers see that
        // the scrolling region has keyboard access.
        EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
      ],
    });
    view.current = created;
    onView?.(created);
    return () => {
      onView?.(undefined);
      created.destroy();
      view.current = undefined;
    };
    // The view lives as long as the component; value and problems flow in through the effects.
  }, []);

  // A document loaded from outside (an example, a shared link) replaces the text.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value)
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  // The engine lints after a pause in typing; its problems replace the editor's diagnostics.
  useEffect(() => {
    const current = view.current;
    if (!current) return;
    const diagnostics: Diagnostic[] = problems.map((p) => ({
      ...problemRange(current.state.doc, p),
      severity: p.severity,
      message: `${p.message} [${p.code}]`,
    }));
    current.dispatch(setDiagnostics(current.state, diagnostics));
  }, [problems]);

  return <div ref={host} className="pg-editor" />;
}
