-- Phonogram (issue 22): each paper handed to a student (a practice of one phoneme or a mixed challenge),
-- with the items the server marks it by, and, once submitted, its marks and per-phoneme scores. A paper is
-- submitted once; the submitted papers are the student's phonogram log.
CREATE TABLE phonogram_papers (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  mode text NOT NULL CHECK (mode IN ('practice', 'challenge')),
  phoneme_id text,
  -- [{item_id, kind, phoneme_id, word, other, options, ...}]
  items jsonb NOT NULL,
  -- null until submitted
  score integer,
  right_count integer,
  total integer,
  -- [{item_id, kind, phoneme_id, word, answered, choice, score, is_right, sound_file}]
  marks jsonb,
  -- [{phoneme_id, score, right, total}]
  phonemes jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz
);
CREATE INDEX phonogram_papers_student_idx ON phonogram_papers (student_id, submitted_at DESC);
