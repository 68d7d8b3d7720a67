import { describe, expect, it } from "vitest";
import { canRecord, mapMicrophoneError, RecorderError, toRecorderError } from "./errors.ts";

const domError = (name: string) => Object.assign(new Error(`${name} happened`), { name });

describe("mapMicrophoneError", () => {
  it.each([
    ["NotAllowedError", "permission_not_opened"],
    ["AbortError", "recorder_startup_error"],
    ["NotFoundError", "recorder_startup_error"],
    ["SecurityError", "recorder_startup_error"],
    ["NotReadableError", "recorder_startup_error"],
    ["NotSupportedError", "browser_not_supported"],
    ["OverconstrainedError", "other_error"],
    ["TypeError", "other_error"],
  ])("maps %s to %s", (name, kind) => {
    expect(mapMicrophoneError(domError(name))).toBe(kind);
  });

  it("maps non-errors to other_error and keeps RecorderError kinds", () => {
    expect(mapMicrophoneError("boom")).toBe("other_error");
    expect(mapMicrophoneError(null)).toBe("other_error");
    expect(mapMicrophoneError(new RecorderError("browser_not_supported", "x"))).toBe("browser_not_supported");
  });

  it("wraps the cause with a message naming the kind", () => {
    const cause = domError("NotAllowedError");
    const wrapped = toRecorderError(cause);
    expect(wrapped.kind).toBe("permission_not_opened");
    expect(wrapped.message).toContain("NotAllowedError");
    expect(wrapped.cause).toBe(cause);
  });
});

describe("canRecord", () => {
  it("is false without getUserMedia (old browsers, plain http)", () => {
    const scope = {
      navigator: {},
      AudioContext: () => null,
      AudioWorkletNode: () => null,
    } as unknown as typeof globalThis;
    expect(canRecord(scope)).toBe(false);
  });
  it("is true when every API exists", () => {
    const scope = {
      navigator: { mediaDevices: { getUserMedia: () => null } },
      AudioContext: () => null,
      AudioWorkletNode: () => null,
    } as unknown as typeof globalThis;
    expect(canRecord(scope)).toBe(true);
  });
});
