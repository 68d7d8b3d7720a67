import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import {
  createClass,
  createSchool,
  createStudent,
  createTeacher,
  createTestSchool,
  signIn,
  uniqueName,
} from "../../test/factories.ts";

const TL = "/v3/teacher/login";

describe.skipIf(skipPg)("teacher console calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let teacher: string;
  let admin: string;
  let sakuraTeacher: string;
  let demo1a: number;
  let demo1b: number;
  let sakuraClass: number;
  let s1Id: number;
  /** the student of class demo1a */
  let s1Name: string;
  let teacherName: string;
  let adminName: string;

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    // a school whose teacher has three classes, one with a student, and an administrator; another school
    const schoolId = await createSchool(t.db);
    const mine = await createTeacher(t.db, { schoolId, name: "山田 美咲" });
    const adminAccount = await createTeacher(t.db, { schoolId, role: "admin" });
    const classOf = (name: string) =>
      createClass(t.db, schoolId, name, uniqueName("C").toUpperCase(), mine.id);
    demo1a = await classOf("1年A組");
    demo1b = await classOf("1年B組");
    await classOf("2年A組");
    const s1 = await createStudent(t.db, { schoolId, classId: demo1a, card: "active" });
    const other = await createTestSchool(t);
    teacherName = mine.username;
    adminName = adminAccount.username;
    teacher = await signIn(t.app, teacherName, "teacher");
    admin = await signIn(t.app, adminName, "teacher");
    sakuraTeacher = await other.teacher.signIn();
    sakuraClass = other.classId;
    s1Id = s1.id;
    s1Name = s1.username;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists only the caller's classes; another school's classes are 404", async () => {
    const mine = (await c.get("/v3/teacher/classes", teacher)).json().data.items;
    expect(mine.map((x: { name: string }) => x.name).sort()).toEqual(["1年A組", "1年B組", "2年A組"]);
    expect(mine.find((x: { class_id: number }) => x.class_id === demo1a).student_count).toBeGreaterThan(0);
    const sakura = (await c.get("/v3/teacher/classes", sakuraTeacher)).json().data.items;
    expect(sakura.map((x: { class_id: number }) => x.class_id)).toEqual([sakuraClass]);
    expect((await c.get(`/v3/teacher/class-students?class_id=${demo1a}`, sakuraTeacher)).statusCode).toBe(
      404,
    );
    expect((await c.get(`/v3/teacher/class-students?class_id=${sakuraClass}`, teacher)).statusCode).toBe(404);
    expect((await c.get(`/v3/teacher/class-students?class_id=${sakuraClass}`, admin)).statusCode).toBe(404);
    expect((await c.get(`/v3/teacher/class-dashboard?class_id=${demo1a}`, sakuraTeacher)).statusCode).toBe(
      404,
    );
    expect((await c.get(`/v3/teacher/student-detail?student_id=${s1Id}`, sakuraTeacher)).statusCode).toBe(
      404,
    );
    expect((await c.get("/v3/teacher/classes")).statusCode).toBe(401);
    expect((await c.get("/v3/teacher/class-students?class_id=abc", teacher)).statusCode).toBe(400);
  });

  it("creates, renames and re-codes a class", async () => {
    const r = await c.postJson("/v3/teacher/class-create", { name: "3年C組" }, teacher);
    expect(r.statusCode).toBe(200);
    const cls = r.json().data;
    expect(cls).toMatchObject({ name: "3年C組", student_count: 0, teacher_name: "山田 美咲" });
    expect(cls.class_code).toMatch(/^[A-Z2-9]{6}$/);
    expect((await c.postJson("/v3/teacher/class-create", { name: " " }, teacher)).statusCode).toBe(400);
    const renamed = await c.postJson(
      "/v3/teacher/class-rename",
      { class_id: cls.class_id, name: "3年D組" },
      teacher,
    );
    expect(renamed.json().data.name).toBe("3年D組");
    const regen = (
      await c.postJson("/v3/teacher/class-code-regen", { class_id: cls.class_id }, teacher)
    ).json().data;
    expect(regen.class_code).not.toBe(cls.class_code);
    expect(
      (await c.postJson("/v3/teacher/class-rename", { class_id: cls.class_id, name: "x" }, sakuraTeacher))
        .statusCode,
    ).toBe(404);
  });

  it("creates students, resets a password and moves a student", async () => {
    const body = { class_id: demo1a, username: "newkid1", password: "abc123", nickname: "新入生" };
    expect(
      (await c.postJson("/v3/teacher/student-create", { ...body, password: "ab" }, teacher)).statusCode,
    ).toBe(400);
    const r = await c.postJson("/v3/teacher/student-create", body, teacher);
    expect(r.statusCode).toBe(200);
    const kid = r.json().data;
    expect(kid).toMatchObject({ username: "newkid1", nickname: "新入生", card_id: null });
    expect((await c.postJson("/v3/teacher/student-create", body, teacher)).statusCode).toBe(400);
    expect(
      (
        await c.postJson(
          "/v3/teacher/student-create",
          { ...body, class_id: sakuraClass, username: "x9x" },
          teacher,
        )
      ).statusCode,
    ).toBe(404);
    const reset = await c.postJson(
      "/v3/teacher/student-reset-password",
      { student_id: kid.student_id, password: "new456" },
      teacher,
    );
    expect(reset.statusCode).toBe(200);
    const login = (password: string) =>
      t.app.inject({ method: "POST", url: "/v3/student/login", payload: { account: "newkid1", password } });
    expect((await login("abc123")).statusCode).not.toBe(200);
    expect((await login("new456")).statusCode).toBe(200);
    expect(
      (
        await c.postJson(
          "/v3/teacher/student-reset-password",
          { student_id: s1Id, password: "new456" },
          sakuraTeacher,
        )
      ).statusCode,
    ).toBe(404);
    const moved = await c.postJson(
      "/v3/teacher/student-move",
      { student_id: kid.student_id, class_id: demo1b },
      teacher,
    );
    expect(moved.statusCode).toBe(200);
    const roster = (await c.get(`/v3/teacher/class-students?class_id=${demo1b}`, teacher)).json().data.items;
    expect(roster.map((s: { username: string }) => s.username)).toContain("newkid1");
    expect(
      (
        await c.postJson(
          "/v3/teacher/student-move",
          { student_id: kid.student_id, class_id: sakuraClass },
          teacher,
        )
      ).statusCode,
    ).toBe(404);
  });

  it("previews a CSV import with per-row errors and imports all rows or none", async () => {
    const csv = [
      "username,password,nickname",
      "csvkid1,pass1234,一郎",
      `${s1Name},pass1234,重複`,
      "csvkid2,ab,短い",
      "csvkid1,pass1234,二回目",
      "",
      '"csvkid3",pass1234,"佐藤, 三郎"',
    ].join("\r\n");
    const p = await c.postJson("/v3/teacher/students-import-preview", { class_id: demo1a, csv }, teacher);
    expect(p.statusCode).toBe(200);
    const pv = p.json().data;
    expect(pv).toMatchObject({ valid_count: 2, error_count: 3 });
    const byLine = Object.fromEntries(
      pv.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors]),
    );
    expect(byLine[2]).toEqual([]);
    expect(byLine[3][0]).toContain("使われています");
    expect(byLine[4][0]).toContain("パスワード");
    expect(byLine[5][0]).toContain("2行目");
    expect(pv.rows.find((r: { line: number }) => r.line === 7).nickname).toBe("佐藤, 三郎");
    const bad = await c.postJson("/v3/teacher/students-import", { class_id: demo1a, csv }, teacher);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toHaveProperty("line 3");
    expect(await t.db.one("SELECT 1 FROM students WHERE username = 'csvkid1'")).toBeUndefined();
    const header = await c.postJson(
      "/v3/teacher/students-import-preview",
      { class_id: demo1a, csv: "a,b\n1,2" },
      teacher,
    );
    expect(header.statusCode).toBe(400);
    const good = "\uFEFFusername,password,nickname\ncsvkid1,pass1234,一郎\ncsvkid3,pass1234,三郎\n";
    const ok = await c.postJson("/v3/teacher/students-import", { class_id: demo1a, csv: good }, teacher);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.created).toBe(2);
    expect(
      (
        await c.postJson(
          "/v3/teacher/students-import-preview",
          { class_id: demo1a, csv: good },
          sakuraTeacher,
        )
      ).statusCode,
    ).toBe(404);
  });

  it("imports Japanese headers and 出席番号, lists the class in its order, and reports garbled rows", async () => {
    const csv = [
      "出席番号,アカウント,パスワード,名前",
      "２,numkid2,pass1234,二番",
      "1,numkid1,pass1234,一番",
      "1,numkid9,pass1234,同じ番号",
      "1000,numkid8,pass1234,大きすぎ",
      "3,numkid3,pass1234,\uFFFD\uFFFD\uFFFD",
    ].join("\r\n");
    const pv = (
      await c.postJson("/v3/teacher/students-import-preview", { class_id: demo1a, csv }, teacher)
    ).json().data;
    const rows = pv.rows as Array<{
      line: number;
      class_number: number | null;
      password: string;
      errors: string[];
    }>;
    expect(rows.map((r) => [r.line, r.class_number, r.password])).toEqual([
      [2, 2, "pass1234"],
      [3, 1, "pass1234"],
      [4, 1, "pass1234"],
      [5, null, "pass1234"],
      [6, null, "pass1234"],
    ]);
    expect(rows.map((r) => r.errors)).toEqual([
      [],
      [],
      ["3行目と同じ出席番号です"],
      ["出席番号は1〜999の数字で入力してください"],
      ["文字化けしています。ファイルの文字コード（Shift_JIS・UTF-8・UTF-16）を確認してください"],
    ]);
    const header = await c.postJson(
      "/v3/teacher/students-import-preview",
      { class_id: demo1a, csv: "名前,番号\n一郎,1" },
      teacher,
    );
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe(
      "1行目（見出し）は username,password,nickname,class_number（または アカウント,パスワード,名前,出席番号）にしてください。",
    );
    const good = csv.split("\r\n").slice(0, 3).join("\r\n");
    expect(
      (await c.postJson("/v3/teacher/students-import", { class_id: demo1a, csv: good }, teacher)).statusCode,
    ).toBe(200);
    // one more by hand: number 1 is taken now, 3 is free
    const taken = await c.postJson(
      "/v3/teacher/student-create",
      { class_id: demo1a, username: "numkid5", password: "pass1234", class_number: 1 },
      teacher,
    );
    expect([taken.statusCode, taken.json().data.fields]).toEqual([400, { "body.class_number": "taken" }]);
    const made = await c.postJson(
      "/v3/teacher/student-create",
      { class_id: demo1a, username: "numkid3", password: "pass1234", class_number: 3 },
      teacher,
    );
    expect(made.json().data).toMatchObject({ username: "numkid3", class_number: 3 });
    // the roster and the dashboard list 1, 2, 3 first, then the students without a number
    const roster = (await c.get(`/v3/teacher/class-students?class_id=${demo1a}`, teacher)).json().data
      .items as Array<{
      username: string;
      class_number: number | null;
    }>;
    expect(roster.slice(0, 3).map((r) => [r.class_number, r.username])).toEqual([
      [1, "numkid1"],
      [2, "numkid2"],
      [3, "numkid3"],
    ]);
    expect(roster.slice(3).every((r) => r.class_number === null)).toBe(true);
    const dash = (await c.get(`/v3/teacher/class-dashboard?class_id=${demo1a}`, teacher)).json().data;
    expect(dash.students.slice(0, 3).map((s: { username: string }) => s.username)).toEqual([
      "numkid1",
      "numkid2",
      "numkid3",
    ]);
  });

  it("edits a student's name and 出席番号 (unique in the class), logged; another school's teacher gets 404", async () => {
    const roster = (await c.get(`/v3/teacher/class-students?class_id=${demo1a}`, teacher)).json().data
      .items as Array<{
      student_id: number;
      username: string;
      class_number: number | null;
    }>;
    const kid = roster.find((r) => r.username === "numkid3")!;
    const edit = (body: Record<string, unknown>, token = teacher) =>
      c.postJson("/v3/teacher/student-update", { student_id: kid.student_id, ...body }, token);
    expect((await edit({ class_number: 0 })).statusCode).toBe(400);
    expect((await edit({ nickname: "x".repeat(100) })).statusCode).toBe(400);
    expect((await edit({ class_number: 1 })).json().data.fields).toEqual({ "body.class_number": "taken" });
    expect((await edit({ nickname: "三番" }, sakuraTeacher)).statusCode).toBe(404);
    const ok = await edit({ nickname: "三番 さん", class_number: 30 });
    expect(ok.json().data).toMatchObject({ username: "numkid3", nickname: "三番 さん", class_number: 30 });
    // moved to another class, a student keeps no number from the old register
    await edit({ class_number: 31 });
    const moved = await c.postJson(
      "/v3/teacher/student-move",
      { student_id: kid.student_id, class_id: demo1b },
      teacher,
    );
    expect(moved.json().data).toMatchObject({ username: "numkid3", class_number: null });
    await c.postJson("/v3/teacher/student-move", { student_id: kid.student_id, class_id: demo1a }, teacher);
    expect((await edit({ class_number: null })).json().data.class_number).toBeNull();
    const log = await t.db.query<{ detail: Record<string, unknown> }>(
      "SELECT detail FROM teacher_change_log WHERE action = 'student.update' AND target_id = $1 ORDER BY id",
      [kid.student_id],
    );
    expect(log.map((l) => l.detail)).toEqual([
      { nickname_before: "", class_number_before: 3 },
      { nickname_before: "三番 さん", class_number_before: 30 },
      { nickname_before: "三番 さん", class_number_before: null },
    ]);
  });

  it("issues and revokes study cards", async () => {
    const kid = (
      await c.postJson(
        "/v3/teacher/student-create",
        { class_id: demo1a, username: "cardkid", password: "pass1234" },
        teacher,
      )
    ).json().data;
    const r = await c.postJson(
      "/v3/teacher/cards-issue",
      { student_ids: [kid.student_id], duration_days: 30 },
      teacher,
    );
    expect(r.statusCode).toBe(200);
    const card = r.json().data.items[0];
    expect(card).toMatchObject({ student_id: kid.student_id, duration_days: 30, active_status: 0 });
    expect(card.card_id).toMatch(/^HB/);
    expect((await c.postJson("/v3/teacher/cards-issue", {}, teacher)).statusCode).toBe(400);
    expect(
      (await c.postJson("/v3/teacher/cards-issue", { student_ids: [s1Id] }, sakuraTeacher)).statusCode,
    ).toBe(404);
    expect(
      (await c.postJson("/v3/teacher/card-revoke", { card_id: card.card_id }, sakuraTeacher)).statusCode,
    ).toBe(404);
    expect((await c.postJson("/v3/teacher/card-revoke", { card_id: card.card_id }, teacher)).statusCode).toBe(
      200,
    );
    expect(await t.db.one("SELECT 1 FROM study_cards WHERE card_id = $1", [card.card_id])).toBeUndefined();
  });

  it("lets only admins manage teachers", async () => {
    expect((await c.get("/v3/teacher/teachers", teacher)).statusCode).toBe(403);
    const list = (await c.get("/v3/teacher/teachers", admin)).json().data.items;
    expect(list.map((x: { username: string }) => x.username).sort()).toEqual([adminName, teacherName].sort());
    const body = { username: "teacher2", password: "pass1234", name: "鈴木 先生" };
    expect((await c.postJson("/v3/teacher/teacher-create", body, teacher)).statusCode).toBe(403);
    const r = await c.postJson("/v3/teacher/teacher-create", body, admin);
    expect(r.json().data).toMatchObject({ username: "teacher2", role: "teacher", class_count: 0 });
    expect((await c.postJson("/v3/teacher/teacher-create", body, admin)).statusCode).toBe(400);
    const t2 = await c.login("teacher2", "pass1234", TL);
    expect((await c.get("/v3/teacher/classes", t2)).json().data.items).toEqual([]);
    expect((await c.get(`/v3/teacher/class-students?class_id=${demo1a}`, t2)).statusCode).toBe(404);
    expect((await c.get(`/v3/teacher/class-students?class_id=${demo1a}`, admin)).statusCode).toBe(200);
  });

  it("lists assignable resources with items, and shows the dashboard, its CSV and a student's page", async () => {
    const res = (await c.get("/v3/teacher/resources", teacher)).json().data.items;
    const wc = res.find((r: { res_code: string }) => r.res_code === "jh1-u1-word-choice");
    expect(wc).toMatchObject({ kind: "word-choice", is_word_list: 1 });
    expect(wc.items[0]).toEqual({ question_id: "wc01", label: "黒板" });
    const deadline = new Date(Date.now() + 86_400_000).toISOString();
    const hw = (
      await c.postJson(
        "/v3/teacher/homework-create",
        {
          class_id: demo1a,
          title: "D",
          topics: [{ res_code: "jh1-u1-word-choice", question_ids: "wc01" }],
          deadline,
        },
        teacher,
      )
    ).json().data.homework_id;
    const s1 = await signIn(t.app, s1Name);
    const topic = (await c.get(`/v3/homework-for-student/homework-detail?homework_id=${hw}`, s1)).json().data
      .topics[0].topic_id;
    await c.postJson(
      "/v3/homework/topic-answer-record",
      {
        homework_id: hw,
        topic_id: topic,
        guid: "dash-1",
        is_completed: 1,
        item: { question_id: "wc01", answer_result: "0" },
      },
      s1,
    );
    const d = (await c.get(`/v3/teacher/class-dashboard?class_id=${demo1a}`, teacher)).json().data;
    const me = d.students.find((s: { student_id: number }) => s.student_id === s1Id);
    expect(me).toMatchObject({ done_count: 1, average_percent: 100 });
    expect(me.assigned_count).toBeGreaterThanOrEqual(1);
    // the homework's average counts the one student who answered, not the others as 0 %
    expect(d.homework[0]).toMatchObject({ homework_id: hw, answered_count: 1, average_percent: 100 });
    expect(d.homework[0].student_count).toBeGreaterThan(1);
    // a student who has not finished anything is "not started" (null), never 0 %
    const idle = d.students.find((s: { username: string }) => s.username === "numkid1");
    expect(idle).toMatchObject({ average_percent: null, done_count: 0 });
    const csv = (await c.get(`/v3/teacher/class-dashboard-csv?class_id=${demo1a}`, teacher)).json().data;
    expect(csv.csv.split("\r\n").find((l: string) => l.includes(",numkid1,"))).toMatch(
      /^1,numkid1,一番,0,\d+,,0,,$/,
    );
    expect(csv.csv.startsWith("\uFEFF出席番号,アカウントID")).toBe(true);
    expect(csv.csv).toContain(`,${s1Name},`);
    // the last study time in Japan time, as a spreadsheet shows it (not an ISO string in UTC)
    const last = csv.csv.split("\r\n").find((l: string) => l.includes(`,${s1Name},`));
    const active = me.last_active_at as string;
    const jst = new Date(Date.parse(active) + 9 * 3600_000).toISOString().slice(0, 16).replace("T", " ");
    expect(last.endsWith(`,${jst},`)).toBe(true);
    const page = (await c.get(`/v3/teacher/student-detail?student_id=${s1Id}`, teacher)).json().data;
    expect(page.history[0]).toMatchObject({
      guid: "dash-1",
      homework_id: hw,
      percent_score: 100,
      kind: "word-choice",
    });
  });

  it("shows a student's essays of every writing kind on the student's page, listen-writing too", async () => {
    const s1 = await signIn(t.app, s1Name);
    const essays = [
      ["jh1-u3-listen-writing", "lw01", "I played soccer with my friends on Sunday."],
      ["jh1-u3-free-writing", "fw01", "I like music because it makes me happy."],
    ] as const;
    for (const [resCode, questionId, content] of essays) {
      const posted = await c.postJson(
        "/v3/textbook/topic-answer-record",
        {
          res_code: resCode,
          guid: `essay-${questionId}`,
          is_completed: 1,
          item: { question_id: questionId, content },
        },
        s1,
      );
      expect(posted.statusCode, resCode).toBe(200);
    }
    const page = (await c.get(`/v3/teacher/student-detail?student_id=${s1Id}`, teacher)).json().data;
    const shown = page.writings.map((w: { res_code: string; content: string }) => [w.res_code, w.content]);
    for (const [resCode, , content] of essays) expect(shown).toContainEqual([resCode, content]);
  });
});
