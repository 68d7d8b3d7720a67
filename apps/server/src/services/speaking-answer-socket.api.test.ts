import { rmSync } from "node:fs";
import { join } from "node:path";
import { SpeechResultFrameSchema } from "@hibiki/contracts/ws/speech";
import { percentOfTotal, rejectedRawScore } from "@hibiki/exercises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadRecording } from "../modules/favourites/test-fixture.ts";
import { FIXTURE, useContentDir, writeFixtureContent } from "../modules/textbook/test-fixture.ts";
import { signSpeechUrl } from "../speech/index.ts";
import { TestAudio } from "../speech/test-audio.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../test/build-test-app.ts";
import { createTestSchool } from "../test/factories.ts";
import { evaluateOverSocket, startTestSpeechService, type TestSpeechService } from "../test/speech-socket.ts";
import { keepEvaluationFiles } from "./speech.ts";

/**
 * End to end through the real engine: a reading evaluated on the speech socket is kept with its scores,
 * and the answer naming it stores exactly the scores of its XML (as the player shows them), not the
 * score the client claims.
 */
const TEXT = "The lake is calm this morning.";

/** A score attribute of the XML's scored paper. */
const attr = (xml: string, name: string) =>
  Number(new RegExp(`<read_chapter[^>]* ${name}="([\\d.]+)"`).exec(xml)?.[1]);

describe.skipIf(skipPg)("a speaking answer stores the scores of its real evaluation", () => {
  let t: TestApp;
  let dir: string;
  let speech: TestSpeechService;
  let audio: TestAudio;
  let base: string;
  let secret: string;

  beforeAll(async () => {
    dir = writeFixtureContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir, HIBIKI_DATA_DIR: join(dir, "data") });
    useContentDir(t, dir);
    secret = await t.app.secret();
    audio = new TestAudio();
    speech = await startTestSpeechService({
      secret,
      keepEvaluation: keepEvaluationFiles(t.app, secret),
      loadConfig: () => ({ collected: [], blacklist: [], excluded: [], whiteList: [] }),
    });
    base = speech.base;
  }, 60_000);

  afterAll(async () => {
    await speech?.close();
    audio?.dispose();
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("the stored scores are the XML's, whatever the client posts; another student cannot use them", async () => {
    const c = client(t.app);
    const school = await createTestSchool(t, { students: 2 });
    const me = await school.students[0]!.signIn();
    const meId = school.students[0]!.id;
    const url = signSpeechUrl(base, { studentId: String(meId), ttlSeconds: 60 }, secret);
    const frame = SpeechResultFrameSchema.parse(await evaluateOverSocket(url, audio.speak(TEXT), TEXT));
    const xml = Buffer.from(frame.data.data, "base64").toString("utf8");
    const rejected = /<read_chapter[^>]* is_rejected="true"/.test(xml);
    const total = rejectedRawScore(attr(xml, "total_score"), rejected);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(5);

    const item = {
      question_id: "r1",
      sound_file: await uploadRecording(t.app, me),
      evaluate_result: frame.data.evaluate_result,
      total_score: 5,
      percent_score: 100,
      accuracy_score: 5,
    };
    const body = { res_code: FIXTURE.reading.code, guid: "socket-1", is_completed: 1, item };
    const r = await c.postJson("/v3/textbook/topic-answer-record", body, me);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.item).toMatchObject({
      total_score: total,
      percent_score: percentOfTotal(total),
      accuracy_score: rejectedRawScore(attr(xml, "accuracy_score"), rejected),
      fluency_score: rejectedRawScore(attr(xml, "fluency_score"), rejected),
      integrity_score: rejectedRawScore(attr(xml, "integrity_score"), rejected),
    });

    const other = await school.students[1]!.signIn();
    const stolen = await c.postJson(
      "/v3/textbook/topic-answer-record",
      { ...body, guid: "socket-2", item: { ...item, sound_file: await uploadRecording(t.app, other) } },
      other,
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().data.fields).toHaveProperty(["body.item.evaluate_result"]);
  }, 60_000);
});
