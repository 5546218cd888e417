-- Uploaded documents (issue E): at most one stored file per student and document answer key (a
-- fileUpload field of the form). A new upload for the same key replaces the row (and its object).
--
-- Read by the conversion jobs: `file_key` is the object's key in the object storage
-- (`uploads/<student_id>/<answer_key>/<random>`, written by POST /storage/upload through a
-- signed upload policy), `file_name` the sanitised name the browser sent and `file_size` its
-- size in bytes (1 to 1048576). Deleting the row (DELETE /api/document-answer/{key}) also deletes
-- the object; a conversion row that names an older file_key is stale.
CREATE TABLE document_answers (
  student_id bigint NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  answer_key text NOT NULL,
  file_key text NOT NULL UNIQUE,
  file_name text NOT NULL,
  file_size integer NOT NULL CHECK (file_size BETWEEN 1 AND 1048576),
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, answer_key)
);
