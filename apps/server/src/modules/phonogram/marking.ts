import { PHONE_PASS_PERCENT, type PhonogramAnswer, type PhonogramMark } from "@hibiki/contracts";
import { BadRequest } from "../../errors.ts";
import { wordsOf } from "../textbook/commands/speaking-scores.ts";
import { parseEvaluationUrl, type SpeakingEvidence } from "../upload/speaking-evidence.ts";
import type { StoredItem } from "./papers.ts";

/**
 * Marks a phonogram paper on the server. choose: right when the word picked is the one played. say: the
 * score is the speech engine's score of the phoneme's phones in the word (their mean when it has several,
 * 0-5 × 20 → percent), read from the evaluation XML the server kept for this student; right from
 * PHONE_PASS_PERCENT. Without phone detail the word's score stands in; a word the engine heard as left out
 * or a rejected reading scores 0.
 */

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The phoneme's score in the first reading of `word` in an evaluation XML.
 * @param xml - the kept ISE-shaped XML
 * @param word - the item's word
 * @param phone - the phoneme id
 * @returns 0-100, or null when the XML holds no such word
 */
export function phonePercentOf(xml: string, word: string, phone: string): number | null {
  if (/<rec_paper[\s\S]*?\bis_rejected="true"/.test(xml)) return 0;
  for (const m of xml.matchAll(/<word\b([^>]*?)(\/>|>([\s\S]*?)<\/word>)/g)) {
    const tag = m[1] ?? "";
    if ((attr(tag, "content") ?? "").toLowerCase() !== word) continue;
    if (attr(tag, "dp_message") === "16") return 0;
    const scores = [...(m[3] ?? "").matchAll(/<phone\b([^>]*?)\/?>/g)]
      .filter((p) => (attr(p[1] ?? "", "content") ?? "").toLowerCase().replace(/\d$/, "") === phone)
      .map((p) => Number(attr(p[1] ?? "", "score")))
      .filter((s) => Number.isFinite(s));
    const raw =
      scores.length > 0
        ? scores.reduce((a, b) => a + b, 0) / scores.length
        : Number(attr(tag, "total_score"));
    return Number.isFinite(raw) ? Math.round(Math.min(5, Math.max(0, raw)) * 20) : 0;
  }
  return null;
}

/** What marking needs outside the paper: the caller's evidence checks and kept XML. */
export type MarkingDeps = {
  evidence: SpeakingEvidence;
  /** the kept XML of an evaluation session, or null */
  readXml: (sid: string) => Promise<string | null>;
};

const refuse = (field: string, message: string): never => {
  throw BadRequest("bad_request", message, { [field]: message });
};

async function markSay(
  deps: MarkingDeps,
  item: StoredItem,
  answer: PhonogramAnswer,
  field: string,
): Promise<{ answered: boolean; score: number; sound: string | null }> {
  if (!answer.evaluate_result && answer.phone_score === undefined)
    return { answered: false, score: 0, sound: null };
  await deps.evidence.recording(answer.sound_file, `${field}.sound_file`);
  const sound = answer.sound_file || null;
  const ev = await deps.evidence.evaluation(answer.evaluate_result, `${field}.evaluate_result`);
  if (ev) {
    if (!wordsOf(ev.content).includes(item.word))
      refuse(`${field}.evaluate_result`, `この評価結果は「${item.word}」の音読ではありません。`);
    const sid = parseEvaluationUrl(answer.evaluate_result ?? "")?.sid ?? "";
    const xml = await deps.readXml(sid);
    const percent = xml ? phonePercentOf(xml, item.word, item.phoneme_id) : null;
    return { answered: true, score: percent ?? Math.round(ev.total_score * 20), sound };
  }
  // A cloud engine keeps its results with the client: its phone score is taken as sent.
  if (deps.evidence.clientScoresAllowed && answer.phone_score !== undefined)
    return { answered: true, score: Math.round(answer.phone_score), sound };
  return { answered: true, score: 0, sound };
}

/**
 * Marks every item of a paper from the answers (an item without an answer scores 0).
 * @param deps - evidence checks and kept XML
 * @param items - the paper's items
 * @param answers - the posted answers
 * @param highlight - the letters spelling a phoneme in a word (shown with the marks)
 * @returns the marks in item order
 * @throws AppError 400 for an unknown or repeated item_id, a choice not offered, a foreign evaluation
 */
export async function markPaper(
  deps: MarkingDeps,
  items: readonly StoredItem[],
  answers: readonly PhonogramAnswer[],
  highlight: (word: string, phone: string) => [number, number] | null,
): Promise<PhonogramMark[]> {
  const byId = new Map<string, { answer: PhonogramAnswer; index: number }>();
  answers.forEach((answer, index) => {
    if (!items.some((it) => it.item_id === answer.item_id))
      refuse(`answers.${index}.item_id`, `この問題セットに ${answer.item_id} はありません。`);
    if (byId.has(answer.item_id))
      refuse(`answers.${index}.item_id`, `${answer.item_id} の解答が2つあります。`);
    byId.set(answer.item_id, { answer, index });
  });
  const marks: PhonogramMark[] = [];
  for (const item of items) {
    const got = byId.get(item.item_id);
    const field = `answers.${got?.index ?? 0}`;
    const base = { item_id: item.item_id, kind: item.kind, phoneme_id: item.phoneme_id, word: item.word };
    if (item.kind === "choose") {
      const choice = got?.answer.choice ?? "";
      if (got && choice !== "" && !item.options.includes(choice))
        refuse(`${field}.choice`, `「${choice}」は選択肢にありません。`);
      const right = choice === item.word;
      marks.push({
        ...base,
        highlight: item.other === null ? null : highlight(item.word, item.phoneme_id),
        answered: choice !== "",
        options: item.options,
        choice: choice === "" ? null : choice,
        score: right ? 100 : 0,
        is_right: right,
        sound_file: null,
      });
      continue;
    }
    const said = got
      ? await markSay(deps, item, got.answer, field)
      : { answered: false, score: 0, sound: null };
    marks.push({
      ...base,
      highlight: item.highlight,
      answered: said.answered,
      options: [],
      choice: null,
      score: said.score,
      is_right: said.score >= PHONE_PASS_PERCENT,
      sound_file: said.sound,
    });
  }
  return marks;
}

/** A phoneme's score in one paper. */
export type PhonemeTally = { phoneme_id: string; score: number; right: number; total: number };

/**
 * Each phoneme's mean score and right count in a paper's marks, in the order they first appear.
 * @param marks - the marks
 * @returns one tally per phoneme
 */
export function tallyPhonemes(marks: readonly PhonogramMark[]): PhonemeTally[] {
  const by = new Map<string, PhonogramMark[]>();
  for (const m of marks) by.set(m.phoneme_id, [...(by.get(m.phoneme_id) ?? []), m]);
  return [...by].map(([phoneme_id, ms]) => ({
    phoneme_id,
    score: Math.round(ms.reduce((n, m) => n + m.score, 0) / ms.length),
    right: ms.filter((m) => m.is_right).length,
    total: ms.length,
  }));
}
