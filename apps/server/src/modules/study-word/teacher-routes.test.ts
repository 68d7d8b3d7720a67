import { rmSync } from "node:fs";
import type { StudyWordPlan } from "@hibiki/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import {
  createClass,
  createStudent,
  createTeacher,
  createTestSchool,
  signIn,
  type TestSchool,
  uniqueName,
} from "../../test/factories.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { studyWordClock } from "./study-word-clock.ts";
import { fixtureWordId, writeStudyWordContent } from "./test-fixture.ts";

const T = "/v3/teacher/study-word";
type Res = { statusCode: number; body: string; json(): { code: number; data: unknown } };
type MasteryRow = {
  student_id: number;
  name: string;
  counts: Record<string, number>;
  total_words: number;
  last_studied_at: string | null;
  today_finished: boolean;
};

describe.skipIf(skipPg)("teacher study-word calls (teacher/study-word/*)", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let rival: TestSchool;
  let teacher: string;
  let rivalTeacher: string;
  let colleague: string;
  let dir: string;

  beforeAll(async () => {
    dir = writeStudyWordContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir });
    useContentDir(t, dir);
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    rival = await createTestSchool(t, { students: 1 });
    teacher = await school.teacher.signIn();
    rivalTeacher = await rival.teacher.signIn();
    const other = await createTeacher(t.db, { schoolId: school.schoolId });
    colleague = await signIn(t.app, other.username, "teacher");
  }, 60_000);
  afterEach(() => {
    studyWordClock.now = () => new Date();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ok = <T>(r: Res) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as T;
  };
  const status = (r: Res) => r.statusCode;

  it("lists the books for teachers only", async () => {
    const books = ok<{ items: { book_id: string }[] }>(await c.get(`${T}/books`, teacher));
    expect(books.items.map((b) => b.book_id)).toEqual(["eiken-5", "cefr-a1"]);
    const student = await school.student.signIn();
    expect([401, 403]).toContain(status(await c.get(`${T}/books`, student)));
    expect(status(await c.get(`${T}/books`))).toBe(401);
  });

  it("assigns a book to a class: every student gets the plan, with the teacher's name", async () => {
    studyWordClock.now = () => new Date("2026-12-01T01:00:00Z");
    // a student who made their own plan on the book first: it becomes the assigned one
    const s1 = await school.students[0]!.signIn();
    ok(await c.postJson("/v3/study-word/add-plan", { book_id: "eiken-5", daily_new: 20 }, s1));
    const assigned = ok<{ assignment_id: number; students: number }>(
      await c.postJson(
        `${T}/assign`,
        { class_id: school.classId, book_id: "eiken-5", daily_new: 5 },
        teacher,
      ),
    );
    expect(assigned.students).toBe(2);
    const plans = ok<{ items: StudyWordPlan[] }>(await c.get("/v3/study-word/plans", s1));
    expect(plans.items).toHaveLength(1);
    expect(plans.items[0]).toMatchObject({
      book_id: "eiken-5",
      daily_new: 5,
      assigned_by: school.teacher.username,
    });
    const planId = plans.items[0]!.plan_id;
    // an assigned plan cannot be deleted by the student
    const del = await c.postJson("/v3/study-word/delete-plan", { plan_id: planId }, s1);
    expect(del.statusCode).toBe(403);
    expect((del.json().data as { error_key: string }).error_key).toBe("study_word_plan_assigned");

    // assigning again updates the daily amount, same assignment
    const again = ok<{ assignment_id: number }>(
      await c.postJson(
        `${T}/assign`,
        { class_id: school.classId, book_id: "eiken-5", daily_new: 8 },
        teacher,
      ),
    );
    expect(again.assignment_id).toBe(assigned.assignment_id);
    const list = ok<{
      items: { assignment_id: number; book_id: string; title_ja: string; daily_new: number }[];
    }>(await c.get(`${T}/assignments?class_id=${school.classId}`, teacher));
    expect(list.items).toEqual([
      expect.objectContaining({
        assignment_id: assigned.assignment_id,
        book_id: "eiken-5",
        title_ja: "英検5級の単語",
        daily_new: 8,
      }),
    ]);

    // a student who joins the class later gets the plan on their next plans call
    const late = await createStudent(t.db, {
      schoolId: school.schoolId,
      classId: school.classId,
      card: "active",
    });
    const lateToken = await signIn(t.app, late.username);
    expect(
      ok<{ unfinished_count: number }>(await c.get("/v3/study-word/get-unfinished-count", lateToken)),
    ).toEqual({
      unfinished_count: 8,
    });

    // the first student studies: the teacher sees their mastery
    for (const w of ["dog", "cat", "run", "book", "happy", "school", "eat", "water"])
      ok(
        await c.postJson(
          "/v3/study-word/upload-challenge-log",
          { plan_id: planId, word_id: fixtureWordId(w), is_right: w === "run" ? 0 : 1 },
          s1,
        ),
      );
    const mastery = ok<{ items: MasteryRow[] }>(
      await c.get(`${T}/mastery?class_id=${school.classId}&assignment_id=${assigned.assignment_id}`, teacher),
    );
    expect(mastery.items).toHaveLength(3);
    const mine = mastery.items.find((m) => m.student_id === school.students[0]!.id);
    expect(mine).toMatchObject({
      counts: { unlearned: 4, learned: 7, mastered: 0, needs_review: 1 },
      total_words: 12,
      today_finished: true,
    });
    expect(mine?.last_studied_at).toBe("2026-12-01T01:00:00.000Z");
    const idle = mastery.items.find((m) => m.student_id === school.students[1]!.id);
    expect(idle).toMatchObject({ counts: { unlearned: 12 }, last_studied_at: null, today_finished: false });

    // other teachers and schools are refused
    expect(
      status(
        await c.get(
          `${T}/mastery?class_id=${school.classId}&assignment_id=${assigned.assignment_id}`,
          rivalTeacher,
        ),
      ),
    ).toBe(404);
    expect(status(await c.get(`${T}/assignments?class_id=${school.classId}`, colleague))).toBe(404);
    expect(
      status(
        await c.postJson(
          `${T}/assign`,
          { class_id: school.classId, book_id: "eiken-5", daily_new: 5 },
          rivalTeacher,
        ),
      ),
    ).toBe(404);
    expect(
      status(await c.postJson(`${T}/unassign`, { assignment_id: assigned.assignment_id }, rivalTeacher)),
    ).toBe(404);
    // an assignment of another class of the same teacher does not match the class
    const second = await createClass(
      t.db,
      school.schoolId,
      uniqueName("class"),
      uniqueName("C").toUpperCase(),
      school.teacher.id,
    );
    expect(
      status(await c.get(`${T}/mastery?class_id=${second}&assignment_id=${assigned.assignment_id}`, teacher)),
    ).toBe(404);

    // withdrawing: the students keep the plan and progress, and may now delete it
    expect(ok(await c.postJson(`${T}/unassign`, { assignment_id: assigned.assignment_id }, teacher))).toEqual(
      {
        deleted: true,
      },
    );
    const after = ok<{ items: StudyWordPlan[] }>(await c.get("/v3/study-word/plans", s1));
    expect(after.items[0]).toMatchObject({ plan_id: planId, assigned_by: null, counts: { learned: 7 } });
    expect(ok(await c.postJson("/v3/study-word/delete-plan", { plan_id: planId }, s1))).toEqual({
      deleted: true,
    });
    expect(status(await c.get(`${T}/assignments?class_id=${school.classId}`, teacher))).toBe(200);
  });

  it("refuses bad input", async () => {
    for (const body of [
      { class_id: school.classId, book_id: "eiken-5", daily_new: 1 },
      { class_id: "x", book_id: "eiken-5", daily_new: 10 },
      { class_id: school.classId, daily_new: 10 },
    ]) {
      const r = await c.postJson(`${T}/assign`, body, teacher);
      expect(r.statusCode, r.body).toBe(400);
      expect((r.json().data as { error_key: string }).error_key).toBe("bad_request");
    }
    expect(
      status(
        await c.postJson(
          `${T}/assign`,
          { class_id: school.classId, book_id: "nope", daily_new: 10 },
          teacher,
        ),
      ),
    ).toBe(404);
    expect(status(await c.get(`${T}/mastery?class_id=${school.classId}`, teacher))).toBe(400);
    expect(status(await c.get(`${T}/mastery?class_id=${school.classId}&assignment_id=999999`, teacher))).toBe(
      404,
    );
    expect(status(await c.postJson(`${T}/unassign`, { assignment_id: "abc" }, teacher))).toBe(400);
    expect(status(await c.get(`${T}/assignments`, teacher))).toBe(400);
  });
});
