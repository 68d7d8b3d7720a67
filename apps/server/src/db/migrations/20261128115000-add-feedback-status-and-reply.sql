-- A resource report names the item it was about, and the teacher tracks it (new / in progress / done)
-- and may reply: the student reads the reply in /news.
ALTER TABLE resource_feedback ADD COLUMN question_id text NOT NULL DEFAULT '';
ALTER TABLE resource_feedback ADD COLUMN status text NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'in_progress', 'done'));
ALTER TABLE resource_feedback ADD COLUMN reply text NOT NULL DEFAULT '';
ALTER TABLE resource_feedback ADD COLUMN replied_by_name text;
ALTER TABLE resource_feedback ADD COLUMN replied_at timestamptz;
