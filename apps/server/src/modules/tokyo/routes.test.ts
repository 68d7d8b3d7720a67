import { rmSync } from "node:fs";
import type { TokyoResource } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool, updateStudentProfile } from "../../test/factories.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { TOKYO_FIXTURE, writeTokyoContent } from "./test-fixture.ts";

const LIST = "/v3/tokyo-higher/practice-resource/list";
type List = { dir_id: number; dirs: Array<{ dir_id: number; count: number }>; list: TokyoResource[] };

describe.skipIf(skipPg)("Tokyo speaking test calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let me: string;
  let dir: string;

  beforeAll(async () => {
    dir = writeTokyoContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir });
    useContentDir(t, dir);
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    me = await school.students[0]!.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ok = (r: { statusCode: number; body: string; json(): { data: unknown } }) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as List;
  };
  /** Stores a finished attempt whose every answer has these ISE scores (the textbook tables). */
  const attempt = async (studentId: number, resCode: string, guid: string, s: number, at: string) => {
    const row = await t.db.one<{ id: number }>(
      `INSERT INTO practice_attempts (guid, student_id, school_id, res_code, res_version, mode, is_completed,
         started_at, updated_at, finished_at)
       VALUES ($1, $2, $3, $4, 2, 'exam', 1, $5, $5, $5) RETURNING id`,
      [guid, studentId, school.schoolId, resCode, at],
    );
    for (const item of TOKYO_FIXTURE.test.items)
      await t.db.query(
        "INSERT INTO practice_answers (attempt_id, question_id, payload) VALUES ($1, $2, $3)",
        [
          row!.id,
          item.question_id,
          JSON.stringify({
            question_id: item.question_id,
            total_score: s,
            accuracy_score: s,
            fluency_score: s,
            integrity_score: s,
          }),
        ],
      );
  };

  it("lists the folders and the full tests, untaken at first", async () => {
    const data = ok(await c.get(`${LIST}?dir_id=1`, me));
    expect(data.dirs.map((d) => [d.dir_id, d.count])).toEqual([
      [1, 1],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 1],
    ]);
    expect(data.list).toEqual([
      expect.objectContaining({
        res_code: TOKYO_FIXTURE.test.res_code,
        set: "test",
        parts: ["A", "A", "B", "B", "B", "B", "B", "C", "D"],
        learn_count: 0,
        best_grade: null,
        last_guid: null,
      }),
    ]);
    const d = ok(await c.get(`${LIST}?dir_id=5`, me));
    expect(d.list.map((r) => [r.res_code, r.part])).toEqual([[TOKYO_FIXTURE.trainingD.res_code, "D"]]);
  });

  it("gives the best and the latest attempt's score and grade, for the caller only", async () => {
    const id = school.students[0]!.id;
    await attempt(id, TOKYO_FIXTURE.test.res_code, "g-strong", 4.6, "2026-11-20T10:00:00Z");
    await attempt(id, TOKYO_FIXTURE.test.res_code, "g-weak", 1.5, "2026-11-21T10:00:00Z");
    const [test] = ok(await c.get(`${LIST}?dir_id=1`, me)).list;
    expect(test).toMatchObject({ learn_count: 2, best_grade: "A", last_grade: "E", last_guid: "g-weak" });
    expect(test!.best_score).toBeGreaterThanOrEqual(80);
    expect(test!.last_score).toBeLessThan(35);
    const other = await school.students[1]!.signIn();
    expect(ok(await c.get(`${LIST}?dir_id=1`, other)).list[0]).toMatchObject({
      learn_count: 0,
      best_grade: null,
    });
  });

  it("refuses bad input, strangers and college students", async () => {
    for (const q of ["dir_id=0", "dir_id=6", "dir_id=abc", "dir_id=1.5"]) {
      const r = await c.get(`${LIST}?${q}`, me);
      expect(r.statusCode, q).toBe(400);
      expect(r.json()).toMatchObject({ code: 400, data: { error_key: "bad_request" } });
    }
    expect((await c.get(`${LIST}?dir_id=1`)).statusCode).toBe(401);
    const s = school.students[1]!;
    await updateStudentProfile(t.db, s.id, { college: true });
    const r = await c.get(`${LIST}?dir_id=1`, await s.signIn());
    expect(r.statusCode).toBe(403);
    expect(r.json().data.error_key).toBe("college_not_available");
  });
});
