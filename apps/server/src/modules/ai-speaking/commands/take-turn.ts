import {
  AI_SPEAKING_FAILED_TRIES,
  AI_SPEAKING_MESSAGES,
  AI_SPEAKING_MOVE_ON_JA,
  AI_SPEAKING_MOVE_ON_LINES,
  type AiSpeakingFeedback,
  type AiSpeakingOutcome,
  type AiSpeakingPartnerTurn,
  type AiSpeakingTurnBodySchema,
  type WritingLevel,
} from "@hibiki/contracts";
import { percentOfTotal } from "@hibiki/exercises";
import { matchIntent } from "@hibiki/exercises/ai-speaking";
import type { z } from "zod";
import { BadRequest, NotFound } from "../../../errors.ts";
import type { StudentCaller } from "../../../plugins/auth.ts";
import { recordingScores, wordsOf } from "../../textbook/commands/speaking-scores.ts";
import { speakingEvidenceOf } from "../../upload/speaking-evidence.ts";
import type { Deps } from "../deps.ts";
import { grammarOf } from "../grammar.ts";
import { presentPartnerTurn } from "../presenter.ts";
import * as repo from "../repository.ts";
import { nodeOf, type Scenario, type ScenarioNode, scenarioGraph, summaryOrThrow } from "../scenarios.ts";
import { finishWithScores } from "./finish-session.ts";
import { pickLine } from "./start-session.ts";

/** The turn body as the server reads it (defaults filled in). */
export type TurnInput = z.output<typeof AiSpeakingTurnBodySchema>;

/** What the turn call answers. */
export type TurnResult = {
  outcome: AiSpeakingOutcome;
  intent_id: string | null;
  reply: { text: string; text_ja: string; voice: Scenario["partner"]["voice"]; source: "script" | "llm" };
  next: AiSpeakingPartnerTurn | null;
  closing: string | null;
  closing_ja: string | null;
  tries_left: number;
  feedback: AiSpeakingFeedback;
};

const sessionNotFound = () =>
  NotFound(AI_SPEAKING_MESSAGES.ai_speaking_session_not_found, "ai_speaking_session_not_found");
const sessionFinished = () =>
  BadRequest("ai_speaking_session_finished", AI_SPEAKING_MESSAGES.ai_speaking_session_finished, {
    session_id: AI_SPEAKING_MESSAGES.ai_speaking_session_finished,
  });

/** The checker's vocabulary level for a scenario's CEFR band. */
const levelOf = (cefr: string): WritingLevel => (cefr === "B1" ? "senior" : "junior");

/**
 * The take's pronunciation in points: the scores kept with the evaluation it names (an open answer, or a
 * reading of the recognised words), null without one of this server (or with only client scores).
 */
async function pronunciationOf(deps: Deps, caller: StudentCaller, body: TurnInput): Promise<number | null> {
  const rec = { evaluate_result: body.evaluate_result, sound_file: body.sound_file };
  const text = { words: new Set(wordsOf(body.recognize_text)), open: true };
  const s = await recordingScores(rec, speakingEvidenceOf(deps.db, caller), text, "body");
  if (s.unscored_reason || s.client_scored) return null;
  return Math.round(percentOfTotal(s.total_score));
}

/** Where the answer leads: the outcome, the partner's reply (scripted) and the node answered next. */
type Decision = {
  outcome: AiSpeakingOutcome;
  intentId: string | null;
  reply: { text: string; ja: string };
  nextId: string | null;
  failedTries: number;
};

function decide(session: repo.SessionRow, nodeId: string, node: ScenarioNode, text: string): Decision {
  const match = matchIntent(text, node);
  const intent = match ? node.intents[match.index] : undefined;
  if (intent) {
    const reply = pickLine(session.id, `${nodeId}:${intent.id}:reply`, intent.reply, intent.reply_ja);
    return { outcome: "matched", intentId: intent.id, reply, nextId: intent.next, failedTries: 0 };
  }
  const failed = session.failed_tries + 1;
  if (failed < AI_SPEAKING_FAILED_TRIES) {
    const reply = pickLine(session.id, `${nodeId}:repair:${failed}`, node.repair, node.repair_ja);
    return { outcome: "repair", intentId: null, reply, nextId: nodeId, failedTries: failed };
  }
  const reply = pickLine(session.id, `${nodeId}:move_on`, AI_SPEAKING_MOVE_ON_LINES, AI_SPEAKING_MOVE_ON_JA);
  return { outcome: "moved_on", intentId: null, reply, nextId: node.fallback_next, failedTries: 0 };
}

