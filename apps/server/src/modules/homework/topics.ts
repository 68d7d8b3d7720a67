import type { HomeworkTopic, ReturnedWork } from "@hibiki/contracts";
import { averageScore, type ExerciseKind } from "@hibiki/exercises";
import type { ContentCatalog } from "../content/catalog-store.ts";
import type { HomeworkRow, TopicRow, TopicStatRow } from "./repository.ts";
import { remainingAttempts, topicStatus } from "./rules.ts";

/** Title and kind of a topic's resource; a resource gone from the catalogue keeps its code as title. */
export async function topicMeta(
  content: ContentCatalog,
  resCode: string,
): Promise<{ title: string; kind: ExerciseKind }> {
  const { index } = await content.load();
  const entry = index.byCode.get(resCode);
  if (!entry) return { title: resCode, kind: "mixed" };
  return { title: entry.title.ja, kind: entry.kind as ExerciseKind };
}

/** @returns the stat of one topic for one student from a stats list (zeros when none) */
export function statOf(stats: TopicStatRow[], topicId: number, studentId: number): TopicStatRow {
  return (
    stats.find((s) => s.topic_id === topicId && s.student_id === studentId) ?? {
      homework_id: 0,
      topic_id: topicId,
      student_id: studentId,
      used: 0,
      best: 0,
      time_spent: 0,
      last_at: null,
      last_finished_at: null,
      last_guid: null,
    }
  );
}

/**
 * A homework's topics with one student's progress (and the returned work waiting for a new attempt).
 * @returns topics in order
 */
export async function presentTopics(
  content: ContentCatalog,
  hw: HomeworkRow,
  topics: TopicRow[],
  stats: TopicStatRow[],
  studentId: number,
  returned: ReadonlyMap<number, ReturnedWork> = new Map(),
): Promise<HomeworkTopic[]> {
  const out: HomeworkTopic[] = [];
  for (const t of topics.filter((x) => x.homework_id === hw.id)) {
    const s = statOf(stats, t.id, studentId);
    out.push({
      topic_id: t.id,
      res_code: t.res_code,
      ...(await topicMeta(content, t.res_code)),
      question_ids: t.question_ids ? t.question_ids.split(",") : [],
      status: topicStatus(hw, s.used),
      best_percent: s.best,
      attempts_used: s.used,
      remaining_attempts: remainingAttempts(hw, s.used),
      last_guid: s.last_guid,
      returned: returned.get(t.id) ?? null,
    });
  }
  return out;
}

/** @returns answered when every topic is answered (a homework without topics is never answered) */
export function overallStatus(topics: Array<{ status: string }>): "answered" | "not_submitted" {
  return topics.length > 0 && topics.every((t) => t.status === "answered") ? "answered" : "not_submitted";
}

/** @returns the mean of the topics' best percents, floored to 2 decimals as every score (0 for none) */
export function meanBest(topics: Array<{ best_percent: number }>): number {
  return averageScore(topics.map((t) => t.best_percent));
}
