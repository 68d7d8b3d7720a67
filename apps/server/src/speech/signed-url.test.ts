import { describe, expect, it } from "vitest";
import { signSpeechUrl, verifySpeechUrl } from "./signed-url.ts";

const SECRET = "k3y";
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

function query(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

describe("signed speech URLs", () => {
  const url = signSpeechUrl(
    "wss://school.example/v3/speech/evaluate",
    { studentId: "st 7", ttlSeconds: 120 },
    SECRET,
    NOW,
  );

  it("carries the student, expiry and signature and verifies until it expires", () => {
    expect(url).toMatch(
      /^wss:\/\/school\.example\/v3\/speech\/evaluate\?student_id=st\+7&expires=\d+&signature=/,
    );
    expect(verifySpeechUrl(query(url), SECRET, NOW + 60_000)).toEqual({
      ok: true,
      studentId: "st 7",
      expires: NOW / 1000 + 120,
    });
    expect(verifySpeechUrl(query(url), SECRET, NOW + 121_000)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses tampering, other secrets and missing fields", () => {
    const q = query(url);
    expect(verifySpeechUrl({ ...q, student_id: "st 8" }, SECRET, NOW)).toMatchObject({ reason: "forged" });
    expect(verifySpeechUrl({ ...q, expires: String(Number(q.expires) + 3600) }, SECRET, NOW)).toMatchObject({
      reason: "forged",
    });
    expect(verifySpeechUrl(q, "other", NOW)).toMatchObject({ reason: "forged" });
    expect(verifySpeechUrl({ student_id: "x" }, SECRET, NOW)).toMatchObject({ reason: "missing" });
    expect(verifySpeechUrl({ ...q, expires: ["1", "2"] }, SECRET, NOW)).toMatchObject({ reason: "missing" });
  });

  it("signs the sign-in session: it is returned, and removing, changing or adding one breaks the signature", () => {
    const bound = query(
      signSpeechUrl(
        "wss://school.example/v3/speech/evaluate",
        { studentId: "7", ttlSeconds: 120, sessionId: 42 },
        SECRET,
        NOW,
      ),
    );
    expect(bound.session).toBe("42");
    expect(verifySpeechUrl(bound, SECRET, NOW)).toEqual({
      ok: true,
      studentId: "7",
      expires: NOW / 1000 + 120,
      sessionId: "42",
    });
    const { session: _dropped, ...unbound } = bound;
    expect(verifySpeechUrl(unbound, SECRET, NOW)).toMatchObject({ reason: "forged" });
    expect(verifySpeechUrl({ ...bound, session: "43" }, SECRET, NOW)).toMatchObject({ reason: "forged" });
    expect(verifySpeechUrl({ ...bound, session: "4 2" }, SECRET, NOW)).toMatchObject({ reason: "forged" });
    expect(verifySpeechUrl({ ...query(url), session: "42" }, SECRET, NOW)).toMatchObject({
      reason: "forged",
    });
  });

  it("rejects bad arguments when signing", () => {
    expect(() => signSpeechUrl("ws://x/", { studentId: "", ttlSeconds: 60 }, SECRET)).toThrow(RangeError);
    expect(() => signSpeechUrl("ws://x/", { studentId: "a", ttlSeconds: 0 }, SECRET)).toThrow(RangeError);
  });
});
