import { rmSync } from "node:fs";
import type { AiHomeworkAssignment, AiHomeworkProgress } from "@hibiki/contracts";
import { addDays, dayOf } from "@hibiki/exercises/study-word";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import {
  createClass,
  createTeacher,
  createTestSchool,
  signIn,
  type TestSchool,
  uniqueName,
  updateStudentProfile,
} from "../../test/factories.ts";
import { insertObservations, upsertStage } from "../ai-course/repository.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { BE, COURSE, VERB, writeAiHomeworkContent } from "./test-fixture.ts";

const T = "/v3/teacher/ai-homework";
const LIST = "/v3/ai/homework/list";
const SCENARIO = "as-01-first-day";

type Res = { statusCode: number; body: string; json(): { code: number; message: string; data: unknown } };
type Row = AiHomeworkProgress & { student_id: number };
type Mine = AiHomeworkAssignment & AiHomeworkProgress & { link: string };

describe.skipIf(skipPg)("AI homework (teacher/ai-homework/*, ai/homework/list)", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let foreign: TestSchool;
  let teacher: string;
  let dir: string;
  const today = dayOf(new Date(), "Asia/Tokyo");
  const soon = addDays(today, 7);

  beforeAll(async () => {
    dir = writeAiHomeworkContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir });
    useContentDir(t, dir);
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    foreign = await createTestSchool(t, { students: 1 });
    teacher = await school.teacher.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ok = <T>(r: Res) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as T;
  };
  const bad = (r: Res, status = 400) => {
    expect(r.statusCode, r.body).toBe(status);
    return r.json() as { message: string; data: { error_key: string; fields?: Record<string, string> } };
  };
  const assign = (body: object, token = teacher, classId = school.classId) =>
    c.postJson(`${T}/assign`, { class_id: classId, due_date: soon, ...body }, token);
  const stage = (studentId: number, lessonId: string, kind: string, score: number | null = null) =>
    upsertStage(t.db, {
      studentId,
      schoolId: school.schoolId,
      lessonId,
      stage: kind as "video",
      guid: kind === "video" || kind === "explanation" ? "" : `g-${studentId}-${lessonId}-${kind}`,
      score,
      correct: 0,
      total: 0,
    });

  it("assigns a lesson and a scenario and shows each student's progress to both sides", async () => {
    const [a, b] = school.students;
    const options = ok<{
      classes: Array<{ class_id: number; student_count: number }>;
      courses: Array<{ course_id: string; lessons: Array<{ lesson_id: string }> }>;
      scenarios: Array<{ scenario_id: string }>;
    }>(await c.get(`${T}/options`, teacher));
    expect(options.classes).toEqual([
      expect.objectContaining({ class_id: school.classId, student_count: 2 }),
    ]);
    expect(options.courses.map((x) => [x.course_id, x.lessons.map((l) => l.lesson_id)])).toEqual([
      [COURSE, [BE, VERB]],
    ]);
    expect(options.scenarios.map((s) => s.scenario_id)).toEqual([SCENARIO, "as-02-at-the-shop"]);

    const course = ok<{ assignment: AiHomeworkAssignment; students: number }>(
      await assign({ target_type: "course", course_id: COURSE, lesson_ids: BE, note: "まずはbe動詞" }),
    );
    expect(course.students).toBe(2);
    expect(course.assignment).toMatchObject({
      target_type: "course",
      course_id: COURSE,
      whole_course: false,
      lessons: [{ lesson_id: BE, lesson_no: 1, title: "be動詞" }],
      title: "中学1年",
      note: "まずはbe動詞",
      due_date: soon,
      status: "open",
    });
    const talk = ok<{ assignment: AiHomeworkAssignment }>(
      await assign({ target_type: "scenario", scenario_id: SCENARIO }),
    ).assignment;
    expect(talk).toMatchObject({ lessons: [], scenario_id: SCENARIO, title: "新しい学校の初日" });

    // a: every stage of the lesson and a test; b: the video through the AI course call, no conversation
    for (const kind of ["video", "explanation", "review", "consolidation"]) await stage(a!.id, BE, kind, 90);
    await stage(a!.id, VERB, "video");
    await stage(a!.id, COURSE, "test", 80);
    const tb = await b!.signIn();
    ok(await c.postJson("/v3/ai/course/exercise/video/submit", { resource_id: BE }, tb));
    await t.db.query(
      `INSERT INTO ai_speaking_sessions (student_id, school_id, scenario_id, title, title_ja, level, min_turns,
         status, task_score, total_score, finished_at)
       VALUES ($1, $2, $3, 'First Day', '初日', 'A1', 3, 'finished', 75, 70, now()),
              ($1, $2, $3, 'First Day', '初日', 'A1', 3, 'active', NULL, NULL, NULL)`,
      [a!.id, school.schoolId, SCENARIO],
    );
    await t.db.query("UPDATE students SET ai_chat = 0 WHERE id = $1", [b!.id]);

    const rows = async (id: number) =>
      ok<{ items: Row[] }>(await c.get(`${T}/progress?assignment_id=${id}`, teacher)).items;
    const byId = (list: Row[], id: number) => list.find((r) => r.student_id === id);
    const lesson = await rows(course.assignment.assignment_id);
    expect(byId(lesson, a!.id)).toMatchObject({
      stages_done: 4,
      stages_total: 4,
      test_score: 80,
      percent: 100,
      done: true,
      late: false,
      sessions_done: null,
    });
    expect(byId(lesson, b!.id)).toMatchObject({ stages_done: 1, percent: 25, done: false, test_score: null });
    const conversation = await rows(talk.assignment_id);
    expect(byId(conversation, a!.id)).toMatchObject({
      sessions_done: 1,
      best_task_score: 75,
      done: true,
      available: true,
      stages_done: null,
    });
    expect(byId(conversation, b!.id)).toMatchObject({ sessions_done: 0, done: false, available: false });

    const listed = ok<{ items: Array<{ assignment_id: number; done_count: number; students: number }> }>(
      await c.get(`${T}/assignments?class_id=${school.classId}`, teacher),
    ).items;
    expect(listed.map((x) => [x.assignment_id, x.done_count, x.students])).toEqual([
      [talk.assignment_id, 1, 2],
      [course.assignment.assignment_id, 1, 2],
    ]);
    expect(ok<{ items: unknown[] }>(await c.get(`${T}/assignments`, teacher)).items).toHaveLength(2);

    const mine = ok<{ items: Mine[] }>(await c.get(LIST, tb)).items;
    expect(mine.map((m) => [m.assignment_id, m.percent, m.available, m.link])).toEqual(
      expect.arrayContaining([
        [course.assignment.assignment_id, 25, true, `/aistudy/list?course_id=${COURSE}`],
        [talk.assignment_id, 0, false, `/ai-speaking/detail?scenario_id=${SCENARIO}`],
      ]),
    );

    // past the due date: the teacher sees b late, the students no longer list it
    await t.db.query("UPDATE ai_homework_assignments SET due_date = $2 WHERE id = $1", [
      course.assignment.assignment_id,
      addDays(today, -1),
    ]);
    const after = ok<{ assignment: AiHomeworkAssignment; items: Row[] }>(
      await c.get(`${T}/progress?assignment_id=${course.assignment.assignment_id}`, teacher),
    );
    expect(after.assignment.status).toBe("ended");
    expect(byId(after.items, b!.id)).toMatchObject({ done: false, late: true });
    expect(byId(after.items, a!.id)).toMatchObject({ done: true, late: false });
    expect(ok<{ items: Mine[] }>(await c.get(LIST, tb)).items.map((m) => m.assignment_id)).toEqual([
      talk.assignment_id,
    ]);
  });

  it("refuses bad input with the field or the key named", async () => {
    const field = async (body: object, status = 400) => {
      const r = bad(await assign(body), status);
      return { key: r.data.error_key, message: r.message, fields: r.data.fields };
    };
    const course = { target_type: "course", course_id: COURSE };
    expect((await field({ target_type: "course" })).fields).toEqual({
      "body.course_id": "コースを選んでください。",
    });
    expect((await field({ target_type: "scenario" })).fields).toHaveProperty("body.scenario_id");
    expect((await field({ target_type: "book", course_id: COURSE })).message).toContain("課題の種類");
    expect((await field({ ...course, course_id: "jh9" }, 404)).key).toBe("ai_homework_target_not_found");
    expect((await field({ ...course, lesson_ids: [BE, "jh1-09-nothing"] }, 404)).key).toBe(
      "ai_homework_target_not_found",
    );
    expect((await field({ target_type: "scenario", scenario_id: "as-99-none" }, 404)).key).toBe(
      "ai_homework_target_not_found",
    );
    expect((await field({ ...course, due_date: "2026-02-30" })).fields).toHaveProperty("body.due_date");
    expect((await field({ ...course, due_date: "3/1" })).message).toContain("締め切り日");
    expect((await field({ ...course, due_date: addDays(today, -1) })).message).toBe(
      "締め切り日は今日以降にしてください。",
    );
    expect((await field({ ...course, due_date: addDays(today, 400) })).message).toContain("366 日以内");
    expect((await field({ ...course, note: "あ".repeat(201) })).message).toContain("先生からのひとこと");
    // the whole course once; choosing every lesson is the same target, a single lesson another one
    ok(await assign({ ...course, due_date: today }));
    expect((await field({ ...course, lesson_ids: [VERB, BE] })).key).toBe("ai_homework_duplicate");
    ok(await assign({ ...course, lesson_ids: [VERB] }));
    expect(bad(await c.get(`${T}/progress?assignment_id=abc`, teacher)).message).toContain("AI課題");
    expect(
      bad(await c.get(`${T}/heatmap?class_id=${school.classId}&course_id=jh9`, teacher), 404).data.error_key,
    ).toBe("ai_homework_target_not_found");
    expect(bad(await c.get(`${T}/heatmap?class_id=${school.classId}`, teacher)).message).toContain("コース");
  });

  it("draws the class's mastery per grammar point, averaging the students with evidence", async () => {
    const [a] = school.students;
    const at = new Date(Date.now() - 60_000).toISOString();
    await insertObservations(
      t.db,
      Array.from({ length: 6 }, (_, i) => ({
        student_id: a!.id,
        point: "be-present",
        correct: 1,
        guess: 0.05,
        weight: 1,
        source: "ai_check",
        source_ref: `heat-${i}`,
        res_code: `ai-${BE}-review`,
        question_id: `r${i + 1}`,
        answered_at: at,
      })),
    );
    const map = ok<{
      course: { course_id: string };
      points: Array<{
        point: string;
        name_ja: string;
        class_average: number | null;
        students_with_evidence: number;
      }>;
      students: Array<{
        student_id: number;
        cells: Array<{ point: string; p: number; label: string; answers: number }>;
      }>;
    }>(await c.get(`${T}/heatmap?class_id=${school.classId}&course_id=${COURSE}`, teacher));
    expect(map.course.course_id).toBe(COURSE);
    expect(map.points.map((p) => [p.point, p.name_ja, p.students_with_evidence])).toEqual([
      ["be-present", "be動詞（am / are / is）", 1],
      ["verb-present", "一般動詞の現在形", 0],
    ]);
    const cells = map.students.find((s) => s.student_id === a!.id)?.cells;
    expect(cells?.[0]).toMatchObject({ point: "be-present", answers: 6 });
    expect(cells?.[0]?.p).toBeGreaterThan(0.9);
    expect(map.points[0]?.class_average).toBeCloseTo(cells?.[0]?.p ?? 0, 6);
    expect(map.points[1]?.class_average).toBeNull();
    const other = map.students.find((s) => s.student_id !== a!.id)?.cells;
    expect(other?.map((x) => [x.label, x.answers])).toEqual([
      ["unlearned", 0],
      ["unlearned", 0],
    ]);
  });

  it("keeps each teacher to their own classes and each student to their own class", async () => {
    const { assignment } = ok<{ assignment: AiHomeworkAssignment }>(
      await assign({ target_type: "scenario", scenario_id: "as-02-at-the-shop" }),
    );
    const id = assignment.assignment_id;
    const ft = await foreign.teacher.signIn();
    const key = async (r: Promise<Res>) => bad(await r, 404).data.error_key;
    expect(await key(assign({ target_type: "course", course_id: COURSE }, ft))).toBe("not_found");
    expect(await key(c.get(`${T}/assignments?class_id=${school.classId}`, ft))).toBe("not_found");
    expect(await key(c.get(`${T}/heatmap?class_id=${school.classId}&course_id=${COURSE}`, ft))).toBe(
      "not_found",
    );
    expect(await key(c.get(`${T}/progress?assignment_id=${id}`, ft))).toBe("ai_homework_not_found");
    expect(await key(c.postJson(`${T}/delete`, { assignment_id: id }, ft))).toBe("ai_homework_not_found");
    expect(ok<{ classes: Array<{ class_id: number }> }>(await c.get(`${T}/options`, ft)).classes).toEqual([
      expect.objectContaining({ class_id: foreign.classId }),
    ]);
    // a colleague in the same school sees neither the class nor its homework; the foreign student nothing
    const colleague = await createTeacher(t.db, { schoolId: school.schoolId });
    const ct = await signIn(t.app, colleague.username, "teacher");
    await createClass(
      t.db,
      school.schoolId,
      uniqueName("class"),
      uniqueName("C").toUpperCase(),
      colleague.id,
    );
    expect(await key(c.get(`${T}/progress?assignment_id=${id}`, ct))).toBe("ai_homework_not_found");
    expect(ok<{ items: unknown[] }>(await c.get(`${T}/assignments`, ct)).items).toEqual([]);
    const fs = await foreign.student.signIn();
    expect(ok<{ items: unknown[] }>(await c.get(LIST, fs)).items).toEqual([]);
    // roles: a student token on teacher calls, a teacher token on the student call, college students
    const ts = await school.student.signIn();
    expect((await c.get(`${T}/options`, ts)).statusCode).toBe(401);
    expect((await c.get(LIST, teacher)).statusCode).toBe(401);
    await updateStudentProfile(t.db, school.student.id, { college: true });
    expect(bad(await c.get(LIST, ts), 403).data.error_key).toBe("college_not_available");
    await updateStudentProfile(t.db, school.student.id, { college: false });
    // the owner deletes it: gone for the students, and a second delete is not found
    ok(await c.postJson(`${T}/delete`, { assignment_id: id }, teacher));
    expect(ok<{ items: Mine[] }>(await c.get(LIST, ts)).items.map((m) => m.assignment_id)).not.toContain(id);
    expect(await key(c.postJson(`${T}/delete`, { assignment_id: id }, teacher))).toBe(
      "ai_homework_not_found",
    );
  });
});
