import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTeacher, createTestSchool, signIn, type TestSchool } from "../../test/factories.ts";

const WC = "jh1-u1-word-choice";
const JE = "jh1-u3-ja-to-en-writing";
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

describe.skipIf(skipPg)("editing homework and correction notes", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let teacher: string;
  let colleague: string;
  let admin: string;
  let otherTeacher: string;
  let s1: string;
  let s2: string;

  const create = async (over: Record<string, unknown> = {}) =>
    (
      await c.postJson(
        "/v3/teacher/homework-create",
        { class_id: school.classId, title: "単語", topics: [{ res_code: WC }], deadline: inDays(2), ...over },
        teacher,
      )
    ).json().data.homework_id as number;
  const studentDetail = (hw: number, token = s1) =>
    c.get(`/v3/homework-for-student/homework-detail?homework_id=${hw}`, token);
  const logOf = async (action: string) =>
    t.db.query<{ target_id: number; detail: Record<string, unknown> }>(
      "SELECT target_id, detail FROM teacher_change_log WHERE school_id = $1 AND action = $2 ORDER BY id",
      [school.schoolId, action],
    );

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    const other = await createTestSchool(t);
    teacher = await school.teacher.signIn();
    const mate = await createTeacher(t.db, { schoolId: school.schoolId });
    colleague = await signIn(t.app, mate.username, "teacher");
    const head = await createTeacher(t.db, { schoolId: school.schoolId, role: "admin" });
    admin = await signIn(t.app, head.username, "teacher");
    otherTeacher = await other.teacher.signIn();
    s1 = await school.students[0]!.signIn();
    s2 = await school.students[1]!.signIn();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("changes title, comment and deadline; the class reads the new ones and is told of the new deadline", async () => {
    const hw = await create();
    const update = (body: Record<string, unknown>, token = teacher) =>
      c.postJson("/v3/teacher/homework-update", { homework_id: hw, ...body }, token);
    const good = { title: "単語（修正）", comment: "教科書 p.12 も見よう", deadline: inDays(5) };
    expect((await update({ ...good, deadline: inDays(-1) })).statusCode).toBe(400);
    expect((await update({ ...good, deadline: "next week" })).statusCode).toBe(400);
    expect((await update({ ...good, title: "  " })).statusCode).toBe(400);
    expect((await update(good, otherTeacher)).statusCode).toBe(404);
    expect((await update(good, s1)).statusCode).toBe(401);
    expect((await studentDetail(hw)).json().data.title).toBe("単語");

    expect((await update(good)).json().data).toEqual({ homework_id: hw });
    const d = (await studentDetail(hw)).json().data;
    expect(d).toMatchObject({ title: "単語（修正）", comment: "教科書 p.12 も見よう" });
    expect(Date.parse(d.deadline)).toBe(Date.parse(good.deadline));
    const news = (await c.get("/v3/message/list?tab=system", s2)).json().data.items;
    expect(news[0]).toMatchObject({ title: "宿題の締め切りが変わりました: 単語（修正）", homework_id: hw });
    const tDetail = (await c.get(`/v3/teacher/homework-detail?homework_id=${hw}`, teacher)).json().data;
    expect(tDetail.edited_at).not.toBeNull();
    expect((await logOf("homework.update")).at(-1)).toMatchObject({
      target_id: hw,
      detail: { title_before: "単語" },
    });
  });

  it("gives one student a later deadline: only that student's homework reopens", async () => {
    const hw = await create();
    const topic = (await studentDetail(hw)).json().data.topics[0].topic_id;
    // the class deadline passes and s1 handed in late once: expired work is closed
    await t.db.query("UPDATE homework SET deadline = now() - interval '1 hour' WHERE id = $1", [hw]);
    const answer = (guid: string) =>
      c.postJson(
        "/v3/homework/topic-answer-record",
        {
          homework_id: hw,
          topic_id: topic,
          guid,
          is_completed: 1,
          item: { question_id: "wc01", answer_result: "0" },
        },
        s1,
      );
    expect((await answer("ext-1")).statusCode).toBe(200);
    expect((await answer("ext-2")).statusCode).toBe(423);
    const extend = (body: Record<string, unknown>, token = teacher) =>
      c.postJson(
        "/v3/teacher/homework-extend",
        { homework_id: hw, student_id: school.students[0]!.id, ...body },
        token,
      );
    expect((await extend({ deadline: inDays(-1) })).statusCode).toBe(400);
    expect((await extend({ deadline: inDays(3) }, otherTeacher)).statusCode).toBe(404);
    expect((await extend({ deadline: inDays(3), student_id: 999_999 })).statusCode).toBe(404);
    expect((await extend({})).statusCode).toBe(400);

    const r = await extend({ deadline: inDays(3) });
    expect(r.statusCode).toBe(200);
    expect((await studentDetail(hw)).json().data).toMatchObject({ is_expired: 0 });
    expect((await studentDetail(hw, s2)).json().data).toMatchObject({ is_expired: 1 });
    expect((await answer("ext-2")).statusCode).toBe(200);
    const news = (await c.get("/v3/message/list?tab=system", s1)).json().data.items;
    expect(news[0].title).toBe("宿題の締め切りが延長されました: 単語");
    const tDetail = (await c.get(`/v3/teacher/homework-detail?homework_id=${hw}`, teacher)).json().data;
    const rows = new Map(tDetail.students.map((s: { student_id: number }) => [s.student_id, s]));
    expect(rows.get(school.students[0]!.id)).toMatchObject({ extended_deadline: expect.any(String) });
    expect(rows.get(school.students[1]!.id)).toMatchObject({ extended_deadline: null });
    // an extension before the class deadline is refused; null takes it back
    await t.db.query("UPDATE homework SET deadline = now() + interval '10 days' WHERE id = $1", [hw]);
    expect((await extend({ deadline: inDays(5) })).statusCode).toBe(400);
    expect((await extend({ deadline: null })).statusCode).toBe(200);
    // the console's form sends "" for "back to the class deadline"
    expect((await extend({ deadline: inDays(12) })).statusCode).toBe(200);
    expect((await extend({ deadline: "" })).statusCode).toBe(200);
    const after = (await c.get(`/v3/teacher/homework-detail?homework_id=${hw}`, teacher)).json().data;
    expect(after.students.every((s: { extended_deadline: unknown }) => s.extended_deadline === null)).toBe(
      true,
    );
  });

  it("withdraws homework: it leaves every list and /news, its answers stay", async () => {
    const hw = await create({ title: "取り下げる宿題" });
    const topic = (await studentDetail(hw)).json().data.topics[0].topic_id;
    await c.postJson(
      "/v3/homework/topic-answer-record",
      {
        homework_id: hw,
        topic_id: topic,
        guid: "wd-1",
        is_completed: 1,
        item: { question_id: "wc01", answer_result: "0" },
      },
      s1,
    );
    const withdraw = (token = teacher) =>
      c.postJson("/v3/teacher/homework-withdraw", { homework_id: hw }, token);
    expect((await withdraw(otherTeacher)).statusCode).toBe(404);
    expect((await withdraw(s1)).statusCode).toBe(401);
    expect(
      (await c.postJson("/v3/teacher/homework-withdraw", { homework_id: "x" }, teacher)).statusCode,
    ).toBe(400);
    expect((await withdraw()).statusCode).toBe(200);
    expect((await withdraw()).statusCode).toBe(404);

    expect((await studentDetail(hw)).statusCode).toBe(404);
    const list = (await c.get("/v3/homework-for-student/homework-list", s1)).json().data.items;
    expect(list.map((i: { homework_id: number }) => i.homework_id)).not.toContain(hw);
    const news = (await c.get("/v3/message/list?tab=system", s2)).json().data.items;
    expect(news.map((m: { homework_id: number }) => m.homework_id)).not.toContain(hw);
    const tList = (await c.get(`/v3/teacher/homework-list?class_id=${school.classId}`, teacher)).json().data
      .items;
    expect(tList.map((i: { homework_id: number }) => i.homework_id)).not.toContain(hw);
    expect((await c.get(`/v3/teacher/homework-detail?homework_id=${hw}`, teacher)).statusCode).toBe(404);
    const kept = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM homework_attempts WHERE homework_id = $1",
      [hw],
    );
    expect(kept?.n).toBe(1);
    expect((await logOf("homework.withdraw")).at(-1)).toMatchObject({
      target_id: hw,
      detail: { title: "取り下げる宿題" },
    });
  });

  it("edits and deletes a correction note: its teacher or an administrator, and the student sees the change", async () => {
    const hw = await create({ topics: [{ res_code: JE, question_ids: "je01" }] });
    const topic = (await studentDetail(hw)).json().data.topics[0].topic_id;
    await c.postJson(
      "/v3/homework/topic-answer-record",
      {
        homework_id: hw,
        topic_id: topic,
        guid: "note-1",
        is_completed: 1,
        item: { question_id: "je01", answer_result: "I goes to school." },
      },
      s1,
    );
    const note = (
      await c.postJson(
        "/v3/teacher/submission-note",
        {
          homework_id: hw,
          topic_id: topic,
          student_id: school.students[0]!.id,
          guid: "note-1",
          question_id: "je01",
          start_pos: 2,
          end_pos: 6,
          comments: "go です",
        },
        teacher,
      )
    ).json().data;
    const edit = (comments: string, token = teacher) =>
      c.postJson("/v3/teacher/submission-note-update", { note_id: note.note_id, comments }, token);
    const seen = async () =>
      (await c.get(`/v3/homework/topic-answer-result?homework_id=${hw}&topic_id=${topic}`, s1))
        .json()
        .data.correct_notes.map((n: { comments: string }) => n.comments);
    expect((await edit("")).statusCode).toBe(400);
    expect((await edit("x", colleague)).statusCode).toBe(404);
    expect((await edit("x", otherTeacher)).statusCode).toBe(404);
    expect(await seen()).toEqual(["go です"]);

    const r = await edit("I の後は go です。");
    expect(r.json().data).toMatchObject({
      note_id: note.note_id,
      comments: "I の後は go です。",
      pos: { startPos: 2, endPos: 6 },
    });
    expect(await seen()).toEqual(["I の後は go です。"]);
    expect((await edit("管理者が直しました", admin)).statusCode).toBe(200);
    const del = (token = teacher) =>
      c.postJson("/v3/teacher/submission-note-delete", { note_id: note.note_id }, token);
    expect((await del(colleague)).statusCode).toBe(404);
    expect((await del()).statusCode).toBe(200);
    expect((await del()).statusCode).toBe(404);
    expect(await seen()).toEqual([]);
    expect((await logOf("note.delete")).at(-1)).toMatchObject({ detail: { comments: "管理者が直しました" } });
  });

  it("reminds only the students who have not submitted, once per 10 minutes", async () => {
    const hw = await create({ title: "リマインド", topics: [{ res_code: WC, question_ids: "wc01" }] });
    const topic = (await studentDetail(hw)).json().data.topics[0].topic_id;
    await c.postJson(
      "/v3/homework/topic-answer-record",
      {
        homework_id: hw,
        topic_id: topic,
        guid: "rm-1",
        is_completed: 1,
        item: { question_id: "wc01", answer_result: "0" },
      },
      s1,
    );
    const remind = (token = teacher) => c.postJson("/v3/teacher/homework-remind", { homework_id: hw }, token);
    expect((await remind(otherTeacher)).statusCode).toBe(404);
    expect((await remind(s1)).statusCode).toBe(401);
    const r = await remind();
    expect(r.json().data).toEqual({ recipient_count: 1 });
    const title = "宿題のお知らせ: リマインド";
    const got = async (token: string) =>
      (await c.get("/v3/message/list?tab=system", token))
        .json()
        .data.items.filter((m: { title: string }) => m.title === title).length;
    expect(await got(s2)).toBe(1);
    expect(await got(s1)).toBe(0);
    expect((await remind()).statusCode).toBe(400);
    expect(await got(s2)).toBe(1);
  });
});
