-- User cards (issue 25 part 3): the achievements each student has earned (kept once earned; the milestones
-- are read from the answer tables of every module when the card calls run), and what each card shows: the
-- chosen title (an achievement id), frame, badges (achievement ids, in the order chosen) and whether
-- classmates see the study figures. checked_at is when the student's milestones were last read.
CREATE TABLE user_card_achievements (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  achieve_id integer NOT NULL,
  earned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, achieve_id)
);

CREATE TABLE user_cards (
  student_id integer PRIMARY KEY REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  title_id integer,
  frame_id integer NOT NULL DEFAULT 101,
  badge_ids integer[] NOT NULL DEFAULT '{}',
  show_stats boolean NOT NULL DEFAULT false,
  checked_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The milestone counts read indexed rows only: practice_attempts (student_id, …), word_test_exams (student_id,
-- finished_at) from the integral migration, and each module's own student indexes.
