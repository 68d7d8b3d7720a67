-- Custom reading (issue 23): the short English texts a student writes to practise reading aloud, and each
-- scored reading of them. A text is stored normalised (packages/exercises custom-reading rules); text_key is
-- its lower-case form, so the same text twice is refused. Deleting a text deletes its attempts.
CREATE TABLE custom_reading_texts (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  text text NOT NULL,
  text_key text NOT NULL,
  word_count integer NOT NULL,
  category text NOT NULL CHECK (category IN ('read_word', 'read_sentence', 'read_chapter')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, text_key)
);

-- One scored reading: the scores are the server's, from the evaluation the take named (0-5, percent 0-100).
CREATE TABLE custom_reading_attempts (
  id serial PRIMARY KEY,
  text_id integer NOT NULL REFERENCES custom_reading_texts(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  total_score double precision NOT NULL,
  accuracy_score double precision NOT NULL,
  fluency_score double precision NOT NULL,
  integrity_score double precision NOT NULL,
  percent_score double precision NOT NULL,
  record_duration double precision NOT NULL DEFAULT 0,
  sound_file text NOT NULL,
  evaluate_result text NOT NULL DEFAULT '',
  evaluate_html text NOT NULL DEFAULT '',
  study_report text NOT NULL DEFAULT '',
  -- 'no_evaluation' when no evaluation of this server was named (offline: scored 0)
  unscored_reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX custom_reading_attempts_text_idx ON custom_reading_attempts (text_id, created_at DESC);
CREATE INDEX custom_reading_attempts_student_idx ON custom_reading_attempts (student_id);
