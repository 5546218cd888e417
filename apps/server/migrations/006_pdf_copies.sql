-- PDF copies of the application (specification §4 "PDF copy download", §7 GET /api/pdf).
-- Service tokens: short-lived read-only access to one student's data for the service page
-- (GET /service/tmp-pdf). Stored as the token's SHA-256; no other route accepts them.
CREATE TABLE service_tokens (
  token_hash text PRIMARY KEY,
  student_id bigint NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);

CREATE INDEX service_tokens_expires ON service_tokens (expires_at);

-- One rendered copy per student: the storage key once COMPLETED, the reason once FAILED.
CREATE TABLE pdf_copies (
  student_id bigint PRIMARY KEY REFERENCES students (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('IN_PROGRESS', 'COMPLETED', 'FAILED')),
  storage_key text,
  message text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
