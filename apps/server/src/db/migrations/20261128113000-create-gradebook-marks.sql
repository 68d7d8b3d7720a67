-- The grade book: a teacher's mark for one student's homework or word test, which counts instead of the
-- automatic score, with the reason (the change log keeps every earlier mark).
CREATE TABLE gradebook_marks (
  school_id integer NOT NULL REFERENCES schools(id),
  item_kind text NOT NULL CHECK (item_kind IN ('homework', 'word_test')),
  item_id integer NOT NULL,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  mark double precision NOT NULL CHECK (mark >= 0 AND mark <= 100),
  reason text NOT NULL,
  teacher_id integer NOT NULL REFERENCES teachers(id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_kind, item_id, student_id)
);
CREATE INDEX gradebook_marks_student_idx ON gradebook_marks (school_id, student_id);

-- The writing checker's own score of a writing (mean of its four overall scores), for the grade book.
ALTER TABLE writing_submissions ADD COLUMN checker_percent double precision;
