import type { CefrStepCode, CefrTestResult, CefrTestState } from "@hibiki/contracts";
import { CEFR_DOWNGRADE_SCORE, CEFR_UPGRADE_SCORE } from "@hibiki/contracts";
import {
  type CatAnswer,
  CEFR_STEPS,
  DEFAULT_PLACEMENT,
  nextPlacementItem,
  placementResult,
} from "@hibiki/exercises/cefr";
import type { Db, Queryable } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import { isoOrNull as iso, round1 } from "../../lib/present.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { appConfig } from "../app/service.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { scoreSubmission } from "../textbook/commands/score-submission.ts";
import { speakingEvidenceOf } from "../upload/speaking-evidence.ts";
import { type Bank, type BankItem, loadBank } from "./bank.ts";
import * as repo from "./repository.ts";

/** A step test: this many items of each skill from the step's bank. */
const STEP_TEST_SHAPE: Record<string, number> = {
  grammar: 3,
  vocabulary: 3,
  listening: 3,
  reading: 2,
  speaking: 1,
};
/** An answer counts as right (and stays off the weak list) at this share of its points. */
export const RIGHT_SHARE = 0.8;

export type CefrDeps = { db: Db; content: ContentCatalog };

function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The fixed items of a step test: per skill, random items of the step (fewer when the bank has fewer). */
function stepTestItems(bank: Bank, level: CefrStepCode): string[] {
  const pool = bank.byLevel.get(level) ?? [];
  const ids: string[] = [];
  for (const [skill, n] of Object.entries(STEP_TEST_SHAPE)) {
    const ofSkill = pool.filter(
      (i) => i.skill === skill && (skill !== "speaking" || i.kind === "single-reading"),
    );
    ids.push(
      ...shuffled(ofSkill)
        .slice(0, n)
        .map((i) => i.id),
    );
  }
  return shuffled(ids);
}

function placementAnswers(answers: readonly repo.AnswerRow[]): CatAnswer[] {
  return answers.map((a) => ({ id: a.item_id, score: a.score }));
}

/**
 * Starts the placement or a step test (the student's current step only). An unfinished test of the
 * student is given back instead of a second one.
 * @returns the test's state with its first item
 * @throws AppError 400 step test without a level yet or not at the current step; 503 content unavailable
 */
export async function startTest(
  deps: CefrDeps,
  caller: StudentCaller,
  body: { test_type: "placement" | "step"; level?: CefrStepCode | undefined },
): Promise<CefrTestState> {
  const open = await repo.openTest(deps.db, caller.id);
  if (open) return testState(deps, caller, open.id);
  const bank = await loadBank(deps.content);
  if (bank.items.size === 0) throw NotFound("レベルテストの問題がまだありません。");
  let itemIds: string[] = [];
  let pending: string | null = null;
  let level: string | null = null;
  if (body.test_type === "step") {
    const current = await repo.currentLevel(deps.db, caller.id);
    if (!current) throw BadRequest("bad_request", "まず診断テストを受けて、いまのレベルを決めましょう。");
    level = body.level ?? current;
    if (level !== current)
      throw BadRequest("bad_request", `受けられるのはいまのレベル（${current}）のテストです。`, {
        "body.level": `must be ${current}`,
      });
    itemIds = stepTestItems(bank, level as CefrStepCode);
    if (itemIds.length === 0) throw NotFound(`${level} の問題がまだありません。`);
    pending = itemIds[0] ?? null;
  } else {
    pending = nextPlacementItem(bank.items, [], DEFAULT_PLACEMENT)?.id ?? null;
  }
  const id = await repo.insertTest(deps.db, {
    studentId: caller.id,
    schoolId: caller.schoolId,
    type: body.test_type,
    level,
    itemIds,
    pending,
  });
  return testState(deps, caller, id);
}

/**
 * A test's state: the next item to play, or the result once it is finished.
 * @throws AppError 404 for a test that is not the caller's
 */
export async function testState(
  deps: CefrDeps,
  caller: StudentCaller,
  testId: number,
): Promise<CefrTestState> {
  const t = await repo.findTest(deps.db, caller.id, testId);
  if (!t) throw NotFound("テストが見つかりません。");
  const bank = await loadBank(deps.content);
  const next = t.pending_item ? bank.items.get(t.pending_item) : undefined;
  return {
    test_id: t.id,
    test_type: t.test_type,
    level: (t.level as CefrStepCode | null) ?? null,
    status: t.status,
    answered: t.answered,
    max_items: t.test_type === "placement" ? DEFAULT_PLACEMENT.maxItems : Math.max(1, t.item_ids.length),
    next: t.status === "in_progress" && next ? next.ref : null,
    result: t.status === "finished" ? await testResult(deps, caller, t.id, t) : null,
  };
}

/**
 * Scores the answer to the test's pending item, stores it and serves the next item; the last answer ends
 * the test (placement: precise enough or 30 items; step test: its items), moves the level and adds the
 * wrong answers to the weak list.
 * @throws AppError 404 unknown test; 400 a finished test, an item that is not the one served, or an answer
 *   that does not fit the item's kind
 */
