import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FormBackend } from '../../backend/form-backend.ts';
import type { CompiledBlock } from '../../core/index.ts';
import { useFormContext } from '../../react/form-context.tsx';
import { NestedNodes } from '../../react/nested-nodes.tsx';
import { blockHeading } from '../../readonly/answer-format.ts';

/**
 * One `GET /api/add-another` per back end at a time: the blocks of a page mount together and
 * share the request in flight instead of each sending its own.
 */
const countsInFlight = new WeakMap<FormBackend, Promise<Record<string, number>>>();

function loadCounts(backend: FormBackend): Promise<Record<string, number>> {
  let pending = countsInFlight.get(backend);
  if (!pending) {
    pending = backend.addAnotherCounts().finally(() => countsInFlight.delete(backend));
    countsInFlight.set(backend, pending);
  }
  return pending;
}

const FOCUSABLE = 'input, select, textarea, button, [href], [tabindex]';

/**
 * An add-another block (specification §4, §6): as many blocks as the stored count (default 1),
 * each in a group headed by the item label ("College 2"). Applicants get the saved count on mount
 * and the Add Another button while the count is below the maximum; adding saves count + 1 first,
 * then shows the new block and moves focus to its heading. A failed save toasts
 * "Error adding another <id>" and keeps the count. Visitors and service users get no button.
 * Without a back end (stories) the count only changes locally.
 */
export function AddAnotherView({ block }: { readonly block: CompiledBlock }) {
  const { store, backend, mode, notify, messages } = useFormContext();
  const subscribe = useCallback((listener: () => void) => store.subscribeLayout(listener), [store]);
  const snapshot = () => store.getState().addAnother[block.id] ?? 1;
  const stored = useSyncExternalStore(subscribe, snapshot, snapshot);
  const limit = Math.min(block.max, block.instances.length);
  const count = Math.max(1, Math.min(stored, limit));
  const applicant = mode === 'applicant';

  const [saving, setSaving] = useState(false);
  /** Ignores clicks while a save is on its way (two quick clicks must not save the same count). */
  const inFlight = useRef(false);
  /** Set once the applicant adds a block: a count loaded later must not undo it. */
  const added = useRef(false);
  const focusBlock = useRef<number | undefined>(undefined);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!applicant || !backend) return;
    let live = true;
    loadCounts(backend).then(
      (counts) => {
        const saved = counts[block.id];
        if (live && !added.current && typeof saved === 'number' && Number.isFinite(saved))
          store.getState().setBlockCount(block.id, saved);
      },
      // The count stays as it is; only adding reports failures (specification §8).
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [applicant, backend, block.id, store]);

  // After adding, focus lands on the new block's heading (or its first control without one).
  useEffect(() => {
    const n = focusBlock.current;
    if (n === undefined || n > count) return;
    focusBlock.current = undefined;
    const item = container.current?.querySelector<HTMLElement>(`[data-block-item="${n}"]`);
    const target =
      item?.querySelector<HTMLElement>('.fe-add-another-heading') ??
      item?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [count]);

  const add = async () => {
    const next = count + 1;
    if (inFlight.current || next > limit) return;
    inFlight.current = true;
    setSaving(true);
    try {
      await backend?.saveAddAnother(block.id, next);
      added.current = true;
      focusBlock.current = next;
      store.getState().setBlockCount(block.id, next);
    } catch {
      notify({ severity: 'error', message: messages.toastAddAnotherError({ id: block.id }) });
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <div className="fe-add-another" data-block={block.id} ref={container}>
      {block.instances.slice(0, count).map((nodes, i) => {
        const n = i + 1;
        const title = blockHeading(block, n);
        const headingId = `${block.id}-block-${n}-heading`;
        return (
          <div
            key={n}
            className="fe-add-another-item"
            data-block-item={n}
            role={title === undefined ? undefined : 'group'}
            aria-labelledby={title === undefined ? undefined : headingId}
          >
            {title !== undefined && (
              <h3 className="fe-add-another-heading" id={headingId} tabIndex={-1}>
                {title}
              </h3>
            )}
            <NestedNodes nodes={nodes} />
          </div>
        );
      })}
      {applicant && count < limit && (
        <button
          type="button"
          className="fe-button fe-add-another-button"
          aria-disabled={saving || undefined}
          onClick={() => void add()}
        >
          {block.addLabel}
        </button>
      )}
    </div>
  );
}
