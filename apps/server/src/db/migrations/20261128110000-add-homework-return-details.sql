-- A returned homework attempt keeps who returned it, when and why: the student sees it on the homework,
-- the teacher in the submission's history.
ALTER TABLE homework_attempts ADD COLUMN returned_at timestamptz;
ALTER TABLE homework_attempts ADD COLUMN returned_by integer REFERENCES teachers(id);
ALTER TABLE homework_attempts ADD COLUMN returned_by_name text NOT NULL DEFAULT '';
ALTER TABLE homework_attempts ADD COLUMN return_reason text NOT NULL DEFAULT '';
