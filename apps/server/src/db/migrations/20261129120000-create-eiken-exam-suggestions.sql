-- Eiken exam suggestions (issue 20): a guided session of resource_tag suggest_exam is the first-stage
-- practice set the server suggested to a student (eiken/suggest/guid/resource), kept so its log can report
-- how the student did on it afterwards.
CREATE TABLE eiken_exam_suggestions (
  guid uuid PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  level_id integer NOT NULL,
  res_code text NOT NULL,
  -- the suggestion as served (reason, mode, items to replay), so a later attempt does not change it
  suggestion jsonb NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX eiken_exam_suggestions_student_idx ON eiken_exam_suggestions (student_id, level_id, started_at DESC);
