import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_FILE } from "../modules/feedback/images.ts";
import { EVALUATION_FILE, RECORDING_FILE } from "../modules/upload/file-kinds.ts";
import { insertFile } from "../modules/upload/repository.ts";
import { ENGINE_RESULT_FILE } from "../modules/writing/engine-file.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../test/build-test-app.ts";
import { createSchool, createStudent } from "../test/factories.ts";
import { type SignedFileKind, signExpiringFileUrl, signFileUrl } from "./signed-url.ts";

/** Every kind of signed file the app serves, with an id of that kind that names no stored file. */
const KINDS: Array<[string, SignedFileKind, string]> = [
  ["recording", RECORDING_FILE, "AAAAAAAAAAAAAAAAAAAAAA"],
  ["evaluation", EVALUATION_FILE, "hbk00000000000000ff"],
  ["writing result", ENGINE_RESULT_FILE, "AAAAAAAAAAAAAAAAAAAAAA"],
  ["feedback image", IMAGE_FILE, "AAAAAAAAAAAAAAAAAAAAAA.png"],
];

/** The link a page is given: the stored form, or for recordings and pictures one that expires. */
const linkOf = (kind: SignedFileKind, id: string, secret: string, now?: number) =>
  kind.expiring ? signExpiringFileUrl(kind, id, secret, now) : signFileUrl(kind, id, secret);

describe.skipIf(skipPg)("signed files: one route helper for every kind", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let secret: string;

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    secret = await t.app.secret();
  });
  afterAll(async () => {
    await t?.close();
  });

  for (const [label, kind, id] of KINDS) {
    it(`${label}: refuses a missing, tampered or foreign signature with 403 and a malformed name with 404`, async () => {
      const url = linkOf(kind, id, secret);
      const [front = "", sig = ""] = url.split("sig=");
      const path = front.split("?")[0] as string;
      const tampered = `${front}sig=${sig.slice(0, -2)}${sig.endsWith("AA") ? "BB" : "AA"}`;
      const foreign = linkOf(kind, id, "another-secret");
      for (const bad of [path, tampered, foreign, `${front}sig=`, `${front}sig=${sig}&sig=${sig}`]) {
        const r = await c.get(bad);
        expect(r.statusCode, bad).toBe(403);
        expect(r.json()).toMatchObject({ code: 403, message: "このファイルの URL は無効です。" });
      }
      // A valid signature of a file that is not stored: not found, in the envelope.
      const missing = await c.get(url);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        code: 404,
        message: `ファイルが見つかりません: ${path?.split("/").pop()}`,
      });
      const malformed = await c.get(`/v3/files/${kind.folder}/..%2Fsecret${kind.ext}?sig=${sig}`);
      expect(malformed.statusCode).toBe(404);
      expect(malformed.json()).toMatchObject({ code: 404 });
    });
  }

  it("a signature made for one kind does not open the same id under another kind", async () => {
    const id = "BBBBBBBBBBBBBBBBBBBBBB";
    const sig = signFileUrl(RECORDING_FILE, id, secret).split("?sig=")[1];
    expect((await c.get(`/v3/files/writing/${id}.json?sig=${sig}`)).statusCode).toBe(403);
    const link = signExpiringFileUrl(RECORDING_FILE, id, secret);
    expect((await c.get(link.replace("/rec/", "/feedback/").replace(".mp3", ".png"))).statusCode).toBe(403);
  });

  it("streams a stored file for a valid signature, with its headers and byte ranges", async () => {
    const id = "CCCCCCCCCCCCCCCCCCCCCC";
    const path = `rec/2026-11/${id}.mp3`;
    const bytes = Buffer.from("ID3 not really an mp3, but stored bytes all the same");
    await t.app.storage.put(path, bytes, "audio/mpeg");
    const schoolId = await createSchool(t.db, "signed files school");
    const student = await createStudent(t.db, { schoolId, username: "signed-files-student" });
    await insertFile(t.db, { id, student_id: student.id, school_id: schoolId, path, bytes: bytes.length });
    const url = signExpiringFileUrl(RECORDING_FILE, id, secret);
    const whole = await c.get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("audio/mpeg");
    // kept by this browser until the link ends, never by a shared cache
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(whole.headers["cache-control"]))?.[1]);
    expect(maxAge).toBeGreaterThan(3000);
    expect(maxAge).toBeLessThanOrEqual(3600);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await t.app.inject({ method: "GET", url, headers: { range: "bytes=0-2" } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe("ID3");
  });

  it("a recording's stored link and a link past its hour answer 403; a page gets a fresh link on each view", async () => {
    const id = "DDDDDDDDDDDDDDDDDDDDDD";
    const path = `rec/2026-11/${id}.mp3`;
    const bytes = Buffer.from("ID3 another stored recording");
    await t.app.storage.put(path, bytes, "audio/mpeg");
    const schoolId = await createSchool(t.db, "expiring links school");
    const student = await createStudent(t.db, { schoolId, username: "expiring-links-student" });
    await insertFile(t.db, { id, student_id: student.id, school_id: schoolId, path, bytes: bytes.length });
    const stored = await c.get(signFileUrl(RECORDING_FILE, id, secret));
    expect(stored.statusCode).toBe(403);
    expect(stored.json()).toMatchObject({ code: 403, message: "このファイルの URL は無効です。" });
    const old = await c.get(signExpiringFileUrl(RECORDING_FILE, id, secret, Date.now() - 3_700_000));
    expect(old.statusCode).toBe(403);
    expect(old.json()).toMatchObject({
      code: 403,
      message: "このリンクは期限切れです。ページを開き直してください。",
    });
    expect((await c.get(signExpiringFileUrl(RECORDING_FILE, id, secret))).statusCode).toBe(200);
  });
});