export async function submitAnswer(
  deps: CefrDeps,
  caller: StudentCaller,
  body: { test_id: number; item_id: string; item: Record<string, unknown> },
): Promise<CefrTestState> {
  const t = await repo.findTest(deps.db, caller.id, body.test_id);
  if (!t) throw NotFound("テストが見つかりません。");
  if (t.status === "finished") throw BadRequest("bad_request", "このテストはもう終わっています。");
  if (body.item_id !== t.pending_item)
    throw BadRequest("bad_request", "いま出題中の問題ではありません。", {
      "body.item_id": "not the item served",
    });
  const bank = await loadBank(deps.content);
  const item = bank.items.get(body.item_id);
  if (!item)
    throw BadRequest("bad_request", "この問題は見つかりません。", { "body.item_id": "unknown item" });
  const share = await scoreItem(deps, caller, item, body.item);
  await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertAnswer(tx, t.id, {
      item_id: item.id,
      seq: t.answered + 1,
      skill: item.skill,
      point: item.point,
      level: item.level,
      score: share,
      payload: body.item,
    });
    if (!inserted) return;
    const answers = await repo.answersOf(tx, t.id);
    const next = nextItem(bank, t, answers);
    if (next) await repo.setPending(tx, t.id, next);
    else await finish(tx, caller, t, bank, answers);
  });
  return testState(deps, caller, t.id);
}

/** The answer's share of its points (0-1), scored on the server like a textbook answer. */
export async function scoreItem(
  deps: CefrDeps,
  caller: StudentCaller,
  item: BankItem,
  raw: Record<string, unknown>,
): Promise<number> {
  if (String(raw.question_id ?? "") !== item.ref.question_id)
    throw BadRequest("bad_request", "解答の question_id が問題と合いません。", {
      "body.item.question_id": `must be ${item.ref.question_id}`,
    });
  const found = await deps.content.cefrResource(item.ref.res_code);
  if (!found) throw NotFound("この問題は見つかりません。");
  const scored = await scoreSubmission(found.resource, raw, speakingEvidenceOf(deps.db, caller));
  return Math.max(0, Math.min(1, scored.percent / 100));
}

function nextItem(bank: Bank, t: repo.TestRow, answers: repo.AnswerRow[]): string | null {
  if (t.test_type === "step") return t.item_ids[answers.length] ?? null;
  return nextPlacementItem(bank.items, placementAnswers(answers), DEFAULT_PLACEMENT)?.id ?? null;
}

async function finish(
  tx: Queryable,
  caller: StudentCaller,
  t: repo.TestRow,
  bank: Bank,
  answers: repo.AnswerRow[],
): Promise<void> {
  const score = round1((100 * answers.reduce((s, a) => s + a.score, 0)) / Math.max(1, answers.length));
  const before = await repo.currentLevel(tx, caller.id);
  const common = { studentId: caller.id, schoolId: caller.schoolId, testId: t.id };
  if (t.test_type === "placement") {
    const r = placementResult(bank.items, placementAnswers(answers), DEFAULT_PLACEMENT);
    await repo.finishTest(tx, t.id, {
      level: r.step,
      score,
      theta: r.theta,
      se: r.se,
      bandLow: r.band.low,
      bandHigh: r.band.high,
      levelBefore: before,
      levelAfter: r.step,
      moved: "placed",
    });
    await repo.setLevel(tx, { ...common, level: r.step, reason: "placed" });
  } else {
    const config = await appConfig(tx);
    const at = CEFR_STEPS.indexOf(t.level as CefrStepCode);
    let after = at;
    if (score >= (config.cefr_upgrade_score ?? CEFR_UPGRADE_SCORE) && at < CEFR_STEPS.length - 1)
      after = at + 1;
    else if (score < (config.cefr_downgrade_score ?? CEFR_DOWNGRADE_SCORE) && at > 0) after = at - 1;
    const moved = after > at ? "up" : after < at ? "down" : "same";
    const levelAfter = CEFR_STEPS[after] as string;
    await repo.finishTest(tx, t.id, {
      level: t.level as string,
      score,
      theta: null,
      se: null,
      bandLow: null,
      bandHigh: null,
      levelBefore: before,
      levelAfter,
      moved,
    });
    if (moved !== "same") await repo.setLevel(tx, { ...common, level: levelAfter, reason: moved });
  }
  for (const a of answers.filter((x) => x.score < RIGHT_SHARE)) await repo.addWeak(tx, caller.id, a);
}

/**
 * A finished test's result (from the row when the caller has it already).
 * @throws AppError 404 for a test that is not the caller's or not finished
 */
export async function testResult(
  deps: CefrDeps,
  caller: StudentCaller,
  testId: number,
  found?: repo.TestRow,
): Promise<CefrTestResult> {
  const t = found ?? (await repo.findTest(deps.db, caller.id, testId));
  if (t?.status !== "finished") throw NotFound("テストの結果が見つかりません。");
  const answers = await repo.answersOf(deps.db, t.id);
  const skills = new Map<string, { answered: number; sum: number }>();
  for (const a of answers) {
    const s = skills.get(a.skill) ?? { answered: 0, sum: 0 };
    s.answered++;
    s.sum += a.score;
    skills.set(a.skill, s);
  }
  return {
    test_id: t.id,
    test_type: t.test_type,
    level: t.level as CefrStepCode,
    score: t.score ?? 0,
    level_before: (t.level_before as CefrStepCode | null) ?? null,
    level_after: t.level_after as CefrStepCode,
    moved: t.moved ?? "same",
    theta: t.theta,
    se: t.se,
    band_low: (t.band_low as CefrStepCode | null) ?? null,
    band_high: (t.band_high as CefrStepCode | null) ?? null,
    skills: [...skills].map(([skill, s]) => ({
      skill: skill as CefrTestResult["skills"][number]["skill"],
      answered: s.answered,
      percent: round1((100 * s.sum) / s.answered),
    })),
    answers: answers.map((a) => ({
      item_id: a.item_id,
      skill: a.skill as CefrTestResult["skills"][number]["skill"],
      point: a.point,
      level: a.level as CefrStepCode,
      score: round1(100 * a.score),
      correct: a.score >= RIGHT_SHARE ? 1 : 0,
    })),
    started_at: iso(t.started_at) as string,
    finished_at: iso(t.finished_at) as string,
  };
}
