-- Rate-limit counters shared by every instance of the server (issue 19): the windowed limits of
-- the account calls and of conversions, counted here unless REDIS_URL puts them in Redis. One row
-- per key (SHA-256 of the limit's key: it holds usernames and addresses) and window; the server
-- deletes expired rows about once a minute. A logged table: a crash of PostgreSQL must not reset
-- the guess counters, and the limited calls are rare enough that the WAL costs nothing worth
-- saving.
CREATE TABLE rate_limits (
  key_hash text PRIMARY KEY,
  count bigint NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);
