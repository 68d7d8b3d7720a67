import { describe, expect, it } from "vitest";
import { alignWords } from "./word-alignment.ts";

describe("word alignment", () => {
  it("maps hypothesis words back to reference positions with fillers and repeats", () => {
    const seg = (w: string, sf: number, ef: number) => ({ w, sf, ef, ascr: -100 });
    const aligned = alignWords(
      ["the", "cat", "the", "dog"],
      [
        seg("<sil>", 0, 9),
        seg("the", 10, 19),
        seg("the", 20, 29),
        seg("dog(2)", 30, 49),
        seg("(NULL)", -1, -1),
      ],
      [{ w: "DH", sf: 10, ef: 19, ascr: -50 }],
      new Array(60).fill(true),
    );
    expect(aligned.map((a) => [a.index, a.repeated, a.seg])).toEqual([
      [0, true, 1],
      [3, false, 3],
    ]);
    // goodness of pronunciation: (alignment − phone loop) per frame
    expect(aligned[0]?.gop).toBe((-100 - -50) / 10);
  });
});
