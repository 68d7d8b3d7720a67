import { describe, expect, it } from "vitest";
import { SpeechError, speechErrorToast, toastKeyOf } from "./errors.ts";

describe("speech error toasts", () => {
  it.each([
    [28693, "paper_error"],
    [28682, "paper_error"],
    [30005, "paper_error"],
    [10002, "thread_not_enough"],
    [10004, "thread_not_enough"],
    [32101, "serve_error"],
    [1006, "network_error"],
    [10114, "other_error"],
    [10160, "other_error"],
    [0, "other_error"],
  ])("code %i shows %s", (code, key) => {
    expect(speechErrorToast(code)).toBe(key);
    expect(new SpeechError(code, "x").toastKey).toBe(key);
  });

  it("gives other_error for anything that is not a SpeechError", () => {
    expect(toastKeyOf(new Error("boom"))).toBe("other_error");
    expect(toastKeyOf(new SpeechError(10004, "busy", "sid1"))).toBe("thread_not_enough");
  });
});
