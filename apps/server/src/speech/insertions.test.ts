import { describe, expect, it } from "vitest";
import { findInsertions, labelInsertion, withInsertions } from "./insertions.ts";
import type { WordScore } from "./scoring.ts";
import { DP } from "./word-alignment.ts";

const seg = (w: string, sf: number, ef: number) => ({ w, sf, ef, ascr: 0 });
const voiced = (n: number) => Array.from({ length: n }, () => true);

describe("findInsertions", () => {
  it("joins consecutive insertion units into one span and keeps reference words out", () => {
    const hyp = [
      seg("my", 0, 20),
      seg("+ins_L", 21, 28),
      seg("+ins_IH", 29, 35),
      seg("+ins_T", 36, 40),
      seg("sister", 41, 80),
    ];
    expect(findInsertions(hyp, voiced(100))).toEqual([{ sf: 21, ef: 40, phones: ["L", "IH", "T"] }]);
  });

  it("drops a lone phone, a very short span and a mostly silent span", () => {
    const hyp = [
      seg("+ins_M", 0, 30),
      seg("we", 31, 50),
      seg("+ins_S", 51, 53),
      seg("+ins_T", 54, 56),
      seg("<sil>", 57, 60),
      seg("+ins_AH", 61, 80),
      seg("+ins_N", 81, 100),
    ];
    const speech = voiced(101).map((_, f) => f < 61);
    expect(findInsertions(hyp, speech)).toEqual([]);
  });
});

describe("labelInsertion", () => {
  it("names heard phones after the nearest basic word, or * when nothing is close", async () => {
    expect(await labelInsertion(["B", "IH", "G"])).toBe("big");
    expect(await labelInsertion(["ZH", "ZH", "ZH", "ZH", "ZH", "ZH"])).toBe("*");
  });
});

describe("withInsertions", () => {
  const word = (content: string, begPos: number, endPos: number, dp: WordScore["dp"] = DP.ok): WordScore => ({
    content,
    norm: content.toLowerCase(),
    sentence: 0,
    dp,
    begPos,
    endPos,
    score: dp === DP.omitted ? 0 : 4,
    repeated: false,
  });

  it("places added words in time order with dp 32, before the word they precede", () => {
    const words = [word("My", 0, 20), word("sister", 41, 80), word("wants", 80, 80, DP.omitted)];
    const out = withInsertions(
      words,
      [
        { sf: 21, ef: 40, phones: [] },
        { sf: 90, ef: 110, phones: [] },
      ],
      ["little", "*"],
    );
    expect(out.map((w) => [w.content, w.dp])).toEqual([
      ["My", 0],
      ["little", 32],
      ["sister", 0],
      ["wants", 16],
      ["*", 32],
    ]);
  });
});
