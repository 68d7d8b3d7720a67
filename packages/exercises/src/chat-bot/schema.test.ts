import { describe, expect, it } from "vitest";
import { ChatBotAnswerSchema, ChatBotItemSchema } from "./schema.ts";

const turn = {
  question_id: "35-0",
  recognize_text: "I like tennis",
  answer_index: 0,
  sound_file: "/r/1.mp3",
};

describe("chat-bot answer", () => {
  it("keeps the conversation's turns with the spec's payload fields", () => {
    const parsed = ChatBotAnswerSchema.parse({
      question_id: "35",
      recognize_text: "I like tennis",
      answer_result: [0],
      total_score: 5,
      sound_file: "/r/1.mp3",
      record_duration: 1.5,
      turns: [turn, { ...turn, question_id: "35-1", answer_index: 1, fallback: 1 }],
    });
    expect(parsed.turns?.map((t) => [t.question_id, t.answer_index, t.fallback])).toEqual([
      ["35-0", 0, undefined],
      ["35-1", 1, 1],
    ]);
  });

  it.each([
    ["no recognize_text", { question_id: "35", turns: [turn] }],
    [
      "a turn without its question",
      { question_id: "35", recognize_text: "", turns: [{ ...turn, question_id: "" }] },
    ],
    ["a negative option", { question_id: "35", recognize_text: "", turns: [{ ...turn, answer_index: -1 }] }],
    ["too many turns", { question_id: "35", recognize_text: "", turns: Array(51).fill(turn) }],
  ])("rejects %s", (_name, answer) => {
    expect(ChatBotAnswerSchema.safeParse(answer).success).toBe(false);
  });

  it("accepts a skipped conversation without recognised text", () => {
    expect(ChatBotAnswerSchema.safeParse({ question_id: "35", is_skipped: 1 }).success).toBe(true);
  });

  it("rejects an option pointing at a missing question", () => {
    const item = {
      index: 0,
      question_id: "9",
      question_items: [
        { index: 0, question_id: "9-0", screen_text: "Hi!", options: [{ content: "Hi.", child_index: 4 }] },
      ],
    };
    expect(ChatBotItemSchema.safeParse(item).success).toBe(false);
  });
});
