import { describe, expect, it } from "vitest";
import { shuffleItem } from "./shuffle-item.ts";

const item = {
  question_id: "q1",
  answers: Array.from({ length: 8 }, (_, i) => ({ index: i, content: `opt${i}`, correct: i === 0 })),
  questions: [
    { question_id: "s1", answers: Array.from({ length: 8 }, (_, i) => ({ index: i, content: `s${i}` })) },
  ],
};
const order = (list: { index: number }[]) => list.map((o) => o.index).join(",");

describe("shuffleItem", () => {
  it("keeps the authored order when option_random is 0", () => {
    const out = shuffleItem(item, 0, "guid-a");
    expect(order(out.answers)).toBe("0,1,2,3,4,5,6,7");
    expect(out).toBe(item);
  });

  it("shuffles options and sub-question options otherwise, the same way for the same attempt", () => {
    const a = shuffleItem(item, 1, "guid-a");
    const again = shuffleItem(item, 1, "guid-a");
    expect(order(a.answers)).toBe(order(again.answers));
    expect([...a.answers].sort((x, y) => x.index - y.index)).toEqual(item.answers);
    const orders = new Set(["g1", "g2", "g3", "g4", "g5"].map((g) => order(shuffleItem(item, 1, g).answers)));
    expect(orders.size).toBeGreaterThan(1);
    expect(order(a.questions[0]?.answers ?? [])).not.toBe("0,1,2,3,4,5,6,7");
    expect(order(item.answers)).toBe("0,1,2,3,4,5,6,7");
  });
});

describe("shuffleItem on an item without options", () => {
  it("returns the very same object, so players keyed on the item do not restart on every render", () => {
    const item = { question_id: "na1", progress: [{ type: "audio" }] };
    expect(shuffleItem(item, 1, "guid-1")).toBe(item);
  });
});
