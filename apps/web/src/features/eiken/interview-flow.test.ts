import { describe, expect, it } from "vitest";
import { cardShown, type InterviewCard, interviewFlow } from "./interview-flow.ts";

const card: InterviewCard = {
  grade: "3",
  card_id: "g3-x",
  title: "T",
  title_ja: "題",
  passage: "P.",
  passage_ja: "本文。",
  pictures: [],
  small_talk: [
    { examiner: "Hello.", examiner_ja: "こんにちは。" },
    { examiner: "What's your name?", examiner_ja: "お名前は？" },
  ],
  questions: [1, 2, 3, 4, 5].map((no) => ({
    no,
    after_turn: no >= 4,
    examiner: `Question ${no}?`,
    examiner_ja: `質問${no}`,
    prep_seconds: 0,
    answer_seconds: 20,
    model_answers: ["A.", "B."],
    ...(no === 5
      ? { follow_up: { if: "yes", examiner: "Please tell me more.", examiner_ja: "詳しく" } }
      : {}),
  })),
};

describe("the interview's flow", () => {
  it("runs small talk, 20 s of silent reading, the read-aloud, the questions and the closing", () => {
    const steps = interviewFlow(card);
    expect(steps.map((s) => s.type)).toEqual([
      "talk",
      "talk",
      "silent",
      "read",
      "question",
      "question",
      "question",
      "question",
      "question",
      "end",
    ]);
    expect(steps[2]).toMatchObject({ seconds: 20 });
    expect(
      steps.filter((s) => s.type === "question").map((s) => (s.type === "question" ? s.questionId : "")),
    ).toEqual(["q1", "q2", "q3", "q4", "q5"]);
    expect(steps[8]).toMatchObject({ followUp: { text: "Please tell me more." } });
  });

  it("shows the card from the silent reading until it is turned over before No.4", () => {
    const steps = interviewFlow(card);
    expect(steps.map((_, i) => cardShown(steps, i))).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
