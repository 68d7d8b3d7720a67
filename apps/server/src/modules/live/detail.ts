import type { teacherLiveDetail } from "@hibiki/contracts";
import type { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { iso, isoOrNull } from "../../lib/present.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import { liveInScope, summary } from "./policy.ts";
import * as repo from "./repository.ts";
import { itemStats, sessionScore } from "./scoring.ts";

type Detail = z.input<typeof teacherLiveDetail.data>;

/**
 * The whole session: each item with its state and figures, each student's answers and session score,
 * and the class's totals (over the students who answered at least once).
 * @throws AppError 404 live_not_found for another teacher's or school's session
 */
export async function detail(db: Queryable, caller: TeacherCaller, liveId: number): Promise<Detail> {
  const row = await liveInScope(db, caller, liveId);
  const [states, answers, students] = await Promise.all([
    repo.itemStatesOf(db, liveId),
    repo.answersOf(db, liveId),
    repo.studentsOf(db, row.class_id, liveId),
  ]);
  const stateOf = new Map(states.map((s) => [s.item_index, s]));
  const items = row.items.map((item, i) => {
    const s = stateOf.get(i);
    return {
      item_index: i,
      item,
      pushed_at: s ? iso(s.pushed_at) : null,
      revealed_at: isoOrNull(s?.revealed_at),
      stats: itemStats(
        i,
        answers.filter((a) => a.item_index === i),
      ),
    };
  });
  const byStudent = new Map<number, repo.AnswerRow[]>();
  for (const a of answers) byStudent.set(a.student_id, [...(byStudent.get(a.student_id) ?? []), a]);
  const rows = students.map((s) => {
    const mine = byStudent.get(s.id) ?? [];
    return {
      student_id: s.id,
      name: s.name,
      class_number: s.class_number,
      answers: mine.map((a) => ({
        item_index: a.item_index,
        student_id: a.student_id,
        choice_index: a.choice_index,
        text: a.text,
        correct: a.correct,
        score: a.score,
        answered_at: iso(a.answered_at),
      })),
      correct_count: mine.filter((a) => a.correct).length,
      score: sessionScore(
        mine.reduce((sum, a) => sum + a.score, 0),
        row.item_count,
      ),
    };
  });
  const participants = rows.filter((r) => r.answers.length > 0);
  const correct = answers.filter((a) => a.correct).length;
  return {
    live: await summary(db, row),
    items,
    students: rows,
    totals: {
      students: rows.length,
      participants: participants.length,
      answers: answers.length,
      correct,
      correct_rate: answers.length === 0 ? null : correct / answers.length,
      average_score:
        participants.length === 0
          ? null
          : Math.round((participants.reduce((s, r) => s + r.score, 0) / participants.length) * 10) / 10,
    },
  };
}
