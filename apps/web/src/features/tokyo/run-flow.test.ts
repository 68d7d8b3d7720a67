import { describe, expect, it } from "vitest";
import { nextPhase, runSteps, type TokyoItem } from "./run-flow.ts";

const item = (question_id: string, item_type: string, kind = "quick-response", over = {}): TokyoItem => ({
  question_id,
  item_type,
  kind,
  ...over,
});

describe("the run of a speaking test", () => {
  it("numbers the items by part and gives each its part's windows", () => {
    const steps = runSteps([
      item("a1", "A", "single-reading", { record_max_time: 30 }),
      item("b1", "B", "quick-response", { seconds: 10, record_max_time: 15 }),
      item("b2", "B"),
      item("x", "Z"),
      item("d1", "D"),
    ]);
    expect(
      steps.map((s) => [s.item.question_id, s.part, s.no, s.inPart, s.prepSeconds, s.recordSeconds]),
    ).toEqual([
      ["a1", "A", 1, 1, 30, 30],
      ["b1", "B", 2, 1, 10, 15],
      ["b2", "B", 3, 2, 10, 15],
      ["d1", "D", 4, 1, 60, 40],
    ]);
  });

  it("hears B-D's question first; part A prepares at once; every item then records", () => {
    expect(nextPhase({ question: false }, "start")).toBe("prep");
    expect(nextPhase({ question: true }, "start")).toBe("listen");
    expect(nextPhase({ question: true }, "listen")).toBe("prep");
    expect(nextPhase({ question: true }, "prep")).toBe("record");
    expect(nextPhase({ question: true }, "record")).toBe("done");
  });
});
