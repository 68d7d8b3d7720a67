import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedClasswork } from "../../db/seed-classwork.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { contentDirOf } from "../content/catalog-store.ts";

describe.skipIf(skipPg)("demo classwork seed", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives student1 open and expired homework, a teacher message and an open word test, once", async () => {
    // start clean even when the base seed already ran seedClasswork
    await t.db.exec("DELETE FROM homework; DELETE FROM word_tests; DELETE FROM messages;");
    expect(await seedClasswork(t.db, contentDirOf({}))).toEqual({ homework: 2, wordTests: 1 });
    expect(await seedClasswork(t.db, contentDirOf({}))).toEqual({ homework: 0, wordTests: 0 });
    const c = client(t.app);
    const s1 = await c.login("student1");
    const list = (await c.get("/v3/homework-for-student/homework-list", s1)).json().data;
    expect(list.total).toBe(2);
    // the expired homework was never tried, so it can still be handed in late: both are to do (issue 16)
    expect(list.unfinished_count).toBe(2);
    const badge = (await c.get("/v3/homework-for-student/new-notice-total", s1)).json().data;
    expect(badge.unfinished_homework_count).toBe(2);
    const tab = (await c.get("/v3/homework-for-student/homework-list?tab=not_submitted", s1)).json().data;
    expect(tab.total).toBe(2);
    expect(list.items.map((i: { is_expired: number }) => i.is_expired).sort()).toEqual([0, 1]);
    const open = list.items.find((i: { is_expired: number }) => i.is_expired === 0);
    const detail = (
      await c.get(`/v3/homework-for-student/homework-detail?homework_id=${open.homework_id}`, s1)
    ).json();
    expect(detail.data.topics.map((x: { kind: string }) => x.kind)).toEqual([
      "word-choice",
      "ja-to-en-writing",
    ]);
    expect((await c.get("/v3/message/list?tab=teacher", s1)).json().data.total).toBe(1);
    const tasks = (await c.get("/v3/word-quiz/word-quiz-tasks", s1)).json().data.items;
    expect(tasks[0]).toMatchObject({ period_state: "open", exam_state: "not_taken", test_type: 2 });
    const s11 = await c.login("student11");
    expect((await c.get("/v3/homework-for-student/homework-list", s11)).json().data.total).toBe(0);
  });
});
