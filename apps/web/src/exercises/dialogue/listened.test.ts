import { describe, expect, it } from "vitest";
import { DIALOGUE_LISTENED, dialogueAverages, isListened, isRecorded, listenedPayload } from "./listened.ts";
import { recordedAnswer } from "./test-harness.tsx";

describe("listened turns and dialogue averages", () => {
  it("posts another speaker's turn as a skipped answer with the listened marker", () => {
    const p = listenedPayload("d1");
    expect(p).toEqual({
      question_id: "d1",
      is_skipped: 1,
      total_score: 0,
      percent_score: 0,
      score: 0,
      practice_type: DIALOGUE_LISTENED,
    });
    expect(isListened(p)).toBe(true);
    expect(isRecorded(p)).toBe(false);
    expect(isListened({ question_id: "d1", is_skipped: 1 })).toBe(false);
    expect(isRecorded(recordedAnswer("d2", 3))).toBe(true);
  });

  it("averages only the student's own turns: listened turns are left out, an exam skip counts zero", () => {
    const avg = dialogueAverages([
      listenedPayload("d1"),
      recordedAnswer("d2", 4),
      listenedPayload("d3"),
      recordedAnswer("d4", 3),
    ]);
    expect(avg).toMatchObject({
      total_score: 3.5,
      integrity_score: 5,
      percent_score: 70,
      grade: "B",
      turns: 2,
    });
    const withSkip = dialogueAverages([recordedAnswer("d2", 4.5), { question_id: "d4", is_skipped: 1 }]);
    expect(withSkip).toMatchObject({ total_score: 2.25, percent_score: 45, grade: "C", turns: 2 });
    expect(dialogueAverages([recordedAnswer("d2", 4.5)]).grade).toBe("A");
    expect(dialogueAverages([listenedPayload("d1")])).toMatchObject({ total_score: 0, turns: 0 });
  });
});
