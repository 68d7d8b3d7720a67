import { describe, expect, it } from "vitest";
import { loadEvaluationUrl } from "./load-url.ts";

describe("loadEvaluationUrl", () => {
  it("returns the URL on the first success", async () => {
    let calls = 0;
    const url = await loadEvaluationUrl(async () => {
      calls++;
      return "wss://speech.example/v3/speech/evaluate?auth=abc";
    });
    expect(url).toContain("auth=abc");
    expect(calls).toBe(1);
  });

  it("retries once after a failure", async () => {
    let calls = 0;
    const url = await loadEvaluationUrl(async () => {
      if (++calls === 1) throw new Error("network down");
      return "ws://127.0.0.1:8080/v3/speech/evaluate";
    });
    expect(url).toMatch(/^ws:/);
    expect(calls).toBe(2);
  });

  it("gives up after the retry with the last error, so the failure screen shows", async () => {
    let calls = 0;
    await expect(
      loadEvaluationUrl(async () => {
        calls++;
        throw new Error(`fail ${calls}`);
      }),
    ).rejects.toThrow("fail 2");
    expect(calls).toBe(2);
  });

  it("treats an empty or non-socket URL as a failure", async () => {
    await expect(loadEvaluationUrl(async () => "")).rejects.toThrow(/no socket URL/);
    await expect(loadEvaluationUrl(async () => "https://example.com")).rejects.toThrow(/no socket URL/);
  });
});
