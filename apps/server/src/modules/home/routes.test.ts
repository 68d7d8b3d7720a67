import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";

describe.skipIf(skipPg)("home calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
  });
  afterAll(() => t?.close());

  it("banners: every school's banners plus the caller's school only", async () => {
    const demo = (await c.get("/v3/homepage/banner-list", await c.login("student1"))).json().data.items;
    const sakura = (await c.get("/v3/homepage/banner-list", await c.login("sakura1"))).json().data.items;
    const titles = (items: Array<{ title: string }>) => items.map((b) => b.title);
    expect(titles(demo)).toHaveLength(2);
    expect(titles(sakura)).toHaveLength(3);
    expect(titles(demo)).not.toContain("さくら校 英語スピーチ大会のお知らせ");
    expect(demo[0].image_url).toMatch(/^data:image\/svg\+xml/);
  });

  it("new-function-list lists the features that exist: AI writing and skill-up writing", async () => {
    const r = await c.get("/v3/skillup/new-function-list", await c.login("student2"));
    expect(r.json().code).toBe(0);
    const routes = r.json().data.items.map((f: { route: string }) => f.route);
    expect(routes).toEqual(["/ai-writing", "/skillup/writing/index"]);
  });

  it("new-notice-total counts unfinished homework and messages (zero before homework exists)", async () => {
    const r = await c.get("/v3/homework-for-student/new-notice-total", await c.login("student3"));
    expect(r.json().data).toEqual({ total: 0, unfinished_homework_count: 0, new_msg_num: 0 });
    expect((await c.get("/v3/homework-for-student/new-notice-total")).statusCode).toBe(401);
  });
});
