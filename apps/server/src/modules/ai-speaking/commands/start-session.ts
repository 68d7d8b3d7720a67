import type { AiSpeakingPartnerTurn, AiSpeakingScenario } from "@hibiki/contracts";
import { variantIndex } from "@hibiki/exercises/ai-speaking";
import type { StudentCaller } from "../../../plugins/auth.ts";
import type { Deps } from "../deps.ts";
import { presentPartnerTurn, presentScenario } from "../presenter.ts";
import * as repo from "../repository.ts";
import { scenarioGraph, summaryOrThrow } from "../scenarios.ts";

/**
 * One of a line's variants for this session (see variantIndex), with its Japanese.
 * @param sessionId - the session (the seed)
 * @param key - where the line is said
 * @param variants - the line's variants
 * @param ja - its Japanese
 * @returns the chosen text and the Japanese
 */
export function pickLine(
  sessionId: number,
  key: string,
  variants: readonly string[],
  ja: string,
): { text: string; ja: string } {
  return { text: variants[variantIndex(sessionId, key, variants.length)] ?? variants[0] ?? "", ja };
}

/**
 * Starts a conversation: a new session on the scenario's start node, whose first line (a variant chosen
 * from the session id) is kept as the line being answered.
 * @param deps - database and content
 * @param caller - the student
 * @param scenarioId - the scenario
 * @returns the session id, the scenario and the partner's first line
 * @throws AppError 404 ai_speaking_scenario_not_found for an unknown scenario
 */
export async function startSession(
  deps: Pick<Deps, "db" | "content">,
  caller: StudentCaller,
  scenarioId: string,
): Promise<{ session_id: number; scenario: AiSpeakingScenario; turn: AiSpeakingPartnerTurn }> {
  const summary = await summaryOrThrow(deps.content, scenarioId);
  const graph = await scenarioGraph(deps.content, summary);
  const start = graph.nodes[graph.start];
  if (!start) throw new Error(`scenario ${scenarioId} has no start node`); // scenarioGraph checked it
  return deps.db.transaction(async (tx) => {
    const id = await repo.insertSession(tx, {
      studentId: caller.id,
      schoolId: caller.schoolId,
      scenarioId,
      version: summary.version,
      title: summary.title,
      titleJa: summary.title_ja,
      level: summary.level,
      minTurns: summary.turns,
    });
    const line = pickLine(id, `${graph.start}:say`, start.say, start.say_ja);
    await repo.setLine(tx, id, graph.start, line.text, line.ja);
    return {
      session_id: id,
      scenario: presentScenario(summary),
      turn: presentPartnerTurn(graph.start, start, line, summary.partner.voice),
    };
  });
}
