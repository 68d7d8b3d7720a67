-- Live class sessions (issue 25 part 5): a teacher's session for one class with its items (as written,
-- answers included), which items were pushed and revealed, and every student's answer (one per item).
CREATE TABLE live_sessions (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  teacher_id integer REFERENCES teachers(id) ON DELETE SET NULL,
  -- the teacher's name when the session was created (students see it; the account may go)
  teacher_name text NOT NULL,
  title text NOT NULL,
  -- LiveItem[] of packages/contracts live.ts, validated before it is stored
  items jsonb NOT NULL,
  item_count integer NOT NULL CHECK (item_count BETWEEN 1 AND 20),
  -- the item pushed last (null before any)
  current_item integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
-- One open session per class: the second create of a class fails on this index.
CREATE UNIQUE INDEX live_sessions_open_class_idx ON live_sessions (class_id) WHERE ended_at IS NULL;
CREATE INDEX live_sessions_school_idx ON live_sessions (school_id, created_at DESC);

CREATE TABLE live_item_states (
  live_id integer NOT NULL REFERENCES live_sessions(id) ON DELETE CASCADE,
  item_index integer NOT NULL,
  pushed_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz,
  PRIMARY KEY (live_id, item_index)
);

CREATE TABLE live_answers (
  id serial PRIMARY KEY,
  live_id integer NOT NULL REFERENCES live_sessions(id) ON DELETE CASCADE,
  item_index integer NOT NULL,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  choice_index integer,
  text text,
  -- read_aloud: the kept evaluation whose score was stored
  evaluation_sid text,
  correct boolean NOT NULL,
  score integer NOT NULL CHECK (score BETWEEN 0 AND 100),
  answered_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (live_id, item_index, student_id)
);
CREATE INDEX live_answers_student_idx ON live_answers (student_id, live_id);
