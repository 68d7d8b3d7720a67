import { randomBytes, randomInt } from "node:crypto";
import {
  EBOOK_CEFR_BANDS,
  EBOOK_YL_MAX,
  EBOOK_YL_MIN,
  type EbookCefr,
  ebookCefrForYl,
} from "@hibiki/contracts";
import { BadRequest, NotFound } from "../../errors.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { type LevelItem, levelItems } from "./library.ts";
import * as logs from "./log-repository.ts";
import { type Deps, levelFor, libraryItems, recommend } from "./service.ts";

/**
 * The level check: a paper of 8 items, two from each CEFR band (one from the band's easier half, one from
 * its harder half), answers kept on the server. Scoring walks up the bands from A1 and stops at the first
 * band not answered all right; the level is the highest YL among the right answers up to and including
 * that band (0.5 when none), so a lucky guess above the stopping band does not lift it.
 */

const bandOf = (yl: number) =>
  EBOOK_CEFR_BANDS.find((b) => b.cefr === ebookCefrForYl(yl)) ?? EBOOK_CEFR_BANDS[0];
const pick = <T>(list: readonly T[]): T | undefined =>
  list.length ? list[randomInt(list.length)] : undefined;

/**
 * Chooses the paper's items.
 * @param items - every level-check item, easiest first
 * @returns two items per band (fewer when a band has fewer), easiest first
 */
export function choosePaper(items: readonly LevelItem[]): LevelItem[] {
  const out: LevelItem[] = [];
  for (const band of EBOOK_CEFR_BANDS) {
    const inBand = items.filter((i) => bandOf(i.yl)?.cefr === band.cefr);
    const half = Math.ceil(inBand.length / 2);
    for (const part of [inBand.slice(0, half), inBand.slice(half)]) {
      const chosen = pick(part);
      if (chosen) out.push(chosen);
    }
  }
  return out.sort((a, b) => a.yl - b.yl);
}

/** A marked item. */
export type Marked = {
  item_id: string;
  yl: number;
  answer: number;
  choice: number | null;
  is_right: boolean;
};

/**
 * Scores a paper by the rule above.
 * @param marked - the paper's items with the student's choices
 * @returns the level and the counts per band
 */
export function scoreLevel(marked: readonly Marked[]): {
  yl: number;
  cefr: EbookCefr;
  per_level: Array<{ cefr: EbookCefr; yl_min: number; yl_max: number; right: number; total: number }>;
} {
  const per_level = EBOOK_CEFR_BANDS.map((band) => {
    const inBand = marked.filter((m) => bandOf(m.yl)?.cefr === band.cefr);
    return { ...band, right: inBand.filter((m) => m.is_right).length, total: inBand.length, items: inBand };
  });
  let yl = EBOOK_YL_MIN;
  for (const band of per_level) {
    if (band.total === 0) continue;
    for (const m of band.items) if (m.is_right) yl = Math.max(yl, m.yl);
    if (band.right < band.total) break;
  }
  yl = Math.min(EBOOK_YL_MAX, Math.max(EBOOK_YL_MIN, Math.round(yl * 10) / 10));
  return { yl, cefr: ebookCefrForYl(yl), per_level: per_level.map(({ items: _, ...b }) => b) };
}

/** A scored paper as stored with it (the recommendations are worked out again when shown). */
type StoredResult = ReturnType<typeof scoreLevel> & { right: number; total: number; items: Marked[] };

/**
 * ebook/level-check: a new paper.
 * @throws AppError 404 when the build has no level-check items
 */
export async function levelCheck(deps: Deps, caller: StudentCaller) {
  const items = choosePaper(await levelItems(deps.content));
  // a build without the level check (like one without books) is not an outage: there is nothing to take
  if (items.length === 0) throw NotFound("レベルチェックの問題がまだ用意されていません。");
  const key = randomBytes(12).toString("base64url");
  await logs.insertPaper(
    deps.db,
    { studentId: caller.id, schoolId: caller.schoolId },
    key,
    items.map((i) => ({ item_id: i.item_id, yl: i.yl, answer: i.answer })),
  );
  return {
    paper_id: key,
    items: items.map((i) => ({
      item_id: i.item_id,
      passage: i.passage,
      question: i.question,
      question_ja: i.question_ja,
      options: i.options,
    })),
    level: await levelFor(deps.db, caller.id),
  };
}

/**
 * ebook/level-check-submit: scores the paper once and stores the level (sending the same paper again
 * answers the stored result).
 * @throws AppError 404 for a paper that is not the caller's
 */
export async function levelCheckSubmit(
  deps: Deps,
  caller: StudentCaller,
  body: { paper_id: string; answers: Array<{ item_id: string; choice: number }> },
) {
  const paper = await logs.claimPaper(deps.db, caller.id, body.paper_id);
  if (!paper) throw NotFound("問題セットが見つかりません。レベルチェックを最初からやり直してください。");
  const library = await libraryItems(deps, caller.id);
  if (paper.submitted) {
    const stored = (await logs.paperResult(deps.db, caller.id, body.paper_id)) as StoredResult | undefined;
    if (!stored) throw BadRequest("bad_request", "この問題セットはもう提出しています。");
    return { ...stored, recommended: recommend(library, stored.yl) };
  }
  const choices = new Map<string, number>();
  for (const a of body.answers) if (!choices.has(a.item_id)) choices.set(a.item_id, a.choice);
  const items: Marked[] = paper.items.map((i) => {
    const choice = choices.get(i.item_id) ?? null;
    return { ...i, choice, is_right: choice === i.answer };
  });
  const score = scoreLevel(items);
  const result: StoredResult = {
    yl: score.yl,
    cefr: score.cefr,
    right: items.filter((i) => i.is_right).length,
    total: items.length,
    per_level: score.per_level,
    items,
  };
  await logs.saveLevel(deps.db, { studentId: caller.id, schoolId: caller.schoolId }, score.yl, score.cefr);
  await logs.savePaperResult(deps.db, body.paper_id, result);
  return { ...result, recommended: recommend(library, score.yl) };
}
