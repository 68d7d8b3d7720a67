-- The CEFR-J level test (issue 19): tests (the adaptive placement and step tests), their answers, each
-- student's current step and its history (traces), and the weak questions with their practice log.
CREATE TABLE cefr_tests (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  test_type text NOT NULL CHECK (test_type IN ('placement', 'step')),
  -- the step tested (step tests); null for the placement until it ends (then the placed step)
  level text,
  status text NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'finished')),
  -- step tests: the fixed items, in order; the placement picks its items as it goes
  item_ids text[] NOT NULL DEFAULT '{}',
  -- the item served and not yet answered (the placement chooses it when it serves it)
  pending_item text,
  score double precision,
  theta double precision,
  se double precision,
  band_low text,
  band_high text,
  level_before text,
  level_after text,
  moved text CHECK (moved IN ('placed', 'up', 'down', 'same')),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX cefr_tests_student_idx ON cefr_tests (student_id, started_at DESC);

CREATE TABLE cefr_test_answers (
  test_id integer NOT NULL REFERENCES cefr_tests(id) ON DELETE CASCADE,
  item_id text NOT NULL,
  seq integer NOT NULL,
  skill text NOT NULL,
  point text NOT NULL,
  level text NOT NULL,
  -- 0-1: the item's share of its points
  score double precision NOT NULL,
  payload jsonb NOT NULL,
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (test_id, item_id)
);

CREATE TABLE cefr_student_levels (
  student_id integer PRIMARY KEY REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  level text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cefr_traces (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  level text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('placed', 'up', 'down')),
  test_id integer REFERENCES cefr_tests(id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cefr_traces_student_idx ON cefr_traces (student_id, at);

CREATE TABLE cefr_weak_items (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  item_id text NOT NULL,
  skill text NOT NULL,
  point text NOT NULL,
  level text NOT NULL,
  wrong_count integer NOT NULL DEFAULT 1,
  right_streak integer NOT NULL DEFAULT 0,
  added_at timestamptz NOT NULL DEFAULT now(),
  cleared_at timestamptz,
  PRIMARY KEY (student_id, item_id)
);

CREATE TABLE cefr_weak_logs (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  item_id text NOT NULL,
  skill text NOT NULL,
  point text NOT NULL,
  score double precision NOT NULL,
  correct smallint NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cefr_weak_logs_student_idx ON cefr_weak_logs (student_id, at DESC);
