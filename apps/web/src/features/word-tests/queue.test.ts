import type { WordQuizItem } from "@hibiki/contracts";
import { describe, expect, it } from "vitest";
import { advanceQueue, clock, currentItem, isPlayableType, startQueue } from "./queue.ts";

const item = (id: string, test_type: WordQuizItem["test_type"] = "typing"): WordQuizItem => ({
  question_id: id,
  index: 0,
  test_type,
  screen_text: `meaning of ${id}`,
  options: [],
  audio_url: "",
});

describe("word-test queue", () => {
  it("asks every exam item once, even when answered wrong", () => {
    let q = startQueue([item("a"), item("b")]);
    q = advanceQueue(q, "exam", false);
    expect(currentItem(q)?.question_id).toBe("b");
    q = advanceQueue(q, "exam", false);
    expect(currentItem(q)).toBeNull();
  });

  it("repeats a wrong item in wrong-topic mode until it is right", () => {
    let q = startQueue([item("a"), item("b")]);
    q = advanceQueue(q, "wrong", false); // a wrong → a again at the end
    q = advanceQueue(q, "wrong", true); // b right
    expect(currentItem(q)?.question_id).toBe("a");
    q = advanceQueue(q, "wrong", false);
    expect(currentItem(q)?.question_id).toBe("a");
    q = advanceQueue(q, "wrong", true);
    expect(currentItem(q)).toBeNull();
  });

  it("leaves reading items out and refuses reading-only tests without speech", () => {
    const q = startQueue([item("r", "reading"), item("c", "choose")], false);
    expect(q.items.map((i) => i.question_id)).toEqual(["c"]);
    expect(isPlayableType(4, false)).toBe(false);
    expect(isPlayableType(5, false)).toBe(true);
  });

  it("keeps reading items when speech is available", () => {
    const q = startQueue([item("r", "reading"), item("c", "choose")], true);
    expect(q.items.map((i) => i.question_id)).toEqual(["r", "c"]);
    expect(isPlayableType(4, true)).toBe(true);
  });

  it("formats the time left", () => {
    expect(clock(245)).toBe("4:05");
    expect(clock(-3)).toBe("0:00");
    expect(clock(3725)).toBe("1:02:05");
  });
});
