import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../test/build-test-app.ts";
import { createTestSchool, type TestSchool, updateStudentProfile } from "../test/factories.ts";

/** Calls behind home (with its notices), skill-up, AI writing and /my_collection: a college student has none of them. */
const DENIED: Array<{ method: "GET" | "POST"; url: string; form?: Record<string, string> }> = [
  { method: "GET", url: "/v3/homepage/banner-list" },
  { method: "GET", url: "/v3/app/notice-list" },
  { method: "GET", url: "/v3/app/notice-content?notice_id=1" },
  { method: "GET", url: "/v3/skillup/new-function-list" },
  { method: "GET", url: "/v3/skillup/type-list" },
  { method: "GET", url: "/v3/skillup/resource-list?type=1" },
  { method: "GET", url: "/v3/writing/topic-list" },
  { method: "GET", url: "/v3/writing/topic-detail?topic_id=my-weekend" },
  { method: "GET", url: "/v3/writing/history" },
  { method: "GET", url: "/v3/writing/detail?writing_id=1" },
  { method: "POST", url: "/v3/writing/submit", form: { source: "ai_writing", content: "I like tennis." } },
  { method: "POST", url: "/v3/writing/submit", form: { source: "skillup", content: "I like tennis." } },
  { method: "GET", url: "/v3/device/favorites/en-page-list" },
  { method: "GET", url: "/v3/device/favorites/not-en-page-list" },
  { method: "POST", url: "/v3/device/favorites/discard", form: { resource_id: "1" } },
  { method: "GET", url: "/v3/favourite-sentence/collected?resource_code=x&sentence_source=textbook" },
];

describe.skipIf(skipPg)("college students: only the textbooks and homework (spec §2/§6)", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let college: string;
  let ordinary: string;
  const send = (token: string, d: (typeof DENIED)[number]) =>
    d.method === "GET" ? c.get(d.url, token) : c.postForm(d.url, d.form ?? {}, token);

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    await updateStudentProfile(t.db, school.students[0]!.id, { college: true });
    college = await school.students[0]!.signIn();
    ordinary = await school.students[1]!.signIn();
  });
  afterAll(() => t?.close());

  it.each(DENIED)("$method $url → 403 college_not_available for a college student", async (d) => {
    const r = await send(college, d);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({
      code: 403,
      message: "この機能はご利用のアカウントでは使えません。教科書と宿題をご利用ください。",
      data: { error_key: "college_not_available" },
    });
  });

  it.each(DENIED)("$method $url is not refused to an ordinary student", async (d) => {
    const r = await send(ordinary, d);
    expect(r.statusCode).not.toBe(403);
    expect(r.statusCode).toBeLessThan(500);
  });

  it("keeps what a college student has: the profile, the dashboard and the homework list", async () => {
    for (const url of [
      "/v3/student/info",
      "/v3/student/dashboard",
      "/v3/homework-for-student/homework-list",
    ]) {
      const r = await c.get(url, college);
      expect(r.statusCode, url).toBe(200);
    }
    const info = (await c.get("/v3/student/info", college)).json().data;
    expect(info.is_college_student).toBe(1);
  });

  it("the teacher's change applies at once: an ordinary student made a college student is refused", async () => {
    const url = "/v3/skillup/type-list";
    expect((await c.get(url, ordinary)).statusCode).toBe(200);
    await updateStudentProfile(t.db, school.students[1]!.id, { college: true });
    expect((await c.get(url, ordinary)).statusCode).toBe(403);
    await updateStudentProfile(t.db, school.students[1]!.id, { college: false });
    expect((await c.get(url, ordinary)).statusCode).toBe(200);
  });
});
