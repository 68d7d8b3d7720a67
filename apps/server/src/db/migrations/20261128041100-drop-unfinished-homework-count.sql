-- The homework badge is now counted by the same rule as the list's 未提出 tab
-- (homework/rules.ts isHomeworkToDo, which also counts overdue homework that can still be handed in
-- late), so the SQL copy of the old rule goes.
DROP FUNCTION IF EXISTS hibiki_unfinished_homework_count(integer);
