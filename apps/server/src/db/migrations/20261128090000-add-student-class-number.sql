-- A student's 出席番号 (number in the class register, 1-999): class lists sort by it, as Japanese schools do.
-- Null until the teacher sets it (accounts created before, or without the column in the roster file).
ALTER TABLE students ADD COLUMN class_number integer CHECK (class_number BETWEEN 1 AND 999);
