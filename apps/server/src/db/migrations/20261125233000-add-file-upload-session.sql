-- The login session a recording was uploaded in: a speaking answer may only name recordings of the
-- caller's current session (NULL for files kept before this column, and for evaluation XML).
ALTER TABLE files ADD COLUMN session_id integer;
