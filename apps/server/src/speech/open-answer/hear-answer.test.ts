import { matchElements, OpenAnswerSchema } from "@hibiki/exercises";
import { describe, expect, it } from "vitest";
import { parseReferenceText } from "../reference-text.ts";
import type { WordScore } from "../scoring.ts";
import { DP } from "../word-alignment.ts";
import { bearsOut, type HeardAnswer } from "./hear-answer.ts";

// An original item written for this test.
const RUBRIC = OpenAnswerSchema.parse({
  elements: [
    { id: "count", ja: "兄弟の数", en: "how many brothers", match: [["<number>", "brother|sister"]] },
    { id: "like", ja: "好きなこと", en: "what you like about them", match: [["play|talk|fun"]] },
  ],
});

/** A hearing of `text` whose words are all aligned fine, except the ones listed as flagged. */
function heard(text: string, flagged: readonly string[] = []): HeardAnswer {
  const ref = parseReferenceText(`${text}.`, "read_chapter");
  if (typeof ref === "string") throw new Error(ref);
  const words: WordScore[] = ref.words.map((w, i) => ({
    ...w,
    dp: flagged.includes(w.norm) ? DP.mispronounced : DP.ok,
    begPos: i * 30,
    endPos: i * 30 + 25,
    score: flagged.includes(w.norm) ? 1.5 : 4.5,
    repeated: false,
  }));
  const reading = { total: 4, accuracy: 4, fluency: 4, integrity: 5, standard: 4, isRejected: false };
  const matches = matchElements(text, RUBRIC);
  return {
    sentences: [text.split(" ")],
    recognized: text,
    ref,
    words,
    reading,
    matches,
    engineMs: 0,
  };
}

describe("the focused second hearing is taken only when the audio bears it out", () => {
  const first = heard("i have to you brothers. we play games");

  it("takes a transcript that finds a missing element with every evidence word heard clearly", () => {
    expect(bearsOut(first, heard("i have two brothers. we play games"))).toBe(true);
  });

  it("refuses it when a word of the new evidence is flagged as not said that way", () => {
    expect(bearsOut(first, heard("i have two brothers. we play games", ["two"]))).toBe(false);
  });

  it("refuses a transcript that finds nothing more, or loses what the first found", () => {
    expect(bearsOut(first, heard("i have to you brother. we play games"))).toBe(false);
    expect(bearsOut(first, heard("i have two brothers. we stay home"))).toBe(false);
  });

  it("refuses a transcript whose alignment was rejected", () => {
    const second = heard("i have two brothers. we play games");
    expect(bearsOut(first, { ...second, reading: { ...second.reading, isRejected: true } })).toBe(false);
  });

  it("ignores flagged words outside the new evidence", () => {
    expect(bearsOut(first, heard("i have two brothers. we play games", ["games"]))).toBe(true);
  });
});
