import { describe, expect, it } from "vitest";
import { KIND_INFO, RESULT_LAYOUTS, recordMaxTimeFor } from "./kind-info.ts";
import {
  COMPOSITE_KINDS,
  isObjectiveKind,
  OBJECTIVE_KINDS,
  SELF_ADVANCING_KINDS,
  SPEAKING_KINDS,
  WRITING_KINDS,
  WRITTEN_ANSWER_KINDS,
} from "./kind-lists.ts";
import { EXERCISE_KINDS, isExerciseKind } from "./kinds.ts";
import { WHOLE_RESOURCE_KINDS } from "./locate.ts";
import { PART_KINDS } from "./schemas/composite.ts";
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
  it("KIND_INFO has one entry per kind, in the order of EXERCISE_KINDS", () => {
    expect(Object.keys(KIND_INFO)).toEqual([...EXERCISE_KINDS]);
  });
  it("derives the family lists from KIND_INFO, in kind order", () => {
    expect(OBJECTIVE_KINDS).toEqual(EXERCISE_KINDS.slice(0, 17));
    expect(COMPOSITE_KINDS).toEqual(["multi-part", "mixed"]);
    expect(SPEAKING_KINDS).toEqual(EXERCISE_KINDS.slice(19, 35));
    expect(WRITING_KINDS).toEqual(["free-writing", "topic-writing", "listen-writing"]);
    expect(PART_KINDS).toEqual(EXERCISE_KINDS.filter((k) => k !== "multi-part" && k !== "mixed"));
  });
  it("derives the flag lists from KIND_INFO", () => {
    expect([...WHOLE_RESOURCE_KINDS]).toEqual(["pure-listening", "grammar-introduce"]);
    // pure listening moves on when its audio ends, recorded kinds when scored; the chat-bot posts once at the end
    expect([...SELF_ADVANCING_KINDS]).toEqual([
      "pure-listening",
      ...SPEAKING_KINDS.filter((k) => k !== "chat-bot"),
    ]);
    expect([...WRITTEN_ANSWER_KINDS]).toEqual([
      "ja-to-en-writing",
      "translate-fill-words",
      "free-writing",
      "topic-writing",
      "listen-writing",
    ]);
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
