import { matchElements, OpenAnswerSchema } from "@hibiki/exercises";
import { describe, expect, it } from "vitest";
import { languageScore } from "./language.ts";
import { combineOpenScores, openComment, openContent } from "./score-open.ts";

// An original rubric: a picture of a park.
const PARK = OpenAnswerSchema.parse({
  need: 2,
  elements: [
    {
      id: "boy",
      ja: "男の子がボールで遊んでいる",
      en: "a boy is playing with a ball",
      match: [["boy|he", "kick|play", "ball|soccer"]],
    },
    {
      id: "dog",
      ja: "女の子が犬を散歩させている",
      en: "a girl is walking a dog",
      match: [["girl|she", "walk", "dog"]],
    },
    {
      id: "book",
      ja: "男の人が本を読んでいる",
      en: "a man is reading a book",
      match: [["man", "read", "book"]],
    },
  ],
});
const words = (s: string) => s.split(". ").map((x) => x.split(" "));

describe("open-answer scores", () => {
  it("gates the total by the content: off-topic stays low however well it is said", () => {
    expect(combineOpenScores(5, 5, 5).total).toBe(5);
    expect(combineOpenScores(5, 3, 3).total).toBe(4.2);
    expect(combineOpenScores(2.5, 5, 5).total).toBe(2.5);
    expect(combineOpenScores(0, 5, 5).total).toBe(0);
  });

  it("gives content for the elements said by meaning, up to the elements needed", () => {
    const two = matchElements("a boy is kicking a ball. a girl walks her dog", PARK);
    expect(openContent(PARK, two)).toBe(5);
    expect(openContent(PARK, matchElements("the boy plays soccer", PARK))).toBe(2.5);
    expect(openContent(PARK, matchElements("i like summer", PARK))).toBe(0);
  });

  it("scores language from length, whole sentences and grammar findings", () => {
    const good = languageScore(words("a boy is kicking a ball. a girl is walking her dog"), 6);
    expect(good).toMatchObject({ score: 5, words: 12, fullSentences: 2, sentences: 2, notes: [] });
    const short = languageScore([["ball"]], 6);
    expect(short.score).toBeLessThan(2);
    const slip = languageScore(words("he play soccer every day. she walk her dog"), 6);
    expect(slip.notes.length).toBeGreaterThan(0);
    expect(slip.notes[0]).toMatchObject({ begWord: 1, endWord: 1 });
    expect(slip.score).toBeLessThan(good.score);
    expect(languageScore([], 6).score).toBe(0);
  });

  it("comments on what was said and what to add, in Japanese and English", () => {
    const matches = matchElements("a boy is kicking a ball", PARK);
    const language = languageScore(words("a boy is kicking a ball"), 6);
    const c = openComment(PARK, matches, language, combineOpenScores(2.5, 4, 4), 6);
    expect(c.ja).toContain("男の子がボールで遊んでいる");
    expect(c.ja).toContain("「女の子が犬を散歩させている」についても");
    expect(c.en).toContain("Also say: a girl is walking a dog");
    const none = openComment(
      PARK,
      matchElements("i like summer", PARK),
      language,
      combineOpenScores(0, 4, 4),
      6,
    );
    expect(none.ja).toContain("質問に合った答え");
  });
});
