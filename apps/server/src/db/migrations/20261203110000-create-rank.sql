-- Rankings (issue 25 part 2): one snapshot a day, written by the 03:00 (Japan time) job, and each
-- student's choice to hide beyond the class.

-- One row per computed Japan day. The job inserts it in the same transaction as the day's snapshot rows,
-- so of several processes running the job at once exactly one computes (the others' insert waits on the
-- key, then does nothing).
CREATE TABLE rank_runs (
  day text PRIMARY KEY CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  computed_at timestamptz NOT NULL DEFAULT now(),
  -- 'schedule': the daily job; 'first_request': a server without any snapshot, on the first board asked for
  trigger text NOT NULL CHECK (trigger IN ('schedule', 'first_request')),
  period_from text NOT NULL,
  period_to text NOT NULL,
  students integer NOT NULL DEFAULT 0
);

-- The ranked students of a day (50+ finished practices in all time) and their values over the period.
CREATE TABLE rank_snapshots (
  day text NOT NULL REFERENCES rank_runs(day) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  class_id integer REFERENCES classes(id) ON DELETE SET NULL,
  practices_total integer NOT NULL,
  learning_score double precision NOT NULL,
  -- null without a scored answer in the period (then not on the average board)
  average_score double precision,
  answer_count integer NOT NULL,
  recording_seconds integer NOT NULL,
  streak_days integer NOT NULL,
  PRIMARY KEY (day, student_id)
);
CREATE INDEX rank_snapshots_school_idx ON rank_snapshots (day, school_id);
CREATE INDEX rank_snapshots_class_idx ON rank_snapshots (day, class_id);

CREATE TABLE rank_privacy (
  student_id integer PRIMARY KEY REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  hide_beyond_class smallint NOT NULL DEFAULT 0 CHECK (hide_beyond_class IN (0, 1)),
  updated_at timestamptz NOT NULL DEFAULT now()
);
