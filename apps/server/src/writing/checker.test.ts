import { EngineResultSchema, locateSentences } from "@hibiki/contracts/writing";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import { checkWriting } from "./checker.ts";
import { warmUpWritingChecker } from "./index.ts";
import { CORRECT_SENTENCES, ERROR_ROWS } from "./sentence-table.ts";

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const opts = { level: "junior" as const, whiteListWords: ["Ken", "Yuki"] };

/** Every finding of a result as { type, flagged text, suggestion }. */
async function findings(text: string, options = opts) {
  const r = await checkWriting(text, options);
  return r.comments.flatMap((c) =>
    c.sent_comments.map((x) => ({
      type: x.type,
      flagged: c.sent_content.slice(x.hit_words_pos.startPos, x.hit_words_pos.endPos),
      suggestion: x.suggestion,
      ja: x.explanation_ja,
      comment: x.comments,
    })),
  );
}

beforeAll(async () => {
  // harper.js compiles 16 MB of WebAssembly once per process.
  await warmUpWritingChecker();
}, 60_000);

describe("checkWriting: learner errors", () => {
  it.each(ERROR_ROWS)("flags $type in: $sentence", async (row) => {
    const found = await findings(row.sentence);
    const hit = found.find((f) => f.type === row.type && f.flagged === row.flagged);
    expect(hit, JSON.stringify(found)).toBeDefined();
    expect(hit?.ja).toMatch(JAPANESE);
    expect(hit?.comment).toMatch(/[A-Za-z]/);
    expect(hit?.suggestion).not.toBe(row.flagged);
  });

  it("covers at least 60 rows and every error type the brief names", () => {
    expect(ERROR_ROWS.length).toBeGreaterThanOrEqual(60);
    const types = new Set(ERROR_ROWS.map((r) => r.type));
    for (const t of [
      "agreement",
      "tense",
      "article",
      "plural",
      "word_order",
      "preposition",
      "spelling",
      "missing_subject",
      "capitalization",
      "punctuation",
    ] as const) {
      expect(types.has(t)).toBe(true);
    }
  });

  it("suggests the corrections a teacher would write", async () => {
    const cases: [string, string, string][] = [
      ["He play tennis.", "play", "plays"],
      ["Yesterday I go to the park.", "go", "went"],
      ["I ate a apple.", "a apple", "an apple"],
      ["I have dog.", "dog", "a dog"],
      ["I have three book.", "book", "books"],
      ["I very like music.", "very like", "really like"],
      ["I went to home.", "went to home", "went home"],
      ["Is fun.", "Is", "It is"],
      ["i like it.", "i", "I"],
      ["I like dogs", "dogs", "dogs."],
    ];
    for (const [text, flagged, suggestion] of cases) {
      expect(await findings(text)).toContainEqual(expect.objectContaining({ flagged, suggestion }));
    }
  });
});

describe("checkWriting: correct writing", () => {
  it.each(CORRECT_SENTENCES)("raises nothing for: %s", async (sentence) => {
    expect(await findings(sentence)).toEqual([]);
  });

  it("has at least 30 correct sentences", () => {
    expect(CORRECT_SENTENCES.length).toBeGreaterThanOrEqual(30);
  });
});

