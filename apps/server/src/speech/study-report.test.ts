import { describe, expect, it } from "vitest";
import { parseReferenceText, type RefText } from "./reference-text.ts";
import type { ReadingScores, WordScore } from "./scoring.ts";
import { poorlyWordCandidates, studyReport } from "./study-report.ts";
import { DP } from "./word-alignment.ts";

function words(text: string, dp: WordScore["dp"] = DP.ok): WordScore[] {
  const r = parseReferenceText(text, "read_sentence") as RefText;
  return r.words.map((w, i) => ({
    ...w,
    dp,
    begPos: i * 35,
    endPos: i * 35 + 30,
    score: 4,
    repeated: false,
  }));
}

const SCORES: ReadingScores = {
  total: 3,
  accuracy: 3,
  fluency: 3,
  integrity: 3.75,
  standard: 3,
  isRejected: false,
};

describe("study report and poorly words", () => {
  it("applies the spec's rules and honours the config lists", () => {
    const picked = poorlyWordCandidates(
      words("Ken visited Paris with Taro. Apples are 100 yen; don't worry.", DP.mispronounced),
      { collected: ["visited"], blacklist: ["with"], excluded: ["are", "yen"], whiteList: ["Paris"] },
    );
    // Ken and Apples start a sentence; Taro is an unlisted name; 100 is numeric; don't has an apostrophe.
    expect(picked).toEqual(["ken", "Paris", "apples", "worry"]);
  });

  it("counts leaks, repeats, speed and error words", () => {
    const ws = words("one two three four");
    ws[2] = { ...(ws[2] as WordScore), dp: DP.omitted, begPos: 70, endPos: 70, score: 0 };
    ws[3] = { ...(ws[3] as WordScore), begPos: 70, endPos: 100, dp: DP.mispronounced };
    const report = studyReport(ws, SCORES);
    expect(report).toMatchObject({ leak: 1, repeat: 0, errorwords: ["four"] });
    // 3 words over 1.0 s of reading
    expect(report.speed).toBe(180);
    expect(report.info).toContain("読みとばした");
  });
});
