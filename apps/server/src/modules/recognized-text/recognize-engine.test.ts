import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpeechPool } from "../../speech/index.ts";
import { buildTestApp, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { writeFavouritesContent } from "../favourites/test-fixture.ts";
import type { BackgroundRecognizer } from "./background.ts";
import { startBackgroundRecognition } from "./start.ts";
import { answerAndHear, HEARD_WORDS, spokenMp3 } from "./test-engine-flow.ts";

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
    mp3 = spokenMp3(work);
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
    const text = await answerAndHear(t.app, mp3);
    const words = text.split(" ");
    expect(words.length).toBeGreaterThan(3);
    expect(words.filter((w) => HEARD_WORDS.includes(w)).length).toBeGreaterThan(1);
  }, 60_000);
});
