-- Accounts: the e-mail address is the username; passwords are scrypt hashes.
CREATE TABLE students (
  id bigserial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Confirmation codes and password-reset ids are stored hashed, expire, and are used once.
CREATE TABLE confirmation_codes (
  student_id bigint PRIMARY KEY REFERENCES students (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL
);

CREATE TABLE password_resets (
  id_hash text PRIMARY KEY,
  student_id bigint NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Sessions are server-side rows; the cookie holds a random token whose hash is stored here.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  student_id bigint NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_student ON sessions (student_id);

CREATE TABLE logins (
  id bigserial PRIMARY KEY,
  student_id bigint NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX logins_student ON logins (student_id);

-- One application per student: answers, counts, tabs, status entries and the latest validation.
CREATE TABLE applications (
  student_id bigint PRIMARY KEY REFERENCES students (id) ON DELETE CASCADE,
  answers jsonb NOT NULL DEFAULT '{}'::jsonb,
  add_another jsonb NOT NULL DEFAULT '{}'::jsonb,
  tabs jsonb NOT NULL DEFAULT '{}'::jsonb,
  last_page text,
  validations jsonb NOT NULL DEFAULT '{}'::jsonb,
  submitted_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE web_status (
  student_id bigint NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  web_status text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, web_status)
);

-- Temporary answer sets behind prefilled-application links.
CREATE TABLE tmp_answer_sets (
  token_hash text PRIMARY KEY,
  answers jsonb NOT NULL DEFAULT '{}'::jsonb,
  add_another jsonb NOT NULL DEFAULT '{}'::jsonb,
  document_answer jsonb NOT NULL DEFAULT '{}'::jsonb,
  tabs jsonb NOT NULL DEFAULT '{}'::jsonb,
  expires_at timestamptz NOT NULL
);
