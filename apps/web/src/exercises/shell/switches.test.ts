import { describe, expect, it } from "vitest";
import { relevantSwitches } from "./switches.ts";

const NONE = { translation: false, subtitle: false, sampleAnswer: false, tips: false, speed: false };

describe("relevantSwitches", () => {
  it("offers the switches an item's own fields call for", () => {
    expect(relevantSwitches({ screen_jp_text: "猫", audio_file: "a.mp3", hint_jp: "ヒント" }, {})).toEqual({
      translation: true,
      subtitle: true,
      sampleAnswer: false,
      tips: true,
      speed: true,
    });
    expect(relevantSwitches({ screen_en_text: "A cat." }, {})).toEqual(NONE);
    expect(relevantSwitches(null, {})).toEqual(NONE);
  });

  it("looks into the progress steps of narration and speaking multi-step items", () => {
    const item = {
      progress: [
        { type: "audio", audio_path: "n/1.mp3", subtitle_en: "Listen.", subtitle_jp: "聞きましょう。" },
        { type: "record", answer: [{ sample_answer: "I like it.", translation: "好きです。" }] },
      ],
    };
    expect(relevantSwitches(item, {})).toEqual({
      translation: true,
      subtitle: true,
      sampleAnswer: true,
      tips: false,
      speed: true,
    });
  });

  it("looks into every part of an integrated item", () => {
    const item = {
      part_items: [
        { part_type: "init", part_info: { title: "Our town" } },
        { part_type: "reading", progress: [{ type: "wait", time: 3 }] },
        {
          part_type: "speaking",
          progress: [
            { type: "audio", audio_path: "q.mp3" },
            { type: "record", answer: [{ sample_answer: "Yes." }] },
          ],
        },
      ],
    };
    expect(relevantSwitches(item, {})).toMatchObject({
      translation: false,
      subtitle: true,
      sampleAnswer: true,
      speed: true,
    });
  });

  it("offers translation for Japanese step texts and part titles, not for a Japanese-only instruction", () => {
    const withText = {
      progress: [{ type: "wait", screen_en_text: "Read it.", screen_jp_text: "読みましょう。" }],
    };
    const instructionOnly = { progress: [{ type: "wait", screen_jp_text: "準備しましょう。" }] };
    const partTitle = { part_items: [{ part_type: "init", part_info: { title: "Town", title_jp: "町" } }] };
    expect(relevantSwitches(withText, {}).translation).toBe(true);
    expect(relevantSwitches(instructionOnly, {}).translation).toBe(false);
    expect(relevantSwitches(partTitle, {}).translation).toBe(true);
  });

  it("offers subtitles for English subtitles without audio, and ignores malformed steps", () => {
    expect(relevantSwitches({ progress: [{ type: "audio", subtitle_en: "Hello." }] }, {})).toMatchObject({
      subtitle: true,
      speed: false,
    });
    expect(relevantSwitches({ progress: "x", part_items: [null, 3, { progress: [null] }] }, {})).toEqual(
      NONE,
    );
  });
});
