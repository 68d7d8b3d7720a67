-- Dictionary (spec "Dictionary"): English words with Japanese meanings (FreeDict eng-jpn), English senses
-- (WordNet) and pronunciation (CMUdict), filled by src/dictionary-import at first start; the students'
-- search history, what they did with an entry, and the pen switch.

-- One row per headword (lower case). ids are assigned by the import in word order, so a re-import of the
-- same sources gives the same ids (search logs keep pointing at the same words).
CREATE TABLE dict_words (
  id integer PRIMARY KEY,
  word text COLLATE "C" NOT NULL UNIQUE,
  -- the headword as printed (casing of the source: "Monday", "TV")
  display text NOT NULL,
  -- parts of speech the sources give, e.g. {noun,verb}
  pos text[] NOT NULL DEFAULT '{}',
  ipa text NOT NULL DEFAULT '',
  -- [{ pos?, text, gloss_en? }] plain text
  meanings_ja jsonb NOT NULL DEFAULT '[]',
  ja_short text NOT NULL DEFAULT '',
  -- dict_synsets ids, most frequent sense first (at most 6)
  synsets integer[] NOT NULL DEFAULT '{}',
  -- Metaphone key of the spelling and the stressed vowel phone (ARPAbet), for sound-alike matches
  sound text NOT NULL DEFAULT '',
  vowel text NOT NULL DEFAULT '',
  len smallint NOT NULL DEFAULT 0,
  -- 0 (very common, SCOWL size 10) … 9 (not in the common word lists)
  common smallint NOT NULL DEFAULT 9,
  -- a single word worth suggesting for a misspelling (Japanese meaning or common)
  fuzzy boolean NOT NULL DEFAULT false
);
-- Prefix, edit-distance and sound-alike candidates come from an in-memory index of the words
-- (modules/dictionary/word-index.ts), rebuilt when dict_sources.imported_at changes.

CREATE TABLE dict_synsets (
  id integer PRIMARY KEY,
  pos text NOT NULL,
  definition text NOT NULL,
  examples jsonb NOT NULL DEFAULT '[]',
  synonyms jsonb NOT NULL DEFAULT '[]'
);

-- Japanese terms of the meanings → words, for Japanese → English searches.
CREATE TABLE dict_ja_terms (
  term text COLLATE "C" NOT NULL,
  word_id integer NOT NULL,
  PRIMARY KEY (term, word_id)
);

-- What each source contributed (written last by the import: a row here means the import finished).
CREATE TABLE dict_sources (
  source text PRIMARY KEY,
  entries integer NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now()
);

-- A student's search history: the latest search of each word.
CREATE TABLE dict_search_logs (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  word_id integer NOT NULL,
  search_count integer NOT NULL DEFAULT 1,
  searched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, word_id)
);
CREATE INDEX dict_search_logs_recent_idx ON dict_search_logs (student_id, searched_at DESC);

-- What a student did with an entry (viewed, played its audio, added it to the word book).
CREATE TABLE dict_word_logs (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  word_id integer NOT NULL,
  action text NOT NULL CHECK (action IN ('add_word_book', 'play_audio', 'view')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dict_word_logs_student_idx ON dict_word_logs (student_id, created_at);

-- The pen switch (tap a word anywhere to look it up), stored per student (spec §4 "the pen switch is stored").
CREATE TABLE dict_pen_switches (
  student_id integer PRIMARY KEY REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
