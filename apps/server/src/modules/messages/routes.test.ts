import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createClass, createStudent, createTestSchool, signIn, uniqueName } from "../../test/factories.ts";

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
});
