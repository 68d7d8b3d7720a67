import { describe, expect, it } from "vitest";
import { readingFeatures, UTTERANCE_FEATURES, WORD_FEATURES, WORD_MODEL_FEATURES } from "./features.ts";
import { fixtureRun } from "./run-fixture.ts";

const NORMS = ["my", "sister", "likes", "tea"];
const feature = (vector: number[], name: string) => vector[WORD_MODEL_FEATURES.indexOf(name)] as number;

describe("reading features", () => {
  const run = fixtureRun([
    { w: "my", ref: 0, phones: ["M", "AY"], sf: 50, ef: 69 },
    { w: "sister", ref: 1, phones: ["S", "IH", "S", "T", "ER"], sf: 70, ef: 119, rivals: { 0: { SH: 4 } } },
    { w: "tea", ref: 3, phones: ["T", "IY"], sf: 200, ef: 229 },
  ]);
  const f = readingFeatures(run, NORMS, { duration: { T: [Math.log(8), 0.3] }, lpr: {} });

  it("gives every word a vector of the model's length and marks what was read", () => {
    expect(f.words).toHaveLength(NORMS.length);
    for (const v of f.words) expect(v).toHaveLength(WORD_MODEL_FEATURES.length);
    expect(f.utterance).toHaveLength(UTTERANCE_FEATURES.length);
    expect(f.words.map((v) => feature(v, "w_found"))).toEqual([1, 1, 0, 1]);
    expect(f.acoustics.map((a) => !!a.found)).toEqual([true, true, false, true]);
  });

  it("leaves the acoustics of an omitted word missing, but keeps what the text says of it", () => {
    const likes = f.words[2] as number[];
    expect(feature(likes, "w_lpp_mean")).toBeNaN();
    expect(feature(likes, "w_letters")).toBe(5);
    expect(feature(likes, "w_position")).toBeCloseTo(2 / 3);
  });

  it("measures a rival phone, the pause before a late word and the share of words read", () => {
    const sister = f.words[1] as number[];
    expect(feature(sister, "w_lpr_min")).toBe(-4);
    expect(feature(sister, "w_rank_max")).toBe(1);
    expect(feature(f.words[3] as number[], "w_gap_before")).toBe(200 - 119 - 1);
    expect(f.utterance[UTTERANCE_FEATURES.indexOf("u_found_share")]).toBe(0.75);
    expect(f.utterance[UTTERANCE_FEATURES.indexOf("u_pauses")]).toBe(1);
  });

  it("counts a word the grammar replaced with other sounds as said (substituted), not as added speech", () => {
    const sub = fixtureRun([
      { w: "my", ref: 0, phones: ["M", "AY"], sf: 50, ef: 69 },
      { w: "tea", ref: 3, phones: ["T", "IY"], sf: 150, ef: 179 },
    ]);
    const reply = sub.reply as NonNullable<typeof sub.reply>;
    // insertion units where "sister likes" should be, and the engine's substitution detail for them
    reply.words?.splice(
      2,
      0,
      { w: "+ins_S", sf: 70, ef: 94, ascr: -500 },
      { w: "+ins_IH", sf: 95, ef: 149, ascr: -900 },
    );
    for (let t = 70; t < 150; t++) sub.speech[t] = true;
    reply.wph?.push(
      {
        k: -1,
        ref: 1,
        sub: 1,
        ph: fixtureRun([{ w: "x", ref: 1, phones: ["S", "IH"], sf: 70, ef: 109 }]).reply?.wph?.[0]?.ph ?? [],
      },
      {
        k: -1,
        ref: 2,
        sub: 1,
        ph: fixtureRun([{ w: "x", ref: 2, phones: ["L", "AY"], sf: 110, ef: 149 }]).reply?.wph?.[0]?.ph ?? [],
      },
    );
    const withSub = readingFeatures(sub, NORMS, { duration: {}, lpr: {} });
    expect(withSub.acoustics.map((a) => a.substituted)).toEqual([false, true, true, false]);
    expect(withSub.words.map((v) => feature(v, "w_found"))).toEqual([1, 1, 1, 1]);
    expect(withSub.inserted).toEqual([]);
    // Without the substitution detail the same speech is added speech and the words are omitted.
    reply.wph = reply.wph?.filter((w) => !w.sub);
    const without = readingFeatures(sub, NORMS, { duration: {}, lpr: {} });
    expect(without.acoustics.map((a) => !!a.found)).toEqual([true, false, false, true]);
    expect(without.inserted).toHaveLength(1);
  });

  it("has no acoustics at all for silence", () => {
    const silent = readingFeatures(
      { frames: 200, energies: [], speech: [], hasSpeech: false, speculative: false },
      NORMS,
      { duration: {}, lpr: {} },
    );
    expect(silent.acoustics.every((a) => !a.found)).toBe(true);
    expect(WORD_FEATURES.length + UTTERANCE_FEATURES.length).toBe(WORD_MODEL_FEATURES.length);
  });
});
