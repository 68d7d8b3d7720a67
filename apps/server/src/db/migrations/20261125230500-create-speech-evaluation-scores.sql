-- The scores of each evaluation the speech socket kept (files kind 'eval', id = the session's sid), read
-- from its XML when it was stored. A speaking answer names its evaluation (evaluate_result) and the server
-- stores these scores, never the client's.
CREATE TABLE speech_evaluation_scores (
  sid text PRIMARY KEY REFERENCES files(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  -- the scored paper: read_word, read_sentence, read_chapter or open_answer
  category text NOT NULL,
  -- the reference text of a reading ('' for an open answer)
  content text NOT NULL DEFAULT '',
  -- 0-5 as the answer stores them: divided by 10 when the engine rejected the recording, floored to 2 decimals
  total_score double precision NOT NULL,
  accuracy_score double precision NOT NULL,
  fluency_score double precision NOT NULL,
  integrity_score double precision NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX speech_evaluation_scores_student_idx ON speech_evaluation_scores (student_id);
