import { once } from "node:events";
import { rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { AiSpeakingPartnerTurn } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../env.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { cleanReply, createLlmClient, type ReplyRequest, systemPrompt } from "./llm-client.ts";
import { FIRST_DAY, writeAiSpeakingContent } from "./test-fixture.ts";

/**
 * A stand-in for an OpenAI-compatible server: answers each /chat/completions request with the next
 * scripted step (a reply, an error status, or a reply held back until the client gave up) and records
 * what it was sent.
 */
type Step = { reply: string } | { status: number } | { hang: true };
type Sent = { model?: string; messages: Array<{ role: string; content: string }> };
type FakeLlm = {
  url: string;
  steps: Step[];
  requests: Array<{ path: string; auth: string; body: Sent }>;
  close(): Promise<void>;
};

async function fakeLlm(): Promise<FakeLlm> {
  const steps: Step[] = [];
  const requests: FakeLlm["requests"] = [];
  const hanging: ServerResponse[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    requests.push({
      path: req.url ?? "",
      auth: req.headers.authorization ?? "",
      body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Sent,
    });
    const step = steps.shift() ?? { status: 503 };
    if ("hang" in step) {
      hanging.push(res);
      return;
    }
    if ("status" in step) {
      res.writeHead(step.status, { "content-type": "application/json" }).end('{"error":"scripted failure"}');
      return;
    }
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content: step.reply } }] }));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    steps,
    requests,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

const request: ReplyRequest = {
  partnerName: "Emma",
  partnerRoleJa: "留学生",
  scenarioTitle: "First Day at a New School",
  level: "A1",
  line: "Hi! I'm Emma. What's your name?",
  studentText: "My name is Ken.",
  intentId: "give_name",
  scriptedReply: "Nice to meet you!",
  nextLine: "Do you like sports?",
};

describe("cleanReply (what a generated reply must be to be spoken)", () => {
  it.each<[string, string | null]>([
    ["Nice to meet you, Ken!", "Nice to meet you, Ken!"],
    ['  "Nice to meet you, Ken!"  ', "Nice to meet you, Ken!"],
    ["Ken\u2019s a nice name.\nI like it.", "Ken's a nice name. I like it."],
    ["", null],
    ["   ", null],
    ["Nice. To. Meet you.", null],
    ["よろしくね！", null],
    ["Nice to meet you 😀", null],
    ["You are so stupid.", null],
    [`${"Very ".repeat(40)}nice.`, null],
    ["...", null],
  ])("%j → %j", (raw, want) => expect(cleanReply(raw)).toBe(want));

  it("keeps the model inside the scenario in its prompt", () => {
    const p = systemPrompt(request);
    for (const part of [
      "Emma",
      "First Day at a New School",
      "A1",
      request.line,
      "give name",
      request.scriptedReply,
      request.nextLine!,
    ])
      expect(p).toContain(part);
    expect(systemPrompt({ ...request, nextLine: null })).toContain("The conversation ends after your reply");
  });
});

describe("the model's environment", () => {
  it("is off by default, takes an http(s) URL, and refuses anything else by name", () => {
    expect(loadEnv({}).HIBIKI_LLM_URL).toBeUndefined();
    expect(loadEnv({}).HIBIKI_LLM_TIMEOUT_MS).toBe(5000);
    expect(loadEnv({ HIBIKI_LLM_URL: " " }).HIBIKI_LLM_URL).toBeUndefined();
    expect(loadEnv({ HIBIKI_LLM_URL: "http://127.0.0.1:8000/v1", HIBIKI_LLM_MODEL: "m" })).toMatchObject({
      HIBIKI_LLM_URL: "http://127.0.0.1:8000/v1",
      HIBIKI_LLM_MODEL: "m",
    });
    expect(() => loadEnv({ HIBIKI_LLM_URL: "ftp://example.invalid/v1" })).toThrow(/HIBIKI_LLM_URL/);
    expect(() => loadEnv({ HIBIKI_LLM_URL: "not a url" })).toThrow(/HIBIKI_LLM_URL/);
    expect(() => loadEnv({ HIBIKI_LLM_TIMEOUT_MS: "5" })).toThrow(/HIBIKI_LLM_TIMEOUT_MS/);
  });
});

