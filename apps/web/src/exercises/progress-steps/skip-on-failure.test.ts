import { RecorderError } from "@web/lib/recorder/index.ts";
import { SpeechError } from "@web/lib/speech/index.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServices } from "../speaking/test-harness.tsx";
import { isCancellation, reportFailures } from "./skip-on-failure.ts";

afterEach(() => vi.useRealTimers());

const options = { url: "ws://x", text: "Hello.", category: "read_sentence" as const, maxTimeMs: 1000 };

describe("reportFailures", () => {
  it("tells of a failed evaluation after the cycle has handled it", async () => {
    vi.useFakeTimers();
    const { services, seen } = fakeServices();
    const onFailed = vi.fn();
    const wrapped = reportFailures(services, onFailed);
    await wrapped.startSession(options);
    const error = new SpeechError(30005, "paper");
    seen.sessions[0]!.fail(error);
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailed).toHaveBeenCalledWith(error);
  });

  it("tells of an unreachable evaluation service", async () => {
    vi.useFakeTimers();
    const { services } = fakeServices();
    const onFailed = vi.fn();
    const wrapped = reportFailures(
      { ...services, loadSocketUrl: () => Promise.reject(new Error("503")) },
      onFailed,
    );
    await expect(wrapped.loadSocketUrl()).rejects.toThrow("503");
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it("stays silent for cancellations and microphone start failures", async () => {
    vi.useFakeTimers();
    const onFailed = vi.fn();
    const ok = fakeServices();
    await reportFailures(ok.services, onFailed).startSession(options);
    ok.seen.sessions[0]!.fail(new Error("recording cancelled"));
    const denied = fakeServices({ startError: new RecorderError("permission_not_opened", "denied") });
    await expect(reportFailures(denied.services, onFailed).startSession(options)).rejects.toThrow("denied");
    await vi.advanceTimersByTimeAsync(10);
    expect(onFailed).not.toHaveBeenCalled();
  });
});

describe("isCancellation", () => {
  it("recognises the session's own cancellation errors only", () => {
    expect(isCancellation(new Error("recording cancelled"))).toBe(true);
    expect(isCancellation(new SpeechError(0, "evaluation cancelled"))).toBe(true);
    expect(isCancellation(new SpeechError(1006, "closed"))).toBe(false);
    expect(isCancellation(new RecorderError("other_error", "x"))).toBe(false);
    expect(isCancellation("nope")).toBe(false);
  });
});
