import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signExpiringFileUrl, signFileUrl } from "../../lib/signed-url.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool } from "../../test/factories.ts";
import { IMAGE_FILE } from "./images.ts";

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

/** A multipart body built by the platform's own FormData encoder. */
async function multipart(
  fields: Record<string, string>,
  files: Array<{ name: string; data: Buffer; type: string }>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append("images[]", new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const res = new Response(form);
  return { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get("content-type") as string };
}

describe.skipIf(skipPg)("resource feedback calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let dataDir: string;
  let s1: string;
  let s1Name: string;
  let teacher: string;
  let sakuraTeacher: string;

  const send = async (
    fields: Record<string, string>,
    files: Array<{ name: string; data: Buffer; type: string }> = [],
    token = s1,
  ) => {
    const m = await multipart(fields, files);
    return t.app.inject({
      method: "POST",
      url: "/v3/resource-feedback",
      headers: { authorization: `Bearer ${token}`, "content-type": m.type },
      payload: m.body,
    });
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hibiki-fb-"));
    t = await buildTestApp({ HIBIKI_DATA_DIR: dataDir });
    c = client(t.app);
    const school = await createTestSchool(t);
    s1Name = school.student.username;
    s1 = await school.student.signIn();
    teacher = await school.teacher.signIn();
    sakuraTeacher = await (await createTestSchool(t)).teacher.signIn();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lists the form's options", async () => {
    const r = await c.get("/v3/resource-feedback-options", s1);
    expect(r.json()).toMatchObject({ code: 0 });
    expect(r.json().data.items.map((o: { option_value: string }) => o.option_value)).toContain(
      "audio_problem",
    );
    expect((await c.get("/v3/resource-feedback-options")).statusCode).toBe(401);
  });

  it("checks the description, options and images", async () => {
    expect((await send({ content: "   " })).statusCode).toBe(400);
    expect((await send({ content: "x".repeat(1001) })).statusCode).toBe(400);
    expect((await send({ content: "ok", options: "bogus" })).statusCode).toBe(400);
    const fake = await send({ content: "ok" }, [
      { name: "a.png", data: Buffer.from("not an image"), type: "image/png" },
    ]);
    expect(fake.statusCode).toBe(400);
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `${i}.png`, data: PNG, type: "image/png" }));
    expect((await send({ content: "ok" }, ten)).statusCode).toBe(400);
    expect((await c.postJson("/v3/resource-feedback", { content: "json" }, s1)).statusCode).toBe(400);
  });

  it("stores a report with images and shows it to the school's teachers only", async () => {
    const r = await send(
      {
        options: "audio_problem,other",
        content: "  2番の音声が途中で止まります。  ",
        resource_code: "jh1-u1-word-choice",
        client_name: "web",
      },
      [{ name: "shot.png", data: PNG, type: "image/png" }],
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().data.feedback_id).toBeGreaterThan(0);
    const list = (await c.get("/v3/teacher/feedback-list", teacher)).json().data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      username: s1Name,
      options: ["audio_problem", "other"],
      content: "2番の音声が途中で止まります。",
      resource_code: "jh1-u1-word-choice",
    });
    const img = await t.app.inject({ method: "GET", url: list.items[0].images[0] });
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/png");
    expect(img.rawPayload.equals(PNG)).toBe(true);
    const forged = await t.app.inject({
      method: "GET",
      url: list.items[0].images[0].replace(/sig=.*/, "sig=abc"),
    });
    expect(forged.statusCode).toBe(403);
    // The picture's link works for the hour: its stored form and a link from over an hour ago do not.
    const name = /\/v3\/files\/feedback\/([^?]+)\?expires=\d+&sig=/.exec(
      list.items[0].images[0],
    )?.[1] as string;
    const secret = await t.app.secret();
    for (const old of [
      signFileUrl(IMAGE_FILE, name, secret),
      signExpiringFileUrl(IMAGE_FILE, name, secret, Date.now() - 3_700_000),
    ])
      expect((await t.app.inject({ method: "GET", url: old })).statusCode, old).toBe(403);
    expect((await c.get("/v3/teacher/feedback-list", sakuraTeacher)).json().data).toEqual({
      items: [],
      total: 0,
    });
  });

  it("shows the resource's title, the reported question and option labels; the teacher's reply reaches /news", async () => {
    const sent = await send({
      options: "text_error,answer_error",
      content: "2番の答えがちがうと思います。",
      resource_code: "jh1-u1-word-choice",
      question_id: "wc01",
    });
    expect(sent.statusCode).toBe(200);
    const id = sent.json().data.feedback_id;
    const list = (await c.get("/v3/teacher/feedback-list", teacher)).json().data.items;
    const row = list.find((r: { feedback_id: number }) => r.feedback_id === id);
    expect(row).toMatchObject({
      question_id: "wc01",
      option_labels: ["文字や訳にまちがいがある", "正解がまちがっている"],
      status: "new",
      reply: "",
    });
    expect(row.resource_title.length).toBeGreaterThan(0);
    expect(row.question_text).toBeTruthy();

    const update = (body: Record<string, unknown>, token = teacher) =>
      c.postJson("/v3/teacher/feedback-update", { feedback_id: id, ...body }, token);
    expect((await update({ status: "closed" })).statusCode).toBe(400);
    expect((await update({ status: "done", reply: "x".repeat(1001) })).statusCode).toBe(400);
    expect((await update({ status: "done" }, sakuraTeacher)).statusCode).toBe(404);
    expect((await update({ status: "in_progress" })).json().data).toMatchObject({
      status: "in_progress",
      reply: "",
    });
    const before = (await c.get("/v3/message/list?tab=teacher", s1)).json().data.items.length;
    const done = await update({ status: "done", reply: "教えてくれてありがとう。正解を直しました。" });
    expect(done.json().data).toMatchObject({
      status: "done",
      reply: "教えてくれてありがとう。正解を直しました。",
    });
    expect(done.json().data.replied_at).not.toBeNull();
    const news = (await c.get("/v3/message/list?tab=teacher", s1)).json().data.items;
    expect(news).toHaveLength(before + 1);
    expect(news[0].title).toContain("教材の報告への返信");
    // saving the same reply again does not message the student twice
    await update({ status: "done", reply: "教えてくれてありがとう。正解を直しました。" });
    expect((await c.get("/v3/message/list?tab=teacher", s1)).json().data.items).toHaveLength(before + 1);
  });
});
