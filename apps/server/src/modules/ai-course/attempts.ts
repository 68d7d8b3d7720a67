import { AI_COURSE_MESSAGES, type AiAttemptScore, type AiItemType, type AiLogItem } from "@hibiki/contracts";
import {
  answerableItems,
  answerPercent,
  isCorrectAnswer,
  type Resource,
  type ScoredLike,
  selectQuestionIds,
  summarizeAnswers,
} from "@hibiki/exercises";
import type { Queryable } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import { appConfig } from "../app/service.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { type AnswerRow, type AttemptRow, findAttempt, latestAnswers } from "../textbook/repository.ts";
import type { AiResourceEntry } from "./catalog.ts";

/**
 * The attempts a stage is played in: review, consolidation, the course test and the weakness paper are
 * recorded with the textbook answer calls under the client's guid; the submit and logs calls read that
 * attempt back (the caller's own, of the stage's resource) and score it as the textbook result does.
 */

/** An attempt read back with its resource, latest answers and totals. */
export type ReadAttempt = {
  attempt: AttemptRow;
  resource: Resource;
  answers: AnswerRow[];
  /** the attempt's questions in order (its question_ids filter applied) */
  questionIds: string[];
  /** percent 0-100 over the attempt's questions */
  score: number;
  correct: number;
  total: number;
};

export const paperNotFound = () =>
  NotFound(AI_COURSE_MESSAGES.ai_course_paper_not_found, "ai_course_paper_not_found");
export const resourceMismatch = () =>
  BadRequest("ai_course_resource_mismatch", AI_COURSE_MESSAGES.ai_course_resource_mismatch, {
    guid: AI_COURSE_MESSAGES.ai_course_resource_mismatch,
  });

/**
 * Reads the caller's attempt of a stage.
 * @param db - database
 * @param content - the content store
 * @param studentId - the caller
 * @param guid - the attempt's guid
 * @param resCode - the stage's resource
 * @returns the attempt with its totals
 * @throws AppError 404 ai_course_paper_not_found when the caller has no attempt with this guid (another
 *   student's included); 400 ai_course_resource_mismatch when it is of another resource
 */
export async function readAttempt(
  db: Queryable,
  content: ContentCatalog,
  studentId: number,
  guid: string,
  resCode: string,
): Promise<ReadAttempt> {
  const attempt = await findAttempt(db, studentId, guid);
  if (!attempt || attempt.student_id !== studentId) throw paperNotFound();
  if (attempt.res_code !== resCode) throw resourceMismatch();
  const found = await content.resource(resCode);
  if (!found) throw paperNotFound();
  const resource = found.resource as Resource;
  const answers = await latestAnswers(db, attempt.id);
  const summary = summarizeAnswers(resource, answers, attempt.question_ids, await appConfig(db));
  const questionIds = selectQuestionIds(resource, attempt.question_ids).ids;
  return {
    attempt,
    resource,
    answers,
    questionIds,
    score: Math.round(Math.min(100, Math.max(0, summary.percent_score))),
    correct: summary.correct,
    total: questionIds.length,
  };
}

/** The attempt's totals as the calls show them. */
export function attemptScore(read: ReadAttempt, submittedAt: Date | null): AiAttemptScore {
  const at = submittedAt ?? read.attempt.finished_at ?? read.attempt.updated_at;
  return {
    guid: read.attempt.guid,
    score: read.score,
    correct: read.correct,
    total: read.total,
    submitted_at: new Date(at).toISOString(),
  };
}

type Item = Record<string, unknown> & { question_id: string };
type Option = { index: number; content: string };

const text = (v: unknown) => (typeof v === "string" ? v : "");
const optionsOf = (item: Item, key: "answers" | "choose"): Option[] =>
  Array.isArray(item[key])
    ? (item[key] as Option[]).filter((o) => typeof o?.content === "string").sort((a, b) => a.index - b.index)
    : [];

/** What the student answered, as text. */
function answerText(type: AiItemType, item: Item, payload: Record<string, unknown> | undefined): string {
  if (!payload) return "";
  const result = payload.answer_result ?? payload.answer_index ?? payload.answer_content;
  const pick = (opts: Option[], v: unknown) =>
    typeof v === "number" ? (opts.find((o) => o.index === v)?.content ?? "") : text(v);
  if (type === "speak") return text(payload.recognize_text);
  if (type === "choice") return pick(optionsOf(item, "answers"), Array.isArray(result) ? result[0] : result);
  if (type === "order" && Array.isArray(result))
    return result.map((v) => pick(optionsOf(item, "choose"), v)).join(" ");
  return Array.isArray(result) ? result.map(text).join(" ") : typeof result === "number" ? "" : text(result);
}

/** What the student saw of a question. */
function sentenceOf(type: AiItemType, item: Item): string {
  if (type === "order") return text(item.screen_jp_text);
  if (type === "speak") return text(item.screen_en_text) || text(item.evaluate_text);
  return text(item.screen_text);
}

/**
 * Every question of a read attempt with the student's answer, right or wrong and the model answer.
 * @param read - the attempt
 * @param ai - the AI resource (types and points of its questions)
 * @returns the questions in the attempt's order
 */
export function logItems(read: ReadAttempt, ai: AiResourceEntry): AiLogItem[] {
  const located = new Map(answerableItems(read.resource).map((l) => [l.item.question_id, l]));
  const answers = new Map(read.answers.map((a) => [a.question_id, a]));
  return read.questionIds.flatMap((qid) => {
    const l = located.get(qid);
    const ref = ai.items.get(qid);
    if (!l || !ref) return [];
    const item = l.item as Item;
    const row = answers.get(qid);
    const payload = row ? { ...row.payload, is_skipped: row.is_skipped } : undefined;
    const answered = payload && row?.is_skipped !== 1;
    const percent = payload ? answerPercent(payload as ScoredLike) : undefined;
    return [
      {
        question_id: qid,
        type: ref.type,
        point: ref.point,
        sentence: sentenceOf(ref.type, item),
        options: ref.type === "choice" ? optionsOf(item, "answers").map((o) => o.content) : [],
        answer: answered ? answerText(ref.type, item, payload) : "",
        correct: payload && percent !== undefined ? isCorrectAnswer(l.kind, payload as ScoredLike) : null,
        score: answered && percent !== undefined ? Math.round(percent) : null,
        model_answer: text(item.screen_en_text),
        model_answer_ja: text(item.screen_jp_text),
        explain_ja: text(item.explanation),
      },
    ];
  });
}
