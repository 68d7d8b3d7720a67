import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { releaseDueHomework } from "./release.ts";

const WC = "jh1-u1-word-choice";
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe.skipIf(skipPg)("scheduled homework", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let teacher: string;
  let student: string;

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t);
    teacher = await school.teacher.signIn();
    student = await school.student.signIn();
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (body: Record<string, unknown>) =>
    c.postJson(
      "/v3/teacher/homework-create",
      {
        class_id: school.classId,
        title: "来週の宿題",
        topics: [{ res_code: WC }],
        deadline: inHours(48),
        ...body,
      },
      teacher,
    );
  const listed = async () =>
    (await c.get("/v3/homework-for-student/homework-list", student))
      .json()
      .data.items.map((i: { homework_id: number }) => i.homework_id);
  const news = async () =>
    (await c.get("/v3/message/list?tab=system", student))
      .json()
      .data.items.filter((m: { title: string }) => m.title === "新しい宿題: 来週の宿題").length;

  it("stays hidden and unannounced until its release, then is announced exactly once", async () => {
    expect((await create({ release_at: inHours(72) })).statusCode).toBe(400);
    expect((await create({ release_at: "tomorrow" })).statusCode).toBe(400);
    const r = (await create({ release_at: inHours(1) })).json().data;
    expect(r.message_id).toBe(0);
    expect(await listed()).not.toContain(r.homework_id);
    expect(await news()).toBe(0);
    expect(
      (await c.get(`/v3/homework-for-student/homework-detail?homework_id=${r.homework_id}`, student))
        .statusCode,
    ).toBe(404);
    const row = (await c.get(`/v3/teacher/homework-list?class_id=${school.classId}`, teacher))
      .json()
      .data.items.find((i: { homework_id: number }) => i.homework_id === r.homework_id);
    expect(row.release_at).not.toBeNull();
    // nothing is due yet
    expect(await releaseDueHomework(t.db, t.app.log)).toBe(0);

    await t.db.query("UPDATE homework SET release_at = now() - interval '1 second' WHERE id = $1", [
      r.homework_id,
    ]);
    expect(await listed()).toContain(r.homework_id);
    const [a, b] = await Promise.all([
      releaseDueHomework(t.db, t.app.log),
      releaseDueHomework(t.db, t.app.log),
    ]);
    expect(a + b).toBe(1);
    expect(await news()).toBe(1);
    expect(await releaseDueHomework(t.db, t.app.log)).toBe(0);
    expect(await news()).toBe(1);
  });

  it("a homework without a release time (or one already past) is announced at once", async () => {
    const before = await news();
    const r = (await create({ release_at: "" })).json().data;
    expect(r.message_id).toBeGreaterThan(0);
    expect(await listed()).toContain(r.homework_id);
    expect(await news()).toBe(before + 1);
    expect(await releaseDueHomework(t.db, t.app.log)).toBe(0);
  });
});
