import { describe, expect, it } from "vitest";
import { expandContraction } from "./contractions.ts";

describe("expandContraction", () => {
  it.each([
    ["i'll", ["i", "will"]],
    ["won't", ["will", "not"]],
    ["can't", ["can", "not"]],
    ["cannot", ["can", "not"]],
    ["don't", ["do", "not"]],
    ["doesn't", ["does", "not"]],
    ["isn't", ["is", "not"]],
    ["it's", ["it", "is"]],
    ["there's", ["there", "is"]],
    ["what's", ["what", "is"]],
    ["he's", ["he", "is"]],
    ["i'm", ["i", "am"]],
    ["you're", ["you", "are"]],
    ["they've", ["they", "have"]],
    ["he'd", ["he", "would"]],
    ["let's", ["let", "us"]],
    ["o'clock", ["o'clock"]],
    ["ken's", ["ken"]],
    ["boys'", ["boys"]],
    ["gonna", ["going", "to"]],
    ["wanna", ["want", "to"]],
    ["dont", ["do", "not"]],
    ["im", ["i", "am"]],
    ["cat", ["cat"]],
    ["its", ["its"]],
    ["'", []],
  ])("%j → %j", (word, want) => expect(expandContraction(word)).toEqual(want));
});
