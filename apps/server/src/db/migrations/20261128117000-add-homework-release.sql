-- A homework can be scheduled: its students see it (and are told) from release_at on. announced_at is
-- when its announcement went out (claimed by one process; null until then for a scheduled one).
ALTER TABLE homework ADD COLUMN release_at timestamptz;
ALTER TABLE homework ADD COLUMN announced_at timestamptz;
UPDATE homework SET announced_at = created_at;
CREATE INDEX homework_release_idx ON homework (release_at) WHERE announced_at IS NULL;
