/**
 * A JSON document in CodeMirror 6: completion and hover documentation from a JSON Schema at any
 * depth (./completion: a field's properties by its widget, operators, answer keys, a condition's
 * option values), and inline diagnostics from the engine's linter (schema *and* meaning errors,
 * placed at their line and column), so the editor and the problem list agree.
 */
import { json, jsonLanguage } from '@codemirror/lang-json';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import { EditorView, hoverTooltip } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import type { Schema } from './completion/schema-walk.ts';
import { DEFINITION_FILES, schemasFor } from './completion/schemas.ts';
import { schemaCompletionSource, schemaHover, type CompletionData } from './completion/source.ts';
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
  /** The document's JSON Schema; its `$ref`s may name the form definition's schema file. */
  readonly schema: object;
  /** Answer keys and option lists from the other documents (the data model, option lists). */
  readonly completionData?: CompletionData;
  readonly problems: readonly Problem[];
  /** The accessible name of the editing area. */
  readonly label: string;
  /** Receives the view, so a problem list can move the cursor to a problem. */
  readonly onView?: (view: EditorView | undefined) => void;
}

/** The hover's content: the property or value, and the schema's description of it. */
function hoverContent(title: string, text: string): HTMLElement {
  const dom = document.createElement('div');
  dom.className = 'pg-hover';
  // Short lines in a tooltip; the editor's theme gives its colours.
  dom.style.cssText = 'max-width: 48ch; padding: 0.25rem 0.5rem';
  const name = dom.appendChild(document.createElement('strong'));
  name.textContent = title;
  const description = dom.appendChild(document.createElement('p'));
  description.style.margin = '0.25rem 0 0';
  description.textContent = text;
  return dom;
}

export function JsonEditor({
  value,
  onChange,
  schema,
  completionData,
  problems,
  label,
  onView,
}: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const latest = useRef({ onChange, completionData });
  latest.current = { onChange, completionData };

  useEffect(() => {
    // A document's `$schema` (a section file, the model) chooses its schema; else the editor's.
    const own = { root: schema as Schema, files: DEFINITION_FILES };
    const schemas = (value: unknown) => schemasFor(value, own);
    const created = new EditorView({
      parent: host.current!,
      doc: value,
      extensions: [
        basicSetup,
        json(),
        jsonLanguage.data.of({
          autocomplete: schemaCompletionSource(schemas, () => latest.current.completionData ?? {}),
        }),
        hoverTooltip((hovered, pos) => {
          const info = schemaHover(schemas, hovered.state.doc.toString(), pos);
          return info
            ? {
                pos: info.from,
                end: info.to,
                create: () => ({ dom: hoverContent(info.title, info.text) }),
              }
            : null;
        }),
        lintGutter(),
        EditorView.lineWrapping,
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
