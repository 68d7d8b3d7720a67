import type { CefrLevel, CefrSkill, CefrStepCode, CefrWeakItem } from "@hibiki/contracts";
import { CEFR_DOWNGRADE_SCORE, CEFR_UPGRADE_SCORE } from "@hibiki/contracts";
import { CEFR_STEPS } from "@hibiki/exercises/cefr";
import { NotFound } from "../../errors.ts";
import { iso } from "../../lib/present.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { appConfig } from "../app/service.ts";
import { loadBank } from "./bank.ts";
import * as repo from "./repository.ts";
import { type CefrDeps, RIGHT_SHARE, scoreItem } from "./tests.ts";

/** The steps map: every step with the student's standing, the thresholds and an open test. */
export async function testLevels(deps: CefrDeps, caller: StudentCaller) {
  const { catalog } = await deps.content.load();
  const bank = await loadBank(deps.content);
  const current = await repo.currentLevel(deps.db, caller.id);
  const at = current ? CEFR_STEPS.indexOf(current as CefrStepCode) : -1;
  const stats = new Map((await repo.stepStats(deps.db, caller.id)).map((s) => [s.level, s]));
  const config = await appConfig(deps.db);
  const open = await repo.openTest(deps.db, caller.id);
  const levels: CefrLevel[] = catalog.cefr.map((s, i) => ({
    level: s.step as CefrStepCode,
    order: s.order,
    title: s.title.ja,
    title_en: s.title.en,
    can_do: s.can_do.ja,
    can_do_en: s.can_do.en,
    status: at < 0 ? "locked" : i < at ? "passed" : i === at ? "current" : "locked",
    best_score: stats.get(s.step)?.best ?? null,
    tested_count: stats.get(s.step)?.tested ?? 0,
    item_count: bank.byLevel.get(s.step as CefrStepCode)?.length ?? 0,
  }));
  return {
    current_level: (current as CefrStepCode | null) ?? null,
    upgrade_score: config.cefr_upgrade_score ?? CEFR_UPGRADE_SCORE,
    downgrade_score: config.cefr_downgrade_score ?? CEFR_DOWNGRADE_SCORE,
    open_test_id: open?.id ?? null,
    levels,
  };
}

/** What one step tests: its resources with skill and point. @throws AppError 404 for a step without content */
export async function testResources(deps: CefrDeps, level: CefrStepCode) {
  const { catalog } = await deps.content.load();
  const step = catalog.cefr.find((s) => s.step === level);
  if (!step) throw NotFound(`${level} の問題がまだありません。`);
  return {
    level,
    title: step.title.ja,
    title_en: step.title.en,
    can_do: step.can_do.ja,
    can_do_en: step.can_do.en,
    resources: step.resources.map((r) => ({
      res_code: r.res_code,
      res_title: r.title.ja,
      res_title_en: r.title.en,
      kind: r.kind,
      skill: r.skill,
      cefr_type: r.type,
      point: r.point,
      item_count: r.item_count,
    })),
  };
}

export async function testTraces(deps: CefrDeps, caller: StudentCaller) {
  const rows = await repo.traces(deps.db, caller.id);
  return {
    traces: rows.map((r) => ({
      level: r.level as CefrStepCode,
      reason: r.reason,
      test_id: r.test_id,
      at: iso(r.at),
    })),
  };
}

export async function testLogs(deps: CefrDeps, caller: StudentCaller, page: number, limit: number) {
  const { list, total } = await repo.testLogs(deps.db, caller.id, page, limit);
  return {
    total,
    list: list.map((t) => ({
      test_id: t.id,
      test_type: t.test_type,
      level: (t.level as CefrStepCode | null) ?? null,
      status: t.status,
      score: t.score,
      moved: t.moved,
      answered: t.answered,
      started_at: iso(t.started_at),
      finished_at: t.finished_at === null ? null : iso(t.finished_at),
    })),
  };
}

export async function weakInfo(deps: CefrDeps, caller: StudentCaller) {
  const finished = await repo.finishedCount(deps.db, caller.id);
  const open = finished > 0 ? await repo.openWeak(deps.db, caller.id) : [];
  return { has_weak_auth: finished > 0 ? (1 as const) : (0 as const), has_weak_count: open.length };
}

/** The weak questions not yet cleared (optionally of one skill or question type), with counts per skill and type. */
export async function weakResult(
  deps: CefrDeps,
  caller: StudentCaller,
  filter: { skill?: CefrSkill | undefined; cefr_type?: number | undefined },
) {
  const bank = await loadBank(deps.content);
  const open = (await repo.openWeak(deps.db, caller.id)).flatMap((r) => {
    const found = bank.items.get(r.item_id);
    return found ? [{ row: r, ref: found.ref }] : [];
  });
  const counts = new Map<string, number>();
  const types = new Map<number, number>();
  for (const { row, ref } of open) {
    counts.set(row.skill, (counts.get(row.skill) ?? 0) + 1);
    types.set(ref.cefr_type, (types.get(ref.cefr_type) ?? 0) + 1);
  }
  const items: CefrWeakItem[] = open
    .filter(
      ({ row, ref }) =>
        (!filter.skill || row.skill === filter.skill) &&
        (!filter.cefr_type || ref.cefr_type === filter.cefr_type),
    )
    .map(({ row: r, ref }) => ({
      item: ref,
      point: r.point,
      level: r.level as CefrStepCode,
      wrong_count: r.wrong_count,
      right_streak: r.right_streak,
      added_at: iso(r.added_at),
    }));
  return {
    items,
    by_skill: [...counts].map(([s, count]) => ({ skill: s as CefrSkill, count })),
    by_type: [...types].sort((a, b) => a[0] - b[0]).map(([cefr_type, count]) => ({ cefr_type, count })),
    cleared_count: await repo.clearedCount(deps.db, caller.id),
  };
}

/**
 * One practice answer of a weak question: scored on the server; right twice in a row clears it.
 * @throws AppError 404 when the item is not on the caller's weak list; 400 for an answer that does not fit
 */
export async function submitWeak(
  deps: CefrDeps,
  caller: StudentCaller,
  body: { item_id: string; item: Record<string, unknown> },
) {
  const bank = await loadBank(deps.content);
  const open = await repo.openWeak(deps.db, caller.id);
  const weak = open.find((r) => r.item_id === body.item_id);
  const item = bank.items.get(body.item_id);
  if (!weak || !item) throw NotFound("苦手な問題の一覧にありません。");
  const share = await scoreItem(deps, caller, item, body.item);
  const correct = share >= RIGHT_SHARE;
  const r = await deps.db.transaction((tx) =>
    repo.practiseWeak(tx, caller.id, {
      item_id: item.id,
      skill: item.skill,
      point: item.point,
      score: share,
      correct,
    }),
  );
  const remaining = open.length - (r.cleared ? 1 : 0);
  return {
    item_id: item.id,
    score: Math.round(share * 1000) / 10,
    correct: correct ? (1 as const) : (0 as const),
    right_streak: r.right_streak,
    cleared: r.cleared ? (1 as const) : (0 as const),
    remaining,
  };
}

export async function weakLogs(deps: CefrDeps, caller: StudentCaller, limit: number) {
  const rows = await repo.weakLogs(deps.db, caller.id, limit);
  return {
    list: rows.map((r) => ({
      item_id: r.item_id,
      skill: r.skill as CefrSkill,
      point: r.point,
      score: Math.round(r.score * 1000) / 10,
      correct: r.correct ? (1 as const) : (0 as const),
      at: iso(r.at),
    })),
  };
}
