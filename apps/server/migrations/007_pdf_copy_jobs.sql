-- The PDF copy becomes a background job (issue E): GET /api/pdf enqueues it and answers at once;
-- a worker renders it in a warm Chromium. `source_hash` identifies what the copy was made from
-- (answers, blocks, tabs, converted uploads, form variant): when it no longer matches, the copy
-- is stale and rendered again.
ALTER TABLE pdf_copies DROP CONSTRAINT pdf_copies_status_check;
ALTER TABLE pdf_copies ADD CONSTRAINT pdf_copies_status_check
  CHECK (status IN ('UNPROCESSED', 'IN_PROGRESS', 'COMPLETED', 'FAILED'));
ALTER TABLE pdf_copies ADD COLUMN source_hash text;
ALTER TABLE pdf_copies ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE pdf_copies ADD COLUMN locked_at timestamptz;
ALTER TABLE pdf_copies ADD COLUMN run_id text;

CREATE INDEX pdf_copies_pending ON pdf_copies (status, updated_at)
  WHERE status IN ('UNPROCESSED', 'IN_PROGRESS');
