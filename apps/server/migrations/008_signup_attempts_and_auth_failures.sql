-- Sign-up attempts (issue 13, finding 1). A student row whose confirmed_at is null holds no
-- password: each sign-up attempt holds its own password hash and its own code, a code confirms
-- only its own attempt (activating that attempt's password) and confirming ends every other
-- attempt. Whoever signs up first no longer owns the password the address's owner confirms.
ALTER TABLE students ALTER COLUMN password_hash DROP NOT NULL;

CREATE TABLE signup_attempts (
  id bigserial PRIMARY KEY,
  student_id bigint NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  code_hash text NOT NULL,
  -- SHA-256 of the token in the browser's sign-up cookie: the browser that made the attempt.
  browser_hash text NOT NULL,
  code_expires_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signup_attempts_student ON signup_attempts (student_id);

-- Unconfirmed accounts of before: their password and code become their one attempt.
INSERT INTO signup_attempts (student_id, password_hash, code_hash, browser_hash, code_expires_at, expires_at)
  SELECT s.id, s.password_hash, coalesce(c.code_hash, ''), '', coalesce(c.expires_at, now()),
         now() + interval '7 days'
    FROM students s LEFT JOIN confirmation_codes c ON c.student_id = s.id
   WHERE s.confirmed_at IS NULL AND s.password_hash IS NOT NULL;
UPDATE students SET password_hash = NULL WHERE confirmed_at IS NULL;
DROP TABLE confirmation_codes;

-- Failed guesses (findings 4 and 10), counted per account and per (account, source address),
-- keyed by SHA-256 of the normalised username (and source) whether or not the account exists, so
-- the counts tell nothing about which addresses have accounts. window_started_at starts the
-- window of a windowed count; unwindowed counts (consecutive failures) ignore it.
CREATE TABLE auth_failures (
  scope text NOT NULL,
  key text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

-- Source addresses (SHA-256, IPv6 by /64) an account has logged in from: they keep their own
-- budget of guesses when an attack from elsewhere has reached the account-wide ceiling.
CREATE TABLE login_sources (
  student_id bigint NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  source_hash text NOT NULL,
  last_login_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, source_hash)
);
