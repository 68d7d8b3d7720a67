-- Eiken word study (issue 20): each student's review state per grade and word (the spaced-repetition
-- scheduler of @hibiki/exercises/srs), the guided sessions the server suggests (eiken/suggest/guid) with
-- their items and answer keys, and the answers given in them.
CREATE TABLE eiken_word_states (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  grade text NOT NULL,
  word text NOT NULL,
  streak integer NOT NULL,
  lapses integer NOT NULL,
  ease double precision NOT NULL,
  interval_min integer NOT NULL,
  due_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  reviews integer NOT NULL,
  right_count integer NOT NULL DEFAULT 0,
  wrong_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (student_id, grade, word)
);

CREATE TABLE eiken_guid_sessions (
  guid uuid PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  level_id integer NOT NULL,
  resource_tag text NOT NULL CHECK (resource_tag IN ('suggest_word')),
  mode text NOT NULL CHECK (mode IN ('learning', 'training')),
  -- the items served, with their answer keys (kept so a content rebuild does not change a session)
  items jsonb NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX eiken_guid_sessions_student_idx ON eiken_guid_sessions (student_id, level_id, started_at DESC);

CREATE TABLE eiken_guid_answers (
  guid uuid NOT NULL REFERENCES eiken_guid_sessions(guid) ON DELETE CASCADE,
  question_id text NOT NULL,
  is_right smallint NOT NULL CHECK (is_right IN (0, 1)),
  answer_text text,
  percent_score double precision,
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (guid, question_id)
);
