import { ResourceSchema } from "@hibiki/exercises";
import { describe, expect, it } from "vitest";
import { findOpenItem } from "./open-item.ts";

const RUBRIC = { elements: [{ id: "pet", ja: "ペット", en: "a pet", match: [["dog|cat"]] }] };

// Original items written for this test.
const resource = ResourceSchema.parse({
  res_code: "t-open",
  res_id: 1,
  res_title: "t",
  res_version: 1,
  res_level: "jh1",
  kind: "speaking-multi-step",
  items: [
    {
      index: 0,
      question_id: "sm-1",
      sample_answer: "I have a dog.",
      progress: [
        { type: "audio", audio_path: "q.mp3", subtitle_en: "Do you have a pet?" },
        { type: "record", category: "free", open_answer: RUBRIC, max_record_time: 25 },
      ],
    },
    {
      index: 1,
      question_id: "sm-2",
      progress: [
        {
          type: "record",
          question_id: "sm-2-step",
          category: "free",
          open_answer: RUBRIC,
          answer: [{ sample_answer: "My cat is white." }],
        },
      ],
    },
  ],
});

describe("finding the open item of a socket", () => {
  it("finds a step without its own id under its item's id, with the item's question and sample", () => {
    const item = findOpenItem(resource, "sm-1");
    expect(item?.rubric.elements[0]?.id).toBe("pet");
    expect(item?.texts).toContain("Do you have a pet?");
    expect(item?.samples).toEqual(["I have a dog."]);
    expect(item?.level).toBe("jh1");
    // The step's record time limits the socket's audio (socket-limits.openAudioBytes).
    expect(item?.recordMaxTime).toBe(25);
    expect(findOpenItem(resource, "sm-2-step")?.recordMaxTime).toBeUndefined();
  });

  it("finds a step by its own id and prefers its own samples; refuses ids that name nothing open", () => {
    expect(findOpenItem(resource, "sm-2-step")?.samples).toEqual(["My cat is white."]);
    expect(findOpenItem(resource, "sm-2")).toBeUndefined();
    expect(findOpenItem(resource, "nope")).toBeUndefined();
  });
});
