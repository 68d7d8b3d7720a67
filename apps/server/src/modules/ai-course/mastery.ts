import type { AiMasteryLabel } from "@hibiki/contracts";
import { GRAMMAR_POINT_IDS, type GrammarPointId } from "@hibiki/exercises/ai-study";
import type { Queryable } from "../../db/client.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { ingest } from "./ingest.ts";
import { emptyState, type PointState, replayPoints } from "./model.ts";
import * as repo from "./repository.ts";

/**
 * Mastery per grammar point from the stored observations (knowledge tracing replayed over them, oldest
 * first), for the AI course calls and for the teacher's AI homework (progress and heatmap).
 */

/** A point's mastery now. */
export type PointMastery = { p: number; label: AiMasteryLabel; answers: number };

/** A stage a student did, with its latest and best score. */
export type StageDone = {
  stage: repo.StoredStage;
  score: number | null;
  best_score: number | null;
  done_at: Date;
};

/**
 * Replays observations per point.
 * @param rows - one student's observations, oldest first
 * @param skip - observations to leave out (e.g. those of the attempt being submitted, for "before")
 * @returns the state of every point with evidence
 */
export function replayRows(
  rows: readonly repo.ObservationRow[],
  skip?: (row: repo.ObservationRow) => boolean,
): Map<string, PointState> {
  return replayPoints(
    rows
      .filter((r) => !skip?.(r))
      .map((r) => ({
        point: r.point,
        correct: r.correct === 1,
        guess: Number(r.guess),
        weight: Number(r.weight),
        at: new Date(r.answered_at),
      })),
  );
}

/**
 * One student's observations and the state of each point (no ingestion: call ingest first when needed).
 * @returns the rows and the replayed states
 */
export async function studentStates(
  db: Queryable,
  studentId: number,
): Promise<{ rows: repo.ObservationRow[]; states: Map<string, PointState> }> {
  const rows = await repo.observationsOf(db, [studentId]);
  return { rows, states: replayRows(rows) };
}

/** A point's state, the prior one when it has no evidence. */
export const stateOf = (states: Map<string, PointState>, point: string): PointState =>
  states.get(point) ?? emptyState();

/**
 * The mastery of every grammar point of each student, after reading their new answers.
 * @param db - database
 * @param content - the content store
 * @param studentIds - the students
 * @returns per student, every one of the 30 points (unlearned with the prior p and 0 answers when there
 *   is no evidence)
 */
export async function studentsMastery(
  db: Queryable,
  content: ContentCatalog,
  studentIds: readonly number[],
): Promise<Map<number, Map<GrammarPointId, PointMastery>>> {
  const ids = [...new Set(studentIds)];
  const out = new Map<number, Map<GrammarPointId, PointMastery>>();
  if (ids.length === 0) return out;
  await ingest(db, content, ids);
  const rows = await repo.observationsOf(db, ids);
  const byStudent = new Map<number, repo.ObservationRow[]>(ids.map((id) => [id, []]));
  for (const r of rows) byStudent.get(r.student_id)?.push(r);
  for (const [id, list] of byStudent) {
    const states = replayRows(list);
    out.set(
      id,
      new Map(
        GRAMMAR_POINT_IDS.map((point) => {
          const { p, label, answers } = stateOf(states, point);
          return [point, { p, label, answers }];
        }),
      ),
    );
  }
  return out;
}

/**
 * The stages each student did of the given lessons (pass course ids too for the course test, stage "test").
 * @param db - database
 * @param studentIds - the students
 * @param lessonIds - lesson ids (and course ids)
 * @returns per student, per lesson id the stages done (students and lessons without any are absent)
 */
export async function lessonStages(
  db: Queryable,
  studentIds: readonly number[],
  lessonIds: readonly string[],
): Promise<Map<number, Map<string, StageDone[]>>> {
  const out = new Map<number, Map<string, StageDone[]>>();
  if (studentIds.length === 0 || lessonIds.length === 0) return out;
  for (const r of await repo.latestStages(db, studentIds, lessonIds)) {
    const lessons = out.get(r.student_id) ?? new Map<string, StageDone[]>();
    out.set(r.student_id, lessons);
    const list = lessons.get(r.lesson_id) ?? [];
    list.push({ stage: r.stage, score: r.score, best_score: r.best_score, done_at: r.done_at });
    lessons.set(r.lesson_id, list);
  }
  return out;
}
