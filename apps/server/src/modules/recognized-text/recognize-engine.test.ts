import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpeechPool } from "../../speech/index.ts";
import { TestAudio } from "../../speech/test-audio.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { FAV_FIXTURE, writeFavouritesContent } from "../favourites/test-fixture.ts";
import type { BackgroundRecognizer } from "./background.ts";
import { startBackgroundRecognition } from "./start.ts";

/**
 * The real chain with the offline engine: an mp3 recording is uploaded and saved with an answer, then
 * decoded with lame and recognised by a pocketsphinx worker in the background.
 */
describe.skipIf(skipPg)("recognised text with the speech engine", () => {
  let t: TestApp;
  let pool: SpeechPool;
  let recognizer: BackgroundRecognizer | null = null;
  let work: string;
  let content: string;
  let mp3: Buffer;

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
    pool = await SpeechPool.start({ size: 1 });
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: content, HIBIKI_DATA_DIR: join(work, "data") });
    recognizer = await startBackgroundRecognition(t.app, pool);
    expect(recognizer).not.toBeNull();
  }, 120_000);
  afterAll(async () => {
    recognizer?.close();
    await t?.close();
    await pool?.close();
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
