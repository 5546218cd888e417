-- Document conversions (issue E): one job per student and document answer key. The worker claims
-- UNPROCESSED jobs (and IN_PROGRESS jobs whose lock went stale: a crashed worker) with
-- FOR UPDATE SKIP LOCKED, converts the uploaded bytes to a PDF and records the outcome.
CREATE TABLE document_conversions (
  student_id bigint NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  answer_key text NOT NULL,
  -- The upload being converted (document_answers.file_key at the time of the request).
  file_key text NOT NULL,
  file_name text NOT NULL,
  status text NOT NULL DEFAULT 'UNPROCESSED'
    CHECK (status IN ('UNPROCESSED', 'IN_PROGRESS', 'COMPLETED', 'FAILED')),
  -- Why a job FAILED (shown to the student).
  message text,
  -- The converted PDF's storage key once COMPLETED.
  pdf_key text,
  attempts integer NOT NULL DEFAULT 0,
  -- When the current attempt was claimed, and by which run (a token that guards its completion).
  locked_at timestamptz,
  run_id text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, answer_key)
);

CREATE INDEX document_conversions_pending ON document_conversions (status, updated_at)
  WHERE status IN ('UNPROCESSED', 'IN_PROGRESS');
