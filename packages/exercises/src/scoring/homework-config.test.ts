import { describe, expect, it } from "vitest";
import { HomeworkConfigSchema, toHomeworkSwitches } from "./homework-config.ts";

describe("HomeworkConfigSchema / toHomeworkSwitches", () => {
  it("defaults every switch on and required_times to 0", () => {
    const cfg = HomeworkConfigSchema.parse({});
    expect(cfg.required_times).toBe(0);
    expect(toHomeworkSwitches(cfg)).toEqual({
      switchTranslation: true,
      switchSubtitle: true,
      switchSampleAnswer: true,
      switchAnswerTips: true,
      switchSpeechSpeed: true,
    });
  });
  it("maps 0 to off", () => {
    const cfg = HomeworkConfigSchema.parse({
      translation: 0,
      subtitle: 1,
      sample_answer: 0,
      answer_tips: false,
      speech_speed: 0,
      required_times: 2,
    });
    expect(toHomeworkSwitches(cfg)).toEqual({
      switchTranslation: false,
      switchSubtitle: true,
      switchSampleAnswer: false,
      switchAnswerTips: false,
      switchSpeechSpeed: false,
    });
  });
  it.each([[{ translation: 2 }], [{ required_times: -1 }], [{ subtitle: "yes" }]])("rejects %j", (bad) => {
    expect(HomeworkConfigSchema.safeParse(bad).success).toBe(false);
  });
});
