-- Favourites and poorly-read words: sentences and words a student collected in the textbook and skill-up
-- players (listed on /my_collection), the latest practice of a favourite sentence, the poorly-read words
-- collected from evaluations, and the stored blacklist of words never collected.

CREATE TABLE favourites (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  kind text NOT NULL CHECK (kind IN ('sentence', 'word')),
  -- identity among the student's favourites of a kind: "<source>|<res_code>|<sentence_id>" or the lower-case word
  item_key text NOT NULL,
  client text NOT NULL DEFAULT '',
  resource_code text NOT NULL DEFAULT '',
  resource_id integer NOT NULL DEFAULT 0,
  question_index integer NOT NULL DEFAULT 0,
  sentence_id text NOT NULL DEFAULT '',
  sentence_source text NOT NULL DEFAULT '',
  -- the sentence, or the word
  screen_en_text text NOT NULL,
  evaluate_text text NOT NULL DEFAULT '',
  -- the translation, or the word's meaning
  screen_jp_text text NOT NULL DEFAULT '',
  ipa text NOT NULL DEFAULT '',
  audio_file_name text NOT NULL DEFAULT '',
  category text NOT NULL DEFAULT 'read_sentence',
  record_max_time integer NOT NULL DEFAULT 20,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, kind, item_key)
);
CREATE INDEX favourites_list_idx ON favourites (student_id, kind, created_at, id);

-- The latest practice of a favourite sentence from /my_collection (device/favorites/submit).
CREATE TABLE favourite_practice (
  favourite_id integer PRIMARY KEY REFERENCES favourites(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  client text NOT NULL DEFAULT '',
  sound_file text NOT NULL,
  total_score double precision NOT NULL DEFAULT 0,
  percent_score double precision NOT NULL DEFAULT 0,
  accuracy_score double precision NOT NULL DEFAULT 0,
  fluency_score double precision NOT NULL DEFAULT 0,
  integrity_score double precision NOT NULL DEFAULT 0,
  evaluate_html text NOT NULL DEFAULT '',
  evaluate_result text NOT NULL DEFAULT '',
  record_duration double precision NOT NULL DEFAULT 0,
  practice_count integer NOT NULL DEFAULT 1,
  practiced_at timestamptz NOT NULL DEFAULT now()
);

-- Poorly-read words a student collected (POST poorly-words); word_key is the lower-case word.
CREATE TABLE poorly_words (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  word text NOT NULL,
  word_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, word_key)
);

-- Words never collected as poorly read: for every student (student_id NULL) or for one student.
CREATE TABLE poorly_word_blacklist (
  id serial PRIMARY KEY,
  student_id integer REFERENCES students(id) ON DELETE CASCADE,
  word_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX poorly_word_blacklist_key_idx ON poorly_word_blacklist (COALESCE(student_id, 0), word_key);
