import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createClass, createSchool, createStudent } from "../../test/factories.ts";
import { sessionsChanged } from "../auth/session-cache.ts";
import { unfinishedCount } from "../homework/student-service.ts";

/**
 * The homework badge (dashboard and new-notice-total) against the list's 未提出 tab, state by state: one
 * rule (homework/rules.ts isHomeworkToDo), so the badge always equals what the tab lists. The rows are
 * written here in SQL, standing for the homework module's writes; each is announced as the app announces
 * a write (plugins/calls.ts), since the badge is cached per student until a write changes it.
 */
describe.skipIf(skipPg)("unfinished homework count of the dashboard", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let schoolId: number;
  let classId: number;
  let teacherId: number;
  let me: { id: number; token: string };
  let classmate: number;

  const id = async (sql: string, p: unknown[]) => {
    const row = await t.db.one<{ id: number }>(sql, p);
    await sessionsChanged(t.db, { schoolId });
    return row!.id;
  };
  const homework = (deadlineDays: number, requiredTimes = 0) =>
    id(
      `INSERT INTO homework (school_id, class_id, teacher_id, title, deadline, required_times)
       VALUES ($1, $2, $3, 'hw', now() + make_interval(days => $4), $5) RETURNING id`,
      [schoolId, classId, teacherId, deadlineDays, requiredTimes],
    );
  const topic = (hw: number) =>
    id("INSERT INTO homework_topics (homework_id, res_code) VALUES ($1, 'jh1-u1-word-choice') RETURNING id", [
      hw,
    ]);
  let guid = 0;
  const attempt = async (hw: number, tp: number, student: number, completed: 0 | 1, returned: 0 | 1 = 0) => {
    const a = await id(
      `INSERT INTO practice_attempts (guid, student_id, school_id, res_code, res_version, mode, is_completed)
       VALUES ($1, $2, $3, 'jh1-u1-word-choice', 1, 'homework', $4) RETURNING id`,
      [`g${++guid}`, student, schoolId, completed],
    );
    await t.db.query(
      `INSERT INTO homework_attempts (attempt_id, homework_id, topic_id, student_id, school_id, is_returned)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [a, hw, tp, student, schoolId, returned],
    );
    await sessionsChanged(t.db, { schoolId });
  };
  /** The dashboard's figure, checked against the bell's and the 未提出 tab's. */
  const dashboardCount = async () => {
    const res = await c.get("/v3/student/dashboard", me.token);
    expect(res.statusCode).toBe(200);
    const shown = res.json().data.unfinished_homework_count;
    expect(shown).toBe(await unfinishedCount(t.db, me.id));
    const bell = (await c.get("/v3/homework-for-student/new-notice-total", me.token)).json().data;
    expect(bell.unfinished_homework_count).toBe(shown);
    const tab = (await c.get("/v3/homework-for-student/homework-list?tab=not_submitted", me.token)).json()
      .data;
    expect(tab.total).toBe(shown);
    expect(tab.unfinished_count).toBe(shown);
    return shown;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    schoolId = await createSchool(t.db, "count school");
    classId = await createClass(t.db, schoolId, "1-A", "CNT1A");
    const otherClass = await createClass(t.db, schoolId, "1-B", "CNT1B");
    teacherId = await id(
      "INSERT INTO teachers (school_id, username, password_hash, name) VALUES ($1, 'cnt_teacher', 'x', 'T') RETURNING id",
      [schoolId],
    );
    const student = await createStudent(t.db, { schoolId, username: "cnt_me", classId, card: "active" });
    me = { id: student.id, token: await c.login("cnt_me") };
    classmate = (await createStudent(t.db, { schoolId, username: "cnt_mate", classId, card: "active" })).id;
    // Homework of another class never counts.
    await t.db.query(
      `INSERT INTO homework (school_id, class_id, teacher_id, title, deadline) VALUES ($1, $2, $3, 'x', now() + interval '3 days')`,
      [schoolId, otherClass, teacherId],
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts what the 未提出 tab lists: open homework, and overdue homework that can still be handed in", async () => {
    expect(await dashboardCount()).toBe(0);
    await homework(3); // no topics: unfinished
    expect(await dashboardCount()).toBe(1);
    await topic(await homework(-1)); // deadline passed, never tried: it can still be handed in late
    expect(await dashboardCount()).toBe(2);
    const late = await homework(-1, 2);
    const lateTopic = await topic(late);
    expect(await dashboardCount()).toBe(3);
    await attempt(late, lateTopic, me.id, 1); // tried once after all, 2 asked: closed, no longer to do
    expect(await dashboardCount()).toBe(2);
    await homework(-1); // deadline passed without topics: nothing to hand in
    expect(await dashboardCount()).toBe(2);

    const twice = await homework(3, 2);
    const [a, b] = [await topic(twice), await topic(twice)];
    expect(await dashboardCount()).toBe(3);
    await attempt(twice, a, me.id, 1);
    await attempt(twice, a, me.id, 1);
    await attempt(twice, b, me.id, 1);
    await attempt(twice, b, me.id, 0); // unfinished attempt: not counted
    await attempt(twice, b, me.id, 1, 1); // returned by the teacher: not counted
    await attempt(twice, b, classmate, 1); // a classmate's work is not mine
    await attempt(twice, b, classmate, 1);
    expect(await dashboardCount()).toBe(3);
    await attempt(twice, b, me.id, 1); // topic b now has 2 counted attempts too
    expect(await dashboardCount()).toBe(2);

    const once = await homework(3); // required_times 0 means at least one
    const tp = await topic(once);
    expect(await dashboardCount()).toBe(3);
    await attempt(once, tp, me.id, 1);
    expect(await dashboardCount()).toBe(2);
  });

  it("is zero for a student without a class, and the dashboard still needs a valid token", async () => {
    const lone = await createStudent(t.db, { schoolId, username: "cnt_lone", card: "active" });
    const token = await c.login("cnt_lone");
    const res = await c.get("/v3/student/dashboard", token);
    expect(res.json().data.unfinished_homework_count).toBe(0);
    expect(await unfinishedCount(t.db, lone.id)).toBe(0);
    expect((await c.get("/v3/student/dashboard")).statusCode).toBe(401);
    expect((await c.get("/v3/student/dashboard", "not-a-token")).statusCode).toBe(401);
  });
});
