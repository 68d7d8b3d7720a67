-- Textbook practice (issue 4): attempts, every submitted answer (never overwritten), per-question
-- stats, and uploaded recordings.

CREATE TABLE practice_attempts (
  id serial PRIMARY KEY,
  guid text NOT NULL,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  res_code text NOT NULL,
  res_version bigint NOT NULL,
  mode text NOT NULL,
  -- the question_ids filter the attempt was started with ('' = every question); totals count only these
  question_ids text NOT NULL DEFAULT '',
  current_index integer NOT NULL DEFAULT 0,
  is_completed smallint NOT NULL DEFAULT 0,
  -- attempt totals (summarizeAttempt over the latest answer per question), kept current on every save
  total_score double precision NOT NULL DEFAULT 0,
  percent_score double precision NOT NULL DEFAULT 0,
  answered integer NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (student_id, guid)
);
CREATE INDEX practice_attempts_resume_idx ON practice_attempts (student_id, res_code, mode, is_completed);
CREATE INDEX practice_attempts_recent_idx ON practice_attempts (student_id, updated_at);

CREATE TABLE practice_answers (
  id bigserial PRIMARY KEY,
  attempt_id integer NOT NULL REFERENCES practice_attempts(id) ON DELETE CASCADE,
  question_id text NOT NULL,
  payload jsonb NOT NULL,
  score double precision NOT NULL DEFAULT 0,
  total_score double precision NOT NULL DEFAULT 0,
  percent_score double precision NOT NULL DEFAULT 0,
  is_skipped smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX practice_answers_attempt_idx ON practice_answers (attempt_id, question_id, id);

CREATE TABLE practice_item_stats (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  res_code text NOT NULL,
  question_id text NOT NULL,
  learn_count integer NOT NULL DEFAULT 0,
  best_score double precision NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, res_code, question_id)
);

CREATE TABLE files (
  id text PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  kind text NOT NULL DEFAULT 'rec',
  path text NOT NULL,
  bytes integer NOT NULL CHECK (bytes > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_student_idx ON files (student_id, created_at);
