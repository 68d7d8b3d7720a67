import { rmSync } from "node:fs";
import type { StudyWordChallengeItem, StudyWordPlan, StudyWordSearchItem } from "@hibiki/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import {
  createStudent,
  createTeacher,
  createTestSchool,
  signIn,
  type TestSchool,
} from "../../test/factories.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { studyWordClock } from "./study-word-clock.ts";
import { fixtureWordId, writeStudyWordContent } from "./test-fixture.ts";

const T = "/v3/teacher/study-word";
type Res = { statusCode: number; body: string; json(): { code: number; message: string; data: unknown } };
type ErrData = { error_key: string; fields?: Record<string, string> };

describe.skipIf(skipPg)(
  "teacher word lists (teacher/study-word word-search, match-words, assign-list)",
  () => {
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

    const ok = <D>(r: Res) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data as D;
    };
    const fail = (r: Res, code: number) => {
      expect(r.statusCode, r.body).toBe(code);
      return { message: r.json().message, ...(r.json().data as ErrData) };
    };
    const list = (body: Record<string, unknown>, token = teacher) =>
      c.postJson(
        `${T}/assign-list`,
        { class_id: school.classId, title: "動物", daily_new: 5, ...body },
        token,
      );

    it("searches the books' words by prefix (exact first, then shortest) or by Japanese meaning", async () => {
      const s = ok<{ items: StudyWordSearchItem[] }>(await c.get(`${T}/word-search?q=S`, teacher));
      expect(s.items.map((i) => i.word)).toEqual(["swim", "school"]);
      expect(s.items[0]).toMatchObject({ mean: "泳ぐ", book_id: "eiken-5", book_title_ja: "英検5級の単語" });
      const exact = ok<{ items: StudyWordSearchItem[] }>(await c.get(`${T}/word-search?q=book`, teacher));
      expect(exact.items.map((i) => i.word)).toEqual(["book"]);
      const ja = ok<{ items: StudyWordSearchItem[] }>(
        await c.get(`${T}/word-search?q=${encodeURI("犬")}`, teacher),
      );
      expect(ja.items.map((i) => i.word)).toEqual(["dog"]);
      expect(ok<{ items: unknown[] }>(await c.get(`${T}/word-search?q=zz`, teacher)).items).toEqual([]);
      fail(await c.get(`${T}/word-search`, teacher), 400);
      fail(await c.get(`${T}/word-search?q=a&limit=500`, teacher), 400);
      const student = await school.student.signIn();
      expect([401, 403]).toContain((await c.get(`${T}/word-search?q=s`, student)).statusCode);
    });

    it("matches pasted words and reports every unmatched line as typed", async () => {
      const pasted = "Dog\n2. cat\n\n  zebra \nrun,\ndog\n・swim\nパンダ";
      const m = ok<{ matched: StudyWordSearchItem[]; unmatched: string[] }>(
        await c.postJson(`${T}/match-words`, { words: pasted }, teacher),
      );
      expect(m.matched.map((w) => w.word)).toEqual(["dog", "cat", "run", "swim"]);
      expect(m.unmatched).toEqual(["zebra", "パンダ"]);
      // an array works the same
      const arr = ok<{ matched: StudyWordSearchItem[]; unmatched: string[] }>(
        await c.postJson(`${T}/match-words`, { words: ["tall", "tal"] }, teacher),
      );
      expect(arr).toMatchObject({ matched: [{ word: "tall" }], unmatched: ["tal"] });
      fail(await c.postJson(`${T}/match-words`, { words: Array(501).fill("dog") }, teacher), 400);
    });

    it("refuses bad lists, other schools' and other teachers' classes, and students", async () => {
      const empty = fail(await list({ words: [] }), 400);
      expect(empty).toMatchObject({ error_key: "bad_request", message: "単語を 1 語以上入れてください。" });
      expect(fail(await list({ words: "\n \n" }), 400).message).toBe("単語を 1 語以上入れてください。");
      fail(await list({}), 400);
      fail(await list({ words: ["dog"], title: " " }), 400);
      fail(await list({ words: ["dog"], title: "x".repeat(61) }), 400);
      fail(await list({ words: ["dog"], daily_new: 2 }), 400);
      fail(await list({ word_ids: Array.from({ length: 201 }, (_, i) => i + 1) }), 400);
      expect(fail(await list({ words: Array(201).fill("dog") }), 400).message).toBe(
        "単語は 200 件までです。",
      );
      // unknown words are named, and nothing is assigned
      const unknown = fail(await list({ words: ["dog", "zebra", "unicorn"] }), 400);
      expect(unknown.message).toContain("zebra, unicorn");
      expect(unknown.fields).toEqual({ words: "zebra, unicorn" });
      const badId = fail(await list({ word_ids: [fixtureWordId("dog"), 999_999] }), 400);
      expect(badId.fields).toEqual({ word_ids: "999999" });
      const none = ok<{ items: unknown[] }>(
        await c.get(`${T}/assignments?class_id=${school.classId}`, teacher),
      );
      expect(none.items).toEqual([]);
      // scope: another school's teacher, a colleague who does not own the class, a student, no token
      expect(fail(await list({ words: ["dog"] }, rivalTeacher), 404).error_key).toBe("not_found");
      fail(await list({ words: ["dog"] }, colleague), 404);
      const student = await school.student.signIn();
      expect([401, 403]).toContain((await list({ words: ["dog"] }, student)).statusCode);
      expect(
        (
          await c.postJson(`${T}/assign-list`, {
            class_id: school.classId,
            title: "x",
            daily_new: 5,
            words: ["dog"],
          })
        ).statusCode,
      ).toBe(401);
      // a student cannot add a list's plan by its book id
      fail(await c.postJson("/v3/study-word/add-plan", { book_id: "list-1", daily_new: 5 }, student), 404);
    });

    it("assigns a list: each student studies it as a plan and the teacher sees their mastery", async () => {
      studyWordClock.now = () => new Date("2026-12-02T01:00:00Z");
      const made = ok<{
        assignment_id: number;
        list_id: number;
        book_id: string;
        word_count: number;
        students: number;
      }>(
        await list({
          title: "Unit 3 どうぶつ",
          words: "dog\ncat\nswim",
          word_ids: [fixtureWordId("run"), fixtureWordId("dog")],
        }),
      );
      expect(made).toMatchObject({ word_count: 4, students: 2, book_id: `list-${made.list_id}` });
      const assignments = ok<{ items: Record<string, unknown>[] }>(
        await c.get(`${T}/assignments?class_id=${school.classId}`, teacher),
      );
      expect(assignments.items).toEqual([
        expect.objectContaining({
          assignment_id: made.assignment_id,
          book_id: made.book_id,
          title_ja: "Unit 3 どうぶつ",
          title_en: "Unit 3 どうぶつ",
          kind: "list",
          word_count: 4,
          daily_new: 5,
        }),
      ]);
      // another school cannot read it
      fail(
        await c.get(
          `${T}/mastery?class_id=${school.classId}&assignment_id=${made.assignment_id}`,
          rivalTeacher,
        ),
        404,
      );

      // the student: the list is a plan titled with the list, in the teacher's order
      const s1 = await school.students[0]!.signIn();
      const plans = ok<{ items: StudyWordPlan[] }>(await c.get("/v3/study-word/plans", s1));
      const plan = plans.items.find((p) => p.book_id === made.book_id);
      expect(plan).toMatchObject({
        book_title_ja: "Unit 3 どうぶつ",
        book_title_en: "Unit 3 どうぶつ",
        total_words: 4,
        assigned_by: school.teacher.username,
        today: { new_total: 4, review_total: 0, done: 0, finished: false },
      });
      const planId = plan!.plan_id;
      const task = ok<{ new_words: { word: string }[] }>(
        await c.get(`/v3/study-word/today-task?plan_id=${planId}`, s1),
      );
      expect(task.new_words.map((w) => w.word)).toEqual(["run", "dog", "cat", "swim"]);
      const paper = ok<{ items: StudyWordChallengeItem[] }>(
        await c.get(`/v3/study-word/challenge-paper2?plan_id=${planId}`, s1),
      );
      expect(paper.items).toHaveLength(4);
      for (const item of paper.items)
        if (item.choices) expect(item.choices, `${item.word} ${item.exercise}`).toHaveLength(4);
      const answered = ok<{ mastery: string; remaining: number }>(
        await c.postJson(
          "/v3/study-word/upload-challenge-log",
          { plan_id: planId, word_id: fixtureWordId("dog"), is_right: 1 },
          s1,
        ),
      );
      expect(answered).toMatchObject({ mastery: "learned", remaining: 3 });
      // a word of the books that is not in the list does not belong to the plan
      fail(
        await c.postJson(
          "/v3/study-word/upload-challenge-log",
          { plan_id: planId, word_id: fixtureWordId("tall"), is_right: 1 },
          s1,
        ),
        404,
      );
      const words = ok<{ total: number; items: { word: string; mastery: string }[] }>(
        await c.get(`/v3/study-word/list?plan_id=${planId}`, s1),
      );
      expect(words.total).toBe(4);
      expect(words.items.find((w) => w.word === "dog")?.mastery).toBe("learned");
      const result = ok<{ right: number; items: { word: string }[] }>(
        await c.get(`/v3/study-word/result?plan_id=${planId}`, s1),
      );
      expect(result).toMatchObject({ right: 1, items: [{ word: "dog" }] });
      fail(await c.postJson("/v3/study-word/delete-plan", { plan_id: planId }, s1), 403);

      // the teacher's mastery view
      const mastery = ok<{
        items: { student_id: number; counts: Record<string, number>; total_words: number }[];
      }>(await c.get(`${T}/mastery?class_id=${school.classId}&assignment_id=${made.assignment_id}`, teacher));
      expect(mastery.items.find((m) => m.student_id === school.students[0]!.id)).toMatchObject({
        counts: { learned: 1, unlearned: 3 },
        total_words: 4,
      });
      expect(mastery.items.find((m) => m.student_id === school.students[1]!.id)).toMatchObject({
        counts: { unlearned: 4 },
      });

      // a student who joins later gets it
      const late = await createStudent(t.db, {
        schoolId: school.schoolId,
        classId: school.classId,
        card: "active",
      });
      const lateToken = await signIn(t.app, late.username);
      const latePlans = ok<{ items: StudyWordPlan[] }>(await c.get("/v3/study-word/plans", lateToken));
      expect(latePlans.items.map((p) => p.book_title_ja)).toEqual(["Unit 3 どうぶつ"]);
      // another school's student never sees the list
      const rivalStudent = await rival.student.signIn();
      expect(ok<{ items: unknown[] }>(await c.get("/v3/study-word/plans", rivalStudent)).items).toEqual([]);

      // withdrawn: the students keep the plan and progress as their own
      ok(await c.postJson(`${T}/unassign`, { assignment_id: made.assignment_id }, teacher));
      const after = ok<{ items: StudyWordPlan[] }>(await c.get("/v3/study-word/plans", s1));
      expect(after.items.find((p) => p.plan_id === planId)).toMatchObject({
        book_title_ja: "Unit 3 どうぶつ",
        assigned_by: null,
        counts: { learned: 1 },
      });
    });
  },
);
