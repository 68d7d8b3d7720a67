-- Listening exams (issue 21): each finished sitting of a Common Test or entrance-exam listening set, scored
-- on the exam's scale when the student's result page records it (college-exam/region/log/submit, or
-- review/log/submit for a review of wrong questions), and the entrance-exam style a student chose.
CREATE TABLE listening_exam_logs (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  region_id integer NOT NULL,
  res_code text NOT NULL,
  guid text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('exam', 'practice', 'review')),
  points numeric NOT NULL,
  max_points numeric NOT NULL,
  percent integer NOT NULL,
  right_count integer NOT NULL,
  total integer NOT NULL,
  -- [{part, right, total, points, max_points}] and [{question_id, item_id, part, right}]
  parts jsonb NOT NULL,
  marks jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, guid)
);
CREATE INDEX listening_exam_logs_set_idx ON listening_exam_logs (student_id, res_code, created_at DESC);

CREATE TABLE listening_exam_regions (
  student_id integer PRIMARY KEY REFERENCES students(id) ON DELETE CASCADE,
  region_id integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
