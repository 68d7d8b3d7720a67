import {
  answerSchemaFor,
  type BaseAnswer,
  deriveScores,
  isObjectiveKind,
  isSpeakingKind,
  type LocatedItem,
  locateItem,
  percentOfTotal,
  type Resource,
  ScoringInputError,
  scoreAnswer,
} from "@hibiki/exercises";
import { BadRequest } from "../../../errors.ts";
import type { SpeakingEvidence } from "../../upload/speaking-evidence.ts";
import { integratedScores, readableWords, recordingScores, scoreFields } from "./speaking-scores.ts";

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
 * with the answer key (any client score is ignored); speaking kinds take the scores of the server's own
 * evaluation the answer names (speaking-scores.ts; client scores only in iFlytek mode, marked
 * client_scored); writing kinds keep the checker's scores (missing total/percent derived from each other);
 * skipped items score 0.
 * @param resource - the parsed resource
 * @param raw - the posted item (already JSON-decoded)
 * @param evidence - the caller's recordings and evaluations (speakingEvidenceOf)
 * @returns what to store
 * @throws AppError 400 naming the problem (unknown question_id, wrong shape for the kind, a recording or
 *   evaluation that is not the caller's)
 */
export async function scoreSubmission(
  resource: Resource,
  raw: Record<string, unknown>,
  evidence: SpeakingEvidence,
): Promise<ScoredSubmission> {
  const qid = raw.question_id;
  if (typeof qid !== "string" && typeof qid !== "number") reject("item.question_id is required");
  const located = locateItem(resource, qid);
  if (!located) reject(`question ${qid} is not in resource ${resource.res_code}`);
  const parsed = answerSchemaFor(located.kind).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    reject(`item is invalid for ${located.kind}: ${issue?.path.join(".") || "(root)"}: ${issue?.message}`);
  }
  // The server sets these marks; a client's own are dropped.
  const { client_scored: _c, unscored_reason: _u, ...answer } = parsed.data as BaseAnswer;
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
  if (isSpeakingKind(located.kind)) return scoreSpeaking(resource, located, answer, evidence);
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

/** Chat-bot conversations score full marks when finished (the player's rule); they are not speech-scored. */
const CHAT_BOT_TOTAL = 5;

/**
 * A speaking answer with the server's scores (see speaking-scores.ts). Whole-text article readings
 * (practice_type 2) take the chapter total over the whole resource's text; integrated answers the means of
 * their steps; chat-bot conversations full marks. Every recording must be the caller's.
 */
async function scoreSpeaking(
  resource: Resource,
  located: LocatedItem,
  answer: BaseAnswer,
  evidence: SpeakingEvidence,
): Promise<ScoredSubmission> {
  const done = (item: BaseAnswer): ScoredSubmission => ({
    question_id: located.item.question_id,
    item,
    score: item.score ?? 0,
    total: item.total_score ?? 0,
    percent: item.percent_score ?? 0,
    skipped: item.is_skipped === 1 ? 1 : 0,
  });
  const skippedItem = (a: BaseAnswer): BaseAnswer => ({
    ...a,
    total_score: 0,
    percent_score: 0,
    score: 0,
    is_skipped: 1,
  });
  const ownFiles = async () => {
    await evidence.recording(answer.sound_file, "body.item.sound_file");
    await evidence.recording(answer.record_file, "body.item.record_file");
  };
  const turns = (answer as { turns?: Array<{ sound_file?: string }> }).turns ?? [];
  for (const [i, turn] of turns.entries())
    await evidence.recording(turn.sound_file, `body.item.turns.${i}.sound_file`);
  if (located.kind === "chat-bot") {
    await ownFiles();
    if (answer.is_skipped === 1) return done(skippedItem(answer));
    const { accuracy_score: _a, fluency_score: _f, integrity_score: _i, ...rest } = answer;
    const total = CHAT_BOT_TOTAL;
    return done({
      ...rest,
      total_score: total,
      score: total,
      percent_score: percentOfTotal(total),
      is_skipped: 0,
    });
  }
  if (located.kind === "integrated-process") {
    await ownFiles();
    const steps = (answer as { steps?: Array<Record<string, unknown>> }).steps ?? [];
    const scored = await integratedScores(steps, evidence, readableWords(located.item));
    if (answer.is_skipped === 1 || !scored.item)
      return done({ ...skippedItem(answer), steps: scored.steps } as BaseAnswer);
    return done({ ...answer, ...scoreFields(scored.item), is_skipped: 0, steps: scored.steps } as BaseAnswer);
  }
  if (answer.is_skipped === 1) {
    await ownFiles();
    return done(skippedItem(answer));
  }
  const wholeText = located.kind === "article-reading" && Number(answer.practice_type) === 2;
  const words = readableWords(wholeText ? resource.items : located.item);
  const s = await recordingScores(answer, evidence, words, "body.item");
  return done({ ...answer, ...scoreFields(s, wholeText && !s.client_scored), is_skipped: 0 });
}
