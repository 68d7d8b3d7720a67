-- The dashboard's unfinished-homework badge in one call instead of three queries (homework, topics,
-- attempt statistics), as a PL/pgSQL function whose plan stays cached per connection (as
-- hibiki_session_by_token). Same rule as homework/student-service.ts unfinishedCount: homework of the
-- student's current class whose deadline has not passed, with no topics or with a topic that has fewer than
-- max(1, required_times) finished, not returned attempts of the student.
CREATE FUNCTION hibiki_unfinished_homework_count(p_student_id integer)
RETURNS integer
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT count(*)::int
    FROM homework h
    JOIN teachers t ON t.id = h.teacher_id
    JOIN classes c ON c.id = h.class_id
    JOIN students s ON s.class_id = h.class_id AND s.school_id = h.school_id
    WHERE s.id = p_student_id
      AND h.deadline >= now()
      AND (
        NOT EXISTS (SELECT 1 FROM homework_topics ht WHERE ht.homework_id = h.id)
        OR EXISTS (
          SELECT 1 FROM homework_topics ht
          WHERE ht.homework_id = h.id
            AND (
              SELECT count(*)
              FROM homework_attempts ha JOIN practice_attempts pa ON pa.id = ha.attempt_id
              WHERE ha.homework_id = h.id AND ha.topic_id = ht.id AND ha.student_id = p_student_id
                AND pa.is_completed = 1 AND ha.is_returned = 0
            ) < greatest(1, h.required_times)
        )
      )
  );
END
$$;
