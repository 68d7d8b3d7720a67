import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EngineResultSchema } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStored } from "../../storage/storage.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { checkWriting } from "../../writing/index.ts";
import { rescoreOldWritings } from "./rescore.ts";
import { loadTopicCatalog } from "./topics.ts";

const CLEAN = `Last Saturday I went to the river with my brother. We caught three small fish and let them go again.
In the afternoon it started to rain, so we ran home. I was wet and tired, but it was a fun day.`;

describe.skipIf(skipPg)("rescore-writing: writings stored before the writing score", () => {
  let t: TestApp;
  let school: TestSchool;
  let s: string;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hibiki-rescore-"));
    t = await buildTestApp({ HIBIKI_DATA_DIR: dataDir });
    school = await createTestSchool(t, { students: 1 });
    s = await school.students[0]!.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const c = () => client(t.app);
  const row = (id: number) =>
    t.db.one<{ checker_percent: number; engine_path: string; error_count: number }>(
      "SELECT checker_percent, engine_path, error_count FROM writing_submissions WHERE id = $1",
      [id],
    );
  const submit = async (content: string) => {
    const r = await c().postJson("/v3/writing/submit", { topic_id: "jh-my-weekend", content }, s);
    expect(r.statusCode).toBe(200);
    return r.json().data as { writing_id: number; engine_result: string };
  };
  /** Makes a stored writing look like one from before the score: no `score`, checker_percent 100. */
  const makeOld = async (id: number) => {
    const { engine_path } = (await row(id))!;
    const stored = JSON.parse(String(await readStored(t.app.storage, engine_path, 5_000_000)));
    delete stored.score;
    delete stored.eiken_rubric;
    await t.app.storage.put(engine_path, JSON.stringify(stored), "application/json");
    await t.db.query("UPDATE writing_submissions SET checker_percent = 100 WHERE id = $1", [id]);
  };
  const run = () =>
    rescoreOldWritings({
      db: t.db,
      storage: t.app.storage,
      topics: loadTopicCatalog(),
      content: t.app.content,
      check: (text, level, task) => checkWriting(text, { level, ...(task ? { task } : {}) }),
    });

  it("re-scores an old 'I go.' from 100 to its real score, keeps its link, and is safe to repeat", async () => {
    const short = await submit("I go.");
    const clean = await submit(CLEAN);
    const current = await submit(CLEAN);
    await makeOld(short.writing_id);
    await makeOld(clean.writing_id);
    // a writing whose file is gone is reported and left alone
    const lost = await submit("I like dogs.");
    await t.app.storage.delete((await row(lost.writing_id))!.engine_path);

    const first = await run();
    expect(first).toMatchObject({ rescored: 2, current: 1, unreadable: 1, scanned: 4 });
    const shortNow = (await row(short.writing_id))!;
    expect(shortNow.checker_percent).toBeLessThanOrEqual(10);
    expect((await row(clean.writing_id))!.checker_percent).toBe(
      (await row(current.writing_id))!.checker_percent,
    );
    // the same link now opens the new result, with the score parts and the reason
    const engine = EngineResultSchema.parse((await c().get(short.engine_result)).json());
    expect(engine.score?.task_completion.length).toBe("too_short");
    expect(engine.text).toBe("I go.");

    expect(await run()).toMatchObject({ rescored: 0, current: 3, unreadable: 1 });
    expect((await row(short.writing_id))!.checker_percent).toBe(shortNow.checker_percent);
    // Six checker runs: slow on a busy 2-core machine, not a failure (a hang still is).
  }, 120_000);
});
