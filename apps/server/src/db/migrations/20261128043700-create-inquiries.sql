-- The inquiry form (お問い合わせ, issue 16 item 21): a student's message to the school's administrator,
-- with up to 3 images (names in the feedback/ storage folder, served as signed files like resource
-- feedback images). Scoped to the student's school at the time of sending.
CREATE TABLE inquiries (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  content text NOT NULL,
  -- where the form was opened from (home, menu, error, faq or '')
  from_page text NOT NULL DEFAULT '',
  client_name text NOT NULL DEFAULT '',
  images jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inquiries_school_idx ON inquiries (school_id, created_at);
-- the per-student send limit counts recent rows
CREATE INDEX inquiries_student_idx ON inquiries (student_id, created_at);
