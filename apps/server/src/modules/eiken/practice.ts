import { EIKEN_FORMAT, EIKEN_SECTIONS, type EikenGradeCode } from "@hibiki/exercises/eiken";
import type { Queryable } from "../../db/client.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { skillupStats } from "../skillup/repository.ts";
import { wrongInLatest } from "./practice-repository.ts";
import { levelOf } from "./words.ts";

/** A built resource's answerable questions: a passage or cloze counts its questions. */
export function questionWeights(items: readonly unknown[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const raw of items as Array<{ question_id: string; questions?: unknown[] }>)
    out.set(raw.question_id, Array.isArray(raw.questions) ? raw.questions.length : 1);
  return out;
}

/**
 * A grade's practice sets (or mock parts) by section in paper order, each with the student's attempts,
 * best score and the items wrong in the latest finished attempt.
 */
export async function practiceList(
  deps: { db: Queryable; content: ContentCatalog },
  studentId: number,
  query: { level_id: number; set: "practice" | "mock" },
) {
  const level = levelOf(query.level_id);
  const grade = level.grade as EikenGradeCode;
  const { catalog } = await deps.content.load();
  const entries = catalog.eiken_practice.filter((e) => e.grade === grade && e.set === query.set);
  const codes = entries.map((e) => e.res_code);
  const stats = new Map((await skillupStats(deps.db, studentId, codes)).map((s) => [s.res_code, s]));
  const wrong = new Map<string, string[]>();
  for (const w of await wrongInLatest(deps.db, studentId, codes))
    wrong.set(w.res_code, [...(wrong.get(w.res_code) ?? []), w.question_id]);
  const questions = new Map<string, number>();
  for (const e of entries) {
    const found = await deps.content.resource(e.res_code);
    const weights = found ? questionWeights(found.resource.items) : new Map();
    questions.set(
      e.res_code,
      [...weights.values()].reduce((n, w) => n + w, 0),
    );
  }
  const format = EIKEN_FORMAT[grade];
  return {
    level_id: level.level_id,
    grade,
    set: query.set,
    rw_minutes: format.rw_minutes,
    sections: format.parts.map((part) => ({
      section: part.section,
      skill: EIKEN_SECTIONS[part.section].skill,
      name: EIKEN_SECTIONS[part.section].ja,
      name_en: EIKEN_SECTIONS[part.section].en,
      paper_count: part.count,
      resources: entries
        .filter((e) => e.section === part.section)
        .map((e) => ({
          res_code: e.res_code,
          title: e.title.ja,
          title_en: e.title.en,
          kind: e.kind,
          question_count: questions.get(e.res_code) ?? e.item_count,
          learn_count: stats.get(e.res_code)?.learn_count ?? 0,
          best_score: Math.round(Number(stats.get(e.res_code)?.best_score ?? 0)),
          // writing has no wrong items to replay: its result is rewritten, not reviewed
          wrong_question_ids: e.kind === "topic-writing" ? [] : (wrong.get(e.res_code) ?? []),
          plays: e.plays ?? null,
        })),
    })),
  };
}

/** A grade's interview cards (their playable resources) with the student's attempts and best score. */
export async function interviewList(
  deps: { db: Queryable; content: ContentCatalog },
  studentId: number,
  levelId: number,
) {
  const level = levelOf(levelId);
  const { catalog } = await deps.content.load();
  const cards = catalog.eiken_interviews.filter((c) => c.grade === level.grade);
  const stats = new Map(
    (
      await skillupStats(
        deps.db,
        studentId,
        cards.map((c) => c.resource.res_code),
      )
    ).map((s) => [s.res_code, s]),
  );
  return {
    level_id: level.level_id,
    cards: cards.map((c) => ({
      card_id: c.card_id,
      res_code: c.resource.res_code,
      title: c.resource.title.ja,
      title_en: c.resource.title.en,
      questions: c.questions,
      learn_count: stats.get(c.resource.res_code)?.learn_count ?? 0,
      best_score: Math.round(Number(stats.get(c.resource.res_code)?.best_score ?? 0)),
    })),
  };
}
