-- A teacher can change a word test's title and period, let one student take it again until a later end,
-- and withdraw it (its answers stay). An exam that ended early keeps why: left midway (the leave button,
-- or no answer for a while) or opened again midway.
ALTER TABLE word_tests ADD COLUMN edited_at timestamptz;
ALTER TABLE word_tests ADD COLUMN withdrawn_at timestamptz;
ALTER TABLE word_test_exams ADD COLUMN end_reason text CHECK (end_reason IN ('left', 'reopened'));

CREATE TABLE word_test_retakes (
  word_test_id integer NOT NULL REFERENCES word_tests(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  end_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (word_test_id, student_id)
);
