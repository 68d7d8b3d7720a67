-- Teachers' word lists (issue 22): a named list of 1-200 words picked from the word books, made for a class
-- and assigned like a word book. The assignment and the students' plans name the list as their book:
-- book_id 'list-<id>' (study_word_assignments.book_id, study_word_plans.book_id). A list outlives its
-- assignment (withdrawn, the students keep their plans on it), so it is never deleted with one.
CREATE TABLE study_word_lists (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  class_id integer REFERENCES classes(id) ON DELETE SET NULL,
  teacher_id integer NOT NULL REFERENCES teachers(id),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 60),
  -- word_id of each word (content word books), in the teacher's order, no repeats
  word_ids integer[] NOT NULL CHECK (cardinality(word_ids) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX study_word_lists_class_idx ON study_word_lists (class_id);
