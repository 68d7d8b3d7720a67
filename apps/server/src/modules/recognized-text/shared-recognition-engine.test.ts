import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpeechPool } from "../../speech/index.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { freshDatabase } from "../../test/fresh-database.ts";
import { writeFavouritesContent } from "../favourites/test-fixture.ts";
import { startSharedRecognition } from "./start.ts";
import { answerAndHear, HEARD_WORDS, spokenMp3 } from "./test-engine-flow.ts";

const base = process.env.DATABASE_URL;
const onPostgres = process.env.HIBIKI_TEST_DB === "pg" && Boolean(base);

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
  let dropJobsDb = async () => {};
  const closers: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "hibiki-rt-engine-"));
    content = writeFavouritesContent();
    mp3 = spokenMp3(work);
    const jobs = await freshDatabase("hibiki_jobs");
    dropJobsDb = jobs.drop;
    pool = await SpeechPool.start({ size: 1 });
    t = await buildTestApp({
      HIBIKI_CONTENT_DIR: content,
      HIBIKI_DATA_DIR: join(work, "data"),
      DATABASE_URL: jobs.url,
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
    await dropJobsDb();
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
