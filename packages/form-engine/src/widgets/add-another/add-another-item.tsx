import { useRef, useState } from 'react';
import type { CompiledBlock } from '../../core/index.ts';
import { useMessages } from '../../bindings/form-context.tsx';
import { NestedNodes } from '../../bindings/nested-nodes.tsx';
import { blockHeading } from '../../readonly/answer-format.ts';
import { ConfirmDialog } from '../confirm/confirm-dialog.tsx';

export interface AddAnotherItemProps {
  readonly block: CompiledBlock;
  /** The block number, 1-based. */
  readonly n: number;
  /** Offers a Remove button that calls this once the applicant confirms; absent: no button. */
  readonly onRemove?: (n: number) => void;
  /** A save is on its way: the Remove button says it is unavailable and ignores clicks. */
  readonly busy?: boolean;
}

/**
 * One block of an add-another list: a group headed by its item label ("College 2"), its
 * fields and, when it may go, a Remove button named after it ("Remove College 2") that asks
 * first. Cancel returns focus to the button; after Remove the list places focus.
 */
export function AddAnotherItem({ block, n, onRemove, busy }: AddAnotherItemProps) {
  const messages = useMessages();
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const title = blockHeading(block, n);
  const item = title ?? messages.addAnotherEntry({ n });
  const headingId = `${block.id}-block-${n}-heading`;
  return (
    <div
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
      <NestedNodes nodes={block.instances[n - 1]!} />
      {onRemove && (
        <button
          ref={trigger}
          type="button"
          className="fe-button fe-button--secondary fe-add-another-remove"
          aria-haspopup="dialog"
          aria-disabled={busy || undefined}
          onClick={() => busy || setAsking(true)}
        >
          {messages.addAnotherRemove({ item })}
        </button>
      )}
      {asking && onRemove && (
        <ConfirmDialog
          title={messages.addAnotherRemoveTitle({ item })}
          text={messages.addAnotherRemoveText({ item })}
          cancelLabel={messages.addAnotherRemoveCancel}
          confirmLabel={messages.addAnotherRemoveConfirm}
          returnFocus={(confirmed) => (confirmed ? undefined : trigger.current)}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onRemove(n);
          }}
        />
      )}
    </div>
  );
}
