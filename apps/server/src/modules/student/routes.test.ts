import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createClass, createSchool, createStudent } from "../../test/factories.ts";

describe.skipIf(skipPg)("student account calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
  });
  afterAll(() => t?.close());

  it("student/info returns User info, flags, school and class", async () => {
    const token = await c.login("student1");
    const data = (await c.get("/v3/student/info?student_id=1&flag=1", token)).json().data;
    expect(data).toMatchObject({
      username: "student1",
      nickname: "佐藤 ひなた",
      is_college_student: 0,
      speaking_test: 1,
      change_password_remind: 1,
      school_name: "Hibiki Demo School",
      class_name: "1年A組",
      protocols_agreed: 0,
      new_msg_num: 0,
    });
  });

  it("dashboard shows the active card and no unfinished homework", async () => {
    const token = await c.login("student2");
    const data = (await c.get("/v3/student/dashboard", token)).json().data;
    expect(data.unfinished_homework_count).toBe(0);
    expect(data.cur_card).toMatchObject({ card_id: "HB-STUDENT2", active_status: 1, is_expired: 0 });
    expect(new Date(data.cur_card.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it("newcard1 is held at 403 hint_common_no_active until the card is activated", async () => {
    const token = await c.login("newcard1");
    const before = await c.get("/v3/homepage/banner-list", token);
    expect(before.statusCode).toBe(403);
    expect(before.json().data.error_key).toBe("hint_common_no_active");
    const dash = (await c.get("/v3/student/dashboard", token)).json().data;
    expect(dash.cur_card).toMatchObject({ card_id: "HB-NEWCARD1", active_status: 0, activated_at: null });

    const act = await c.postForm("/v3/student/edu_card_active", { card_id: "hb-newcard1" }, token);
    expect(act.statusCode).toBe(200);
    const card = act.json().data.cur_card;
    expect(card).toMatchObject({ card_id: "HB-NEWCARD1", active_status: 1, is_expired: 0 });
    const days = (Date.parse(card.expires_at) - Date.parse(card.activated_at)) / 86_400_000;
    expect(days).toBe(365);
    expect((await c.get("/v3/homepage/banner-list", token)).statusCode).toBe(200);

    const again = await c.postForm("/v3/student/edu_card_active", { card_id: "HB-NEWCARD1" }, token);
    expect(again.json().data.error_key).toBe("card_already_active");
  });

  it("expired1 gets 403 hint_common_expired but may still read info and log out", async () => {
    const token = await c.login("expired1");
    const r = await c.get("/v3/app/notice-list", token);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ code: 403, data: { error_key: "hint_common_expired" } });
    expect((await c.get("/v3/student/dashboard", token)).json().data.cur_card.is_expired).toBe(1);
    expect((await c.get("/v3/student/info", token)).statusCode).toBe(200);
    expect((await c.postForm("/v3/student/logout", {}, token)).statusCode).toBe(200);
  });

  it("refuses cards of another student, of another school, and unknown cards", async () => {
    const token = await c.login("expired1");
    const used = await c.postForm("/v3/student/edu_card_active", { card_id: "HB-STUDENT3" }, token);
    expect(used.json().data.error_key).toBe("card_already_used");
    const foreign = await c.postForm("/v3/student/edu_card_active", { card_id: "SK-SPARE-0001" }, token);
    expect(foreign.json().data.error_key).toBe("card_not_found");
    const unknown = await c.postForm("/v3/student/edu_card_active", { card_id: "NOPE" }, token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.error_key).toBe("card_not_found");
    const empty = await c.postForm("/v3/student/edu_card_active", { card_id: "" }, token);
    expect(empty.json().data.fields).toHaveProperty("body.card_id");
  });

  it("an expired student renews with a spare card of the school", async () => {
    const token = await c.login("expired1");
    const r = await c.postForm("/v3/student/edu_card_active", { card_id: "HB-SPARE-0001" }, token);
    expect(r.json().data.cur_card).toMatchObject({
      card_id: "HB-SPARE-0001",
      active_status: 1,
      is_expired: 0,
    });
    expect((await c.get("/v3/app/notice-list", token)).statusCode).toBe(200);
  });

  it("change-name trims, requires a name and limits it to 20 characters", async () => {
    const token = await c.login("student3");
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
    const token = await c.login("student4");
    expect((await c.postForm("/v3/student/dismiss-password-remind", {}, token)).statusCode).toBe(200);
    expect((await c.get("/v3/student/info", token)).json().data.change_password_remind).toBe(0);
  });

  it("stores the push token once per value", async () => {
    const token = await c.login("student5");
    for (let i = 0; i < 2; i++)
      expect((await c.postForm("/v3/student/fcm-token", { fcm_token: "fcm-abc" }, token)).statusCode).toBe(
        200,
      );
    const rows = await t.db.query<{ token: string }>(
      "SELECT token FROM student_fcm_tokens f JOIN students s ON s.id = f.student_id WHERE s.username = 'student5'",
    );
    expect(rows.map((r) => r.token)).toEqual(["fcm-abc"]);
    expect((await c.postForm("/v3/student/fcm-token", { fcm_token: "" }, token)).statusCode).toBe(400);
  });

  it("joins a class by code after looking it up, refuses a second class, and leaves", async () => {
    const token = await c.login("noclass1");
    const look = await c.get("/v3/student/class-by-code?class_code=demo2a", token);
    expect(look.json().data).toMatchObject({
      class_name: "2年A組",
      school_name: "Hibiki Demo School",
      teacher_name: "山田 美咲",
    });
    const join = await c.postForm("/v3/student/join-class", { class_code: "DEMO2A" }, token);
    expect(join.json().data.class_name).toBe("2年A組");
    expect((await c.get("/v3/student/info", token)).json().data.class_name).toBe("2年A組");
    const twice = await c.postForm("/v3/student/join-class", { class_code: "DEMO1A" }, token);
    expect(twice.json().data.error_key).toBe("class_already_joined");
    expect((await c.postForm("/v3/student/leave-class", {}, token)).json()).toMatchObject({ code: 0 });
    expect((await c.get("/v3/student/info", token)).json().data.class_id).toBeNull();
    const leaveAgain = await c.postForm("/v3/student/leave-class", {}, token);
    expect(leaveAgain.json().data.error_key).toBe("class_not_joined");
  });

  it("a Sakura student can neither find nor join a Demo School class", async () => {
    const token = await c.login("sakura2");
    const look = await c.get("/v3/student/class-by-code?class_code=DEMO1A", token);
    expect(look.statusCode).toBe(400);
    expect(look.json().data.error_key).toBe("class_code_not_found");
    const join = await c.postForm("/v3/student/join-class", { class_code: "DEMO1A" }, token);
    expect(join.json().data.error_key).toBe("class_code_not_found");
    expect((await c.postForm("/v3/student/join-class", { class_code: "SAKURA1" }, token)).statusCode).toBe(
      200,
    );
    expect((await c.get("/v3/student/info", token)).json().data.school_name).toBe("Sakura Test School");
  });

  it("a student without any card sees cur_card null and is held at 403 hint_common_no_active", async () => {
    const schoolId = await createSchool(t.db, "Cardless School");
    await createStudent(t.db, { schoolId, username: "cardless1" });
    const token = await c.login("cardless1");
    expect((await c.get("/v3/student/dashboard", token)).json().data.cur_card).toBeNull();
    expect((await c.get("/v3/homepage/banner-list", token)).json().data.error_key).toBe(
      "hint_common_no_active",
    );
  });

  it("class codes are per school even when another school's class exists", async () => {
    const schoolId = await createSchool(t.db, "Code School");
    await createClass(t.db, schoolId, "3年C組", "CODE3C");
    const { id } = await createStudent(t.db, { schoolId, username: "coder1", card: "active" });
    expect(id).toBeGreaterThan(0);
    const demo = await c.login("student20");
    expect((await c.get("/v3/student/class-by-code?class_code=CODE3C", demo)).json().data.error_key).toBe(
      "class_code_not_found",
    );
    const own = await c.login("coder1");
    expect((await c.get("/v3/student/class-by-code?class_code=code3c", own)).json().data.class_name).toBe(
      "3年C組",
    );
  });
});
