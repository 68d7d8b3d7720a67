-- Points and missions (issue 25 part 1). A claim is the one row of a mission's period for a student:
-- period_key is the Japan day (daily), the Monday of the Japan week (weekly) or 'all' (long-term). The
-- unique key makes a second claim of the same period add nothing, even under concurrent requests; the
-- balance is the sum of the claims.
CREATE TABLE integral_claims (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  mission_id integer NOT NULL,
  period_key text NOT NULL,
  points integer NOT NULL CHECK (points > 0),
  claimed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, mission_id, period_key)
);
CREATE INDEX integral_claims_student_idx ON integral_claims (student_id, claimed_at DESC);

-- Missions reached whose message was shown (mission-reach-message announces each period's reach once).
CREATE TABLE integral_reach_announced (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  mission_id integer NOT NULL,
  period_key text NOT NULL,
  announced_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, mission_id, period_key)
);

-- activityByDay reads each source by student and time (indexes the sources lacked).
CREATE INDEX IF NOT EXISTS study_word_logs_student_day_idx ON study_word_logs (student_id, day);
CREATE INDEX IF NOT EXISTS practice_attempts_finished_idx ON practice_attempts (student_id, finished_at);
CREATE INDEX IF NOT EXISTS word_test_exams_student_idx ON word_test_exams (student_id, finished_at);
CREATE INDEX IF NOT EXISTS ai_speaking_turns_student_at_idx ON ai_speaking_turns (student_id, created_at);
CREATE INDEX IF NOT EXISTS cefr_test_answers_test_idx ON cefr_test_answers (test_id, answered_at);
