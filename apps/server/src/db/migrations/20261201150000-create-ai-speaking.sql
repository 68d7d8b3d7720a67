-- AI speaking (issue 24 part 2): a student's conversations with a scenario's scripted partner, and every
-- answer in them. The session keeps where the conversation is (the node being answered, the line the
-- partner said there and the failed tries on it) and, once finished, its scores (points 0-100). The
-- scenario's titles and level are copied in, so the history reads the same after the content changes.
CREATE TABLE ai_speaking_sessions (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  scenario_id text NOT NULL,
  scenario_version text NOT NULL DEFAULT '',
  title text NOT NULL,
  title_ja text NOT NULL,
  level text NOT NULL,
  -- the scenario's turns on its shortest path (the least denominator of task completion)
  min_turns integer NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished')),
  -- the node being answered and the line said there; null once the conversation reached its end
  current_node text,
  current_line text NOT NULL DEFAULT '',
  current_line_ja text NOT NULL DEFAULT '',
  failed_tries integer NOT NULL DEFAULT 0,
  -- every answer so far (the next answer's seq is tries + 1)
  tries integer NOT NULL DEFAULT 0,
  closing text,
  closing_ja text,
  turns integer NOT NULL DEFAULT 0,
  matched_turns integer NOT NULL DEFAULT 0,
  pronunciation_score integer,
  grammar_score integer,
  task_score integer,
  total_score integer,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX ai_speaking_sessions_student_idx ON ai_speaking_sessions (student_id, started_at DESC);
CREATE INDEX ai_speaking_sessions_scenario_idx ON ai_speaking_sessions (student_id, scenario_id);

-- One answer: what was heard, how the partner took it, and its feedback (corrections as the contract's
-- AiSpeakingCorrection list).
CREATE TABLE ai_speaking_turns (
  id serial PRIMARY KEY,
  session_id integer NOT NULL REFERENCES ai_speaking_sessions(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  seq integer NOT NULL,
  node_id text NOT NULL,
  partner_text text NOT NULL,
  partner_text_ja text NOT NULL,
  recognize_text text NOT NULL,
  sound_file text NOT NULL DEFAULT '',
  evaluate_result text NOT NULL DEFAULT '',
  record_duration double precision NOT NULL DEFAULT 0,
  outcome text NOT NULL CHECK (outcome IN ('matched', 'repair', 'moved_on')),
  intent_id text,
  reply text NOT NULL,
  reply_ja text NOT NULL DEFAULT '',
  reply_source text NOT NULL DEFAULT 'script' CHECK (reply_source IN ('script', 'llm')),
  corrections jsonb NOT NULL DEFAULT '[]',
  grammar_score integer NOT NULL,
  pronunciation_score integer,
  model_answer text NOT NULL,
  model_answer_ja text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (session_id, seq)
);
CREATE INDEX ai_speaking_turns_student_idx ON ai_speaking_turns (student_id);
