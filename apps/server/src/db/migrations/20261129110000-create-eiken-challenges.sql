-- The Eiken full mock test (issue 20): one row per sitting, its parts (the grade's mock resources in
-- paper order, each with the attempt that answered it) and the reading and writing deadline. A student
-- has at most one unfinished sitting per grade.
CREATE TABLE eiken_challenges (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  level_id integer NOT NULL,
  grade text NOT NULL,
  status text NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'finished')),
  -- [{ res_code, section, guid, done }]
  parts jsonb NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  rw_deadline_at timestamptz NOT NULL,
  finished_at timestamptz,
  -- the result's CSE total and pass estimate, kept when it finishes (for the logs)
  cse_total integer,
  pass_estimate smallint
);
CREATE INDEX eiken_challenges_student_idx ON eiken_challenges (student_id, level_id, started_at DESC);
CREATE UNIQUE INDEX eiken_challenges_open_idx ON eiken_challenges (student_id, level_id)
  WHERE status = 'in_progress';
