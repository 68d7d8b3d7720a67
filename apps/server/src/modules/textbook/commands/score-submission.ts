import {
  answerSchemaFor,
  type BaseAnswer,
  deriveScores,
  isObjectiveKind,
  locateItem,
  type Resource,
  ScoringInputError,
  scoreAnswer,
} from "@hibiki/exercises";
import { BadRequest } from "../../../errors.ts";

/** A validated, server-scored answer item ready to store. */
export type ScoredSubmission = {
  question_id: string;
  /** the answer item as stored and returned (client scores replaced for objective kinds) */
  item: BaseAnswer;
  score: number;
  total: number;
  percent: number;
  skipped: 0 | 1;
};

function reject(message: string): never {
  throw BadRequest("bad_request", message, { "body.item": message });
}

/**
 * Validates one posted answer item against the resource and scores it: objective kinds are re-scored
 * with the answer key (any client score is ignored); speaking and writing kinds keep the engine's scores
 * (missing total/percent derived from each other); skipped items score 0.
 * @param resource - the parsed resource
 * @param raw - the posted item (already JSON-decoded)
 * @returns what to store
 * @throws AppError 400 naming the problem (unknown question_id, wrong shape for the kind)
 */
export function scoreSubmission(resource: Resource, raw: Record<string, unknown>): ScoredSubmission {
  const qid = raw.question_id;
  if (typeof qid !== "string" && typeof qid !== "number") reject("item.question_id is required");
  const located = locateItem(resource, qid);
  if (!located) reject(`question ${qid} is not in resource ${resource.res_code}`);
  const parsed = answerSchemaFor(located.kind).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    reject(`item is invalid for ${located.kind}: ${issue?.path.join(".") || "(root)"}: ${issue?.message}`);
  }
  const answer = parsed.data as BaseAnswer;
  if (isObjectiveKind(located.kind)) {
    let outcome: ReturnType<typeof scoreAnswer>;
    try {
      outcome = scoreAnswer(located.kind, located.item, raw);
    } catch (err) {
      if (err instanceof ScoringInputError) reject(err.message);
      throw err;
    }
    const item: BaseAnswer = {
      ...answer,
      answer_result: answer.answer_result ?? outcome.answer_result,
      score: outcome.score,
      total_score: outcome.total_score,
      percent_score: outcome.percent_score,
      is_skipped: outcome.is_skipped,
      ...(outcome.result ? { result: outcome.result } : {}),
    };
    return {
      question_id: located.item.question_id,
      item,
      score: outcome.score,
      total: outcome.total_score,
      percent: outcome.percent_score,
      skipped: outcome.is_skipped,
    };
  }
  const skipped = answer.is_skipped === 1 ? 1 : 0;
  const scores = skipped ? { total_score: 0, percent_score: 0 } : deriveScores(answer);
  const score = skipped ? 0 : (answer.score ?? scores.total_score);
  const item: BaseAnswer = { ...answer, ...scores, score, is_skipped: skipped };
  return {
    question_id: located.item.question_id,
    item,
    score,
    total: scores.total_score,
    percent: scores.percent_score,
    skipped,
  };
}
