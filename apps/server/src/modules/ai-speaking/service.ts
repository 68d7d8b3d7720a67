import {
  AI_SPEAKING_DETAIL_SESSIONS,
  AI_SPEAKING_MESSAGES,
  type AiSpeakingScenario,
  type AiSpeakingScenarioItem,
  type AiSpeakingScores,
  type AiSpeakingSessionSummary,
  type AiSpeakingTranscriptEntry,
} from "@hibiki/contracts";
import { NotFound } from "../../errors.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { finishWithScores } from "./commands/finish-session.ts";
import type { Deps } from "./deps.ts";
import {
  presentScenario,
  presentScenarioItem,
  presentScores,
  presentSession,
  presentTurn,
} from "./presenter.ts";
import * as repo from "./repository.ts";
import { scenarioIndex, summaryOrThrow } from "./scenarios.ts";

type Ctx = Pick<Deps, "db" | "content">;

const sessionNotFound = () =>
  NotFound(AI_SPEAKING_MESSAGES.ai_speaking_session_not_found, "ai_speaking_session_not_found");

async function sessionOrThrow(deps: Ctx, caller: StudentCaller, sessionId: number): Promise<repo.SessionRow> {
  const row = await repo.findSession(deps.db, caller.id, sessionId);
  if (!row) throw sessionNotFound();
  return row;
}

/**
 * Every scenario of the build with the student's totals.
 * @param deps - database and content
 * @param caller - the student
 * @returns the scenarios in index order (level, then id)
 */
export async function list(deps: Ctx, caller: StudentCaller): Promise<{ list: AiSpeakingScenarioItem[] }> {
  const index = await scenarioIndex(deps.content);
  const stats = new Map((await repo.scenarioStats(deps.db, caller.id)).map((s) => [s.scenario_id, s]));
  return { list: index.list.map((s) => presentScenarioItem(s, stats.get(s.scenario_id))) };
}

/**
 * One scenario with the student's totals and latest sessions.
 * @throws AppError 404 ai_speaking_scenario_not_found for an unknown scenario
 */
export async function detail(
  deps: Ctx,
  caller: StudentCaller,
  scenarioId: string,
): Promise<{ scenario: AiSpeakingScenarioItem; sessions: AiSpeakingSessionSummary[] }> {
  const summary = await summaryOrThrow(deps.content, scenarioId);
  const [stats] = await repo.scenarioStats(deps.db, caller.id, scenarioId);
  const sessions = await repo.sessionsOf(deps.db, caller.id, scenarioId, AI_SPEAKING_DETAIL_SESSIONS);
  return { scenario: presentScenarioItem(summary, stats), sessions: sessions.map(presentSession) };
}

/**
 * Finishes a session (also before its end: it is scored as it is); finishing again answers the same.
 * @throws AppError 404 for another student's or an unknown session
 */
export async function finish(
  deps: Ctx,
  caller: StudentCaller,
  sessionId: number,
): Promise<{ session_id: number; total_score: number }> {
  const session = await sessionOrThrow(deps, caller, sessionId);
  const total = await deps.db.transaction((tx) => finishWithScores(tx, caller.id, session));
  return { session_id: session.id, total_score: total };
}

/**
 * A session's transcript and scores (the transcript so far and no scores while it is active).
 * @throws AppError 404 for another student's or an unknown session, or when its scenario left the build
 */
export async function result(
  deps: Ctx,
  caller: StudentCaller,
  sessionId: number,
): Promise<{
  session: AiSpeakingSessionSummary;
  scenario: AiSpeakingScenario;
  transcript: AiSpeakingTranscriptEntry[];
  closing: string | null;
  closing_ja: string | null;
  scores: AiSpeakingScores | null;
}> {
  const session = await sessionOrThrow(deps, caller, sessionId);
  const summary = await summaryOrThrow(deps.content, session.scenario_id);
  const turns = await repo.turnsOf(deps.db, caller.id, session.id);
  return {
    session: presentSession(session),
    scenario: presentScenario(summary),
    transcript: turns.map((t) => presentTurn(t, summary.partner.voice)),
    closing: session.closing,
    closing_ja: session.closing_ja,
    scores: presentScores(session),
  };
}

/**
 * The student's finished sessions, newest first, one page.
 * @param deps - database
 * @param caller - the student
 * @param page - from 1
 * @param limit - sessions per page
 * @returns the page with the total
 */
export async function history(
  deps: Ctx,
  caller: StudentCaller,
  page: number,
  limit: number,
): Promise<{
  list: Array<AiSpeakingSessionSummary & { scores: AiSpeakingScores }>;
  total: number;
  page: number;
  limit: number;
}> {
  const { rows, total } = await repo.finishedPage(deps.db, caller.id, (page - 1) * limit, limit);
  const list = rows.flatMap((r) => {
    const scores = presentScores(r);
    return scores ? [{ ...presentSession(r), scores }] : [];
  });
  return { list, total, page, limit };
}
