import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { S3Storage } from "../../storage/s3-storage.ts";
import { readStored } from "../../storage/storage.ts";
import { parseStorageUrl } from "../../storage/storage-url.ts";
import { startTestS3, type TestS3Server } from "../../storage/test-s3-server.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool } from "../../test/factories.ts";
import { makeToneRecording } from "../../test/tone-recording.ts";
import { FAV_FIXTURE, writeFavouritesContent } from "../favourites/test-fixture.ts";
import { BackgroundRecognizer, setBackgroundRecognizer } from "../recognized-text/background.ts";
import { decodeStoredMp3, lameAvailable } from "../recognized-text/decode-mp3.ts";
import { storeTestEvaluation } from "./test-evaluation.ts";

const S = FAV_FIXTURE.sentences;

/**
 * The whole life of a recording with HIBIKI_STORAGE_URL pointing at a local S3-compatible server (s3rver):
 * upload, playback through the signed URL (whole, ranged, past the end), an answer naming it, its
 * transcription by the background recogniser, and a kept evaluation, with nothing written to the local folder.
 */
describe.skipIf(skipPg)("recordings in S3-compatible storage", () => {
  let s3: TestS3Server;
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let work: string;
  let content: string;
  let dataDir: string;
  let mp3: Buffer;
  let me: string;
  let meId: number;
  /** the bucket seen without the app's prefix */
  let bucket: S3Storage;

  const upload = (data: Buffer, token = me) => {
    const boundary = "----hibikiS3Boundary";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`;
    return t.app.inject({
      method: "POST",
      url: "/v3/upload/mp3",
      payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${token}`,
      },
    });
  };

  beforeAll(async () => {
    s3 = await startTestS3();
    vi.stubEnv("AWS_ACCESS_KEY_ID", s3.credentials.accessKeyId);
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", s3.credentials.secretAccessKey);
    vi.stubEnv("AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED", "true");
    work = mkdtempSync(join(tmpdir(), "hibiki-s3-upload-"));
    ({ mp3 } = makeToneRecording(work));
    dataDir = join(work, "data");
    content = writeFavouritesContent();
    t = await buildTestApp({
      HIBIKI_DATA_DIR: dataDir,
      HIBIKI_CONTENT_DIR: content,
      HIBIKI_STORAGE_URL: s3.storageUrl("school-1"),
    });
    c = client(t.app);
    const school = await createTestSchool(t);
    meId = school.student.id;
    me = await school.student.signIn();
    bucket = await S3Storage.open(parseStorageUrl(s3.storageUrl("")));
  });
  afterAll(async () => {
    setBackgroundRecognizer(t.db, null);
    await t?.close();
    await bucket?.close();
    await s3?.close();
    vi.unstubAllEnvs();
    rmSync(work, { recursive: true, force: true });
    rmSync(content, { recursive: true, force: true });
  });

  it("stores the upload in the bucket and plays it back from the signed URL, whole and by range", async () => {
    expect(t.app.storage.describe).toMatch(/^s3:\/\/hibiki-test\/school-1 at http:\/\/127\.0\.0\.1:\d+$/);
    const r = await upload(mp3);
    expect(r.statusCode).toBe(200);
    const url: string = r.json().data.file;
    const row = await t.db.one<{ path: string }>("SELECT path FROM files WHERE kind = 'rec'");
    expect(row?.path).toMatch(/^rec\/\d{4}-\d{2}\/[A-Za-z0-9_-]{22}\.mp3$/);
    expect((await readStored(bucket, `school-1/${row?.path}`, 1e7))?.equals(mp3)).toBe(true);
    // Nothing went to the local folder.
    const local = existsSync(join(dataDir, "files"))
      ? readdirSync(join(dataDir, "files"), { recursive: true })
      : [];
    expect(local).toEqual([]);

    const play = await t.app.inject({ method: "GET", url });
    expect(play.statusCode).toBe(200);
    expect(play.headers["content-type"]).toBe("audio/mpeg");
    expect(play.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
    expect(play.headers["accept-ranges"]).toBe("bytes");
    expect(Number(play.headers["content-length"])).toBe(mp3.length);
    expect(play.rawPayload.equals(mp3)).toBe(true);

    const head = await t.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers["content-length"])).toBe(mp3.length);
    expect(head.rawPayload.length).toBe(0);

    const ranged = await t.app.inject({ method: "GET", url, headers: { range: "bytes=100-199" } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers["content-range"]).toBe(`bytes 100-199/${mp3.length}`);
    expect(ranged.rawPayload.equals(mp3.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: "GET", url, headers: { range: "bytes=-10" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(mp3.subarray(mp3.length - 10))).toBe(true);

    const past = await t.app.inject({ method: "GET", url, headers: { range: `bytes=${mp3.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${mp3.length}`);
    expect(past.json()).toMatchObject({ code: 416, data: { error_key: "bad_request" } });
    // A malformed range is ignored: the whole file.
    const odd = await t.app.inject({ method: "GET", url, headers: { range: "bytes=9-2" } });
    expect(odd.statusCode).toBe(200);
    expect(odd.rawPayload.length).toBe(mp3.length);
  });

  it("answers 404 in the envelope when the object is gone from the bucket, and 403 for a forged link", async () => {
    const url: string = (await upload(mp3)).json().data.file;
    const id = /rec\/([^.]+)\.mp3/.exec(url)?.[1];
    const row = await t.db.one<{ path: string }>("SELECT path FROM files WHERE id = $1", [id]);
    await bucket.delete(`school-1/${row?.path}`);
    for (const range of [undefined, "bytes=0-9"]) {
      const gone = await t.app.inject({ method: "GET", url, headers: range ? { range } : {} });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ code: 404, data: { error_key: "not_found" } });
    }
    const forged = url.replace(/sig=.{4}/, "sig=AAAA");
    expect((await t.app.inject({ method: "GET", url: forged })).statusCode).toBe(403);
  });

  it("keeps an answer naming the recording, and the recogniser reads it from the bucket", async () => {
    if (!(await lameAvailable())) throw new Error("lame is needed to decode the stored mp3");
    const heard: number[] = [];
    const recognizer = new BackgroundRecognizer(t.db, {
      recognize: async (pcm) => {
        heard.push(pcm.length);
        return "the lake is calm";
      },
      decode: (key) => decodeStoredMp3(t.app.storage, key),
      idle: () => true,
      log: t.app.log,
    });
    setBackgroundRecognizer(t.db, recognizer);
    const sound: string = (await upload(mp3)).json().data.file;
    const saved = await c.postJson(
      "/v3/textbook/topic-answer-record",
      {
        res_code: S.code,
        guid: "s3-answer-1",
        item: { question_id: "s1", sound_file: sound, total_score: 3 },
      },
      me,
    );
    expect(saved.statusCode).toBe(200);
    await recognizer.drained();
    // A 1 s tone decodes to about 1 s of 16 kHz 16-bit PCM.
    expect(heard).toHaveLength(1);
    expect(heard[0]).toBeGreaterThan(28_000);
    const text = await c.get(`/v3/textbook/textbook_recognize_text?question_id=s1&resource_id=${S.id}`, me);
    expect(text.json().data.recognize_text).toBe("the lake is calm");
    recognizer.close();
  });

  it("keeps speech evaluations in the bucket and serves them at their signed URL", async () => {
    const studentId = meId;
    const url = await storeTestEvaluation(t.app, studentId, { text: "the lake is calm", total: 4.2 });
    const sid = /eval\/(hbk[0-9a-f]+)\.xml/.exec(url)?.[1];
    expect(await bucket.head(`school-1/eval/${sid}.xml`)).toMatchObject({
      contentType: "application/xml; charset=utf-8",
    });
    const r = await t.app.inject({ method: "GET", url });
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(r.body).toContain("the lake is calm");
  });
});
