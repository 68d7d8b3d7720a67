-- AI homework (issue 24 part 3): a teacher assigns a class an AI study course (every lesson, or the chosen
-- lessons) or an AI speaking scenario, due on a Japan day. Progress is read from the AI study stages and the
-- AI speaking sessions; nothing is stored per student here.
CREATE TABLE ai_homework_assignments (
  id serial PRIMARY KEY,
  school_id integer NOT NULL REFERENCES schools(id),
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  teacher_id integer NOT NULL REFERENCES teachers(id),
  target_type text NOT NULL CHECK (target_type IN ('course', 'scenario')),
  -- target course: the course and the chosen lessons ('{}' = every lesson of the course)
  course_id text,
  lesson_ids text[] NOT NULL DEFAULT '{}',
  -- target scenario
  scenario_id text,
  due_date text NOT NULL,
  note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((target_type = 'course') = (course_id IS NOT NULL)),
  CHECK ((target_type = 'scenario') = (scenario_id IS NOT NULL))
);
CREATE INDEX ai_homework_assignments_class_idx ON ai_homework_assignments (class_id, due_date);
