import { describe, expect, it } from "vitest";
import { isRecordTurn, waitItemsAfter } from "./dialogue.ts";

describe("isRecordTurn", () => {
  it.each([
    [{ mode: "all" }, "Ben", true],
    [{ mode: "single", speaker: "Mika" }, "Mika", true],
    [{ mode: "single", speaker: "Mika" }, " mika ", true],
    [{ mode: "single", speaker: "Mika" }, "Ben", false],
    [{ mode: "single", speaker: "Mika" }, undefined, false],
  ] as const)("%j, speaker %j → %s", (role, speaker, want) => expect(isRecordTurn(role, speaker)).toBe(want));
});

describe("waitItemsAfter", () => {
  const waits = [
    { after_index: 0, seconds: 3 },
    { after_index: 2, seconds: 5 },
    { after_index: 0, seconds: 1 },
  ];
  it("returns the waits after a turn in order", () => {
    expect(waitItemsAfter(waits, 0).map((w) => w.seconds)).toEqual([3, 1]);
    expect(waitItemsAfter(waits, 1)).toEqual([]);
    expect(waitItemsAfter(undefined, 0)).toEqual([]);
  });
});
