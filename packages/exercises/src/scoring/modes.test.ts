import { describe, expect, it } from "vitest";
import { isHomeworkQuery, modeVisibility } from "./modes.ts";

describe("modeVisibility", () => {
  it("practice shows everything except skip", () => {
    const v = modeVisibility("practice");
    expect(v.switches).toEqual({
      translation: true,
      subtitle: true,
      sampleAnswer: true,
      tips: true,
      speed: true,
    });
    expect(v).toMatchObject({
      skipButton: false,
      feedbackButton: true,
      sidebarClickable: true,
      backNavigation: true,
      dialogueRole: "choose",
      advance: "on-right",
    });
  });
  it("exam hides switches, feedback and sample answers and shows skip", () => {
    const v = modeVisibility("exam");
    expect(Object.values(v.switches).every((s) => s === false)).toBe(true);
    expect(v).toMatchObject({
      skipButton: true,
      feedbackButton: false,
      sampleAnswers: false,
      answerFeedback: false,
      advance: "immediate",
      resultWhenAllPractised: false,
    });
  });
  it("review hides subtitle and language switches only", () => {
    const v = modeVisibility("review");
    expect(v.switches).toEqual({
      translation: false,
      subtitle: false,
      sampleAnswer: true,
      tips: true,
      speed: true,
    });
    expect(v.resultWhenAllPractised).toBe(false);
  });
  it("homework: role all, no back, sidebar disabled, config switch-offs", () => {
    const v = modeVisibility("homework", {
      homework: { switchTranslation: false, switchSpeechSpeed: false, switchSampleAnswer: false },
    });
    expect(v.switches).toEqual({
      translation: false,
      subtitle: true,
      sampleAnswer: false,
      tips: true,
      speed: false,
    });
    expect(v).toMatchObject({
      dialogueRole: "all",
      backNavigation: false,
      sidebarClickable: false,
      sampleAnswers: false,
      resultWhenAllPractised: true,
    });
  });
  it("homework switches are ignored outside homework", () => {
    expect(modeVisibility("practice", { homework: { switchTranslation: false } }).switches.translation).toBe(
      true,
    );
  });
  it("paper hides back navigation", () => {
    expect(modeVisibility("paper")).toMatchObject({
      backNavigation: false,
      sidebarClickable: true,
      resultWhenAllPractised: false,
    });
  });
  it("flags turn parts off in any mode", () => {
    const v = modeVisibility("practice", {
      flags: { tips: false, lastResultLink: false, feedbackButton: false },
    });
    expect(v.switches.tips).toBe(false);
    expect(v.lastResultLink).toBe(false);
    expect(v.feedbackButton).toBe(false);
  });
});

describe("isHomeworkQuery", () => {
  it.each([
    [{ homework_id: "3", topic_id: "9" }, true],
    [{ homework_id: "3" }, false],
    [{ homework_id: "", topic_id: "9" }, false],
    [{}, false],
  ])("%j → %s", (q, want) => expect(isHomeworkQuery(q)).toBe(want));
});