describe("createLlmClient against a local fake server", () => {
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await fakeLlm();
  });
  afterAll(async () => llm?.close());

  it("is null without a URL", () => {
    expect(createLlmClient(null)).toBeNull();
  });

  it("sends the chat request and returns the cleaned reply; any failure gives null", async () => {
    const failures: unknown[] = [];
    const model = createLlmClient(
      { url: llm.url, model: "partner-1", apiKey: "k-test", timeoutMs: 500 },
      (err) => failures.push(err),
    )!;
    llm.steps.push(
      { reply: "Ken! What a nice name." },
      { status: 500 },
      { reply: "よろしく" },
      { hang: true },
    );
    expect(await model.reply(request)).toBe("Ken! What a nice name.");
    const sent = llm.requests[0]!;
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.auth).toBe("Bearer k-test");
    expect(sent.body.model).toBe("partner-1");
    expect(sent.body.messages.map((m) => m.role)).toEqual(["system", "assistant", "user"]);
    expect(sent.body.messages[2]?.content).toBe("My name is Ken.");
    expect(await model.reply(request)).toBeNull(); // 500
    expect(await model.reply(request)).toBeNull(); // not plain English
    expect(await model.reply(request)).toBeNull(); // timed out
    expect(failures).toHaveLength(2);
    // a student's text with a sensitive word is never sent
    const before = llm.requests.length;
    expect(await model.reply({ ...request, studentText: "You are stupid." })).toBeNull();
    expect(llm.requests).toHaveLength(before);
  });
});

describe.skipIf(skipPg)("AI speaking turns with HIBIKI_LLM_URL set", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let contentDir: string;
  let llm: FakeLlm;

  beforeAll(async () => {
    llm = await fakeLlm();
    contentDir = writeAiSpeakingContent();
    t = await buildTestApp({
      HIBIKI_CONTENT_DIR: contentDir,
      HIBIKI_LLM_URL: llm.url,
      HIBIKI_LLM_TIMEOUT_MS: "2000",
    });
    c = client(t.app);
    school = await createTestSchool(t, { students: 1 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await llm?.close();
    rmSync(contentDir, { recursive: true, force: true });
  });

  type Turn = {
    outcome: string;
    reply: { text: string; text_ja: string; source: string };
    next: AiSpeakingPartnerTurn | null;
  };

  it("speaks the generated reply when the model answers, and the scripted one when it fails", async () => {
    const token = await school.student.signIn();
    const s = (
      await c.postForm("/v3/ai-speaking/start", { scenario_id: FIRST_DAY.scenario_id }, token)
    ).json().data as { session_id: number; turn: AiSpeakingPartnerTurn };
    const turn = async (text: string) => {
      const r = await c.postForm(
        "/v3/ai-speaking/turn",
        { session_id: String(s.session_id), recognize_text: text },
        token,
      );
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data as Turn;
    };
    llm.steps.push({ reply: "Ken! That's a cool name." }, { status: 500 }, { reply: "That's so stupid." });

    const a1 = await turn("My name is Ken.");
    expect(a1).toMatchObject({
      outcome: "matched",
      reply: { text: "Ken! That's a cool name.", text_ja: "", source: "llm" },
    });
    const prompt = llm.requests[0]!.body.messages[0]?.content ?? "";
    expect(prompt).toContain(s.turn.say);
    expect(prompt).toContain(a1.next!.say);
    expect(llm.requests[0]!.body).not.toHaveProperty("model");

    const a2 = await turn("Yes, I like sports.");
    expect(a2.reply.source).toBe("script");
    expect(FIRST_DAY.nodes.sports.intents[0]!.reply).toContain(a2.reply.text);
    expect(a2.reply.text_ja).toBe(FIRST_DAY.nodes.sports.intents[0]!.reply_ja);

    // a repair is never generated
    const before = llm.requests.length;
    expect((await turn("Banana.")).outcome).toBe("repair");
    expect(llm.requests).toHaveLength(before);

    // a reply with a sensitive word falls back to the script
    const a3 = await turn("I'm in the tennis club.");
    expect(a3.reply.source).toBe("script");
    expect(FIRST_DAY.nodes.club.intents[0]!.reply).toContain(a3.reply.text);

    const result = (await c.get(`/v3/ai-speaking/result?session_id=${s.session_id}`, token)).json().data as {
      transcript: Array<{ reply: string }>;
    };
    expect(result.transcript.map((e) => e.reply)[0]).toBe("Ken! That's a cool name.");
  });
});
