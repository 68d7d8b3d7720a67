-- A homework can go to chosen students of its class (issue 17 #9): student_ids lists them; null means
-- the whole class, as before. Students moved out of the class no longer see it either way.
ALTER TABLE homework ADD COLUMN student_ids integer[];
