-- The last reminder sent to the students who had not submitted a homework (one per 10 minutes at most).
ALTER TABLE homework ADD COLUMN reminded_at timestamptz;
