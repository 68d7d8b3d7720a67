-- AI study (issue 24 part 1): the lesson stages each student has done, the evidence of every grammar point
-- (one observation per answer and point, read incrementally from the answer tables of every module), how
-- far each student's answers have been read, and the weakness papers the course recommended.

-- A stage done: video and explanation keep one row per lesson (guid ''), updated each time; review,
-- consolidation, the course test (stage 'test', lesson_id = the course id) one row per attempt (its guid).
CREATE TABLE ai_course_stages (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  lesson_id text NOT NULL,
  stage text NOT NULL CHECK (stage IN ('video', 'explanation', 'review', 'consolidation', 'test')),
  guid text NOT NULL DEFAULT '',
  -- percent 0-100 (null for the video), the latest and the best of this row
  score integer,
  best_score integer,
  correct integer NOT NULL DEFAULT 0,
  total integer NOT NULL DEFAULT 0,
  done_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, lesson_id, stage, guid)
);
CREATE INDEX ai_course_stages_student_idx ON ai_course_stages (student_id, stage, done_at DESC);

-- One answer's evidence for one grammar point. source: practice (practice_answers: textbook, homework,
-- skill-up, Eiken, Tokyo, e-book and the AI resources), cefr_test (cefr_test_answers), cefr_weak
-- (cefr_weak_logs) or ai_check (an explanation check); source_ref names the answer in its table, so
-- reading the same answer again adds nothing.
CREATE TABLE ai_observations (
  id bigserial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  point text NOT NULL,
  correct smallint NOT NULL CHECK (correct IN (0, 1)),
  guess double precision NOT NULL,
  weight double precision NOT NULL,
  source text NOT NULL,
  source_ref text NOT NULL,
  res_code text NOT NULL,
  question_id text NOT NULL,
  answered_at timestamptz NOT NULL,
  UNIQUE (student_id, source, source_ref, point)
);
CREATE INDEX ai_observations_student_idx ON ai_observations (student_id, answered_at, id);

-- Per student and source: when its answers were last read, and the grammar-index version they were
-- mapped with (a new version reads them all again).
CREATE TABLE ai_ingest_marks (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  source text NOT NULL,
  last_at timestamptz NOT NULL,
  index_version text NOT NULL,
  PRIMARY KEY (student_id, source)
);

-- A weakness paper recommend/index served: the course bank filtered to question_ids, played under guid.
CREATE TABLE ai_recommend_papers (
  guid text NOT NULL,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  course_id text NOT NULL,
  res_code text NOT NULL,
  question_ids text NOT NULL,
  points text NOT NULL DEFAULT '',
  score integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  PRIMARY KEY (student_id, guid)
);
CREATE INDEX ai_recommend_papers_course_idx ON ai_recommend_papers (student_id, course_id, created_at DESC);
