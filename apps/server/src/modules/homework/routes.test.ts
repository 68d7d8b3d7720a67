import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import {
  createClass,
  createStudent,
  createTestSchool,
  signIn,
  type TestSchool,
  uniqueName,
} from "../../test/factories.ts";

const WC = "jh1-u1-word-choice";
const JE = "jh1-u3-ja-to-en-writing";
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

describe.skipIf(skipPg)("homework calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  /** the class of s1 and its teacher; s2 is in another class of that school; sakura* is another school */
  let school: TestSchool;
  let teacher: string;
  let sakuraTeacher: string;
  let s1: string;
  let s2: string;
  let sakura: string;
  let classId: number;
  let sakuraClassId: number;
  let s1Id: number;
  let otherClassId: number;

  const create = (body: Record<string, unknown>, token = teacher) =>
    c.postJson("/v3/teacher/homework-create", body, token);
  const answerWc = (hw: number, topic: number, guid: string, qid: string, choice: number, done = 0) =>
    c.postJson(
      "/v3/homework/topic-answer-record",
      {
        homework_id: hw,
        topic_id: topic,
        guid,
        is_completed: done,
        item: { question_id: qid, answer_result: String(choice) },
      },
      s1,
    );

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t);
    const other = await createTestSchool(t);
    const otherClass = await createClass(
      t.db,
      school.schoolId,
      uniqueName("class"),
      uniqueName("C").toUpperCase(),
    );
    otherClassId = otherClass;
    const inOtherClass = await createStudent(t.db, {
      schoolId: school.schoolId,
      classId: otherClass,
      card: "active",
    });
    teacher = await school.teacher.signIn();
    sakuraTeacher = await other.teacher.signIn();
    s1 = await school.student.signIn();
    s2 = await signIn(t.app, inOtherClass.username);
    sakura = await other.student.signIn();
    classId = school.classId;
    sakuraClassId = other.classId;
    s1Id = school.student.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("rejects bad input, missing auth and other schools' classes", async () => {
    const good = { class_id: classId, title: "単語", topics: [{ res_code: WC }], deadline: inDays(3) };
    expect((await create({ ...good, topics: [] })).statusCode).toBe(400);
    expect((await create({ ...good, deadline: "tomorrow" })).statusCode).toBe(400);
    expect((await create({ ...good, deadline: inDays(-1) })).statusCode).toBe(400);
    expect((await create({ ...good, topics: [{ res_code: "nope" }] })).statusCode).toBe(400);
    expect((await create({ ...good, topics: [{ res_code: WC, question_ids: "zz" }] })).statusCode).toBe(400);
    expect((await create({ ...good, has_limit: 1, limit_number: 0 })).statusCode).toBe(400);
    expect((await c.postJson("/v3/teacher/homework-create", good)).statusCode).toBe(401);
    expect((await create(good, s1)).statusCode).toBe(401);
    expect((await create({ ...good, class_id: sakuraClassId })).statusCode).toBe(404);
    expect((await create(good, sakuraTeacher)).statusCode).toBe(404);
    expect((await c.get("/v3/homework-for-student/homework-list?tab=bad", s1)).statusCode).toBe(400);
    expect((await c.get("/v3/homework-for-student/homework-list")).statusCode).toBe(401);
  });

  it("assigns homework with defaults; the class sees it, other classes and schools do not", async () => {
    const before = (await c.get("/v3/homework-for-student/homework-list", s1)).json().data.unfinished_count;
    const r = await create({
      class_id: classId,
      title: "学校の単語",
      comment: "がんばろう",
      topics: [{ res_code: WC, question_ids: "wc01,wc02" }],
      deadline: inDays(3),
    });
    expect(r.statusCode).toBe(200);
    const { homework_id, message_id } = r.json().data;
    const list = (await c.get("/v3/homework-for-student/homework-list", s1)).json().data;
    expect(list.unfinished_count).toBe(before + 1);
    expect(list.items[0]).toMatchObject({
      homework_id,
      message_id,
      title: "学校の単語",
      teacher_name: school.teacher.username, // a factory teacher's name is its username
      status: "not_submitted",
      is_expired: 0,
      required_times: 0,
      has_limit: 0,
      kind: "word-choice",
    });
    const detail = (
      await c.get(`/v3/homework-for-student/homework-detail?homework_id=${homework_id}`, s1)
    ).json().data;
    expect(detail).toMatchObject({
      sample_answer: 1,
      speech_speed: 1,
      subtitle: 1,
      translation: 1,
      answer_tips: 1,
    });
    expect(detail.topics[0].question_ids).toEqual(["wc01", "wc02"]);
    // s2 is in another class; sakura in another school
    expect((await c.get("/v3/homework-for-student/homework-list", s2)).json().data.total).toBe(0);
    expect(
      (await c.get(`/v3/homework-for-student/homework-detail?homework_id=${homework_id}`, s2)).statusCode,
    ).toBe(404);
    expect(
      (await c.get(`/v3/homework-for-student/homework-detail?homework_id=${homework_id}`, sakura)).statusCode,
    ).toBe(404);
    expect(
      (await c.get(`/v3/teacher/homework-detail?homework_id=${homework_id}`, sakuraTeacher)).statusCode,
    ).toBe(404);
    expect((await c.get("/v3/teacher/homework-list", sakuraTeacher)).json().data.total).toBe(0);
    // the announcement is a system message with jump_schema 2, counted as unread
    const news = (await c.get("/v3/message/list?tab=system", s1)).json().data;
    expect(news.items[0]).toMatchObject({ msg_id: message_id, jump_schema: 2, homework_id, is_read: 0 });
    const notice = (await c.get("/v3/homework-for-student/new-notice-total", s1)).json().data;
    expect(notice).toMatchObject({ unfinished_homework_count: before + 1 });
    expect(notice.new_msg_num).toBeGreaterThanOrEqual(1);
  });

  it("records answers in homework mode, enforces the attempt limit with 423 and lets the teacher return work", async () => {
    const hw = (
      await create({
        class_id: classId,
        title: "回数制限",
        topics: [{ res_code: WC, question_ids: "wc01" }],
        deadline: inDays(2),
        has_limit: 1,
        limit_number: 1,
        translation: 0,
      })
    ).json().data.homework_id;
    const detail = (await c.get(`/v3/homework-for-student/homework-detail?homework_id=${hw}`, s1)).json()
      .data;
    const topic = detail.topics[0].topic_id;
    expect(detail.translation).toBe(0);
    const info = (
      await c.get(`/v3/homework/topic-resource-info?homework_id=${hw}&topic_id=${topic}`, s1)
    ).json().data;
    expect(info).toMatchObject({
      question_ids: ["wc01"],
      can_answer: 1,
      remaining_attempts: 1,
      is_expired: 0,
    });
    expect(info.config.translation).toBe(0);
    // wc01: option 0 (blackboard) is right
    const first = await answerWc(hw, topic, "hw-a1", "wc01", 0, 1);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ attempts_used: 1, remaining_attempts: 0 });
    expect(first.json().data.item.percent_score).toBe(100);
    // a question outside the topic's item set is refused
    expect((await answerWc(hw, topic, "hw-a1", "wc02", 1)).statusCode).toBe(400);
    const second = await answerWc(hw, topic, "hw-a2", "wc01", 1, 1);
    expect(second.statusCode).toBe(423);
    const result = (
      await c.get(`/v3/homework/topic-answer-result?homework_id=${hw}&topic_id=${topic}`, s1)
    ).json().data;
    expect(result).toMatchObject({ remaining_attempts: 0, homework_id: hw });
    expect(result.answer_data.guid).toBe("hw-a1");
    const list = (await c.get("/v3/homework-for-student/homework-list?tab=answered", s1)).json().data;
    expect(list.items.map((i: { homework_id: number }) => i.homework_id)).toContain(hw);
    // the teacher sees the score and returns the work: one more attempt is allowed
    const tDetail = (await c.get(`/v3/teacher/homework-detail?homework_id=${hw}`, teacher)).json().data;
    const me = tDetail.students.find((s: { student_id: number }) => s.student_id === s1Id);
    expect(me).toMatchObject({ status: "answered", best_percent: 100 });
    const ret = await c.postJson(
      "/v3/teacher/submission-return",
      { homework_id: hw, topic_id: topic, student_id: s1Id },
      teacher,
    );
    expect(ret.json().data).toEqual({ attempts_used: 0, remaining_attempts: 1 });
    expect((await answerWc(hw, topic, "hw-a2", "wc01", 1, 1)).statusCode).toBe(200);
    expect((await answerWc(hw, topic, "hw-a3", "wc01", 0, 1)).statusCode).toBe(423);
    const sub = (
      await c.get(`/v3/teacher/submission?homework_id=${hw}&student_id=${s1Id}&topic_id=${topic}`, teacher)
    ).json().data;
    expect(sub.attempts.map((a: { guid: string; is_returned: number }) => [a.guid, a.is_returned])).toEqual([
      ["hw-a1", 1],
      ["hw-a2", 0],
    ]);
    expect(
      (
        await c.get(
          `/v3/teacher/submission?homework_id=${hw}&student_id=${s1Id}&topic_id=${topic}`,
          sakuraTeacher,
        )
      ).statusCode,
    ).toBe(404);
  });

  it("marks expired homework; late first work is accepted, then it is closed", async () => {
    const hw = (
      await create({ class_id: classId, title: "期限切れ", topics: [{ res_code: WC }], deadline: inDays(1) })
    ).json().data.homework_id;
    await t.db.query("UPDATE homework SET deadline = now() - interval '1 hour' WHERE id = $1", [hw]);
    const topic = (await c.get(`/v3/homework-for-student/homework-detail?homework_id=${hw}`, s1)).json().data
      .topics[0].topic_id;
    const info = (
      await c.get(`/v3/homework/topic-resource-info?homework_id=${hw}&topic_id=${topic}`, s1)
    ).json().data;
    expect(info).toMatchObject({ is_expired: 1, can_answer: 1 });
    expect((await answerWc(hw, topic, "late-1", "wc01", 0, 1)).statusCode).toBe(200);
    expect((await answerWc(hw, topic, "late-2", "wc01", 0)).statusCode).toBe(423);
    const tDetail = (await c.get(`/v3/teacher/homework-detail?homework_id=${hw}`, teacher)).json().data;
    const me = tDetail.students.find((s: { student_id: number }) => s.student_id === s1Id);
    expect(me.topics[0].is_late).toBe(1);
  });

  it("required_times needs that many finished attempts before the topic counts as answered", async () => {
    const hw = (
      await create({
        class_id: classId,
        title: "2回",
        topics: [{ res_code: WC, question_ids: "wc02" }],
        deadline: inDays(1),
        required_times: 2,
      })
    ).json().data.homework_id;
    const topic = (await c.get(`/v3/homework-for-student/homework-detail?homework_id=${hw}`, s1)).json().data
      .topics[0].topic_id;
    await answerWc(hw, topic, "rt-1", "wc02", 1, 1);
    let d = (await c.get(`/v3/homework-for-student/homework-detail?homework_id=${hw}`, s1)).json().data;
    expect(d.topics[0]).toMatchObject({ status: "not_submitted", attempts_used: 1 });
    await answerWc(hw, topic, "rt-2", "wc02", 1, 1);
    d = (await c.get(`/v3/homework-for-student/homework-detail?homework_id=${hw}`, s1)).json().data;
    expect(d).toMatchObject({ status: "answered" });
  });

  it("shows the teacher's correct_notes on a writing answer to the student, with the teacher's name", async () => {
    const hw = (
      await create({
        class_id: classId,
        title: "英作文",
        topics: [{ res_code: JE, question_ids: "je01" }],
        deadline: inDays(1),
      })
    ).json().data.homework_id;
    const topic = (await c.get(`/v3/homework-for-student/homework-detail?homework_id=${hw}`, s1)).json().data
      .topics[0].topic_id;
    const saved = await c.postJson(
      "/v3/homework/topic-answer-record",
      {
        homework_id: hw,
        topic_id: topic,
        guid: "je-1",
        is_completed: 1,
        item: { question_id: "je01", answer_result: "I practice piano every days." },
      },
      s1,
    );
    expect(saved.statusCode).toBe(200);
    const note = { homework_id: hw, topic_id: topic, student_id: s1Id, guid: "je-1", question_id: "je01" };
    const bad = await c.postJson("/v3/teacher/submission-note", { ...note, comments: "" }, teacher);
    expect(bad.statusCode).toBe(400);
    expect(
      (await c.postJson("/v3/teacher/submission-note", { ...note, comments: "x" }, sakuraTeacher)).statusCode,
    ).toBe(404);
    expect(
      (
        await c.postJson(
          "/v3/teacher/submission-note",
          { ...note, question_id: "je02", comments: "x" },
          teacher,
        )
      ).statusCode,
    ).toBe(404);
    const r = await c.postJson(
      "/v3/teacher/submission-note",
      { ...note, start_pos: 21, end_pos: 27, comments: "every day（s はつけません）" },
      teacher,
    );
    expect(r.statusCode).toBe(200);
    const result = (
      await c.get(`/v3/homework/topic-answer-result?homework_id=${hw}&topic_id=${topic}`, s1)
    ).json().data;
    expect(result.correct_notes).toEqual([
      expect.objectContaining({
        question_id: "je01",
        pos: { startPos: 21, endPos: 27 },
        comments: "every day（s はつけません）",
        teacher: school.teacher.username,
      }),
    ]);
  });

  it("gives the same homework to several classes at once, all or none", async () => {
    const body = {
      class_id: classId,
      title: "二クラス共通",
      topics: [{ res_code: WC }],
      deadline: inDays(3),
    };
    // a second class of the same teacher, with a student
    const second = await createClass(
      t.db,
      school.schoolId,
      uniqueName("class"),
      uniqueName("C").toUpperCase(),
      school.teacher.id,
    );
    const pupil = await createStudent(t.db, { schoolId: school.schoolId, classId: second, card: "active" });
    const s3 = await signIn(t.app, pupil.username);
    const count = async () => (await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM homework"))!.n;
    const before = await count();
    expect((await create({ ...body, also_class_ids: `${second},${sakuraClassId}` })).statusCode).toBe(404);
    // a class of the school the teacher does not teach is out of scope too
    expect((await create({ ...body, also_class_ids: String(otherClassId) })).statusCode).toBe(404);
    expect((await create({ ...body, also_class_ids: "a,b" })).statusCode).toBe(400);
    expect(await count()).toBe(before);
    const r = (await create({ ...body, also_class_ids: `${second},${classId}` })).json().data;
    expect(r.homework_ids).toHaveLength(2);
    expect(r.homework_ids[0]).toBe(r.homework_id);
    const sees = async (token: string) =>
      (await c.get("/v3/homework-for-student/homework-list", token))
        .json()
        .data.items.filter((i: { title: string }) => i.title === "二クラス共通").length;
    expect(await sees(s1)).toBe(1);
    expect(await sees(s3)).toBe(1);
    expect(await sees(s2)).toBe(0);
    expect(await sees(sakura)).toBe(0);
  });
});
