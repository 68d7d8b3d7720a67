-- Wrong-word practice also covers the words a student left unanswered in a word test (an abandoned test,
-- or time running out). Practising such a word right stores a row that is not an exam answer: it only
-- carries fixed = 1, so the exam's answered and correct counts and the teacher's per-word figures
-- leave it out.
ALTER TABLE word_test_answers ADD COLUMN practice_only smallint NOT NULL DEFAULT 0;
