import { describe, expect, it } from "vitest";
import {
  checkExpiringFileSig,
  fileIdOf,
  type SignedFileKind,
  signExpiringFileUrl,
  signFileUrl,
  signSpeechUrl,
  verifyFileSig,
  verifySpeechUrl,
} from "./signed-url.ts";

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

describe("signed file URLs", () => {
  const rec: SignedFileKind = { folder: "rec", ext: ".mp3", id: /^[A-Za-z0-9_-]{22}$/ };
  const evaluation: SignedFileKind = { folder: "eval", ext: ".xml", id: /^hbk[0-9a-f]{16}$/ };
  const writing: SignedFileKind = { folder: "writing", ext: ".json", id: /^[A-Za-z0-9_-]{22}$/ };
  const image: SignedFileKind = {
    folder: "feedback",
    ext: "",
    id: /^[A-Za-z0-9_-]{22}\.(jpg|png|gif|webp)$/,
  };
  const sigOf = (url: string) => url.split("?sig=")[1];

  it("keeps the URLs signed before the signing code was shared valid, byte for byte", () => {
    const S = "golden-secret";
    expect(signFileUrl(image, "AAAAAAAAAAAAAAAAAAAAAA.png", S)).toBe(
      "/v3/files/feedback/AAAAAAAAAAAAAAAAAAAAAA.png?sig=eehLEw7Ep2-ZYbEbfuL6Cq0k22Pxo0PHWo5F6f9r5HE",
    );
    expect(signFileUrl(rec, "BBBBBBBBBBBBBBBBBBBBBB", S)).toBe(
      "/v3/files/rec/BBBBBBBBBBBBBBBBBBBBBB.mp3?sig=Npon3pBrqjAgVN9R9CQUPvNE1YomDxteWtFjnc3hZfU",
    );
    expect(signFileUrl(evaluation, "hbk0123456789abcdef", S)).toBe(
      "/v3/files/eval/hbk0123456789abcdef.xml?sig=ZN9sb4KNSOQg4v_CIhro8xQOETirVW7mLBv14mDya5w",
    );
    expect(signFileUrl(writing, "CCCCCCCCCCCCCCCCCCCCCC", S)).toBe(
      "/v3/files/writing/CCCCCCCCCCCCCCCCCCCCCC.json?sig=JU6CtNk0aVEriVLvpjJnd1GqH1NPe9XAenjnR1two2w",
    );
    expect(
      signSpeechUrl(
        "wss://school.example/v3/speech/evaluate",
        { studentId: "8", ttlSeconds: 120, sessionId: 42 },
        S,
        1_700_000_000_000,
      ),
    ).toBe(
      "wss://school.example/v3/speech/evaluate?student_id=8&expires=1700000120&session=42&signature=QU7n7a9mcOfL8MfDRhHJd9XwYegIH8w6kXqcsNqQapg",
    );
  });

  it("verifies its own signature and refuses a tampered, missing, foreign or cross-kind one", () => {
    const id = "BBBBBBBBBBBBBBBBBBBBBB";
    const sig = sigOf(signFileUrl(rec, id, SECRET));
    expect(verifyFileSig(rec, id, sig, SECRET)).toBe(true);
    expect(verifyFileSig(rec, id, `${sig?.slice(0, -1)}A`, SECRET)).toBe(sig?.endsWith("A"));
    expect(verifyFileSig(rec, id, undefined, SECRET)).toBe(false);
    expect(verifyFileSig(rec, id, [sig], SECRET)).toBe(false);
    expect(verifyFileSig(rec, id, sig, "other")).toBe(false);
    expect(verifyFileSig(rec, "CCCCCCCCCCCCCCCCCCCCCC", sig, SECRET)).toBe(false);
    // The same id under another kind is another file: its signature differs.
    expect(verifyFileSig(writing, id, sig, SECRET)).toBe(false);
    expect(verifyFileSig(rec, "../x", sig, SECRET)).toBe(false);
  });

  it("reads the id out of a file name of its kind only", () => {
    expect(fileIdOf(rec, "BBBBBBBBBBBBBBBBBBBBBB.mp3")).toBe("BBBBBBBBBBBBBBBBBBBBBB");
    expect(fileIdOf(rec, "BBBBBBBBBBBBBBBBBBBBBB.xml")).toBeNull();
    expect(fileIdOf(rec, "..%2Fx.mp3")).toBeNull();
    expect(fileIdOf(image, "AAAAAAAAAAAAAAAAAAAAAA.webp")).toBe("AAAAAAAAAAAAAAAAAAAAAA.webp");
    expect(fileIdOf(image, "AAAAAAAAAAAAAAAAAAAAAA.svg")).toBeNull();
  });
});

describe("expiring file links (recordings and pictures of students)", () => {
  const REC: SignedFileKind = { folder: "rec", ext: ".mp3", id: /^[A-Za-z0-9_-]{22}$/, expiring: true };
  const ID = "AbCdEfGhIjKlMnOpQrStUv";
  const parts = (url: string) => Object.fromEntries(new URL(url, "http://x").searchParams);

  it("works for 55 to 60 minutes and is the same URL within five minutes", () => {
    const url = signExpiringFileUrl(REC, ID, SECRET, NOW + 61_000);
    expect(url).toMatch(/^\/v3\/files\/rec\/AbCdEfGhIjKlMnOpQrStUv\.mp3\?expires=\d+&sig=[\w-]+$/);
    expect(signExpiringFileUrl(REC, ID, SECRET, NOW + 299_000)).toBe(url);
    const left = Number(parts(url).expires) - (NOW + 61_000) / 1000;
    expect(left).toBeGreaterThan(3300);
    expect(left).toBeLessThanOrEqual(3600);
    expect(checkExpiringFileSig(REC, ID, parts(url), SECRET, NOW + 61_000)).toEqual({
      ok: true,
      secondsLeft: Math.round(left),
    });
  });

  it("is refused once it has expired, and for a forged, moved or stored-form signature", () => {
    const url = signExpiringFileUrl(REC, ID, SECRET, NOW);
    const q = parts(url);
    expect(checkExpiringFileSig(REC, ID, q, SECRET, NOW + 3_601_000)).toEqual({
      ok: false,
      reason: "expired",
    });
    const later = String(Number(q.expires) + 3600);
    expect(checkExpiringFileSig(REC, ID, { ...q, expires: later }, SECRET, NOW)).toEqual({
      ok: false,
      reason: "forged",
    });
    expect(checkExpiringFileSig(REC, "BbCdEfGhIjKlMnOpQrStUv", q, SECRET, NOW).ok).toBe(false);
    expect(checkExpiringFileSig(REC, ID, q, "other", NOW).ok).toBe(false);
    const stored = parts(signFileUrl(REC, ID, SECRET));
    expect(checkExpiringFileSig(REC, ID, stored, SECRET, NOW)).toEqual({ ok: false, reason: "forged" });
    expect(checkExpiringFileSig(REC, ID, { expires: "12e3", sig: q.sig }, SECRET, NOW).ok).toBe(false);
  });

  it("is refused when it claims more than an hour (a secret-era link cannot live for years)", () => {
    const far = signExpiringFileUrl(REC, ID, SECRET, NOW + 86_400_000);
    expect(checkExpiringFileSig(REC, ID, parts(far), SECRET, NOW)).toEqual({ ok: false, reason: "expired" });
  });
});
