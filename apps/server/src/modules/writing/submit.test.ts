import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EngineResultSchema } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";

const ESSAY =
  "My brother play soccer every day. He have two dogs. Yesterday we go to the park and eat lunch.";

describe.skipIf(skipPg)("writing submit, history, detail and the engine_result link", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let token: string;
  let school: TestSchool;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hibiki-writing-"));
    t = await buildTestApp({ HIBIKI_DATA_DIR: dataDir });
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    token = await school.students[0]!.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lists at least 20 topics of both levels, each with a sample answer and Japanese instructions", async () => {
    const all = (await c.get("/v3/writing/topic-list", token)).json().data.list;
    expect(all.length).toBeGreaterThanOrEqual(20);
    const junior = (await c.get("/v3/writing/topic-list?level=junior", token)).json().data.list;
    expect(junior.length).toBeGreaterThanOrEqual(10);
    expect(junior.every((x: { level: string }) => x.level === "junior")).toBe(true);
    const d = (await c.get("/v3/writing/topic-detail?topic_id=jh-my-weekend", token)).json().data;
    expect(d.sample[0].en_answer.length).toBeGreaterThan(50);
    expect(d.instruction_jp).toMatch(/[ぁ-ん]/);
    expect((await c.get("/v3/writing/topic-detail?topic_id=nope", token)).statusCode).toBe(404);
  });

  it("checks an essay, stores it with score 100/5, and serves the engine result at its link", async () => {
    const r = await c.postJson(
      "/v3/writing/submit",
      { source: "ai_writing", topic_id: "jh-my-weekend", content: `  ${ESSAY}  ` },
      token,
    );
    expect(r.statusCode).toBe(200);
    const w = r.json().data;
    expect(w).toMatchObject({
      content: ESSAY,
      percent_score: 100,
      total_score: 5,
      topic_id: "jh-my-weekend",
    });
    expect(w.title).toBe("My Weekend");
    expect(w.word_count).toBe(19);
    expect(w.error_count).toBeGreaterThanOrEqual(3);
    expect(w.engine_result).toMatch(/^\/v3\/files\/writing\/[A-Za-z0-9_-]{22}\.json\?sig=/);

    const file = await c.get(w.engine_result);
    expect(file.statusCode).toBe(200);
    const engine = EngineResultSchema.parse(file.json());
    expect(engine.text).toBe(ESSAY);
    const flagged = engine.comments.flatMap((s) =>
      s.sent_comments.map((x) => s.sent_content.slice(x.hit_words_pos.startPos, x.hit_words_pos.endPos)),
    );
    expect(flagged.join(" ")).toMatch(/play/);
    expect(flagged.join(" ")).toMatch(/have/);

    const forged = w.engine_result.replace(/sig=.*/, "sig=AAAA");
    expect((await c.get(forged)).statusCode).toBe(403);
  });

  it("keeps every attempt: a second submission is a new record, both in the history", async () => {
    const a = (
      await c.postJson("/v3/writing/submit", { source: "skillup", content: "I like cats." }, token)
    ).json().data;
    const b = (
      await c.postJson("/v3/writing/submit", { source: "skillup", content: "I like dogs." }, token)
    ).json().data;
    expect(b.writing_id).not.toBe(a.writing_id);
    expect(b.error_count).toBe(0);
    const h = (await c.get("/v3/writing/history?source=skillup", token)).json().data;
    expect(h.total).toBe(2);
    expect(h.list.map((x: { content: string }) => x.content)).toEqual(["I like dogs.", "I like cats."]);
    const d = await c.get(`/v3/writing/detail?writing_id=${a.writing_id}`, token);
    expect(d.json().data.content).toBe("I like cats.");
  });

  it("refuses empty, non-English, emoji, over-long and sensitive texts with 400 and a clear key", async () => {
    const post = (content: string) => c.postJson("/v3/writing/submit", { content }, token);
    const empty = await post("   \n ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fields.content).toBe("skill_writing_content_cannot_empty");
    const jp = await post("I like 寿司 very much.");
    expect(jp.statusCode).toBe(400);
    expect(jp.json().data.fields.content).toBe("skill_writing_content_include_not_english");
    expect(jp.json().message).toContain("寿");
    expect((await post("I am happy 😀")).json().data.fields.content).toBe("hint_common_has_emoji");
    expect((await post("word ".repeat(1300))).statusCode).toBe(400);
    const rude = await post("You are stupid.");
    expect(rude.statusCode).toBe(400);
    expect(rude.json().data.fields.content).toBe("sensitive_words");
    expect((await c.postJson("/v3/writing/submit", {}, token)).statusCode).toBe(400);
    expect(
      (await c.postJson("/v3/writing/submit", { content: "Hi.", topic_id: "no-such" }, token)).statusCode,
    ).toBe(404);
    expect((await c.postJson("/v3/writing/submit", { content: "Hi." })).statusCode).toBe(401);
  });

  it("hides a student's writing from another student (404) and accepts textbook topic writing", async () => {
    const mine = (await c.postJson("/v3/writing/submit", { content: "We are friends." }, token)).json().data;
    const other = await school.students[1]!.signIn();
    expect((await c.get(`/v3/writing/detail?writing_id=${mine.writing_id}`, other)).statusCode).toBe(404);
    expect((await c.get("/v3/writing/history", other)).json().data.total).toBe(0);
    const tb = await c.postJson(
      "/v3/textbook/submit-itr-topic-writing",
      { content: "I has a pen.", res_code: "jh1-u1-topic" },
      other,
    );
    expect(tb.statusCode).toBe(200);
    expect(tb.json().data).toMatchObject({ source: "textbook", total_score: 5, percent_score: 100 });
    expect(tb.json().data.error_count).toBeGreaterThanOrEqual(1);
  });
});
