-- Single-use upload keys (issue 13, finding 5). Every presigned upload form the server hands out
-- is recorded here with a fresh random key. A key is used once: the embedded store's
-- POST /storage/upload claims it before it writes a byte, and with an S3 bucket the server claims
-- it when it adopts the upload (its conversion is requested). A second POST of the same form, or
-- a second adoption of the same key, finds `used_at` set and is refused, so a stored document is
-- never replaced behind the server's back under a key it already recorded.
--
-- Rows of forms that expired unused are pruned when the student asks for a new form; used rows
-- stay (one per accepted upload) so that a used key can never be claimed again.
CREATE TABLE upload_keys (
  file_key text PRIMARY KEY,
  student_id bigint NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  answer_key text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  -- The policy's expiry: the embedded store refuses a claim after it (S3 refuses the POST itself).
  expires_at timestamptz NOT NULL,
  -- When an upload (disk) or an adoption (S3) claimed the key; NULL while unused.
  used_at timestamptz
);

CREATE INDEX upload_keys_student ON upload_keys (student_id, expires_at) WHERE used_at IS NULL;
