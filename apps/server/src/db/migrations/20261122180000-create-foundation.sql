-- Foundation tables: schools, accounts, study cards, sessions, config and the app's content.
-- Every row that belongs to a school carries school_id. Valid on PostgreSQL 15 and PGlite (PG 18).

CREATE TABLE schools (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE teachers (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  name text NOT NULL,
  email text NOT NULL DEFAULT '',
  role text NOT NULL DEFAULT 'teacher' CHECK (role IN ('teacher', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX teachers_school_idx ON teachers (school_id);

CREATE TABLE classes (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  name text NOT NULL,
  class_code text NOT NULL UNIQUE,
  teacher_id integer REFERENCES teachers(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX classes_school_idx ON classes (school_id);

CREATE TABLE students (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  class_id integer REFERENCES classes(id),
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  nickname text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  email_verified boolean NOT NULL DEFAULT false,
  is_college_student smallint NOT NULL DEFAULT 0,
  speaking_test smallint NOT NULL DEFAULT 1,
  free_recitation smallint NOT NULL DEFAULT 1,
  ai_writing smallint NOT NULL DEFAULT 1,
  ai_chat smallint NOT NULL DEFAULT 1,
  student_flag integer NOT NULL DEFAULT 0,
  logo text NOT NULL DEFAULT '',
  show_full_screen smallint NOT NULL DEFAULT 1,
  change_password_remind smallint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz
);
CREATE INDEX students_school_idx ON students (school_id);
CREATE INDEX students_class_idx ON students (class_id);
CREATE INDEX students_email_idx ON students (lower(email)) WHERE email_verified;

CREATE TABLE student_fcm_tokens (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  token text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, token)
);

CREATE TABLE study_cards (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  card_id text NOT NULL UNIQUE,
  student_id integer REFERENCES students(id),
  duration_days integer NOT NULL CHECK (duration_days > 0),
  active_status smallint NOT NULL DEFAULT 0,
  issued_at timestamptz NOT NULL DEFAULT now(),
  activated_at timestamptz,
  expires_at timestamptz
);
CREATE INDEX study_cards_student_idx ON study_cards (student_id);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  account_kind text NOT NULL CHECK (account_kind IN ('student', 'teacher')),
  account_id integer NOT NULL,
  school_id integer NOT NULL REFERENCES schools(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_reason text CHECK (revoked_reason IN ('login_elsewhere', 'logout', 'password_changed'))
);
CREATE INDEX sessions_account_idx ON sessions (account_kind, account_id) WHERE revoked_at IS NULL;

CREATE TABLE password_reset_codes (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_codes_student_idx ON password_reset_codes (student_id);

CREATE TABLE config (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE protocols (
  id serial PRIMARY KEY,
  type text NOT NULL,
  version integer NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (type, version)
);

CREATE TABLE protocol_agreements (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  protocol_type text NOT NULL,
  version integer NOT NULL,
  agreed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, protocol_type, version)
);

-- school_id NULL: a notice or banner for every school.
CREATE TABLE notices (
  id serial PRIMARY KEY,
  school_id integer REFERENCES schools(id),
  title text NOT NULL,
  summary text NOT NULL,
  content text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notices_school_idx ON notices (school_id);

CREATE TABLE notice_reads (
  notice_id integer NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  school_id integer NOT NULL REFERENCES schools(id),
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (notice_id, student_id)
);

CREATE TABLE banners (
  id serial PRIMARY KEY,
  school_id integer REFERENCES schools(id),
  title text NOT NULL,
  image_url text NOT NULL,
  link_url text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE client_errors (
  id serial PRIMARY KEY,
  school_id integer REFERENCES schools(id),
  student_id integer,
  error_code text NOT NULL,
  error_message text NOT NULL,
  device_info text NOT NULL,
  client_info text NOT NULL,
  user_info text NOT NULL,
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE evaluate_errors (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  student_id integer NOT NULL,
  client text NOT NULL,
  resource_id text NOT NULL,
  module_name text NOT NULL,
  device_os text NOT NULL,
  sid text NOT NULL,
  sdk_error_code text NOT NULL,
  sdk_error_message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
