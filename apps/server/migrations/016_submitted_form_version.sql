-- A submission's copy is what was submitted (issue 27): the form version an application was
-- submitted with. Its PDF copy and service view render from that version forever, whatever
-- FORM_VARIANT or the definitions say later.
-- form_definitions: each distinct compiled form a submission used (its definition and data model
-- as one JSON text), stored once by the SHA-256 of that text (kept as text, not jsonb, so its
-- bytes and hash stay exactly as written). About 98 KB of JSON, 27 KB as PostgreSQL stores it (pglz).
CREATE TABLE form_definitions (
  definition_hash text PRIMARY KEY,
  variant text NOT NULL,
  definition text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Null for applications submitted before this migration (their copies use today's variant).
ALTER TABLE applications ADD COLUMN submitted_variant text;
ALTER TABLE applications ADD COLUMN submitted_definition_hash text REFERENCES form_definitions (definition_hash);
