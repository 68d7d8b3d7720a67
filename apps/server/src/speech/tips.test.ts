import { describe, expect, it } from "vitest";
import type { WordAcoustics } from "./features.ts";
import { phone, TEST_CI } from "./run-fixture.ts";
import { ADDED_VOWEL_GAIN, detectTip, TIP_MARGIN } from "./tips.ts";

function word(phones: ReturnType<typeof phone>[], epen?: WordAcoustics["epen"]): WordAcoustics {
  return { substituted: false, phones, ...(epen ? { epen } : {}) };
}

describe("pronunciation tips for Japanese speakers", () => {
  it("names r said like l, and not when r wins or l is only a little better", () => {
    const right = (by: number) =>
      word([phone("R", 0, 9, { L: by }), phone("AY", 10, 29), phone("T", 30, 35)]);
    expect(detectTip(right(TIP_MARGIN + 1), 0, TEST_CI)).toMatchObject({ key: "r-l", heard: "L" });
    expect(detectTip(right(TIP_MARGIN - 0.5), 0, TEST_CI)).toBeUndefined();
    expect(detectTip(right(-2), 0, TEST_CI)).toBeUndefined();
  });

  it("covers l→r, th→s, dh→z, v→b and f→h on the expected phone only", () => {
    const cases: [string, string, string][] = [
      ["L", "R", "l-r"],
      ["TH", "S", "th-s"],
      ["DH", "Z", "dh-z"],
      ["V", "B", "v-b"],
      ["F", "HH", "f-h"],
    ];
    for (const [own, heard, key] of cases) {
      const w = word([phone(own, 0, 9, { [heard]: 4 }), phone("IY", 10, 20)]);
      expect(detectTip(w, 0, TEST_CI)).toMatchObject({ key, heard });
      // The same rival on an unrelated phone is no typical confusion.
      expect(detectTip(word([phone("K", 0, 9, { [heard]: 4 })]), 0, TEST_CI)).toBeUndefined();
    }
  });

  it("finds si said as shi only before an i vowel", () => {
    const see = word([phone("S", 0, 9, { SH: 3 }), phone("IY", 10, 30)]);
    const sun = word([phone("S", 0, 9, { SH: 3 }), phone("AH", 10, 20), phone("N", 21, 30)]);
    expect(detectTip(see, 0, TEST_CI)).toMatchObject({ key: "si-shi", heard: "SH" });
    expect(detectTip(sun, 0, TEST_CI)).toBeUndefined();
  });

  it("finds a full vowel for a weak one in words of two or more syllables", () => {
    const about = (frames: number, by: number) =>
      word([
        phone("AH", 0, frames - 1, { AA: by }),
        phone("B", 20, 24),
        phone("AY", 25, 40),
        phone("T", 41, 45),
      ]);
    const but = word([phone("B", 0, 4), phone("AH", 5, 14, { AA: 5 }), phone("T", 15, 20)]);
    expect(detectTip(about(10, 5), 0, TEST_CI)).toMatchObject({ key: "schwa", heard: "AA" });
    // a short weak vowel, or a full vowel only a little better, is not judged
    expect(detectTip(about(5, 5), 0, TEST_CI)).toBeUndefined();
    expect(detectTip(about(10, 3), 0, TEST_CI)).toBeUndefined();
    expect(detectTip(but, 1, TEST_CI)).toBeUndefined();
  });

  it("puts an added vowel after the final consonant when it is long and clear enough", () => {
    const desk = (gain: number, frames: number) =>
      word([phone("D", 0, 5), phone("EH", 6, 15), phone("S", 16, 25), phone("K", 26, 30)], {
        p: "UW",
        sf: 31,
        ef: 30 + frames,
        gain,
      });
    expect(detectTip(desk(ADDED_VOWEL_GAIN + 60, 15), 3, TEST_CI)).toMatchObject({
      key: "vowel-added",
      heard: "UW",
    });
    expect(detectTip(desk(ADDED_VOWEL_GAIN + 60, 15), 2, TEST_CI)).toBeUndefined();
    expect(detectTip(desk(ADDED_VOWEL_GAIN - 10, 15), 3, TEST_CI)).toBeUndefined();
    expect(detectTip(desk(ADDED_VOWEL_GAIN + 60, 3), 3, TEST_CI)).toBeUndefined();
    // after l, r and nasals a vowel-like release is normal
    const ball = word([phone("B", 0, 5), phone("AO", 6, 20), phone("L", 21, 30)], {
      p: "UW",
      sf: 31,
      ef: 45,
      gain: 200,
    });
    expect(detectTip(ball, 2, TEST_CI)).toBeUndefined();
  });
});
