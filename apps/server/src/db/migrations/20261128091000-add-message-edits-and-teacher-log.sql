-- A teacher can edit a message they sent: when it was last edited.
ALTER TABLE messages ADD COLUMN edited_at timestamptz;

-- What teachers changed, for the school (who, when, what): edits and withdrawals of messages, and later
-- of homework, word tests, notes, students and classes. Kept when the row it names is deleted.
CREATE TABLE teacher_change_log (
  id bigserial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  teacher_id integer NOT NULL REFERENCES teachers(id),
  action text NOT NULL,
  target_id integer NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX teacher_change_log_school_idx ON teacher_change_log (school_id, created_at);
