import { describe, expect, it } from "vitest";
import { aiSpeakingSessionScores, type ScoredTry, tryGrammarScore, variantIndex } from "./score.ts";

describe("tryGrammarScore", () => {
  it.each<[string, number, number]>([
    ["My name is Ken.", 0, 100],
    ["I likes soccer very much.", 1, 50],
    ["I am in the tennis club and I play tennis.", 1, 75],
    ["He go to school.", 2, 0],
    ["", 0, 0],
    ["...", 0, 0],
  ])("%j with %i findings → %i", (text, findings, want) =>
    expect(tryGrammarScore(text, findings)).toBe(want),
  );
});

const t = (
  outcome: ScoredTry["outcome"],
  grammar: number,
  pronunciation: number | null,
  text = "words here",
): ScoredTry => ({
  outcome,
  text,
  grammar,
  pronunciation,
});

describe("aiSpeakingSessionScores", () => {
  it("scores task completion, pronunciation and grammar, and weighs the total", () => {
    const s = aiSpeakingSessionScores(
      [t("matched", 100, 80), t("repair", 50, 60), t("moved_on", 50, null), t("matched", 100, 100)],
      3,
    );
    // 2 matched of 3 answered nodes; grammar over the 4 spoken tries; pronunciation over the 3 scored
    expect(s).toEqual({
      pronunciation: 80,
      grammar: 75,
      task_completion: 67,
      total: Math.round(0.4 * 67 + 0.3 * 80 + 0.3 * 75),
      turns: 3,
      matched_turns: 2,
    });
  });

  it("leaves pronunciation out of the total without any evaluation", () => {
    const s = aiSpeakingSessionScores([t("matched", 80, null), t("matched", 100, null)], 2);
    expect(s).toMatchObject({ pronunciation: null, grammar: 90, task_completion: 100, total: 96 });
  });

  it("does not reward finishing early: the shortest path is the least denominator", () => {
    expect(aiSpeakingSessionScores([t("matched", 100, 100)], 8).task_completion).toBe(13);
  });

  it("ignores tries without words for grammar, and scores an empty session 0", () => {
    const s = aiSpeakingSessionScores([t("repair", 0, null, ""), t("matched", 100, null)], 1);
    expect(s.grammar).toBe(100);
    expect(aiSpeakingSessionScores([], 8)).toEqual({
      pronunciation: null,
      grammar: 0,
      task_completion: 0,
      total: 0,
      turns: 0,
      matched_turns: 0,
    });
  });
});

describe("variantIndex", () => {
  it("is deterministic, in range, and varies with the session", () => {
    expect(variantIndex(7, "greet:say", 3)).toBe(variantIndex(7, "greet:say", 3));
    const seen = new Set<number>();
    for (let id = 1; id <= 40; id++) {
      const i = variantIndex(id, "greet:say", 3);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(3);
      seen.add(i);
    }
    expect(seen.size).toBe(3);
    expect(variantIndex(5, "x", 1)).toBe(0);
    expect(variantIndex(5, "x", 0)).toBe(0);
  });
});
