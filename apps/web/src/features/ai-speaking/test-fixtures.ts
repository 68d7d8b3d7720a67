import type { AiSpeakingScenario } from "@hibiki/contracts";
import type { PartnerTurn, ReplyFeedback, TurnAnswer, TurnOutcome } from "./conversation-machine.ts";

/** A small original scenario for the component tests. */
export const testScenario: AiSpeakingScenario = {
  scenario_id: "as-01-first-day",
  title: "First Day at a New School",
  title_ja: "新しい学校の初日",
  level: "A1",
  topic: "self-introduction",
  partner: { name: "Emma", role_ja: "留学生", voice: "female2" },
  goal_ja: "自己紹介をして、相手のことも質問しよう。",
  turn_count: 2,
};

/**
 * A partner line.
 * @param node - its node id
 * @param say - what the partner says
 * @returns the line
 */
export const line = (node: string, say: string): PartnerTurn => ({
  node_id: node,
  say,
  say_ja: `${node} の日本語`,
  voice: "female2",
  hint: `Model answer for ${node}.`,
  hint_ja: "答え方の例",
});

/** Feedback with a pronunciation score and, when asked, one grammar correction. */
export const feedback = (pron: number | null, fixes = 0): ReplyFeedback => ({
  grammar: Array.from({ length: fixes }, (_, i) => ({
    start: 0,
    end: 2,
    original: "I ",
    suggestion: "I'm",
    explanation_ja: `直し ${i + 1}`,
    type: "grammar" as const,
  })),
  grammar_score: fixes > 0 ? 70 : 100,
  pronunciation_score: pron,
  model_answer: "My name is Ken.",
  model_answer_ja: "ケンです。",
});

/**
 * A turn call's answer.
 * @param outcome - how the reply was taken
 * @param reply - what the partner says back
 * @param next - the next line (null at the end)
 * @param closing - the closing line at the end
 * @returns the answer
 */
export function answer(
  outcome: TurnOutcome,
  reply: string,
  next: PartnerTurn | null,
  closing: string | null = null,
): TurnAnswer {
  return {
    outcome,
    intent_id: outcome === "matched" ? "give_name" : null,
    reply: { text: reply, text_ja: "", voice: "female2", source: "script" },
    next,
    closing,
    closing_ja: closing ? "またね" : null,
    tries_left: outcome === "repair" ? 1 : 0,
    feedback: feedback(outcome === "matched" ? 85 : null),
  };
}
