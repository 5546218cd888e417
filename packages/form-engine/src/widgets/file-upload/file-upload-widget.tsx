import { useEffect, useRef } from 'react';
import type { CompiledField } from '../../core/index.ts';
import { FieldShell, fieldIds } from '../../bindings/field-shell.tsx';
import { useFormMode } from '../../bindings/hooks.ts';
import { useMessages } from '../../bindings/form-context.tsx';
import type { FormMessages } from '../../core/messages/index.ts';
import type { WidgetProps } from '../../bindings/widget-types.ts';
import { DeleteFileDialog } from './delete-file-dialog.tsx';
import { formatFileSize } from './file-rules.ts';
import { useFileUpload } from './use-file-upload.ts';

/**
 * What the attached file's line says: "Uploaded" for a file nobody converted (no status), else
 * its conversion to PDF (specification §3 status values); nothing for another status.
 */
export function conversionStatusText(
  status: string | undefined,
  messages: FormMessages,
): string | undefined {
  switch (status) {
    case undefined:
      return messages.fileStatusUploaded;
    case 'COMPLETED':
      return messages.fileStatusCompleted;
    case 'IN_PROGRESS':
      return messages.fileStatusInProgress;
    case 'UNPROCESSED':
      return messages.fileStatusUnprocessed;
    case 'FAILED':
      return messages.fileStatusFailed;
    default:
      return undefined;
  }
}

/**
 * The document question (specification §4, §5): one file, checked in the browser against the
 * definition's limits, handed to the provider's uploader (the portal's: sent to the back end and
 * converted), then shown with its size, what became of it and a Delete button behind a
 * confirmation. The `answers-only` mode uploads nothing: it shows a note instead (`visitorNote`).
 */
export function FileUploadWidget({ field }: WidgetProps) {
  return useFormMode() === 'answers-only' ? (
    <NoUploadNote field={field} />
  ) : (
    <FileUploadControl field={field} />
  );
}

function NoUploadNote({ field }: { readonly field: CompiledField }) {
  const ids = fieldIds(field.key);
  const definition = field.definition.widget === 'fileUpload' ? field.definition : undefined;
  const hint = field.definition.hint;
  const messages = useMessages();
  return (
    <div
      className="fe-field fe-field--fileUpload fe-file-upload--note"
      role="group"
      aria-labelledby={ids.label}
    >
      <p className="fe-label" id={ids.label}>
        {field.label}
      </p>
      {hint && <p className="fe-hint">{hint}</p>}
      <p className="fe-file-upload-note" id={ids.control}>
        {definition?.visitorNote ?? messages.fileVisitorNote}
      </p>
    </div>
  );
}

function FileUploadControl({ field }: { readonly field: CompiledField }) {
  const upload = useFileUpload(field);
  const messages = useMessages();
  const { phase, document, errors, deleting, fileName, progress } = upload;
  const statusId = `${field.key}-status`;
  const conversionId = `${field.key}-conversion`;
  const conversionText = conversionStatusText(document?.status, messages);
  const converting = phase === 'converting' || phase === 'validating';
  const named = fileName ? { name: fileName } : {};
  const input = useRef<HTMLInputElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  /** Where focus goes once a confirmed delete settles: the new input, or back to Delete. */
  const afterDelete = useRef(false);

  useEffect(() => {
    if (!afterDelete.current || deleting) return;
    afterDelete.current = false;
    (phase === 'attached' ? deleteButton.current : input.current)?.focus();
  }, [phase, deleting]);

  return (
    <div className="fe-file-upload" data-phase={phase} aria-busy={converting || undefined}>
      {phase === 'attached' && document ? (
        <FieldShell field={field} group localErrors={errors}>
          {(control) => (
            <div className="fe-file-attached">
              <p className="fe-file-summary" id={`${field.key}-file`}>
                <span className="fe-file-name">
                  {document.file_name ?? messages.fileAttachedNoName}
                </span>
                {document.file_size !== undefined && (
                  <>
                    {' '}
                    <span className="fe-file-size">({formatFileSize(document.file_size)})</span>
                  </>
                )}
              </p>
              {conversionText && (
                <p
                  className={`fe-file-conversion fe-file-conversion--${(document.status ?? 'uploaded').toLowerCase()}`}
                  id={conversionId}
                >
                  {conversionText}
                </p>
              )}
              <DeleteFileDialog
                ref={deleteButton}
                id={control.id}
                aria-describedby={
                  [control['aria-describedby'], conversionText ? conversionId : undefined]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                fileName={document.file_name}
                deleting={deleting}
                onConfirm={() => {
                  afterDelete.current = true;
                  void upload.remove();
                }}
              />
            </div>
          )}
        </FieldShell>
      ) : (
        <FieldShell field={field} localErrors={errors} describedBy={converting ? [statusId] : []}>
          {(control) => (
            <input
              {...control}
              ref={input}
              className="fe-input fe-input--file"
              type="file"
              name={field.key}
              accept={upload.limits.accept.join(',') || undefined}
              disabled={converting}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                // Let the same file be chosen again after a failure.
                event.target.value = '';
                upload.select(files);
              }}
            />
          )}
        </FieldShell>
      )}
      <div className="fe-file-status" id={statusId} role="status">
        {converting && (
          <>
            <progress
              className="fe-file-progress"
              aria-label={messages.fileUploadingLabel(named)}
              {...(progress?.total && { value: progress.loaded ?? 0, max: progress.total })}
            />{' '}
            <span className="fe-file-status-text">
              {progress?.converting
                ? messages.fileConvertingText(named)
                : messages.fileUploadingText(named)}
            </span>
          </>
        )}
      </div>
    </div>
  );
}
