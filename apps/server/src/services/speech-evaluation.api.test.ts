import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type SpeechResultFrame, SpeechResultFrameSchema } from "@hibiki/contracts/ws/speech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureSecret } from "../modules/app/service.ts";
import { signSpeechUrl } from "../speech/index.ts";
import { openRecogniser } from "../speech/open-answer/recognise.ts";
import { TestAudio } from "../speech/test-audio.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../test/build-test-app.ts";
import { createTestSchool } from "../test/factories.ts";
import { evaluateOverSocket, startTestSpeechService, type TestSpeechService } from "../test/speech-socket.ts";
import { keepEvaluationFiles, openItemsFromContent } from "./speech.ts";

/** Original sentence read by flite. */
const TEXT = "My sister feeds the cat before school.";

describe.skipIf(skipPg)("speech evaluations kept as signed files", () => {
  let t: TestApp;
  let speech: TestSpeechService;
  let audio: TestAudio;
  let dataDir: string;
  let base: string;
  let secret: string;
  let studentId: number;
  let pcm: Buffer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hibiki-eval-files-"));
    t = await buildTestApp({ HIBIKI_DATA_DIR: dataDir });
    secret = await ensureSecret(t.db, t.app.env.HIBIKI_SECRET);
    studentId = (await createTestSchool(t)).student.id;
    audio = new TestAudio();
    pcm = audio.speak(TEXT);
    // The speech service as startSpeechService wires it, on its own port (it may run in another process).
    speech = await startTestSpeechService((pool) => ({
      secret,
      keepEvaluation: keepEvaluationFiles(t.app, secret),
      loadConfig: () => ({ collected: [], blacklist: [], excluded: [], whiteList: [] }),
      loadOpenItem: openItemsFromContent(t.app),
      recogniseOpen: openRecogniser(pool),
    }));
    base = speech.base;
  }, 60_000);

  afterAll(async () => {
    await speech?.close();
    audio?.dispose();
    await t?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const signed = (id: string) => signSpeechUrl(base, { studentId: id, ttlSeconds: 60 }, secret);

  it("answers the URL of the kept XML, which serves that XML; a forged signature is refused", async () => {
    const frame: SpeechResultFrame = SpeechResultFrameSchema.parse(
      await evaluateOverSocket(signed(String(studentId)), pcm, TEXT),
    );
    const url = frame.data.evaluate_result ?? "";
    expect(url).toMatch(new RegExp(`^/v3/files/eval/${frame.sid}\\.xml\\?sig=[A-Za-z0-9_-]{43}$`));
    const xml = Buffer.from(frame.data.data, "base64").toString("utf8");
    expect(xml).toContain("read_sentence");

    const c = client(t.app);
    const got = await c.get(url);
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toMatch(/^application\/xml/);
    expect(got.body).toBe(xml);
    expect(readFileSync(join(dataDir, "files", "eval", `${frame.sid}.xml`), "utf8")).toBe(xml);
    const row = await t.db.one<{ student_id: number; kind: string }>(
      "SELECT student_id, kind FROM files WHERE id = $1",
      [frame.sid],
    );
    expect(row).toEqual({ student_id: studentId, kind: "eval" });

    const sig = url.split("sig=")[1] ?? "";
    const forged = `${url.split("?")[0]}?sig=${sig.slice(0, -2)}${sig.endsWith("AA") ? "BB" : "AA"}`;
    expect((await c.get(forged)).statusCode).toBe(403);
    expect((await c.get(url.split("?")[0] ?? "")).statusCode).toBe(403);
    // A signature names one session: it does not open another.
    expect((await c.get(`/v3/files/eval/hbk0000000000000000.xml?sig=${sig}`)).statusCode).toBe(403);
    expect((await c.get("/v3/files/eval/..%2Fsecret.xml?sig=x")).statusCode).toBe(404);
  }, 60_000);

  it("scores an open answer against the item the built content names, and keeps its XML", async () => {
    const answer = audio.speak("My favorite color is light blue because it is the color of the sky.");
    const frame = SpeechResultFrameSchema.parse(
      await evaluateOverSocket(signed(String(studentId)), answer, TEXT, {
        category: "open_answer",
        text: "What is your favorite color?",
        item: { res_code: "su-quick-response-1", question_id: "qr1-01" },
      }),
    );
    const xml = Buffer.from(frame.data.data, "base64").toString("utf8");
    expect(xml).toContain("<open_answer ");
    expect(Number(/content_score="([\d.]+)"/.exec(xml)?.[1])).toBe(5);
    expect(Number(/total_score="([\d.]+)"/.exec(xml)?.[1])).toBeGreaterThanOrEqual(3.5);
    const got = await client(t.app).get(frame.data.evaluate_result ?? "");
    expect(got.body).toBe(xml);

    const unknown = await evaluateOverSocket(signed(String(studentId)), answer, TEXT, {
      category: "open_answer",
      item: { res_code: "su-quick-response-1", question_id: "no-such-question" },
    });
    expect((unknown as { code: number }).code).toBe(30005);
  }, 60_000);

  it("scores a picture description of the CEFR-J level test, whose items are kept apart from the course", async () => {
    const frame = SpeechResultFrameSchema.parse(
      await evaluateOverSocket(
        signed(String(studentId)),
        audio.speak("A girl has a cat. A boy has a book."),
        TEXT,
        {
          category: "open_answer",
          item: { res_code: "cefr-a1-1-picture-describe-1", question_id: "pd01" },
        },
      ),
    );
    const xml = Buffer.from(frame.data.data, "base64").toString("utf8");
    expect(xml).toContain("<open_answer ");
    expect(Number(/content_score="([\d.]+)"/.exec(xml)?.[1])).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it.each([
    // first heard "you can see it up to o'clock": the time is found on the closer, focused listen
    ["tokyo-y3-training-b-1", "b2", "You can see it at two o'clock in the afternoon.", "kal16"],
    // the rubric writes "August 4": the recogniser spells the number out
    ["tokyo-y3-test-1", "b4", "It is on August 4.", "slt"],
    // heard "i have to you brothers" (content 0) while free recognition's second pass weighed the
    // language model at pocketsphinx's default 8.5 instead of 11
    ["su-quick-response-1", "qr1-02", "I have two brothers.", "slt"],
  ])(
    "finds the answer's key words in %s/%s (%j, %s)",
    async (res_code, question_id, said, voice) => {
      const frame = SpeechResultFrameSchema.parse(
        await evaluateOverSocket(signed(String(studentId)), audio.speak(said, voice), TEXT, {
          category: "open_answer",
          item: { res_code, question_id },
        }),
      );
      const xml = Buffer.from(frame.data.data, "base64").toString("utf8");
      expect(Number(/content_score="([\d.]+)"/.exec(xml)?.[1])).toBe(5);
    },
    60_000,
  );

  it("still answers the score when the evaluation cannot be kept (unknown student)", async () => {
    const frame = SpeechResultFrameSchema.parse(await evaluateOverSocket(signed("999999"), pcm, TEXT));
    expect(frame.data.evaluate_result).toBeUndefined();
    expect(frame.data.data.length).toBeGreaterThan(0);
    expect(existsSync(join(dataDir, "files", "eval", `${frame.sid}.xml`))).toBe(false);
  }, 60_000);
});
