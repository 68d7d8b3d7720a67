import type { AiSpeakingSummary } from "@hibiki/content";
import type {
  AiSpeakingLevel,
  AiSpeakingPartnerTurn,
  AiSpeakingScenario,
  AiSpeakingScenarioItem,
  AiSpeakingScores,
  AiSpeakingSessionSummary,
  AiSpeakingTranscriptEntry,
} from "@hibiki/contracts";
import type { ScenarioStats, SessionRow, TurnRow } from "./repository.ts";
import type { ScenarioNode } from "./scenarios.ts";

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * A scenario as lists show it.
 * @param s - its summary in the content index
 * @returns the DTO
 */
export function presentScenario(s: AiSpeakingSummary): AiSpeakingScenario {
  return {
    scenario_id: s.scenario_id,
    title: s.title,
    title_ja: s.title_ja,
    level: s.level,
    topic: s.topic,
    partner: s.partner,
    goal_ja: s.goal_ja,
    turn_count: s.turns,
  };
}

/**
 * A scenario with the student's totals.
 * @param s - its summary
 * @param stats - the student's finished sessions of it (undefined: none)
 * @returns the DTO
 */
export function presentScenarioItem(
  s: AiSpeakingSummary,
  stats: ScenarioStats | undefined,
): AiSpeakingScenarioItem {
  return {
    ...presentScenario(s),
    attempt_count: stats?.attempt_count ?? 0,
    best_score: stats?.best_score ?? null,
    last_score: stats?.last_score ?? null,
    last_played_at: stats?.last_played_at ? iso(stats.last_played_at) : null,
  };
}

/**
 * The line the student answers next.
 * @param nodeId - its node
 * @param node - the node (its hint)
 * @param line - the variant said, with its Japanese
 * @param voice - the partner's voice
 * @returns the DTO
 */
export function presentPartnerTurn(
  nodeId: string,
  node: ScenarioNode,
  line: { text: string; ja: string },
  voice: AiSpeakingSummary["partner"]["voice"],
): AiSpeakingPartnerTurn {
  return {
    node_id: nodeId,
    say: line.text,
    say_ja: line.ja,
    voice,
    hint: node.model_answer,
    hint_ja: node.model_answer_ja,
  };
}

/**
 * A session as lists show it.
 * @param row - the session
 * @returns the DTO
 */
export function presentSession(row: SessionRow): AiSpeakingSessionSummary {
  return {
    session_id: row.id,
    scenario_id: row.scenario_id,
    title: row.title,
    title_ja: row.title_ja,
    level: row.level as AiSpeakingLevel,
    status: row.status,
    started_at: iso(row.started_at),
    finished_at: row.finished_at ? iso(row.finished_at) : null,
    turns: row.turns,
    matched_turns: row.matched_turns,
    total_score: row.total_score,
  };
}

/**
 * A finished session's scores.
 * @param row - the session
 * @returns the scores, or null while it is active
 */
export function presentScores(row: SessionRow): AiSpeakingScores | null {
  if (row.status !== "finished") return null;
  return {
    pronunciation: row.pronunciation_score,
    grammar: row.grammar_score ?? 0,
    task_completion: row.task_score ?? 0,
    total: row.total_score ?? 0,
  };
}

/**
 * One answer of the transcript.
 * @param row - the answer
 * @param voice - the partner's voice
 * @returns the DTO
 */
export function presentTurn(
  row: TurnRow,
  voice: AiSpeakingSummary["partner"]["voice"],
): AiSpeakingTranscriptEntry {
  return {
    index: row.seq,
    node_id: row.node_id,
    partner: { text: row.partner_text, text_ja: row.partner_text_ja, voice },
    recognize_text: row.recognize_text,
    sound_file: row.sound_file,
    outcome: row.outcome,
    reply: row.reply,
    reply_ja: row.reply_ja,
    grammar: row.corrections,
    grammar_score: row.grammar_score,
    pronunciation_score: row.pronunciation_score,
    model_answer: row.model_answer,
    model_answer_ja: row.model_answer_ja,
  };
}
