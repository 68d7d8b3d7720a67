import { describe, expect, it } from "vitest";
import { KIND_INFO, RESULT_LAYOUTS, recordMaxTimeFor } from "./kind-info.ts";
import {
  COMPOSITE_KINDS,
  EXERCISE_KINDS,
  isExerciseKind,
  isObjectiveKind,
  OBJECTIVE_KINDS,
  SPEAKING_KINDS,
  WRITING_KINDS,
} from "./kinds.ts";
import { SCORERS } from "./score-answer.ts";

describe("kinds", () => {
  it("are unique kebab-case names", () => {
    expect(new Set(EXERCISE_KINDS).size).toBe(EXERCISE_KINDS.length);
    for (const k of EXERCISE_KINDS) expect(k).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
  it("families partition the kinds and match KIND_INFO", () => {
    const all = [...OBJECTIVE_KINDS, ...SPEAKING_KINDS, ...WRITING_KINDS, ...COMPOSITE_KINDS];
    expect([...all].sort()).toEqual([...EXERCISE_KINDS].sort());
    for (const k of OBJECTIVE_KINDS) expect(KIND_INFO[k].family).toBe("objective");
    for (const k of SPEAKING_KINDS) expect(KIND_INFO[k].family).toBe("speaking");
    for (const k of WRITING_KINDS) expect(KIND_INFO[k].family).toBe("writing");
    for (const k of COMPOSITE_KINDS) expect(KIND_INFO[k].family).toBe("composite");
  });
  it("every objective kind has a scorer", () => {
    expect(Object.keys(SCORERS).sort()).toEqual([...OBJECTIVE_KINDS].sort());
  });
  it("every result layout of the spec is used by some kind", () => {
    const used = new Set(Object.values(KIND_INFO).map((i) => i.resultLayout));
    expect(RESULT_LAYOUTS.filter((l) => !used.has(l))).toEqual([]);
  });
  it("narrows unknown values", () => {
    expect(isExerciseKind("cloze-test")).toBe(true);
    expect(isExerciseKind("cloze")).toBe(false);
    expect(isExerciseKind(3)).toBe(false);
    expect(isObjectiveKind("narration")).toBe(false);
  });
  it.each([
    ["word-reading", undefined, 10],
    ["picture-read", null, 10],
    ["sentence-reading", undefined, 20],
    ["integrated-process", undefined, 60],
    ["sentence-reading", 45, 45],
    ["grammar-choice", undefined, 20],
  ] as const)("record time of %s (item %s) = %s s", (k, t, want) =>
    expect(recordMaxTimeFor(k, t)).toBe(want),
  );
});
