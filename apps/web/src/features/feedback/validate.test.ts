import { FEEDBACK_LIMITS } from "@hibiki/contracts";
import { describe, expect, it } from "vitest";
import { feedbackFields, feedbackProblem, hasUnsavedInput, imageProblem } from "./validate.ts";

const png = (size = 1000) => new File([new Uint8Array(size)], "a.png", { type: "image/png" });
const draft = (over: Partial<Parameters<typeof feedbackProblem>[0]> = {}) => ({
  options: [],
  description: "The audio of item 3 stops early.",
  images: [],
  ...over,
});

describe("resource feedback validation", () => {
  it.each([
    ["empty", "", "feedback.err_description_required"],
    ["only spaces", "   \n ", "feedback.err_description_required"],
    ["1001 chars", "a".repeat(1001), "feedback.err_description_long"],
  ])("refuses a description that is %s", (_n, description, key) => {
    expect(feedbackProblem(draft({ description }))).toBe(key);
  });

  it("accepts exactly 1000 characters once trimmed", () => {
    expect(feedbackProblem(draft({ description: `  ${"あ".repeat(1000)}  ` }))).toBeNull();
  });

  it("allows 9 images and refuses a tenth", () => {
    const nine = Array.from({ length: 9 }, () => png());
    expect(feedbackProblem(draft({ images: nine }))).toBeNull();
    expect(feedbackProblem(draft({ images: [...nine, png()] }))).toBe("feedback.err_images_many");
  });

  it("checks image type and size", () => {
    expect(imageProblem({ type: "application/pdf", size: 10 })).toBe("feedback.err_image_type");
    expect(imageProblem({ type: "image/png", size: FEEDBACK_LIMITS.imageMaxBytes + 1 })).toBe(
      "feedback.err_image_size",
    );
    expect(imageProblem({ type: "image/jpeg", size: 0 })).toBe("feedback.err_image_size");
    expect(imageProblem({ type: "image/jpeg", size: 2000 })).toBeNull();
  });

  it("sends the chosen options and the trimmed description", () => {
    expect(
      feedbackFields(draft({ options: ["audio", "text"], description: " broken \n" }), "tb-1", "q3"),
    ).toEqual({
      options: "audio,text",
      content: "broken",
      question_id: "q3",
      resource_code: "tb-1",
      client_name: "web",
    });
  });

  it("knows when the form has unsaved input", () => {
    expect(hasUnsavedInput({ options: [], description: "  ", images: [] })).toBe(false);
    expect(hasUnsavedInput({ options: ["a"], description: "", images: [] })).toBe(true);
    expect(hasUnsavedInput({ options: [], description: "", images: [png()] })).toBe(true);
  });
});
