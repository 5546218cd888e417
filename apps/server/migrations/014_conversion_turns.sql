-- When each student's document conversion was last started (issue 26, finding 3): the workers
-- claim the job of the student served least recently first, so one with a hundred queued files
-- does not hold up one with a single file, and a worker kept for students not served lately
-- reads it too. Per student rather than per job: a job asked for again, or deleted and asked for
-- anew, must not make its student look new.
CREATE TABLE conversion_turns (
  student_id bigint PRIMARY KEY REFERENCES students (id) ON DELETE CASCADE,
  served_at timestamptz NOT NULL
);
