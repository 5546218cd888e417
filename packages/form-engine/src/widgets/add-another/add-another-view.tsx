import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FormBackend } from '../../backend/form-backend.ts';
import { canRemoveBlock, type CompiledBlock } from '../../core/index.ts';
import { useFormContext } from '../../bindings/form-context.tsx';
import { blockHeading } from '../../readonly/answer-format.ts';
import { AddAnotherItem } from './add-another-item.tsx';

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
 * each in a group headed by the item label ("College 2"). In the `edit` mode the saved count is
 * loaded on mount and the Add Another button shows while the count is below the maximum; adding
 * saves count + 1 first, then shows the new block and moves focus to its heading. A failed save
 * toasts "Error adding another <id>" and keeps the count. The other modes get no button. Without a
 * back end the count only changes locally.
 *
 * While there are two blocks or more, the `edit` mode also gets a Remove button per block (not
 * for a block with a file question, see `canRemoveBlock`): once confirmed it saves count − 1, then
 * removes the block in the store (later blocks move up; the host saves the changed answers as
 * any other change), announces "College 2 removed" and focuses the heading now in that place
 * (the previous block's when the last went). A failed save toasts and keeps everything.
 */
export function AddAnotherView({ block }: { readonly block: CompiledBlock }) {
  const { store, backend, mode, notify, messages } = useFormContext();
  const subscribe = useCallback((listener: () => void) => store.subscribeLayout(listener), [store]);
  const snapshot = () => store.getState().addAnother[block.id] ?? 1;
  const stored = useSyncExternalStore(subscribe, snapshot, snapshot);
  const limit = Math.min(block.max, block.instances.length);
  const count = Math.max(1, Math.min(stored, limit));
  const editing = mode === 'edit';

  const [saving, setSaving] = useState(false);
  /** Ignores clicks while a save is on its way (two quick clicks must not save the same count). */
  const inFlight = useRef(false);
  /** Set once the applicant adds or removes a block: a count loaded later must not undo it. */
  const changed = useRef(false);
  const focusBlock = useRef<number | undefined>(undefined);
  const container = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const removable = editing && count > 1 && canRemoveBlock(block);

  useEffect(() => {
    if (!editing || !backend) return;
    let live = true;
    loadCounts(backend).then(
      (counts) => {
        const saved = counts[block.id];
        if (live && !changed.current && typeof saved === 'number' && Number.isFinite(saved))
          store.getState().setBlockCount(block.id, saved);
      },
      // The count stays as it is; only adding reports failures (specification §8).
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [editing, backend, block.id, store]);

  // After adding, focus lands on the new block's heading (or its first control without one);
  // after removing, on the heading of the block now in that place, or the previous one.
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
      changed.current = true;
      focusBlock.current = next;
      store.getState().setBlockCount(block.id, next);
    } catch {
      notify({ severity: 'error', message: messages.toastAddAnotherError({ id: block.id }) });
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  const remove = async (n: number) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    const item = blockHeading(block, n) ?? messages.addAnotherEntry({ n });
    try {
      await backend?.saveAddAnother(block.id, count - 1);
      changed.current = true;
      focusBlock.current = Math.min(n, count - 1);
      store.getState().removeBlock(block.id, n);
      setAnnouncement(messages.addAnotherRemoved({ item }));
    } catch {
      notify({ severity: 'error', message: messages.toastAddAnotherRemoveError({ item }) });
      container.current
        ?.querySelector<HTMLElement>(`[data-block-item="${n}"] .fe-add-another-remove`)
        ?.focus();
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <div className="fe-add-another" data-block={block.id} ref={container}>
      {block.instances.slice(0, count).map((_, i) => (
        <AddAnotherItem
          key={i}
          block={block}
          n={i + 1}
          busy={saving}
          onRemove={removable ? (n) => void remove(n) : undefined}
        />
      ))}
      {editing && count < limit && (
        <button
          type="button"
          className="fe-button fe-add-another-button"
          aria-disabled={saving || undefined}
          onClick={() => void add()}
        >
          {block.addLabel}
        </button>
      )}
      {editing && (
        <p className="fe-visually-hidden" role="status">
          {announcement}
        </p>
      )}
    </div>
  );
}