/**
 * Takes one answer of a conversation: matches it to the current node's intents, scores it (pronunciation
 * from the take's evaluation, grammar from the writing checker), and moves the session on — to the
 * intent's next node, to a repair of the same node, or after AI_SPEAKING_FAILED_TRIES failed tries to the
 * node's fallback. Reaching the end finishes the session with its scores. With a language model the
 * matched reply may be generated (llm-client.ts); the script is the fallback.
 * @param deps - database, content, checker and model
 * @param caller - the student
 * @param body - the session, the recognised text and the take
 * @returns the outcome, the partner's reply, the next line (or the closing line) and the feedback
 * @throws AppError 404 for another student's or an unknown session; 400 ai_speaking_session_finished for
 *   a finished one; 400 for a foreign recording or evaluation or an answer sent twice at once
 */
export async function takeTurn(deps: Deps, caller: StudentCaller, body: TurnInput): Promise<TurnResult> {
  const session = await repo.findSession(deps.db, caller.id, body.session_id);
  if (!session) throw sessionNotFound();
  if (session.status === "finished" || session.current_node === null) throw sessionFinished();
  const summary = await summaryOrThrow(deps.content, session.scenario_id);
  const graph = await scenarioGraph(deps.content, summary);
  const current = nodeOf(graph, session.current_node);
  if (!current) throw sessionFinished();
  const text = body.recognize_text;
  const pronunciation = await pronunciationOf(deps, caller, body);
  const grammar = await grammarOf(deps.checker, text, levelOf(summary.level));
  const d = decide(session, current.id, current.node, text);

  const next = d.outcome === "repair" ? current : nodeOf(graph, d.nextId);
  const nextLine =
    d.outcome === "repair"
      ? { text: session.current_line, ja: session.current_line_ja }
      : next
        ? pickLine(session.id, `${next.id}:say`, next.node.say, next.node.say_ja)
        : null;
  const closing = next ? null : pickLine(session.id, "end", graph.end_lines, graph.end_lines_ja);

  let reply = { text: d.reply.text, ja: d.reply.ja, source: "script" as "script" | "llm" };
  if (d.outcome === "matched" && deps.llm && d.intentId) {
    const generated = await deps.llm.reply({
      partnerName: summary.partner.name,
      partnerRoleJa: summary.partner.role_ja,
      scenarioTitle: summary.title,
      level: summary.level,
      line: session.current_line,
      studentText: text,
      intentId: d.intentId,
      scriptedReply: d.reply.text,
      nextLine: nextLine?.text ?? null,
    });
    if (generated) reply = { text: generated, ja: "", source: "llm" };
  }

  await deps.db.transaction(async (tx) => {
    const moved = await repo.advanceSession(tx, session.id, caller.id, session.tries, {
      node: next ? next.id : null,
      line: nextLine?.text ?? "",
      lineJa: nextLine?.ja ?? "",
      failedTries: d.failedTries,
      closing: closing?.text ?? null,
      closingJa: closing?.ja ?? null,
      turnsAdded: d.outcome === "repair" ? 0 : 1,
      matchedAdded: d.outcome === "matched" ? 1 : 0,
    });
    if (!moved) {
      const now = await repo.findSession(tx, caller.id, session.id);
      if (!now || now.status === "finished" || now.current_node === null) throw sessionFinished();
      const message = "この回答はすでに送信されました。画面を読み込み直してください。";
      throw BadRequest("bad_request", message, { session_id: message });
    }
    await repo.insertTurn(tx, session.id, caller.id, {
      seq: session.tries + 1,
      node_id: current.id,
      partner_text: session.current_line,
      partner_text_ja: session.current_line_ja,
      recognize_text: text,
      sound_file: body.sound_file ?? "",
      evaluate_result: body.evaluate_result ?? "",
      record_duration: body.record_duration,
      outcome: d.outcome,
      intent_id: d.intentId,
      reply: reply.text,
      reply_ja: reply.ja,
      reply_source: reply.source,
      corrections: grammar.corrections,
      grammar_score: grammar.score,
      pronunciation_score: pronunciation,
      model_answer: current.node.model_answer,
      model_answer_ja: current.node.model_answer_ja,
    });
    if (!next) {
      const ended = await repo.findSession(tx, caller.id, session.id);
      if (ended) await finishWithScores(tx, caller.id, ended);
    }
  });

  return {
    outcome: d.outcome,
    intent_id: d.intentId,
    reply: { text: reply.text, text_ja: reply.ja, voice: summary.partner.voice, source: reply.source },
    next: next && nextLine ? presentPartnerTurn(next.id, next.node, nextLine, summary.partner.voice) : null,
    closing: closing?.text ?? null,
    closing_ja: closing?.ja ?? null,
    tries_left: d.outcome === "repair" ? AI_SPEAKING_FAILED_TRIES - d.failedTries : 0,
    feedback: {
      grammar: grammar.corrections,
      grammar_score: grammar.score,
      pronunciation_score: pronunciation,
      model_answer: current.node.model_answer,
      model_answer_ja: current.node.model_answer_ja,
    },
  };
}
