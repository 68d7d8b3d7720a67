import { SpeechClientFrameSchema, SpeechFirstFrameSchema } from "@hibiki/contracts/ws/speech";
import { describe, expect, it } from "vitest";
import { base64ToPcm, pcmToBase64 } from "../recorder/pcm.ts";
import { buildAudioFrame, buildFirstFrame, buildLastFrame, iseText } from "./frames.ts";

describe("ISE frames", () => {
  it("first frame has status 0, the category and the BOM-prefixed text, and passes the contract", () => {
    const frame = buildFirstFrame({ text: "I walk to school.", category: "read_sentence" });
    expect(SpeechFirstFrameSchema.parse(frame)).toBeTruthy();
    expect(frame.data.status).toBe(0);
    expect(frame.business).toMatchObject({
      cmd: "ssb",
      category: "read_sentence",
      ent: "en_vip",
      aue: "raw",
    });
    expect(frame.business.text).toBe("\uFEFF[content]\nI walk to school.");
  });

  it("an open answer names the item answered and sends its task as is (possibly empty)", () => {
    const item = { res_code: "skillup-pd-01", question_id: "pd1" };
    const frame = buildFirstFrame({ text: " Describe the picture. ", category: "open_answer", item });
    expect(SpeechFirstFrameSchema.parse(frame).business.item).toEqual(item);
    expect(frame.business).toMatchObject({ category: "open_answer", text: "Describe the picture.", item });
    const empty = buildFirstFrame({ text: "", category: "open_answer", item });
    expect(empty.business.text).toBe("");
  });

  it("never names an item for a reading", () => {
    const item = { res_code: "r", question_id: "q" };
    const frame = buildFirstFrame({ text: "I walk.", category: "read_chapter", item });
    expect(frame.business.item).toBeUndefined();
    expect(frame.business.text).toBe("\uFEFF[content]\nI walk.");
  });

  it("puts one word per line for word reading", () => {
    expect(iseText(" apple  banana\ncherry ", "read_word")).toBe("\uFEFF[word]\napple\nbanana\ncherry");
  });

  it("middle frames carry base64 PCM with status 1 and ISE's audio position", () => {
    const chunk = Int16Array.from([0, 1000, -1000, 32767]);
    const first = buildAudioFrame(pcmToBase64(chunk), true);
    const later = buildAudioFrame(pcmToBase64(chunk), false);
    expect(SpeechClientFrameSchema.parse(first)).toBeTruthy();
    expect(first).toMatchObject({ business: { cmd: "auw", aus: 1 }, data: { status: 1 } });
    expect(later.business?.aus).toBe(2);
    expect(base64ToPcm(String(first.data.data))).toEqual(chunk);
  });

  it("last frame has status 2 and no audio", () => {
    const last = buildLastFrame();
    expect(SpeechClientFrameSchema.parse(last)).toBeTruthy();
    expect(last).toEqual({ business: { cmd: "auw", aus: 4 }, data: { status: 2, data: "" } });
  });

  it("serialises to JSON that the contract still accepts after a round trip", () => {
    const frame = JSON.parse(
      JSON.stringify(buildFirstFrame({ text: "Hello", category: "read_word", appId: "abc" })),
    );
    expect(SpeechClientFrameSchema.parse(frame)).toMatchObject({ common: { app_id: "abc" } });
  });
});
