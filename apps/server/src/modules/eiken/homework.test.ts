import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { EIKEN_FIXTURE, writeEikenContent } from "./test-fixture.ts";

/** Teachers assign Eiken practice and mock parts as homework; the grade book shows the results. */
describe.skipIf(skipPg)("Eiken practice as homework", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let dir: string;

  beforeAll(async () => {
    dir = writeEikenContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir });
    useContentDir(t, dir);
    c = client(t.app);
    school = await createTestSchool(t, { students: 1 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lists the sets and mock parts among the assignable resources and assigns the mock test as homework", async () => {
    const teacher = await school.teacher.signIn();
    const items: Array<Record<string, unknown>> = (await c.get("/v3/teacher/resources", teacher)).json().data
      .items;
    const eiken = items.filter((i) => String(i.res_code).startsWith("eiken-"));
    expect(eiken.map((i) => [i.res_code, i.book_title, i.unit_title])).toEqual([
      [EIKEN_FIXTURE.practice.res_code, "英検 5級", "分野別練習"],
      [EIKEN_FIXTURE.mockReading.res_code, "英検 5級", "模擬テスト"],
      [EIKEN_FIXTURE.mockListening.res_code, "英検 5級", "模擬テスト"],
    ]);
    expect(eiken[0]).toMatchObject({ section_title: "短文の語句空所補充" });
    const created = await c.postJson(
      "/v3/teacher/homework-create",
      {
        class_id: school.classId,
        title: "英検5級 模擬テスト",
        topics: [
          { res_code: EIKEN_FIXTURE.mockReading.res_code },
          { res_code: EIKEN_FIXTURE.mockListening.res_code },
        ],
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
      },
      teacher,
    );
    expect(created.statusCode, created.body).toBe(200);
    const student = await school.students[0]!.signIn();
    const list = (await c.get("/v3/homework-for-student/homework-list", student)).json().data;
    expect(JSON.stringify(list)).toContain("英検5級 模擬テスト");

    // the student's Eiken home lists what the class was given (eiken-training/get-resource-list)
    const training = await c.get(`/v3/eiken-training/get-resource-list?class_id=${school.classId}`, student);
    expect(training.statusCode, training.body).toBe(200);
    expect(training.json().data.list).toEqual([
      expect.objectContaining({
        homework_title: "英検5級 模擬テスト",
        res_code: EIKEN_FIXTURE.mockReading.res_code,
        level_id: 1,
        set: "mock",
        section: "vocab-gap",
        done_count: 0,
      }),
      expect.objectContaining({ res_code: EIKEN_FIXTURE.mockListening.res_code, section: "listen-1" }),
    ]);
    const other = await createTestSchool(t, { students: 1 });
    for (const [classId, status] of [
      [other.classId, 404],
      ["abc", 400],
    ] as const) {
      const r = await c.get(`/v3/eiken-training/get-resource-list?class_id=${classId}`, student);
      expect(r.statusCode).toBe(status);
    }
  });
});
