import { describe, expect, it } from "vitest";
import {
  DEFAULT_FREE_RANGE,
  keywordCoverage,
  lengthScore,
  rangeJa,
  resolveTask,
  taskCompletion,
} from "./task-completion.ts";
import { contentLemmas, lemmaOf, textFacts } from "./text-facts.ts";

const task = resolveTask({
  min_words: 25,
  max_words: 80,
  prompt: "What do you usually do on weekends? Why do you enjoy it?",
  sample: "On weekends I usually play tennis with my sister because it is exciting.",
});

describe("lemmas and content words", () => {
  it.each([
    ["went", "go"],
    ["studies", "study"],
    ["played", "play"],
    ["cities", "city"],
    ["watches", "watch"],
    ["swimming", "swim"],
    ["weekends", "weekend"],
  ])("%s → %s", (word, lemma) => expect(lemmaOf(word)).toBe(lemma));

  it("drops stop words and prompt words like 'write' and 'reason'", () => {
    expect(contentLemmas("Write about your favorite season and give two reasons.")).toEqual([
      "favorite",
      "season",
    ]);
  });
});

describe("length against the word range", () => {
  it.each([
    [0, 0],
    [2, 4],
    [12, 39],
    [24, 95],
    [25, 100],
    [80, 100],
    [81, 90],
    [160, 65],
  ])("%i words on a 25-80-word task → %i", (n, score) => expect(lengthScore(n, task)).toBe(score));

  it("never calls a text too short when the minimum is 0", () => {
    const t = resolveTask({ min_words: 0, max_words: 50 });
    expect(lengthScore(3, t)).toBe(100);
    expect(rangeJa(t)).toBe("50語以内");
  });

  it("uses the free-writing default range without a task, and fixes a max below the min", () => {
    expect(resolveTask(undefined)).toMatchObject({ ...DEFAULT_FREE_RANGE, kind: "free", prompt: "" });
    expect(resolveTask({ min_words: 30, max_words: 10 })).toMatchObject({ min_words: 30, max_words: 30 });
  });
});

describe("taskCompletion", () => {
  it('"I go." on a 25-80-word task is low and says it is too short, with the range and the count', () => {
    const part = taskCompletion(textFacts("I go."), task);
    expect(part.score).toBeLessThan(10);
    expect(part.length).toBe("too_short");
    expect(part.explanation_ja).toBe("短すぎます。25〜80語で書きましょう（今は2語）。");
  });

  const onTopic =
    "On weekends I usually play tennis with my father in the park. I enjoy it because it is exciting and I can talk with him. " +
    "After that we eat lunch at a small cafe near the station.";
  const offTopic =
    "My school is very big and it has a beautiful library. There are many books about animals and space in it. " +
    "My teacher is kind and her classes are always interesting for every student.";

  it("a text on the prompt covers more key words and scores higher than one of the same length off it", () => {
    const on = taskCompletion(textFacts(onTopic), task);
    const off = taskCompletion(textFacts(offTopic), task);
    expect(on.length).toBe("ok");
    expect(off.length).toBe("ok");
    expect(on.coverage).toBeGreaterThan(off.coverage);
    expect(on.score).toBeGreaterThan(off.score);
    expect(off.score).toBeGreaterThanOrEqual(70);
    expect(off.explanation_ja).toMatch(/お題の大事な言葉/);
  });

  it("a free writing with no prompt skips coverage: length alone decides", () => {
    const part = taskCompletion(textFacts(offTopic), resolveTask({ min_words: 20, max_words: 100 }));
    expect(part.score).toBe(100);
    expect(part.coverage).toBe(0);
  });

  it("a text above the maximum loses a little and is marked too long", () => {
    const long = Array.from({ length: 6 }, () => onTopic).join(" ");
    const part = taskCompletion(textFacts(long), task);
    expect(part.length).toBe("too_long");
    expect(part.score).toBeLessThan(taskCompletion(textFacts(onTopic), task).score);
    expect(part.score).toBeGreaterThanOrEqual(50);
    expect(part.explanation_ja).toMatch(/^長すぎます。80語以内にまとめましょう（今は\d+語）/);
  });

  it("keyword coverage counts prompt words twice and ignores inflection", () => {
    const c = keywordCoverage(textFacts("I played tennis on weekends. I enjoyed it.").words, task);
    expect(c.coverage).toBeGreaterThan(0.3);
    expect(keywordCoverage(["hello"], resolveTask({ min_words: 0, max_words: 9 })).keywords).toBe(0);
  });
});
