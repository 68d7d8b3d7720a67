import type { ReturnedWork } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import { latestAnswers } from "../textbook/repository.ts";
import { notesOf } from "./notes-repository.ts";
import { pendingReturns } from "./repository.ts";

/** The written text of an answer payload (writing kinds: content; typed answers: answer_result). */
export function writtenText(payload: Record<string, unknown>): string | null {
  if (typeof payload.content === "string") return payload.content;
  if (typeof payload.answer_result === "string") return payload.answer_result;
  return null;
}

/**
 * The noted words of an answer.
 * @param text - the answer text
 * @param start - the first character (inclusive)
 * @param end - the end (exclusive)
 * @returns the span, or null when the range is empty or outside the text
 */
export function quoteOf(text: string | undefined, start: number, end: number): string | null {
  if (text === undefined || end <= start || end > text.length) return null;
  return text.slice(start, end);
}

/**
 * The student's returned work on these homework that waits for a new attempt, by topic id: the return's
 * teacher, time and reason, the notes on the returned attempt with their quoted words, and its texts.
 * @returns a map from topic id to the returned work (topics without a pending return are absent)
 */
export async function returnedWorkByTopic(
  db: Queryable,
  homeworkIds: number[],
  studentId: number,
): Promise<Map<number, ReturnedWork>> {
  const out = new Map<number, ReturnedWork>();
  for (const r of await pendingReturns(db, homeworkIds, [studentId])) {
    const texts = new Map<string, string>();
    for (const a of await latestAnswers(db, r.attempt_id)) {
      const text = writtenText(a.payload);
      if (text !== null) texts.set(a.question_id, text);
    }
    const notes = await notesOf(db, {
      homeworkId: r.homework_id,
      topicId: r.topic_id,
      studentId,
      attemptId: r.attempt_id,
    });
    out.set(r.topic_id, {
      guid: r.guid,
      returned_at: r.returned_at ? new Date(r.returned_at).toISOString() : null,
      teacher_name: r.returned_by_name,
      reason: r.return_reason,
      notes: notes.map((n) => ({
        note_id: n.id,
        question_id: n.question_id,
        comments: n.comments,
        teacher: n.teacher_name,
        quote: quoteOf(texts.get(n.question_id), n.start_pos, n.end_pos),
      })),
      answers: [...texts].map(([question_id, content]) => ({ question_id, content })),
    });
  }
  return out;
}
