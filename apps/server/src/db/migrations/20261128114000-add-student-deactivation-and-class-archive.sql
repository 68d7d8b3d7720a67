-- A student who left the school is deactivated (cannot sign in, leaves class lists and figures; the data
-- stays, and the teacher can reactivate). A class at the end of a year is archived (read-only: no new
-- homework, word tests, messages or students; its work stays viewable).
ALTER TABLE students ADD COLUMN deactivated_at timestamptz;
ALTER TABLE classes ADD COLUMN archived_at timestamptz;

ALTER TABLE sessions DROP CONSTRAINT IF EXISTS sessions_revoked_reason_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_revoked_reason_check
  CHECK (revoked_reason IN ('login_elsewhere', 'logout', 'password_changed', 'deactivated'));
