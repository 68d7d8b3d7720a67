-- Issue 7 classwork: homework (topics, links to practice attempts, teacher notes), messages with
-- per-student read state, word tests with one exam per student, and resource feedback.
-- Every row that belongs to a school carries school_id. Valid on PostgreSQL 15 and PGlite.

CREATE TABLE messages (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  tab text NOT NULL CHECK (tab IN ('system', 'teacher')),
  kind text NOT NULL DEFAULT 'message' CHECK (kind IN ('message', 'notice')),
  teacher_id integer REFERENCES teachers(id),
  sender_name text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  jump_schema integer NOT NULL DEFAULT 3,
  homework_id integer NOT NULL DEFAULT 0,
  task_id integer NOT NULL DEFAULT 0,
  -- the target: a class or one student (for the teacher's sent list)
  class_id integer REFERENCES classes(id),
  student_id integer REFERENCES students(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_school_idx ON messages (school_id, created_at);

CREATE TABLE message_recipients (
  message_id integer NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  read_at timestamptz,
  PRIMARY KEY (message_id, student_id)
);
CREATE INDEX message_recipients_student_idx ON message_recipients (student_id, read_at);

CREATE TABLE homework (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  class_id integer NOT NULL REFERENCES classes(id),
  teacher_id integer NOT NULL REFERENCES teachers(id),
  message_id integer REFERENCES messages(id),
  title text NOT NULL,
  comment text NOT NULL DEFAULT '',
  deadline timestamptz NOT NULL,
  required_times integer NOT NULL DEFAULT 0 CHECK (required_times >= 0),
  has_limit smallint NOT NULL DEFAULT 0,
  limit_number integer NOT NULL DEFAULT 0 CHECK (limit_number >= 0),
  sample_answer smallint NOT NULL DEFAULT 1,
  speech_speed smallint NOT NULL DEFAULT 1,
  subtitle smallint NOT NULL DEFAULT 1,
  translation smallint NOT NULL DEFAULT 1,
  answer_tips smallint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX homework_class_idx ON homework (class_id, created_at);
CREATE INDEX homework_school_idx ON homework (school_id);

CREATE TABLE homework_topics (
  id serial PRIMARY KEY,
  homework_id integer NOT NULL REFERENCES homework(id) ON DELETE CASCADE,
  res_code text NOT NULL,
  -- '' = every question of the resource; else "3,5" (the textbook question_ids filter key)
  question_ids text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX homework_topics_homework_idx ON homework_topics (homework_id);

-- One practice attempt (mode homework) belongs to one homework topic.
CREATE TABLE homework_attempts (
  attempt_id integer PRIMARY KEY REFERENCES practice_attempts(id) ON DELETE CASCADE,
  homework_id integer NOT NULL REFERENCES homework(id) ON DELETE CASCADE,
  topic_id integer NOT NULL REFERENCES homework_topics(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  -- 1 when the teacher returned it: it no longer counts towards the limit or the status
  is_returned smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX homework_attempts_student_idx ON homework_attempts (student_id, homework_id, topic_id);

CREATE TABLE homework_notes (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  attempt_id integer NOT NULL REFERENCES practice_attempts(id) ON DELETE CASCADE,
  homework_id integer NOT NULL REFERENCES homework(id) ON DELETE CASCADE,
  topic_id integer NOT NULL REFERENCES homework_topics(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  question_id text NOT NULL,
  start_pos integer NOT NULL DEFAULT 0,
  end_pos integer NOT NULL DEFAULT 0,
  comments text NOT NULL,
  teacher_id integer NOT NULL REFERENCES teachers(id),
  teacher_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX homework_notes_attempt_idx ON homework_notes (attempt_id);

CREATE TABLE word_tests (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  class_id integer NOT NULL REFERENCES classes(id),
  teacher_id integer NOT NULL REFERENCES teachers(id),
  title text NOT NULL,
  test_type smallint NOT NULL CHECK (test_type BETWEEN 1 AND 5),
  res_code text NOT NULL,
  -- the generated items with their answer keys (never sent to students as is)
  items jsonb NOT NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at > start_at)
);
CREATE INDEX word_tests_class_idx ON word_tests (class_id, start_at);

CREATE TABLE word_test_exams (
  id serial PRIMARY KEY,
  word_test_id integer NOT NULL REFERENCES word_tests(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  state text NOT NULL DEFAULT 'in_progress' CHECK (state IN ('in_progress', 'finished', 'aborted')),
  score double precision NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (word_test_id, student_id)
);

CREATE TABLE word_test_answers (
  exam_id integer NOT NULL REFERENCES word_test_exams(id) ON DELETE CASCADE,
  question_id text NOT NULL,
  is_right smallint NOT NULL,
  answer_text text NOT NULL DEFAULT '',
  -- wrong-topic mode: 1 once a wrong item was answered right there
  fixed smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (exam_id, question_id)
);

CREATE TABLE resource_feedback (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  options text NOT NULL DEFAULT '',
  content text NOT NULL,
  resource_code text NOT NULL DEFAULT '',
  client_name text NOT NULL DEFAULT '',
  -- stored image paths (relative to the data dir)
  images jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX resource_feedback_school_idx ON resource_feedback (school_id, created_at);
