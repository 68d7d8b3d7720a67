import { describe, expect, it } from "vitest";
import { seededRandom, seedOf, shuffleOptions } from "./shuffle.ts";

const opts = ["a", "b", "c", "d"];

describe("shuffleOptions", () => {
  it("keeps the authored order when option_random is 0", () => {
    expect(shuffleOptions(opts, 0, () => 0.5)).toEqual(opts);
    expect(shuffleOptions(opts, false, () => 0.5)).toEqual(opts);
  });
  it("shuffles with the injected random source (deterministic)", () => {
    // random 0 always swaps with the first position: a b c d → b c d a
    expect(shuffleOptions(opts, 1, () => 0)).toEqual(["b", "c", "d", "a"]);
    expect(shuffleOptions(opts, undefined, () => 0.999)).toEqual(opts);
  });
  it("never loses or duplicates options, even with a broken random source", () => {
    for (const r of [() => Number.NaN, () => 1, () => -0.3, seededRandom(7)]) {
      expect([...shuffleOptions(opts, 1, r)].sort()).toEqual(opts);
    }
  });
  it("does not mutate the input", () => {
    const input = [...opts];
    shuffleOptions(input, 1, seededRandom(1));
    expect(input).toEqual(opts);
  });
  it("a seeded source gives the same order for the same seed", () => {
    const s = seedOf("guid-123");
    expect(shuffleOptions(opts, 1, seededRandom(s))).toEqual(shuffleOptions(opts, 1, seededRandom(s)));
    const orders = new Set(
      Array.from({ length: 30 }, (_, i) => shuffleOptions(opts, 1, seededRandom(i)).join("")),
    );
    expect(orders.size).toBeGreaterThan(5);
  });
});
