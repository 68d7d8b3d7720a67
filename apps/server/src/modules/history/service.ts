import { EIKEN_LEVELS, type HistoryAttempt, type HistoryItem } from "@hibiki/contracts";
import { allQuestionIds, type ExerciseKind, PLAYER_MODES, type PlayerMode } from "@hibiki/exercises";
import { AI_COURSES } from "@hibiki/exercises/ai-study";
import type { Queryable } from "../../db/client.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { presentResourceBase } from "../textbook/presenter.ts";
import { attemptsOf } from "../textbook/repository.ts";
import { loadResource } from "../textbook/service.ts";
import { listHistory } from "./repository.ts";

const asMode = (m: string): PlayerMode =>
  (PLAYER_MODES as readonly string[]).includes(m) ? (m as PlayerMode) : "practice";

/**
 * The student's study history, one row per practised resource, newest first. Resources removed from
 * the catalogue still show, with their code as title.
 * @param page - 1-based page and page size
 * @returns items and the number of practised resources
 */
export async function historyPage(
  db: Queryable,
  content: ContentCatalog,
  studentId: number,
  page: { page: number; limit: number },
): Promise<{ items: HistoryItem[]; total: number }> {
  const { rows, total } = await listHistory(db, studentId, {
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
  });
  const { catalog, index } = await content.load();
  const items = rows.map((r): HistoryItem => {
    const placed = index.byCode.get(r.res_code);
    const book = catalog.books.find((b) => b.book_code === placed?.book_code);
    const unit = book?.units.find((u) => u.unit_code === placed?.unit_code);
    // A skill-up resource sits in a practice type, shown where a textbook one shows its book and unit.
    const skillup =
      placed?.module === "skillup" ? catalog.skillup.find((t) => t.type === placed.unit_code) : undefined;
    return {
      res_code: r.res_code,
      res_title: placed?.title.ja ?? r.res_code,
      kind: (placed?.kind ?? "mixed") as ExerciseKind,
      book_title: skillup
        ? "スキルアップ"
        : placed?.module === "eiken"
          ? "英検"
          : placed?.module === "tokyo"
            ? "都立スピーキングテスト"
            : placed?.module === "ebook"
              ? "電子書籍"
              : placed?.module === "ai-study"
                ? "AIスタディ"
                : (book?.title.ja ?? ""),
      unit_title:
        skillup?.title.ja ??
        (placed?.module === "eiken"
          ? (eikenLevelName(placed.unit_code) ?? "")
          : placed?.module === "tokyo"
            ? placed.unit_code === "test"
              ? "本番形式テスト"
              : "パート別練習"
            : placed?.module === "ebook"
              ? "内容理解の問題"
              : placed?.module === "ai-study"
                ? (AI_COURSES.find((c) => c.id === placed.unit_code)?.name_ja ?? "")
                : (unit?.title.ja ?? "")),
      last_practised_at: new Date(r.last_practised_at).toISOString(),
      attempts: r.attempts,
      best_percent: r.best_percent,
    };
  });
  return { items, total };
}

/** The Japanese name of an Eiken grade code ("pre-2" → 準2級). */
function eikenLevelName(grade: string): string | undefined {
  return EIKEN_LEVELS.find((l) => l.grade === grade)?.name;
}

/**
 * Every attempt of one resource by the student, newest first; an empty list when the student never
 * practised it (the player asks for the last result of every resource it opens).
 * @throws AppError 404 for an unknown res_code
 */
export async function historyDetails(
  db: Queryable,
  content: ContentCatalog,
  studentId: number,
  resCode: string,
) {
  const { resource } = await loadResource(content, resCode);
  const rows = await attemptsOf(db, studentId, resCode);
  const attempts = rows.map(
    (a): HistoryAttempt => ({
      guid: a.guid,
      mode: asMode(a.mode),
      started_at: new Date(a.started_at).toISOString(),
      finished_at: a.finished_at ? new Date(a.finished_at).toISOString() : null,
      is_completed: a.is_completed === 1 ? 1 : 0,
      percent_score: a.percent_score,
      answered: a.answered,
    }),
  );
  return { resource: presentResourceBase(resource, allQuestionIds(resource)), attempts };
}