describe("checkWriting: names, numbers and positions", () => {
  it("accepts names capitalised inside a sentence, and white-listed words anywhere", async () => {
    // Issue 18: a capitalised word inside a sentence is a name, never "corrected".
    const none = { level: "junior" as const, whiteListWords: [] };
    expect(await findings("I met Xandrie at the station.", none)).toEqual([]);
    const text = "I met xandrie at the station.";
    expect(await findings(text, none)).toContainEqual(
      expect.objectContaining({ type: "spelling", flagged: "xandrie" }),
    );
    expect(await findings(text, { level: "junior", whiteListWords: ["Xandrie"] })).toEqual([]);
  });

  it("ignores numbers and accepts Japanese names written in romaji", async () => {
    expect(await findings("Haruto bought 3 pens for 450 yen on May 5th.")).toEqual([]);
  });

  it("gives positions inside each sentence of a longer text", async () => {
    const text = "I like cats. He play soccer.\nWe goes to school.";
    const r = await checkWriting(text, opts);
    expect(r.comments.map((c) => c.sent_content)).toEqual([
      "I like cats.",
      "He play soccer.",
      "We goes to school.",
    ]);
    const starts = locateSentences(r);
    const flagged = r.comments.flatMap((c, i) =>
      c.sent_comments.map((x) =>
        text.slice((starts[i] ?? 0) + x.hit_words_pos.startPos, (starts[i] ?? 0) + x.hit_words_pos.endPos),
      ),
    );
    expect(flagged).toEqual(["play", "goes"]);
  });

  it("keeps harper's positions right after emoji and other astral characters", async () => {
    expect(await findings("😀😀 I could of gone there.")).toContainEqual(
      expect.objectContaining({ flagged: "could of", suggestion: "could have" }),
    );
  });

  it("leaves web and e-mail addresses and @handles alone, but still checks the words around them", async () => {
    const found = await findings(
      "Please see https://www.hibiki-school.jp/news/today or write to tanaka.k@hibiki-school.jp, and follow @hibiki_eigo on hibiki.jp. He play tennis.",
    );
    expect(found).toEqual([expect.objectContaining({ type: "agreement", flagged: "play" })]);
    expect(await findings("I visited www.kyoto-travel.com yesterday and it was intresting.")).toEqual([
      expect.objectContaining({ type: "spelling", flagged: "intresting" }),
    ]);
  });

  it("survives pathological input: one 5000-letter word, hundreds of sentences, marks only", async () => {
    // Lower case: a capitalised first word without a confident correction is taken as a name.
    const long = "x".repeat(5000);
    const r = await checkWriting(`I saw ${long}.`, opts);
    const only = r.comments[0]?.sent_comments.find((c) => c.type === "spelling");
    // No dictionary suggestion for absurd words (nspell would run out of memory): the span is returned.
    expect(only?.suggestion).toBe(long);
    const many = await checkWriting("I goes to school. ".repeat(300), opts);
    expect(many.comments).toHaveLength(300);
    expect(many.comments.every((c) => c.sent_comments.some((x) => x.type === "agreement"))).toBe(true);
    const marks = await checkWriting("?!。、...", opts);
    for (const c of marks.comments) {
      for (const x of c.sent_comments)
        expect(x.hit_words_pos.endPos).toBeLessThanOrEqual(c.sent_content.length);
    }
    expect(marks.comments.flatMap((c) => c.sent_comments).some((x) => x.suggestion === ",")).toBe(true);
  }, 60_000);

  it("returns the spec's engine result shape", async () => {
    const r = await checkWriting("My freind play soccer yesterday", opts);
    expect(EngineResultSchema.parse(r)).toEqual(r);
    expect(r.text).toBe("My freind play soccer yesterday");
  });

  it("handles empty text and rejects bad input with a 400", async () => {
    const empty = await checkWriting("   ", opts);
    expect(empty.comments).toEqual([]);
    expect(empty.overall_evaluation.grammar_correctness.score).toBe(0);
    await expect(checkWriting("x".repeat(7000), opts)).rejects.toBeInstanceOf(AppError);
    // @ts-expect-error: a caller passing an unknown level gets a clear error, not a crash
    await expect(checkWriting("Hello.", { level: "college" })).rejects.toMatchObject({ status: 400 });
  });
});

describe("checkWriting: overall evaluation", () => {
  const rich = `Last summer I visited my grandparents in Nagano with my family. We climbed a beautiful mountain
and swam in a clear river. Although the weather was hot, the air was much cooler than in Tokyo. My grandmother,
who is a wonderful cook, made delicious soba for us. I will never forget that trip because it was the most
exciting week of the year. Next year I want to go there again.`;
  const poor = "i like dog. i like dog verry much. Is fun. he play dog";

  it("scores a rich correct text above a short error-filled one on all four measures", async () => {
    const a = (await checkWriting(rich, opts)).overall_evaluation;
    const b = (await checkWriting(poor, opts)).overall_evaluation;
    for (const key of [
      "vocabulary_diversity",
      "vocabulary_correctness",
      "grammar_diversity",
      "grammar_correctness",
    ] as const) {
      expect(a[key].score, key).toBeGreaterThan(b[key].score);
      expect(a[key].explanation_ja).toMatch(JAPANESE);
    }
    expect(a.grammar_correctness.score).toBeGreaterThanOrEqual(80);
  });

  it("lowers vocabulary correctness with spelling mistakes", async () => {
    const good = (await checkWriting("My friend is very kind and beautiful.", opts)).overall_evaluation;
    const bad = (await checkWriting("My freind is very kiind and beutiful.", opts)).overall_evaluation;
    expect(bad.vocabulary_correctness.score).toBeLessThan(good.vocabulary_correctness.score);
  });
});
