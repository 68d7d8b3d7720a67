import { aiSpeakingSessionScores } from "@hibiki/exercises/ai-speaking";
import type { Queryable } from "../../../db/client.ts";
import * as repo from "../repository.ts";

/**
 * Finishes one of the student's sessions with its scores from its answers (aiSpeakingSessionScores);
 * a session finished already keeps the scores it has.
 * @param db - database or transaction
 * @param studentId - the session's student
 * @param session - the session as read
 * @returns the total score
 */
export async function finishWithScores(
  db: Queryable,
  studentId: number,
  session: repo.SessionRow,
): Promise<number> {
  if (session.status === "finished") return session.total_score ?? 0;
  const turns = await repo.turnsOf(db, studentId, session.id);
  const s = aiSpeakingSessionScores(
    turns.map((t) => ({
      outcome: t.outcome,
      text: t.recognize_text,
      grammar: t.grammar_score,
      pronunciation: t.pronunciation_score,
    })),
    session.min_turns,
  );
  const final = {
    pronunciation: s.pronunciation,
    grammar: s.grammar,
    task: s.task_completion,
    total: s.total,
    turns: s.turns,
    matched: s.matched_turns,
  };
  if (await repo.finishSession(db, studentId, session.id, final)) return s.total;
  // finished meanwhile by another call: its scores stand
  return (await repo.findSession(db, studentId, session.id))?.total_score ?? s.total;
}
