import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";

const JE = "jh1-u3-ja-to-en-writing";
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const TEXT = "I play soccer after school. My friends like soccer too.";
/** the second "soccer" of TEXT */
const SECOND = TEXT.indexOf("soccer", TEXT.indexOf("soccer") + 1);

describe.skipIf(skipPg)("the correction loop: return with a reason, notes kept, rewrite, history", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let teacher: string;
  let otherTeacher: string;
  let student: string;
  let studentId: number;
  let hw: number;
  let topic: number;

  const answer = (guid: string, text: string) =>
    c.postJson(
      "/v3/homework/topic-answer-record",
      {
        homework_id: hw,
        topic_id: topic,
        guid,
        is_completed: 1,
        item: { question_id: "je01", answer_result: text },
      },
      student,
    );
  const giveBack = (body: Record<string, unknown>, token = teacher) =>
    c.postJson(
      "/v3/teacher/submission-return",
      { homework_id: hw, topic_id: topic, student_id: studentId, ...body },
      token,
    );
  const detail = async () =>
    (await c.get(`/v3/homework-for-student/homework-detail?homework_id=${hw}`, student)).json().data;

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t);
    const other = await createTestSchool(t);
    teacher = await school.teacher.signIn();
    otherTeacher = await other.teacher.signIn();
    student = await school.student.signIn();
    studentId = school.student.id;
    hw = (
      await c.postJson(
        "/v3/teacher/homework-create",
        {
          class_id: school.classId,
          title: "放課後の英作文",
          topics: [{ res_code: JE, question_ids: "je01" }],
          deadline: inDays(3),
          has_limit: 1,
          limit_number: 1,
        },
        teacher,
      )
    ).json().data.homework_id;
    topic = (await detail()).topics[0].topic_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses a return with nothing submitted, a too-long reason, or from another school", async () => {
    const none = await giveBack({ reason: "" });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    expect((await answer("loop-1", TEXT)).statusCode).toBe(200);
    expect((await giveBack({ reason: "あ".repeat(501) })).statusCode).toBe(400);
    expect((await giveBack({ reason: 5 })).statusCode).toBe(400);
    expect((await giveBack({ reason: "x" }, otherTeacher)).statusCode).toBe(404);
    expect((await giveBack({ reason: "x" }, student)).statusCode).toBe(401);
    // none of these returned anything: the topic is still answered, with no attempt left
    const d = await detail();
    expect(d.topics[0]).toMatchObject({ status: "answered", returned: null, remaining_attempts: 0 });
  });

  it("shows the return, its reason and the notes on the homework, in /news, and on the rewrite screen", async () => {
    const note = await c.postJson(
      "/v3/teacher/submission-note",
      {
        homework_id: hw,
        topic_id: topic,
        student_id: studentId,
        guid: "loop-1",
        question_id: "je01",
        start_pos: SECOND,
        end_pos: SECOND + "soccer".length,
        comments: "2回目は it にしましょう。",
      },
      teacher,
    );
    expect(note.statusCode).toBe(200);
    const ret = await giveBack({ reason: "  同じ単語のくり返しを直して、もう一度出してください。  " });
    expect(ret.statusCode).toBe(200);
    expect(ret.json().data).toEqual({ attempts_used: 0, remaining_attempts: 1 });
    // a second return finds nothing new to return
    expect((await giveBack({})).statusCode).toBe(400);

    const d = await detail();
    expect(d.status).toBe("not_submitted");
    const returned = d.topics[0].returned;
    expect(returned).toMatchObject({
      guid: "loop-1",
      teacher_name: school.teacher.username,
      reason: "同じ単語のくり返しを直して、もう一度出してください。",
      notes: [{ question_id: "je01", comments: "2回目は it にしましょう。", quote: "soccer" }],
      answers: [{ question_id: "je01", content: TEXT }],
    });
    expect(Date.parse(returned.returned_at)).toBeGreaterThan(Date.now() - 60_000);

    const news = (await c.get("/v3/message/list?tab=teacher", student)).json().data.items;
    expect(news[0]).toMatchObject({
      title: "宿題が返却されました: 放課後の英作文",
      jump_schema: 2,
      homework_id: hw,
      is_read: 0,
    });
    const msg = (await c.get(`/v3/message/detail?msg_id=${news[0].msg_id}`, student)).json().data;
    expect(msg.body).toContain("同じ単語のくり返しを直して");

    const info = (
      await c.get(`/v3/homework/topic-resource-info?homework_id=${hw}&topic_id=${topic}`, student)
    ).json().data;
    expect(info).toMatchObject({ can_answer: 1, answer_data: null });
    expect(info.returned.notes[0].quote).toBe("soccer");
    expect(info.returned.answers[0].content).toBe(TEXT);
  });

  it("after the rewrite the return is done, and both attempts stay in the history for both sides", async () => {
    const better = "I play soccer after school. My friends like it too.";
    expect((await answer("loop-2", better)).statusCode).toBe(200);
    const d = await detail();
    expect(d.topics[0]).toMatchObject({ status: "answered", returned: null, last_guid: "loop-2" });

    const now = (
      await c.get(`/v3/homework/topic-answer-result?homework_id=${hw}&topic_id=${topic}`, student)
    ).json().data;
    expect(now.answer_data.guid).toBe("loop-2");
    expect(now.correct_notes).toEqual([]);
    expect(
      now.history.map((h: { guid: string; is_returned: number; note_count: number }) => [
        h.guid,
        h.is_returned,
        h.note_count,
      ]),
    ).toEqual([
      ["loop-1", 1, 1],
      ["loop-2", 0, 0],
    ]);
    expect(now.history[0].return_reason).toContain("くり返し");
    // the returned attempt still opens, with its note
    const old = (
      await c.get(`/v3/homework/topic-answer-result?homework_id=${hw}&topic_id=${topic}&guid=loop-1`, student)
    ).json().data;
    expect(old.correct_notes.map((n: { comments: string }) => n.comments)).toEqual([
      "2回目は it にしましょう。",
    ]);

    const sub = (
      await c.get(
        `/v3/teacher/submission?homework_id=${hw}&student_id=${studentId}&topic_id=${topic}`,
        teacher,
      )
    ).json().data;
    expect(sub.attempts.map((a: { guid: string; is_returned: number }) => [a.guid, a.is_returned])).toEqual([
      ["loop-1", 1],
      ["loop-2", 0],
    ]);
    expect(sub.attempts[0]).toMatchObject({
      returned_by: school.teacher.username,
      return_reason: "同じ単語のくり返しを直して、もう一度出してください。",
    });
    expect(sub.attempts[1]).toMatchObject({ returned_at: null, returned_by: "", return_reason: "" });
    const log = await t.db.query<{ action: string; detail: { reason: string } }>(
      "SELECT action, detail FROM teacher_change_log WHERE school_id = $1 AND action = 'submission.return'",
      [school.schoolId],
    );
    expect(log.map((l) => l.detail.reason)).toEqual(["同じ単語のくり返しを直して、もう一度出してください。"]);
  });
});
