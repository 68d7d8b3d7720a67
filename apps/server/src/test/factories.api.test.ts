import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAV_FIXTURE, writeFavouritesContent } from "../modules/favourites/test-fixture.ts";
import { buildTestApp, client, skipPg, type TestApp } from "./build-test-app.ts";
import { createHomework, recordAnswer, recordHomeworkAnswer } from "./classwork.ts";
import { createSpareCard, createStudent, createTestSchool, signIn, type TestSchool } from "./factories.ts";

// The factories make what the app itself would show: accounts that sign in, schools apart from each
// other, cards in each state, homework the class sees and answers linked to it.
describe.skipIf(skipPg)("test factories", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let content: string;
  let school: TestSchool;
  let other: TestSchool;
  beforeAll(async () => {
    content = writeFavouritesContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: content });
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    other = await createTestSchool(t);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(content, { recursive: true, force: true });
  });

  it("a test school's accounts sign in and see their own school and class, apart from another", async () => {
    expect(school.schoolName).not.toBe(other.schoolName);
    expect(
      new Set([school.student.username, school.students[1]!.username, other.student.username]).size,
    ).toBe(3);
    const info = (await c.get("/v3/student/info", await school.student.signIn())).json().data;
    expect(info).toMatchObject({
      username: school.student.username,
      school_name: school.schoolName,
      class_name: school.className,
    });
    const teacher = (await c.get("/v3/teacher/info", await school.teacher.signIn())).json().data;
    expect(teacher).toMatchObject({ username: school.teacher.username, school_name: school.schoolName });
    const classes = (await c.get("/v3/teacher/classes", await other.teacher.signIn())).json().data;
    expect(JSON.stringify(classes)).not.toContain(school.classCode);
  });

  it("makes cards active, new, expired or none, and spare cards of the school", async () => {
    const cardOf = async (card: "active" | "new" | "expired" | "none") => {
      const s = await createStudent(t.db, { schoolId: school.schoolId, card });
      const dash = (await c.get("/v3/student/dashboard", await signIn(t.app, s.username))).json().data;
      return { cardId: s.cardId, cur: dash.cur_card };
    };
    const active = await cardOf("active");
    expect(active.cur).toMatchObject({ card_id: active.cardId, active_status: 1, is_expired: 0 });
    const fresh = await cardOf("new");
    expect(fresh.cur).toMatchObject({ card_id: fresh.cardId, active_status: 0, activated_at: null });
    const expired = await cardOf("expired");
    expect(expired.cur).toMatchObject({ card_id: expired.cardId, active_status: 1, is_expired: 1 });
    expect((await cardOf("none")).cur).toBeNull();
    const spare = await createSpareCard(t.db, school.schoolId);
    const s = await createStudent(t.db, { schoolId: school.schoolId, card: "none" });
    const r = await c.postForm(
      "/v3/student/edu_card_active",
      { card_id: spare },
      await signIn(t.app, s.username),
    );
    expect(r.json().data.cur_card).toMatchObject({ card_id: spare, active_status: 1 });
  });

  it("sets homework the class sees, and keeps homework and practice answers apart", async () => {
    const { homeworkId, topicIds } = await createHomework(t, await school.teacher.signIn(), {
      classId: school.classId,
      resCodes: [FAV_FIXTURE.sentences.code],
    });
    expect(topicIds).toHaveLength(1);
    const me = await school.student.signIn();
    const list = (await c.get("/v3/homework-for-student/homework-list", me)).json().data;
    expect(JSON.stringify(list)).toContain(`"homework_id":${homeworkId}`);
    const outsider = await other.student.signIn();
    expect(
      JSON.stringify((await c.get("/v3/homework-for-student/homework-list", outsider)).json().data),
    ).not.toContain(`"homework_id":${homeworkId}`);

    const item = { question_id: "s1", is_skipped: 1 };
    await recordHomeworkAnswer(t.app, me, { homeworkId, topicId: topicIds[0]!, item });
    await recordAnswer(t.app, me, { resCode: FAV_FIXTURE.sentences.code, item });
    const linked = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM homework_attempts WHERE homework_id = $1 AND student_id = $2",
      [homeworkId, school.student.id],
    );
    expect(linked?.n).toBe(1);
    const attempts = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM practice_attempts WHERE student_id = $1",
      [school.student.id],
    );
    expect(attempts?.n).toBe(2);
  });
});
