-- E-books (issue 23): each student's state of a book (shelf, read, progress), bookmarks, reading logs,
-- impressions (once per book), the level check's papers and result, and the teachers' free-reading
-- homework. Books themselves live in the content build (ebooks/index.json, keyed by book_id). Days are
-- Japan days (YYYY-MM-DD, Asia/Tokyo), stored as text like the study-word tables.
CREATE TABLE ebook_states (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  book_id text NOT NULL,
  -- set while the book is on the shelf (the shelf holds at most 30 books; the service checks under a lock)
  shelf_added_at timestamptz,
  is_read boolean NOT NULL DEFAULT false,
  -- when the book was finished or marked read, and its Japan day (free-reading progress counts it)
  read_at timestamptz,
  read_day text,
  -- the furthest page reached (0 = never opened)
  progress_page integer NOT NULL DEFAULT 0 CHECK (progress_page >= 0),
  last_read_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, book_id)
);
CREATE INDEX ebook_states_shelf_idx ON ebook_states (student_id, shelf_added_at) WHERE shelf_added_at IS NOT NULL;

CREATE TABLE ebook_bookmarks (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  book_id text NOT NULL,
  page_no integer NOT NULL CHECK (page_no >= 1),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 30),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, book_id, name),
  UNIQUE (student_id, book_id, page_no)
);

-- One reading session. words_read is already capped at the words of pages from_page..to_page; a log with
-- finished = 1 ends a read-through (the speed feedback sums the logs of a read-through).
CREATE TABLE ebook_reading_logs (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  book_id text NOT NULL,
  from_page integer NOT NULL CHECK (from_page >= 1),
  to_page integer NOT NULL CHECK (to_page >= from_page),
  seconds integer NOT NULL CHECK (seconds BETWEEN 1 AND 14400),
  words_read integer NOT NULL CHECK (words_read >= 0),
  wpm integer NOT NULL CHECK (wpm >= 0),
  finished boolean NOT NULL DEFAULT false,
  day text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ebook_reading_logs_student_idx ON ebook_reading_logs (student_id, created_at DESC);
CREATE INDEX ebook_reading_logs_book_idx ON ebook_reading_logs (student_id, book_id, id);
CREATE INDEX ebook_reading_logs_day_idx ON ebook_reading_logs (student_id, day);

-- Once per book and not editable: the unique key makes a second (or concurrent) submit fail.
CREATE TABLE ebook_impressions (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  book_id text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  content text NOT NULL,
  favourite_line text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, book_id)
);

-- A level-check paper: the items handed out with their answers (kept on the server), and once submitted
-- the result. paper_key is the random id the client sends back.
CREATE TABLE ebook_level_papers (
  id serial PRIMARY KEY,
  paper_key text NOT NULL UNIQUE,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  -- [{item_id, yl, answer}]
  items jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  result jsonb
);
CREATE INDEX ebook_level_papers_student_idx ON ebook_level_papers (student_id, created_at DESC);

-- The student's level from the latest level check.
CREATE TABLE ebook_levels (
  student_id integer PRIMARY KEY REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  yl double precision NOT NULL CHECK (yl BETWEEN 0.5 AND 4.0),
  cefr text NOT NULL CHECK (cefr IN ('A1', 'A2', 'B1', 'B2')),
  checked_at timestamptz NOT NULL DEFAULT now()
);

-- Free-reading homework of a class: books of a level range or chosen books, a target in books or words,
-- over a period of Japan days. Students of the class (also later joiners) see it; progress is computed.
CREATE TABLE free_reading_assignments (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  teacher_id integer NOT NULL REFERENCES teachers(id),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 40),
  mode text NOT NULL CHECK (mode IN ('level', 'books')),
  yl_min double precision,
  yl_max double precision,
  book_ids text[] NOT NULL DEFAULT '{}',
  target_type text NOT NULL CHECK (target_type IN ('books', 'words')),
  target_value integer NOT NULL CHECK (target_value >= 1),
  start_date text NOT NULL,
  end_date text NOT NULL CHECK (end_date >= start_date),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX free_reading_assignments_class_idx ON free_reading_assignments (class_id, created_at DESC);
