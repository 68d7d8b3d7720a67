import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import {
  createClass,
  createStudent,
  createTeacher,
  createTestSchool,
  signIn,
  uniqueName,
} from "../../test/factories.ts";

describe.skipIf(skipPg)("message calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let teacher: string;
  let sakuraTeacher: string;
  let s1: string;
  let s11: string;
  let sakura: string;
  let demo1a: number;
  let s1Id: number;
  let teacherName: string;
  let colleague: string;
  let admin: string;
  let schoolId: number;

  const send = (body: Record<string, unknown>, token = teacher) =>
    c.postJson("/v3/teacher/message-send", body, token);

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    // The teacher's class of two, a student of the same teacher's other class, and another school.
    const school = await createTestSchool(t, { students: 2 });
    const otherClass = await createClass(
      t.db,
      school.schoolId,
      uniqueName("class"),
      uniqueName("C").toUpperCase(),
      school.teacher.id,
    );
    const otherSchool = await createTestSchool(t);
    teacherName = school.teacher.username;
    teacher = await school.teacher.signIn();
    sakuraTeacher = await otherSchool.teacher.signIn();
    s1 = await school.student.signIn();
    const classmate = await createStudent(t.db, {
      schoolId: school.schoolId,
      classId: otherClass,
      card: "active",
    });
    s11 = await signIn(t.app, classmate.username);
    sakura = await otherSchool.student.signIn();
    demo1a = school.classId;
    s1Id = school.student.id;
    schoolId = school.schoolId;
    colleague = await signIn(t.app, (await createTeacher(t.db, { schoolId })).username, "teacher");
    admin = await signIn(t.app, (await createTeacher(t.db, { schoolId, role: "admin" })).username, "teacher");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("rejects bad input and targets outside the teacher's school", async () => {
    expect((await send({ title: "x", body: "y" })).statusCode).toBe(400);
    expect((await send({ class_id: demo1a, student_id: s1Id, title: "x", body: "y" })).statusCode).toBe(400);
    expect((await send({ class_id: demo1a, title: "", body: "y" })).statusCode).toBe(400);
    expect((await send({ class_id: demo1a, title: "x", body: "y", kind: "spam" })).statusCode).toBe(400);
    expect((await send({ class_id: demo1a, title: "x", body: "y" }, sakuraTeacher)).statusCode).toBe(404);
    expect((await send({ student_id: s1Id, title: "x", body: "y" }, sakuraTeacher)).statusCode).toBe(404);
    expect((await send({ class_id: demo1a, title: "x", body: "y" }, s1)).statusCode).toBe(401);
    expect((await c.get("/v3/message/list?tab=nope", s1)).statusCode).toBe(400);
    expect((await c.get("/v3/message/detail?msg_id=999999", s1)).statusCode).toBe(404);
  });

  it("delivers a class notice and a personal message, counts unread and marks read on open", async () => {
    const before = (await c.get("/v3/student/info", s1)).json().data.new_msg_num;
    const base = (await c.get("/v3/message/list?tab=teacher", s1)).json().data;
    const r = await send({
      class_id: demo1a,
      title: "明日の持ち物",
      body: "辞書を持ってきてください。",
      kind: "notice",
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.recipient_count).toBe(2);
    const personal = (
      await send({ student_id: s1Id, title: "よくできました", body: "発音がとても良くなりました。" })
    ).json().data;
    expect(personal.recipient_count).toBe(1);
    const list = (await c.get("/v3/message/list?tab=teacher", s1)).json().data;
    expect(list.total).toBe(base.total + 2);
    expect(list.unread_teacher).toBe(base.unread_teacher + 2);
    expect(list.items[0]).toMatchObject({
      title: "よくできました",
      sender_name: teacherName,
      is_read: 0,
      jump_schema: 3,
    });
    expect((await c.get("/v3/student/info", s1)).json().data.new_msg_num).toBe(before + 2);
    const d = (await c.get(`/v3/message/detail?msg_id=${personal.msg_id}`, s1)).json().data;
    expect(d).toMatchObject({ body: "発音がとても良くなりました。", is_read: 1 });
    expect((await c.get("/v3/message/list?tab=teacher", s1)).json().data.unread_teacher).toBe(
      base.unread_teacher + 1,
    );
    expect((await c.get("/v3/student/info", s1)).json().data.new_msg_num).toBe(before + 1);
    // not to other classes or schools
    expect((await c.get("/v3/message/list?tab=teacher", s11)).json().data.total).toBe(0);
    expect((await c.get(`/v3/message/detail?msg_id=${personal.msg_id}`, s11)).statusCode).toBe(404);
    expect((await c.get(`/v3/message/detail?msg_id=${personal.msg_id}`, sakura)).statusCode).toBe(404);
    const sent = (await c.get("/v3/teacher/message-list", teacher)).json().data;
    expect(sent.items[0]).toMatchObject({ title: "よくできました", recipient_count: 1, read_count: 1 });
    expect((await c.get("/v3/teacher/message-list", sakuraTeacher)).json().data.total).toBe(0);
  });

  it("lets the sender edit and withdraw a message, logged; others of the school or another school get 404", async () => {
    const { msg_id } = (await send({ class_id: demo1a, title: "遠足の持ち物", body: "お弁当と水筒" })).json()
      .data;
    const update = (body: Record<string, unknown>, token: string) =>
      c.postJson("/v3/teacher/message-update", body, token);
    const remove = (id: number, token: string) =>
      c.postJson("/v3/teacher/message-delete", { msg_id: id }, token);
    // bad input: 400 in the envelope, nothing changed
    for (const bad of [
      { msg_id, title: "", body: "x" },
      { msg_id, title: "x" },
      { msg_id: "abc", title: "x", body: "y" },
    ]) {
      const r = await update(bad, teacher);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 400, data: { error_key: "bad_request" } });
    }
    // not theirs: another school's teacher, and a colleague who is not an administrator
    expect((await update({ msg_id, title: "x", body: "y" }, sakuraTeacher)).statusCode).toBe(404);
    expect((await update({ msg_id, title: "x", body: "y" }, colleague)).statusCode).toBe(404);
    expect((await remove(msg_id, sakuraTeacher)).statusCode).toBe(404);
    expect((await remove(msg_id, colleague)).statusCode).toBe(404);
    const detail = async () => (await c.get(`/v3/message/detail?msg_id=${msg_id}`, s1)).json();
    expect((await detail()).data).toMatchObject({ title: "遠足の持ち物", body: "お弁当と水筒" });
    // the sender edits it: the student reads the new text; the sent list says when it was edited
    const edited = await update(
      { msg_id, title: "遠足の持ち物（変更）", body: "お弁当・水筒・雨具" },
      teacher,
    );
    expect(edited.json()).toEqual({ code: 0, message: "ok", data: { msg_id } });
    expect((await detail()).data).toMatchObject({
      title: "遠足の持ち物（変更）",
      body: "お弁当・水筒・雨具",
    });
    const sent = (await c.get("/v3/teacher/message-list", teacher)).json().data.items;
    const mine = sent.find((m: { msg_id: number }) => m.msg_id === msg_id);
    expect(mine).toMatchObject({ editable: 1, title: "遠足の持ち物（変更）" });
    expect(Date.parse(mine.edited_at)).not.toBeNaN();
    // an administrator of the school may withdraw it: the students no longer see it
    expect((await remove(msg_id, admin)).json()).toEqual({ code: 0, message: "ok", data: null });
    expect((await c.get(`/v3/message/detail?msg_id=${msg_id}`, s1)).statusCode).toBe(404);
    const list = (await c.get("/v3/message/list?tab=teacher", s1)).json().data.items;
    expect(list.some((m: { msg_id: number }) => m.msg_id === msg_id)).toBe(false);
    expect((await remove(msg_id, teacher)).statusCode).toBe(404);
    // both changes are in the school's log, with who and what
    const log = await t.db.query<{ action: string; detail: Record<string, string> }>(
      "SELECT action, detail FROM teacher_change_log WHERE school_id = $1 AND target_id = $2 ORDER BY id",
      [schoolId, msg_id],
    );
    expect(log).toEqual([
      { action: "message.update", detail: { title_before: "遠足の持ち物" } },
      { action: "message.delete", detail: { title: "遠足の持ち物（変更）" } },
    ]);
  });
});
