import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createBanner, createTestSchool, type TestSchool } from "../../test/factories.ts";

describe.skipIf(skipPg)("home calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  /** a school with three students, and another school */
  let school: TestSchool;
  let other: TestSchool;
  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
    other = await createTestSchool(t);
  });
  afterAll(() => t?.close());

  it("banners: every school's banners plus the caller's school only", async () => {
    const everyone = await createBanner(t.db, { schoolId: null });
    const own = await createBanner(t.db, {
      schoolId: school.schoolId,
      imageUrl: "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg'><rect/></svg>",
    });
    const otherOwn = await createBanner(t.db, { schoolId: other.schoolId });
    const mine = (await c.get("/v3/homepage/banner-list", await school.students[0]!.signIn())).json().data
      .items;
    const theirs = (await c.get("/v3/homepage/banner-list", await other.student.signIn())).json().data.items;
    const titles = (items: Array<{ title: string }>) => items.map((b) => b.title);
    expect(titles(mine)).toContain(everyone);
    expect(titles(mine)).toContain(own);
    expect(titles(mine)).not.toContain(otherOwn);
    expect(titles(theirs)).toContain(everyone);
    expect(titles(theirs)).toContain(otherOwn);
    expect(titles(theirs)).not.toContain(own);
    // Apart from each school's own, both see the same banners: those for every school.
    expect(titles(mine).filter((x) => x !== own)).toEqual(titles(theirs).filter((x) => x !== otherOwn));
    expect(mine.find((b: { title: string }) => b.title === own).image_url).toMatch(/^data:image\/svg\+xml/);
  });

  it("banners: a banner asking to activate the study card is not shown to a student whose card is active", async () => {
    const activate = await createBanner(t.db, { schoolId: school.schoolId, audience: "card_inactive" });
    const general = await createBanner(t.db, { schoolId: school.schoolId });
    const items = (await c.get("/v3/homepage/banner-list", await school.students[0]!.signIn())).json().data
      .items;
    const titles = items.map((b: { title: string }) => b.title);
    expect(titles).toContain(general);
    expect(titles).not.toContain(activate);
  });

  it("new-function-list lists the features that exist: AI writing and skill-up writing", async () => {
    const r = await c.get("/v3/skillup/new-function-list", await school.students[1]!.signIn());
    expect(r.json().code).toBe(0);
    const routes = r.json().data.items.map((f: { route: string }) => f.route);
    expect(routes).toEqual(["/ai-writing", "/skillup/writing/index"]);
  });

  it("new-notice-total counts unfinished homework and messages (zero before homework exists)", async () => {
    const r = await c.get("/v3/homework-for-student/new-notice-total", await school.students[2]!.signIn());
    expect(r.json().data).toEqual({ total: 0, unfinished_homework_count: 0, new_msg_num: 0 });
    expect((await c.get("/v3/homework-for-student/new-notice-total")).statusCode).toBe(401);
  });
});
