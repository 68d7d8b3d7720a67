-- Study-word plans (issue 22): a student's plan on a word book (content/dist/word-books) with a daily amount
-- of new words, each word's FSRS schedule in the plan, every answer, and the books teachers assign to a
-- class (each student of the class gets a plan; students who join later get it on their next plans call).
CREATE TABLE study_word_assignments (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  teacher_id integer NOT NULL REFERENCES teachers(id),
  book_id text NOT NULL,
  daily_new integer NOT NULL CHECK (daily_new BETWEEN 5 AND 50),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (class_id, book_id)
);

CREATE TABLE study_word_plans (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  book_id text NOT NULL,
  daily_new integer NOT NULL CHECK (daily_new BETWEEN 5 AND 50),
  -- set while a teacher's assignment holds the plan (the student cannot delete it then)
  assignment_id integer REFERENCES study_word_assignments(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, book_id)
);
CREATE INDEX study_word_plans_assignment_idx ON study_word_plans (assignment_id);

-- One row per answered word of a plan: its FSRS card (@hibiki/exercises/study-word) and the Japan days
-- (YYYY-MM-DD, Asia/Tokyo) of its first and latest answers.
CREATE TABLE study_word_progress (
  plan_id integer NOT NULL REFERENCES study_word_plans(id) ON DELETE CASCADE,
  word_id integer NOT NULL,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  state smallint NOT NULL,
  stability double precision NOT NULL,
  difficulty double precision NOT NULL,
  reps integer NOT NULL,
  lapses integer NOT NULL,
  scheduled_days integer NOT NULL,
  learning_steps integer NOT NULL DEFAULT 0,
  due_at timestamptz NOT NULL,
  last_review_at timestamptz,
  first_day text NOT NULL,
  last_day text NOT NULL,
  last_right smallint NOT NULL,
  -- answered wrong and not answered right since (the wrong-topic list)
  wrong_pending boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (plan_id, word_id)
);
CREATE INDEX study_word_progress_student_idx ON study_word_progress (student_id, word_id);

-- Every answer: kind 'challenge' (today's task), 'test' (a self-test) or 'wrong' (the wrong-topic list).
CREATE TABLE study_word_logs (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES study_word_plans(id) ON DELETE CASCADE,
  word_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('challenge', 'test', 'wrong')),
  day text NOT NULL,
  is_right smallint NOT NULL CHECK (is_right IN (0, 1)),
  is_new boolean NOT NULL DEFAULT false,
  exercise text,
  duration_ms integer,
  score real,
  rating text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX study_word_logs_plan_day_idx ON study_word_logs (plan_id, day);
