-- A teacher can change a homework's title, comment and deadline, give one student a later deadline, and
-- withdraw the homework: withdrawn homework leaves every list but keeps its answers.
ALTER TABLE homework ADD COLUMN edited_at timestamptz;
ALTER TABLE homework ADD COLUMN withdrawn_at timestamptz;

CREATE TABLE homework_extensions (
  homework_id integer NOT NULL REFERENCES homework(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  deadline timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (homework_id, student_id)
);

-- A correction note can be edited by its teacher: when it was last changed.
ALTER TABLE homework_notes ADD COLUMN edited_at timestamptz;
