-- Writing submissions (issue 6): every submitted writing is a new row (attempts are never overwritten).
-- The engine result is a JSON file under HIBIKI_DATA_DIR/files/<engine_path>, served at a signed link.

CREATE TABLE writing_submissions (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  source text NOT NULL CHECK (source IN ('ai_writing', 'skillup', 'free', 'textbook')),
  topic_id text,
  title text,
  res_code text,
  question_id text,
  level text NOT NULL CHECK (level IN ('junior', 'senior')),
  content text NOT NULL,
  word_count integer NOT NULL CHECK (word_count > 0),
  error_count integer NOT NULL DEFAULT 0,
  percent_score double precision NOT NULL DEFAULT 100,
  total_score double precision NOT NULL DEFAULT 5,
  -- random 128-bit id of the engine-result file; the signed link names it
  engine_file_id text NOT NULL UNIQUE,
  engine_path text NOT NULL,
  correct_notes jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX writing_submissions_student_idx ON writing_submissions (student_id, created_at DESC);
CREATE INDEX writing_submissions_topic_idx ON writing_submissions (student_id, topic_id);
