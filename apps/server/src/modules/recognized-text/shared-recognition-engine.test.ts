import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpeechPool } from "../../speech/index.ts";
import { TestAudio } from "../../speech/test-audio.ts";
import { buildTestApp, client, type TestApp } from "../../test/build-test-app.ts";
import { FAV_FIXTURE, writeFavouritesContent } from "../favourites/test-fixture.ts";
import { startSharedRecognition } from "./start.ts";

const base = process.env.DATABASE_URL;
const onPostgres = process.env.HIBIKI_TEST_DB === "pg" && Boolean(base);

async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/**
 * The real chain across roles on PostgreSQL: the recording is saved through a process without speech
 * (HIBIKI_ROLE=api: it only sends the job to the shared queue) and transcribed by one with the speech pool
 * (HIBIKI_ROLE=speech: it takes the job). Both sides are started on the test app; the sender is registered
 * last, so the answer's job goes through the queue. The queue lives in a database of its own.
 */
describe.skipIf(!onPostgres)("recognised text through the shared job queue", () => {
  let t: TestApp;
  let pool: SpeechPool;
  let work: string;
  let content: string;
  let mp3: Buffer;
  const jobsDb = `hibiki_jobs_${randomBytes(6).toString("hex")}`;
  const closers: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "hibiki-rt-engine-"));
    content = writeFavouritesContent();
    const audio = new TestAudio();
    const raw = audio.speak("We usually play soccer in the park after school.");
    audio.dispose();
    writeFileSync(join(work, "speech.raw"), raw);
    const wav = join(work, "speech.wav");
    execFileSync("sox", [
      "-t",
      "raw",
      "-r",
      "16000",
      "-c",
      "1",
      "-b",
      "16",
      "-e",
      "signed",
      join(work, "speech.raw"),
      wav,
    ]);
    // Like the browser's encoder: 16 kHz mono mp3.
    execFileSync("lame", ["--quiet", "-b", "32", wav, join(work, "speech.mp3")]);
    mp3 = readFileSync(join(work, "speech.mp3"));
    await admin(`CREATE DATABASE ${jobsDb}`);
    const jobsUrl = new URL(base as string);
    jobsUrl.pathname = `/${jobsDb}`;
    pool = await SpeechPool.start({ size: 1 });
    t = await buildTestApp({
      HIBIKI_CONTENT_DIR: content,
      HIBIKI_DATA_DIR: join(work, "data"),
      DATABASE_URL: jobsUrl.toString(),
    });
    const speech = await startSharedRecognition(t.app, pool);
    const api = await startSharedRecognition(t.app, null);
    closers.push(
      () => api.close(),
      () => speech.close(),
    );
  }, 120_000);
  afterAll(async () => {
    for (const close of closers) await close();
    await t?.close();
    await pool?.close();
    await admin(`DROP DATABASE IF EXISTS ${jobsDb} WITH (FORCE)`);
    rmSync(work, { recursive: true, force: true });
    rmSync(content, { recursive: true, force: true });
  });

  it("stores what the recogniser heard in the answer and the lookup returns it", async () => {
    const c = client(t.app);
    const token = await c.login("student1");
    const boundary = "----hibikiEngineBoundary";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`;
    const up = await t.app.inject({
      method: "POST",
      url: "/v3/upload/mp3",
      payload: Buffer.concat([Buffer.from(head), mp3, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${token}`,
      },
    });
    const sound = up.json().data.file as string;
    const saved = await c.postJson(
      "/v3/textbook/topic-answer-record",
      {
        res_code: FAV_FIXTURE.sentences.code,
        guid: "engine-1",
        item: { question_id: "s2", sound_file: sound, total_score: 4 },
      },
      token,
    );
    expect(saved.statusCode).toBe(200);
    const url = `/v3/textbook/textbook_recognize_text?question_id=s2&resource_id=${FAV_FIXTURE.sentences.id}`;
    let text = "";
    for (let i = 0; i < 120 && text === ""; i++) {
      await new Promise((r) => setTimeout(r, 250));
      text = (await c.get(url, token)).json().data.recognize_text;
    }
    const words = text.split(" ");
    expect(words.length).toBeGreaterThan(3);
    expect(words.filter((w) => ["soccer", "park", "school", "play"].includes(w)).length).toBeGreaterThan(1);
  }, 60_000);
});
