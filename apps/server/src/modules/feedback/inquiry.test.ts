import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import {
  createStudent,
  createTeacher,
  createTestSchool,
  signIn,
  type TestSchool,
} from "../../test/factories.ts";

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

async function multipart(fields: Record<string, string>, files: Array<{ data: Buffer; type: string }> = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [i, f] of files.entries())
    form.append("images[]", new Blob([new Uint8Array(f.data)], { type: f.type }), `p${i}.png`);
  const res = new Response(form);
  return { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get("content-type") as string };
}

/** Issue 16 item 21: the inquiry form is stored and shown to the school's administrator. */
describe.skipIf(skipPg)("inquiries (opinion-feedback)", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let dataDir: string;
  let school: TestSchool;
  let other: TestSchool;
  let admin: string;
  let otherAdmin: string;

  const send = async (
    token: string,
    fields: Record<string, string>,
    files: Array<{ data: Buffer; type: string }> = [],
    lang?: string,
  ) => {
    const m = await multipart(fields, files);
    return t.app.inject({
      method: "POST",
      url: "/v3/opinion-feedback",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": m.type,
        ...(lang ? { "accept-language": lang } : {}),
      },
      payload: m.body,
    });
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hibiki-inq-"));
    t = await buildTestApp({ HIBIKI_DATA_DIR: dataDir });
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    other = await createTestSchool(t);
    const a = await createTeacher(t.db, { schoolId: school.schoolId, role: "admin" });
    admin = await signIn(t.app, a.username, "teacher");
    const oa = await createTeacher(t.db, { schoolId: other.schoolId, role: "admin" });
    otherAdmin = await signIn(t.app, oa.username, "teacher");
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("the support page call names the in-app FAQ", async () => {
    const r = await c.get("/v3/opinion-feedback/support-page", await school.student.signIn());
    expect(r.json()).toEqual({ code: 0, message: "ok", data: { support_page_url: "/feedback/faq" } });
  });

  it("stores an inquiry with an image; the school's administrator reads it, no one else", async () => {
    const token = await school.student.signIn();
    const r = await send(token, { content: "  ログインできない日があります。  ", from: "home" }, [
      { data: PNG, type: "image/png" },
    ]);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.inquiry_id).toBeGreaterThan(0);

    const list = (await c.get("/v3/teacher/opinion-feedback-list", admin)).json();
    expect(list.data.total).toBe(1);
    expect(list.data.items[0]).toMatchObject({
      username: school.student.username,
      content: "ログインできない日があります。",
      from: "home",
      class_name: school.className,
    });
    const img = await t.app.inject({ url: list.data.items[0].images[0] });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/png");

    expect((await c.get("/v3/teacher/opinion-feedback-list", otherAdmin)).json().data.total).toBe(0);
    const plain = await c.get("/v3/teacher/opinion-feedback-list", await school.teacher.signIn());
    expect(plain.statusCode).toBe(403);
    expect((await c.get("/v3/teacher/opinion-feedback-list", token)).statusCode).toBe(401);
  });

  it("refuses bad input with worded messages, never a 500", async () => {
    const token = await other.student.signIn();
    const empty = await send(token, { content: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("お問い合わせ内容を入力してください。");
    const long = await send(token, { content: "あ".repeat(1001) });
    expect(long.json().message).toBe("お問い合わせ内容は 1,000 文字以内で入力してください。");
    const en = await send(token, { content: "a".repeat(1001) }, [], "en-US");
    expect(en.json().message).toBe("Inquiry must be at most 1,000 characters.");
    const notImage = await send(token, { content: "x" }, [
      { data: Buffer.from("<svg/>"), type: "image/png" },
    ]);
    expect(notImage.statusCode).toBe(400);
    const four = await send(token, { content: "x" }, Array(4).fill({ data: PNG, type: "image/png" }));
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe("画像は3枚までです。");
    const json = await c.postJson("/v3/opinion-feedback", { content: "x" }, token);
    expect(json.statusCode).toBe(400);
    const big = await send(token, { content: "x" }, [
      { data: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), type: "image/png" },
    ]);
    expect(big.statusCode).toBe(413);
    expect((await c.get("/v3/teacher/opinion-feedback-list", otherAdmin)).json().data.total).toBe(0);
  });

  it("a student whose card is not active can still write; the per-student quota answers 429", async () => {
    const s = await createStudent(t.db, { schoolId: other.schoolId, classId: other.classId, card: "new" });
    const token = await signIn(t.app, s.username);
    for (let i = 0; i < 3; i++)
      expect((await send(token, { content: `質問 ${i}`, from: "odd" })).statusCode).toBe(200);
    const fourth = await send(token, { content: "もう一つ" });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().data.error_key).toBe("rate_limited");
    const list = (await c.get("/v3/teacher/opinion-feedback-list", otherAdmin)).json().data;
    expect(list.total).toBe(3);
    expect(list.items[0].from).toBe("");
  });
});
