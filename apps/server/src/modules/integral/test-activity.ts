import type { Queryable } from "../../db/client.ts";

let seq = 0;

/**
 * Writes a finished textbook practice with answers at a time (test data for the integral missions).
 * @param db - database
 * @param s - the student and school
 * @param at - when it was answered and finished
 * @param answers - how many answers (each scored 80 %, with a 6 s recording when recorded)
 * @param recorded - whether the answers hold a recording
 */
export async function addPractice(
  db: Queryable,
  s: { id: number; schoolId: number },
  at: string,
  answers: number,
  recorded = false,
): Promise<void> {
  seq += 1;
  const row = await db.one<{ id: number }>(
    `INSERT INTO practice_attempts (guid, student_id, school_id, res_code, res_version, mode, is_completed,
       answered, started_at, updated_at, finished_at)
     VALUES ($1, $2, $3, 'integral-test', 1, 'practice', 1, $4, $5, $5, $5) RETURNING id`,
    [`integral-${seq}-${s.id}`, s.id, s.schoolId, answers, at],
  );
  const payload = recorded ? { sound_file: "https://example.invalid/a.mp3", record_duration: 6 } : {};
  for (let i = 0; i < answers; i++)
    await db.query(
      `INSERT INTO practice_answers (attempt_id, question_id, payload, score, total_score, percent_score, created_at)
       VALUES ($1, $2, $3, 4, 5, 80, $4)`,
      [row?.id, `q${i}`, JSON.stringify(payload), at],
    );
}
