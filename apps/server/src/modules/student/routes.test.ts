import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import {
  createClass,
  createSchool,
  createSpareCard,
  createStudent,
  createTestSchool,
  signIn,
  type TestSchool,
  uniqueName,
} from "../../test/factories.ts";

describe.skipIf(skipPg)("student account calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  /** a school with a class of six students, and another school */
  let school: TestSchool;
  let other: TestSchool;
  let expired: string;
  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 6 });
    other = await createTestSchool(t);
    expired = (
      await createStudent(t.db, { schoolId: school.schoolId, classId: school.classId, card: "expired" })
    ).username;
  });
  afterAll(() => t?.close());

  it("student/info returns User info, flags, school and class", async () => {
    const me = school.students[0]!;
    const token = await me.signIn();
    const data = (await c.get("/v3/student/info?student_id=1&flag=1", token)).json().data;
    expect(data).toMatchObject({
      username: me.username,
      nickname: me.username,
      is_college_student: 0,
      speaking_test: 1,
      change_password_remind: 1,
      school_name: school.schoolName,
      class_name: school.className,
      protocols_agreed: 0,
      new_msg_num: 0,
    });
  });

  it("dashboard shows the active card and no unfinished homework", async () => {
    const token = await school.students[1]!.signIn();
    const data = (await c.get("/v3/student/dashboard", token)).json().data;
    expect(data.unfinished_homework_count).toBe(0);
    expect(data.cur_card).toMatchObject({
      card_id: school.students[1]!.cardId,
      active_status: 1,
      is_expired: 0,
    });
    expect(new Date(data.cur_card.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it("a student with a new card is held at 403 hint_common_no_active until the card is activated", async () => {
    const fresh = await createStudent(t.db, { schoolId: school.schoolId, card: "new" });
    const cardId = fresh.cardId!;
    const token = await signIn(t.app, fresh.username);
    const before = await c.get("/v3/homepage/banner-list", token);
    expect(before.statusCode).toBe(403);
    expect(before.json().data.error_key).toBe("hint_common_no_active");
    const dash = (await c.get("/v3/student/dashboard", token)).json().data;
    expect(dash.cur_card).toMatchObject({ card_id: cardId, active_status: 0, activated_at: null });

    const act = await c.postForm("/v3/student/edu_card_active", { card_id: cardId.toLowerCase() }, token);
    expect(act.statusCode).toBe(200);
    const card = act.json().data.cur_card;
    expect(card).toMatchObject({ card_id: cardId, active_status: 1, is_expired: 0 });
    const days = (Date.parse(card.expires_at) - Date.parse(card.activated_at)) / 86_400_000;
    expect(days).toBe(365);
    expect((await c.get("/v3/homepage/banner-list", token)).statusCode).toBe(200);

    const again = await c.postForm("/v3/student/edu_card_active", { card_id: cardId }, token);
    expect(again.json().data.error_key).toBe("card_already_active");
  });

  it("an expired student gets 403 hint_common_expired but may still read info and log out", async () => {
    const token = await signIn(t.app, expired);
    const r = await c.get("/v3/app/notice-list", token);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ code: 403, data: { error_key: "hint_common_expired" } });
    expect((await c.get("/v3/student/dashboard", token)).json().data.cur_card.is_expired).toBe(1);
    expect((await c.get("/v3/student/info", token)).statusCode).toBe(200);
    expect((await c.postForm("/v3/student/logout", {}, token)).statusCode).toBe(200);
  });

  it("refuses cards of another student, of another school, and unknown cards", async () => {
    const token = await signIn(t.app, expired);
    const used = await c.postForm(
      "/v3/student/edu_card_active",
      { card_id: school.students[2]!.cardId },
      token,
    );
    expect(used.json().data.error_key).toBe("card_already_used");
    const foreignCard = await createSpareCard(t.db, other.schoolId);
    const foreign = await c.postForm("/v3/student/edu_card_active", { card_id: foreignCard }, token);
    expect(foreign.json().data.error_key).toBe("card_not_found");
    const unknown = await c.postForm("/v3/student/edu_card_active", { card_id: "NOPE" }, token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.error_key).toBe("card_not_found");
    const empty = await c.postForm("/v3/student/edu_card_active", { card_id: "" }, token);
    expect(empty.json().data.fields).toHaveProperty("body.card_id");
  });

  it("an expired student renews with a spare card of the school", async () => {
    const token = await signIn(t.app, expired);
    const spare = await createSpareCard(t.db, school.schoolId);
    const r = await c.postForm("/v3/student/edu_card_active", { card_id: spare }, token);
    expect(r.json().data.cur_card).toMatchObject({
      card_id: spare,
      active_status: 1,
      is_expired: 0,
    });
    expect((await c.get("/v3/app/notice-list", token)).statusCode).toBe(200);
  });

  it("change-name trims, requires a name and limits it to 20 characters", async () => {
    const token = await school.students[2]!.signIn();
    const ok = await c.postForm("/v3/student/change-name", { nickname: "  ひびき  " }, token);
    expect(ok.json().data).toEqual({ nickname: "ひびき" });
    expect((await c.get("/v3/student/info", token)).json().data.nickname).toBe("ひびき");
    const empty = await c.postForm("/v3/student/change-name", { nickname: "   " }, token);
    expect(empty.json().data.error_key).toBe("name_required");
    const long = await c.postForm("/v3/student/change-name", { nickname: "あ".repeat(21) }, token);
    expect(long.json().data.error_key).toBe("name_too_long");
    expect(
      (await c.postForm("/v3/student/change-name", { nickname: "あ".repeat(20) }, token)).statusCode,
    ).toBe(200);
  });

  it("dismisses the password-change tip for good", async () => {
    const token = await school.students[3]!.signIn();
    expect((await c.postForm("/v3/student/dismiss-password-remind", {}, token)).statusCode).toBe(200);
    expect((await c.get("/v3/student/info", token)).json().data.change_password_remind).toBe(0);
  });

  it("stores the push token once per value", async () => {
    const token = await school.students[4]!.signIn();
    for (let i = 0; i < 2; i++)
      expect((await c.postForm("/v3/student/fcm-token", { fcm_token: "fcm-abc" }, token)).statusCode).toBe(
        200,
      );
    const rows = await t.db.query<{ token: string }>(
      "SELECT token FROM student_fcm_tokens WHERE student_id = $1",
      [school.students[4]!.id],
    );
    expect(rows.map((r) => r.token)).toEqual(["fcm-abc"]);
    expect((await c.postForm("/v3/student/fcm-token", { fcm_token: "" }, token)).statusCode).toBe(400);
  });

  it("joins a class by code after looking it up, refuses a second class, and leaves", async () => {
    const secondCode = uniqueName("C").toUpperCase();
    await createClass(t.db, school.schoolId, uniqueName("class"), secondCode, school.teacher.id);
    const noClass = await createStudent(t.db, { schoolId: school.schoolId, card: "active" });
    const token = await signIn(t.app, noClass.username);
    const look = await c.get(`/v3/student/class-by-code?class_code=${school.classCode.toLowerCase()}`, token);
    expect(look.json().data).toMatchObject({
      class_name: school.className,
      school_name: school.schoolName,
      teacher_name: school.teacher.username,
    });
    const join = await c.postForm("/v3/student/join-class", { class_code: school.classCode }, token);
    expect(join.json().data.class_name).toBe(school.className);
    expect((await c.get("/v3/student/info", token)).json().data.class_name).toBe(school.className);
    const twice = await c.postForm("/v3/student/join-class", { class_code: secondCode }, token);
    expect(twice.json().data.error_key).toBe("class_already_joined");
    expect((await c.postForm("/v3/student/leave-class", {}, token)).json()).toMatchObject({ code: 0 });
    expect((await c.get("/v3/student/info", token)).json().data.class_id).toBeNull();
    const leaveAgain = await c.postForm("/v3/student/leave-class", {}, token);
    expect(leaveAgain.json().data.error_key).toBe("class_not_joined");
  });

  it("a student of another school can neither find nor join the school's class", async () => {
    const outsider = await createStudent(t.db, { schoolId: other.schoolId, card: "active" });
    const token = await signIn(t.app, outsider.username);
    const look = await c.get(`/v3/student/class-by-code?class_code=${school.classCode}`, token);
    expect(look.statusCode).toBe(400);
    expect(look.json().data.error_key).toBe("class_code_not_found");
    const join = await c.postForm("/v3/student/join-class", { class_code: school.classCode }, token);
    expect(join.json().data.error_key).toBe("class_code_not_found");
    expect(
      (await c.postForm("/v3/student/join-class", { class_code: other.classCode }, token)).statusCode,
    ).toBe(200);
    expect((await c.get("/v3/student/info", token)).json().data.school_name).toBe(other.schoolName);
  });

  it("a student without any card sees cur_card null and is held at 403 hint_common_no_active", async () => {
    const schoolId = await createSchool(t.db);
    const cardless = await createStudent(t.db, { schoolId });
    const token = await signIn(t.app, cardless.username);
    expect((await c.get("/v3/student/dashboard", token)).json().data.cur_card).toBeNull();
    expect((await c.get("/v3/homepage/banner-list", token)).json().data.error_key).toBe(
      "hint_common_no_active",
    );
  });

  it("class codes are per school even when another school's class exists", async () => {
    const schoolId = await createSchool(t.db);
    const code = uniqueName("C").toUpperCase();
    await createClass(t.db, schoolId, "3年C組", code);
    const coder = await createStudent(t.db, { schoolId, card: "active" });
    expect(coder.id).toBeGreaterThan(0);
    const demo = await school.students[5]!.signIn();
    expect((await c.get(`/v3/student/class-by-code?class_code=${code}`, demo)).json().data.error_key).toBe(
      "class_code_not_found",
    );
    const own = await signIn(t.app, coder.username);
    expect(
      (await c.get(`/v3/student/class-by-code?class_code=${code.toLowerCase()}`, own)).json().data.class_name,
    ).toBe("3年C組");
  });
});
