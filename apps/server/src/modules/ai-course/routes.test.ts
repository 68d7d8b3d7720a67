import { randomUUID } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import type {
  AiCourseSummary,
  AiLessonItem,
  AiLessonLogs,
  AiMasteryChange,
  AiPaperPoint,
  AiRecommendLesson,
  AiReportPoint,
  AiStageStatus,
  AiWeaknessPaper,
} from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../env.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool, updateStudentProfile } from "../../test/factories.ts";
import { studentsMastery } from "./mastery.ts";
import { CEFR_RES, AI_FIXTURE as F, writeAiCourseContent } from "./test-fixture.ts";

const P = "/v3/ai/course";
const RECORD = "/v3/textbook/topic-answer-record";
type Res = { statusCode: number; body: string; json(): { code: number; message: string; data: unknown } };
type ErrorData = { error_key: string; fields?: Record<string, string> };
type StageData = {
  lesson_id: string;
  stage: string;
  score: number | null;
  stages: AiStageStatus[];
  next_stage: string | null;
  mastery: AiMasteryChange[];
};
type Attempt = { guid: string; score: number; correct: number; total: number; submitted_at: string };
type Report = { course_id: string; points: AiReportPoint[] };

describe.skipIf(skipPg)("AI course calls (ai/course/*)", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let contentDir: string;
  let me: string;
  let other: string;

  beforeAll(async () => {
    contentDir = writeAiCourseContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: contentDir });
    c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
    me = await school.students[0]!.signIn();
    other = await school.students[1]!.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(contentDir, { recursive: true, force: true });
  });

  const ok = <T>(r: Res) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as T;
  };
  const bad = (r: Res, status = 400) => {
    expect(r.statusCode, r.body).toBe(status);
    expect(r.json().code).toBe(status);
    return r.json().data as ErrorData;
  };
  /** Records answers with the textbook call under one guid; returns the guid. */
  const play = async (
    resCode: string,
    answers: Array<Record<string, unknown>>,
    token = me,
    guid: string = randomUUID(),
    more: Record<string, unknown> = {},
  ) => {
    for (const [i, item] of answers.entries())
      ok(
        await c.postJson(
          RECORD,
          {
            res_code: resCode,
            guid,
            current_index: i + 1,
            is_completed: i === answers.length - 1 ? 1 : 0,
            item,
            ...more,
          },
          token,
        ),
      );
    return guid;
  };
  const report = async (token = me) => ok<Report>(await c.get(`${P}/report?course_id=${F.course}`, token));
  const pointOf = (r: Report, point: string) => r.points.find((p) => p.point === point)!;

  it("lists the course with no progress, its lessons and a lesson's content", async () => {
    const { courses } = ok<{ courses: AiCourseSummary[] }>(await c.get(`${P}/index`, me));
    expect(courses).toEqual([
      {
        course_id: "jh1",
        title_ja: "中学1年",
        title_en: "Junior high year 1",
        level: "A1",
        color: "#2f7d5b",
        lesson_count: 2,
        lessons_done: 0,
        stages_done: 0,
        mastery: { unlearned: 2, learned: 0, mastered: 0, needs_review: 0 },
        last_test_score: null,
        next_lesson_id: F.lesson1,
      },
    ]);
    const idx = ok<{ lessons: AiLessonItem[] }>(await c.get(`${P}/exercise/index?course_id=jh1`, me));
    expect(idx.lessons.map((l) => [l.lesson_id, l.nn, l.point, l.done])).toEqual([
      [F.lesson1, "01", "be-present", false],
      [F.lesson2, "02", "verb-present", false],
    ]);
    expect(idx.lessons[0]!.stages.map((s) => [s.stage, s.done])).toEqual([
      ["video", false],
      ["explanation", false],
      ["review", false],
      ["consolidation", false],
    ]);
    expect(idx.lessons[0]!.mastery).toMatchObject({ point: "be-present", label: "unlearned", answers: 0 });
    type Part = {
      video: Array<{ examples: Array<{ highlight: string }>; narration: Array<{ cue_id: string }> }>;
      explanation: Array<{ check: { options: string[]; answer: number } }>;
      review: { res_code: string; item_count: number };
      consolidation: { res_code: string; item_count: number };
      prev_lesson_id: string | null;
      next_lesson_id: string | null;
      version: string;
    };
    const part = ok<Part>(await c.get(`${P}/exercise/part?lesson_id=${F.lesson1}`, me));
    expect(part.video).toHaveLength(2);
    expect(part.video[0]!.examples[0]!.highlight).toBe("am");
    expect(part.video[0]!.narration[0]!.cue_id).toBe("s1-n1");
    expect(part.explanation.map((e) => e.check.answer)).toEqual([1, 0]);
    expect(part).toMatchObject({
      review: { res_code: F.review1, item_count: 3 },
      consolidation: { res_code: F.consolidation1, item_count: 2 },
      prev_lesson_id: null,
      next_lesson_id: F.lesson2,
      version: "fixture-1",
    });
    const doc = ok<{ exam_doc: Array<{ points: Array<{ point: string; sections: unknown[] }> }> }>(
      await c.get(`${P}/document`, me),
    );
    expect(doc.exam_doc[0]!.points.map((p) => [p.point, p.sections.length])).toEqual([
      ["be-present", 2],
      ["verb-present", 1],
    ]);
  });

  it("refuses bad input, unknown ids and other students' attempts with clear keys", async () => {
    expect(Object.keys(bad(await c.get(`${P}/exercise/index`, me)).fields ?? {})).toEqual([
      "querystring.course_id",
    ]);
    expect(bad(await c.get(`${P}/exercise/index?course_id=jh9`, me), 404).error_key).toBe(
      "ai_course_not_found",
    );
    expect(bad(await c.get(`${P}/report?course_id=jh9`, me), 404).error_key).toBe("ai_course_not_found");
    expect(bad(await c.get(`${P}/exercise/part?lesson_id=jh1-99-none`, me), 404).error_key).toBe(
      "ai_lesson_not_found",
    );
    expect(bad(await c.postJson(`${P}/exercise/video/submit`, { resource_id: "x" }, me), 404).error_key).toBe(
      "ai_lesson_not_found",
    );
    const badAnswers = await c.postJson(
      `${P}/exercise/explanation/submit`,
      { resource_id: F.lesson1, answers: ["a"] },
      me,
    );
    expect(Object.keys(bad(badAnswers).fields ?? {})[0]).toMatch(/^body\.answers/);
    const noGuid = await c.postJson(`${P}/exercise/review/submit`, { lesson_id: F.lesson1 }, me);
    expect(Object.keys(bad(noGuid).fields ?? {})).toEqual(["body.guid"]);
    const unknown = { lesson_id: F.lesson1, guid: randomUUID() };
    expect(bad(await c.postJson(`${P}/exercise/review/submit`, unknown, me), 404).error_key).toBe(
      "ai_course_paper_not_found",
    );
    // another student's attempt of the right resource is unknown to me
    const theirs = await play(F.review1, [{ question_id: "r1", answer_result: 0 }], other);
    for (const r of [
      await c.postJson(`${P}/exercise/review/submit`, { lesson_id: F.lesson1, guid: theirs }, me),
      await c.get(`${P}/exercise/review/logs?lesson_id=${F.lesson1}&guid=${theirs}`, me),
    ])
      expect(bad(r, 404).error_key).toBe("ai_course_paper_not_found");
    // my attempt of another resource does not count for this stage
    const wrongRes = await play(F.textbook, [{ question_id: "q3", answer_result: 0 }]);
    for (const r of [
      await c.postJson(`${P}/exercise/review/submit`, { lesson_id: F.lesson1, guid: wrongRes }, me),
      await c.postJson(`${P}/exercise/consolidation/submit`, { lesson_id: F.lesson2, guid: wrongRes }, me),
      await c.postJson(`${P}/testing/submit`, { course_id: "jh1", guid: wrongRes }, me),
    ]) {
      const e = bad(r);
      expect(e.error_key).toBe("ai_course_resource_mismatch");
      expect(Object.keys(e.fields ?? {})).toEqual(["guid"]);
    }
    // a guid recommend/index never gave is not a weakness paper
    expect(
      bad(await c.postJson(`${P}/recommend/submit`, { course_id: "jh1", guid: wrongRes }, me), 404).error_key,
    ).toBe("ai_course_paper_not_found");
    expect(bad(await c.get(`${P}/testing/paper?course_id=jh1&guid=${randomUUID()}`, me), 404).error_key).toBe(
      "ai_course_paper_not_found",
    );
  });

  it("walks a lesson: video, explanation, review through the textbook calls; mastery rises", async () => {
    const video = ok<StageData>(
      await c.postJson(`${P}/exercise/video/submit`, { resource_id: F.lesson1 }, me),
    );
    expect(video).toMatchObject({ stage: "video", score: null, next_stage: "explanation", mastery: [] });
    expect(video.stages.map((s) => s.done)).toEqual([true, false, false, false]);

    // form bodies send the check answers joined by commas: one right, one wrong
    const expl = ok<StageData & { checks: Array<{ correct: boolean; chosen: number | null }> }>(
      await c.postForm(`${P}/exercise/explanation/submit`, { resource_id: F.lesson1, answers: "1,1" }, me),
    );
    expect(expl.checks.map((x) => [x.chosen, x.correct])).toEqual([
      [1, true],
      [1, false],
    ]);
    expect(expl).toMatchObject({ score: 50, next_stage: "review" });
    expect(expl.mastery).toHaveLength(1);
    expect(expl.mastery[0]).toMatchObject({
      point: "be-present",
      before: { answers: 0, label: "unlearned" },
    });
    expect(expl.mastery[0]!.after.answers).toBe(2);

    const guid = await play(F.review1, [
      { question_id: "r1", answer_result: 0 },
      { question_id: "r2", answer_result: [1, 3, 0, 2] },
      { question_id: "r3", answer_result: "He is my friend." },
    ]);
    const review = ok<StageData & { attempt: Attempt }>(
      await c.postJson(`${P}/exercise/review/submit`, { lesson_id: F.lesson1, guid }, me),
    );
    expect(review.attempt).toMatchObject({ guid, score: 100, correct: 3, total: 3 });
    expect(review).toMatchObject({ stage: "review", score: 100, next_stage: "consolidation" });
    const change = review.mastery[0]!;
    expect(change.point).toBe("be-present");
    expect(change.after.answers).toBe(change.before.answers + 3);
    expect(change.after.p).toBeGreaterThan(change.before.p);
    expect(change.after.label).not.toBe("unlearned");

    const logs = ok<AiLessonLogs>(
      await c.get(`${P}/exercise/review/logs?lesson_id=${F.lesson1}&guid=${guid}`, me),
    );
    expect(logs.items.map((i) => [i.question_id, i.type, i.sentence, i.answer, i.correct])).toEqual([
      ["r1", "choice", "I ___ a student.", "am", true],
      ["r2", "order", "あなたは大阪の出身ですか。", "Are you from Osaka", true],
      ["r3", "fix", "He are my friend.", "He is my friend.", true],
    ]);
    expect(logs.items[0]).toMatchObject({
      options: ["am", "are", "is"],
      model_answer: "I am a student.",
      explain_ja: "主語が I なので am。",
    });

    // consolidation: the read-aloud item skipped, the choice wrong
    const cg = await play(F.consolidation1, [
      { question_id: "c1", is_skipped: 1 },
      { question_id: "c2", answer_result: 0 },
    ]);
    const cons = ok<StageData & { attempt: Attempt }>(
      await c.postJson(`${P}/exercise/consolidation/submit`, { lesson_id: F.lesson1, guid: cg }, me),
    );
    expect(cons.attempt).toMatchObject({ score: 0, correct: 0, total: 2 });
    expect(cons.next_stage).toBeNull();
    expect(cons.mastery[0]!.after.p).toBeLessThan(cons.mastery[0]!.before.p);
    const clogs = ok<AiLessonLogs>(
      await c.get(`${P}/exercise/consolidation/logs?lesson_id=${F.lesson1}&guid=${cg}`, me),
    );
    expect(clogs.items.map((i) => [i.question_id, i.answer, i.correct, i.score])).toEqual([
      ["c1", "", false, null],
      ["c2", "am", false, 0],
    ]);

    const { courses } = ok<{ courses: AiCourseSummary[] }>(await c.get(`${P}/index`, me));
    expect(courses[0]).toMatchObject({ lessons_done: 1, stages_done: 4, next_lesson_id: F.lesson2 });
  });

  it("counts a wrong answer in another module (grammar index) against the point, once", async () => {
    const before = pointOf(await report(), "be-present");
    await play(F.textbook, [{ question_id: "q1", answer_result: 1 }]);
    const after = pointOf(await report(), "be-present");
    expect(after.answers).toBe(before.answers + 1);
    expect(after.p).toBeLessThan(before.p);
    expect(after.history).toHaveLength(after.answers);
    expect(after.history.at(-1)!.p).toBe(after.p);
    // an untagged question gives no evidence; reading again adds nothing
    await play(F.textbook, [{ question_id: "q3", answer_result: 0 }]);
    expect(pointOf(await report(), "be-present").answers).toBe(after.answers);
    const n = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM ai_observations WHERE student_id = $1 AND res_code = $2",
      [school.students[0]!.id, F.textbook],
    );
    expect(n?.n).toBe(1);
    // q2 shows two points: one answer is evidence for both
    await play(F.textbook, [{ question_id: "q2", answer_result: 1 }]);
    const both = await report();
    expect(pointOf(both, "be-present").answers).toBe(after.answers + 1);
    // level-test answers (a test answer scored 0-1, a weak-question practice) count too
    const id = school.students[0]!.id;
    const test = await t.db.one<{ id: number }>(
      "INSERT INTO cefr_tests (student_id, school_id, test_type) VALUES ($1, $2, 'placement') RETURNING id",
      [id, school.schoolId],
    );
    await t.db.query(
      `INSERT INTO cefr_test_answers (test_id, item_id, seq, skill, point, level, score, payload)
       VALUES ($1, $2, 1, 'grammar', 'be', 'A1', 1, '{}'), ($1, $3, 2, 'grammar', 'x', 'A1', 0, '{}')`,
      [test?.id, `${CEFR_RES}/g1`, "cefr-other/g1"],
    );
    await t.db.query(
      `INSERT INTO cefr_weak_logs (student_id, item_id, skill, point, score, correct)
       VALUES ($1, $2, 'grammar', 'be', 0, 0)`,
      [id, `${CEFR_RES}/g1`],
    );
    const cefr = await report();
    expect(pointOf(cefr, "be-present").answers).toBe(pointOf(both, "be-present").answers + 2);
    const sources = await t.db.query<{ source: string; question_id: string; correct: number }>(
      "SELECT source, question_id, correct FROM ai_observations WHERE student_id = $1 AND res_code = $2 ORDER BY source",
      [id, CEFR_RES],
    );
    expect(sources).toEqual([
      { source: "cefr_test", question_id: "g1", correct: 1 },
      { source: "cefr_weak", question_id: "g1", correct: 0 },
    ]);
  });

  it("recommends by gain with a weakness paper, and takes the paper back", async () => {
    type Rec = { recommend_resource: { lessons: AiRecommendLesson[]; paper: AiWeaknessPaper | null } };
    // more misses in the textbook make be-present weak
    const miss = { question_id: "q1", answer_result: 1 };
    await play(F.textbook, [miss, miss, miss]);
    const weak = pointOf(await report(), "be-present");
    expect(weak.p).toBeLessThan(0.8);
    const rec = ok<Rec>(await c.get(`${P}/recommend/index?course_id=jh1`, me));
    const lessons = rec.recommend_resource.lessons;
    expect(lessons.map((l) => l.lesson_id).sort()).toEqual([F.lesson1, F.lesson2]);
    expect(lessons[0]!.gain).toBeGreaterThanOrEqual(lessons[1]!.gain);
    expect(lessons.find((l) => l.lesson_id === F.lesson2)!.reasons).toEqual(
      expect.arrayContaining(["unlearned", "stages_left"]),
    );
    const paper = rec.recommend_resource.paper!;
    expect(paper.res_code).toBe(F.bank);
    expect(paper.points).toEqual(["be-present"]);
    // the be-present questions answered right today (review r1-r3) are left out
    expect(paper.question_ids).toEqual(["01-c2", "02-c2"]);
    // asked again: the same open paper
    const again = ok<Rec>(await c.get(`${P}/recommend/index?course_id=jh1`, me));
    expect(again.recommend_resource.paper!.guid).toBe(paper.guid);

    await play(
      F.bank,
      [
        { question_id: "01-c2", answer_result: 1 },
        { question_id: "02-c2", answer_result: 1 },
      ],
      me,
      paper.guid,
      { question_ids: paper.question_ids.join(",") },
    );
    const sub = ok<{ attempt: Attempt; mastery: AiMasteryChange[] }>(
      await c.postJson(`${P}/recommend/submit`, { course_id: "jh1", guid: paper.guid }, me),
    );
    expect(sub.attempt).toMatchObject({ score: 100, correct: 2, total: 2 });
    expect(sub.mastery.map((m) => m.point)).toEqual(["be-present"]);
    expect(sub.mastery[0]!.after.p).toBeGreaterThan(sub.mastery[0]!.before.p);
    const logs = ok<{ items: Array<{ question_id: string; correct: boolean }> }>(
      await c.get(`${P}/recommend/logs?course_id=jh1&guid=${paper.guid}`, me),
    );
    expect(logs.items.map((i) => [i.question_id, i.correct])).toEqual([
      ["01-c2", true],
      ["02-c2", true],
    ]);
    // a student with no evidence has no weak point
    const third = await school.students[2]!.signIn();
    const fresh = ok<Rec>(await c.get(`${P}/recommend/index?course_id=jh1`, third));
    expect(fresh.recommend_resource.paper).toBeNull();
  });

  it("takes the confirmation test: result per point and the papers", async () => {
    const intro = ok<{
      testing_introduction: { point_count: number; introduction_ja: string };
      testing_resource: { res_code: string; item_count: number; time_limit_minutes: number };
      paper_doc: Attempt[];
    }>(await c.get(`${P}/testing/index?course_id=jh1`, me));
    expect(intro).toMatchObject({
      testing_introduction: { point_count: 2 },
      testing_resource: { res_code: F.test, item_count: 4, time_limit_minutes: 10 },
      paper_doc: [],
    });
    const guid = await play(
      F.test,
      [
        { question_id: "t1", answer_result: 2 },
        { question_id: "t2", answer_result: 1 },
        { question_id: "t3", answer_result: 1 },
        { question_id: "t4", answer_result: 0 },
      ],
      me,
      randomUUID(),
      { mode: "exam" },
    );
    const sub = ok<{ attempt: Attempt; points: AiPaperPoint[]; mastery: AiMasteryChange[] }>(
      await c.postJson(`${P}/testing/submit`, { course_id: "jh1", guid }, me),
    );
    expect(sub.attempt).toMatchObject({ score: 75, correct: 3, total: 4 });
    expect(sub.points.map((p) => [p.point, p.correct, p.total])).toEqual([
      ["be-present", 2, 2],
      ["verb-present", 1, 2],
    ]);
    expect(sub.mastery.map((m) => [m.point, m.before.answers, m.after.answers - m.before.answers])).toEqual([
      ["be-present", expect.any(Number), 2],
      ["verb-present", 0, 2],
    ]);
    const paper = ok<{ points: AiPaperPoint[]; items: Array<{ question_id: string; correct: boolean }> }>(
      await c.get(`${P}/testing/paper?course_id=jh1&guid=${guid}`, me),
    );
    expect(paper.items.map((i) => i.correct)).toEqual([true, true, false, true]);
    const after = ok<{ paper_doc: Attempt[] }>(await c.get(`${P}/testing/index?course_id=jh1`, me));
    expect(after.paper_doc.map((p) => [p.guid, p.score])).toEqual([[guid, 75]]);
    const { courses } = ok<{ courses: AiCourseSummary[] }>(await c.get(`${P}/index`, me));
    expect(courses[0]!.last_test_score).toBe(75);
  });

  it("gives the teacher module every point's mastery per student", async () => {
    const ids = [school.students[0]!.id, school.students[1]!.id];
    const m = await studentsMastery(t.db, t.app.content, ids);
    expect(m.get(ids[0]!)!.size).toBe(30);
    expect(m.get(ids[0]!)!.get("be-present")!.answers).toBeGreaterThan(0);
    expect(m.get(ids[1]!)!.get("be-present")).toMatchObject({ label: "learned", answers: 1 });
    expect(m.get(ids[1]!)!.get("passive")).toMatchObject({ label: "unlearned", answers: 0 });
  });

  it("refuses college students (also on the AI resources' textbook calls), teachers and calls without a token", async () => {
    const s = school.students[2]!;
    const token = await s.signIn();
    ok(await c.get(`${P}/index`, token));
    await updateStudentProfile(t.db, s.id, { college: true });
    for (const r of [
      await c.get(`${P}/index`, token),
      await c.get(`${P}/exercise/part?lesson_id=${F.lesson1}`, token),
      await c.postJson(`${P}/exercise/video/submit`, { resource_id: F.lesson1 }, token),
      // the stage's resource itself, through the textbook calls the player uses
      await c.get(`/v3/textbook/resource-info?res_code=${F.review1}`, token),
    ])
      expect(bad(r, 403).error_key).toBe("college_not_available");
    const teacher = await school.teacher.signIn();
    expect((await c.get(`${P}/index`, teacher)).statusCode).toBe(401);
    expect((await c.get(`${P}/index`)).statusCode).toBe(401);
  });

  const realDist = join(REPO_ROOT, "content", "dist");
  const hasReal = existsSync(join(realDist, "ai-study", "index.json"));
  it.skipIf(!hasReal)("serves the real AI study content", async () => {
    Object.assign(t.app.env, { HIBIKI_CONTENT_DIR: realDist });
    const { courses } = ok<{ courses: AiCourseSummary[] }>(await c.get(`${P}/index`, me));
    expect(courses.map((x) => [x.course_id, x.lesson_count])).toEqual([
      ["jh1", 8],
      ["jh2", 8],
      ["jh3", 7],
      ["sh1", 7],
    ]);
    const idx = ok<{ lessons: AiLessonItem[] }>(await c.get(`${P}/exercise/index?course_id=jh3`, me));
    const part = ok<{ video: unknown[]; review: { res_code: string; item_count: number } }>(
      await c.get(`${P}/exercise/part?lesson_id=${idx.lessons[0]!.lesson_id}`, me),
    );
    expect(part.video.length).toBeGreaterThanOrEqual(4);
    const info = ok<{ question_ids: string[] }>(
      await c.get(`/v3/textbook/resource-info?res_code=${part.review.res_code}`, me),
    );
    expect(info.question_ids).toHaveLength(part.review.item_count);
    const doc = ok<{ exam_doc: Array<{ points: unknown[] }> }>(await c.get(`${P}/document`, me));
    expect(doc.exam_doc.flatMap((x) => x.points)).toHaveLength(30);
    ok(await c.get(`${P}/recommend/index?course_id=sh1`, me));
    ok(await c.get(`${P}/testing/index?course_id=jh2`, me));
  });
});
