import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import {
  FAV_FIXTURE,
  storedRecordingUrl,
  uploadRecording,
  writeFavouritesContent,
} from "../favourites/test-fixture.ts";
import { BackgroundRecognizer, setBackgroundRecognizer } from "./background.ts";

const S = FAV_FIXTURE.sentences;
const textbookUrl = (qid: string, resId: number | string = S.id) =>
  `/v3/textbook/textbook_recognize_text?question_id=${qid}&resource_id=${resId}`;
const homeworkUrl = (qid: string, topicId: number | string) =>
  `/v3/homework/homework_recognize_text?question_id=${qid}&topic_id=${topicId}`;

describe.skipIf(skipPg)("recognised text", () => {
  let t: TestApp;
  let school: TestSchool;
  let c: ReturnType<typeof client>;
  let content: string;
  let dataDir: string;
  let me: string;
  let other: string;
  let recognizer: BackgroundRecognizer;
  const heard = vi.fn(async (_pcm: Buffer) => "the lake is calm");
  const decode = vi.fn(async (_path: string) => Buffer.alloc(3200));

  const answer = (token: string, item: Record<string, unknown>, guid = `g-${Math.random()}`) =>
    c.postJson(
      "/v3/textbook/topic-answer-record",
      { res_code: S.code, guid, item: { total_score: 3, ...item } },
      token,
    );
  const textOf = async (url: string, token = me) => (await c.get(url, token)).json().data.recognize_text;

  beforeAll(async () => {
    content = writeFavouritesContent();
    dataDir = mkdtempSync(join(tmpdir(), "hibiki-rt-data-"));
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: content, HIBIKI_DATA_DIR: dataDir });
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    me = await school.students[0]!.signIn();
    other = await school.students[1]!.signIn();
  });
  afterAll(async () => {
    setBackgroundRecognizer(t.db, null);
    await t?.close();
    rmSync(content, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    heard.mockClear();
    decode.mockClear();
  });

  it("saves answers quietly without the speech service, and the lookup answers ''", async () => {
    const sound = await uploadRecording(t.app, me);
    expect((await answer(me, { question_id: "s1", sound_file: sound })).statusCode).toBe(200);
    expect(await textOf(textbookUrl("s1"))).toBe("");
    expect(await textOf(textbookUrl("s2"))).toBe("");
  });

  it("transcribes a saved recording in the background and answers it for that student only", async () => {
    recognizer = new BackgroundRecognizer(t.db, {
      recognize: heard,
      decode,
      idle: () => true,
      log: t.app.log,
    });
    setBackgroundRecognizer(t.db, recognizer);
    const sound = await uploadRecording(t.app, me);
    expect((await answer(me, { question_id: "s1", sound_file: sound })).statusCode).toBe(200);
    await recognizer.drained();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(decode.mock.calls[0]?.[0]).toMatch(/^rec\/\d{4}-\d{2}\/[A-Za-z0-9_-]{22}\.mp3$/);
    expect(await textOf(textbookUrl("s1"))).toBe("the lake is calm");
    // The result view reads it with the answer too.
    const row = await t.db.one<{ text: string }>(
      "SELECT payload->>'recognize_text' AS text FROM practice_answers WHERE payload->>'sound_file' = $1",
      [await storedRecordingUrl(t.app, sound)],
    );
    expect(row?.text).toBe("the lake is calm");
    expect(await textOf(textbookUrl("s1"), other)).toBe("");
  });

  it("keeps a recognize_text the answer came with, and skips skipped answers and others' recordings", async () => {
    const sound = await uploadRecording(t.app, me);
    await answer(me, { question_id: "s2", sound_file: sound, recognize_text: "my sister paints" });
    await answer(me, { question_id: "s2", is_skipped: 1 });
    // A sound_file of another student's upload is refused (400), so nothing is transcribed for it.
    const theirs = await uploadRecording(t.app, other);
    expect((await answer(me, { question_id: "s2", sound_file: theirs })).statusCode).toBe(400);
    await recognizer.drained();
    expect(decode).not.toHaveBeenCalled();
    const chat = await t.db.one<{ text: string }>(
      "SELECT payload->>'recognize_text' AS text FROM practice_answers WHERE payload->>'sound_file' = $1",
      [await storedRecordingUrl(t.app, sound)],
    );
    expect(chat?.text).toBe("my sister paints");
    expect(await textOf(textbookUrl("s2"))).toBe("my sister paints");
  });

  it("logs a failed transcription and goes on with the next recording", async () => {
    heard.mockRejectedValueOnce(new Error("engine busy"));
    const first = await uploadRecording(t.app, me);
    const second = await uploadRecording(t.app, me);
    await answer(me, { question_id: "s1", sound_file: first });
    await answer(me, { question_id: "s2", sound_file: second });
    await recognizer.drained();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(await textOf(textbookUrl("s1"))).toBe("");
    expect(await textOf(textbookUrl("s2"))).toBe("the lake is calm");
  });

  it("answers homework recordings by topic, scoped to the student", async () => {
    const teacher = await school.teacher.signIn();
    const classId = school.classId;
    const created = await c.postJson(
      "/v3/teacher/homework-create",
      {
        class_id: classId,
        title: "音読",
        topics: [{ res_code: S.code }],
        deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      },
      teacher,
    );
    expect(created.statusCode).toBe(200);
    const hw = created.json().data.homework_id as number;
    const topic = (await c.get(`/v3/homework-for-student/homework-detail?homework_id=${hw}`, me)).json().data
      .topics[0].topic_id as number;
    expect(await textOf(homeworkUrl("s1", topic))).toBe("");
    heard.mockResolvedValueOnce("the lake");
    const sound = await uploadRecording(t.app, me);
    const r = await c.postJson(
      "/v3/homework/topic-answer-record",
      {
        homework_id: hw,
        topic_id: topic,
        guid: "hw-rt-1",
        item: { question_id: "s1", sound_file: sound, total_score: 2 },
      },
      me,
    );
    expect(r.statusCode).toBe(200);
    await recognizer.drained();
    expect(await textOf(homeworkUrl("s1", topic))).toBe("the lake");
    expect(await textOf(homeworkUrl("s1", topic), other)).toBe("");
    // The textbook lookup reads practice, not homework.
    expect(await textOf(textbookUrl("s1"))).toBe("");
  });

  it("refuses bad input and unknown resources", async () => {
    const cases: Array<[string, number]> = [
      [textbookUrl("s1", 424242), 404],
      [textbookUrl("s1", "abc"), 400],
      [textbookUrl("s1", 0), 400],
      [textbookUrl("", S.id), 400],
      ["/v3/textbook/textbook_recognize_text?question_id=s1", 400],
      [homeworkUrl("s1", "x"), 400],
      ["/v3/homework/homework_recognize_text?topic_id=1", 400],
    ];
    for (const [url, status] of cases) {
      const r = await c.get(url, me);
      expect(r.statusCode, url).toBe(status);
      expect(r.json().code).toBe(status);
    }
    expect((await c.get(textbookUrl("s1"))).statusCode).toBe(401);
    expect((await c.get(homeworkUrl("s1", 1))).statusCode).toBe(401);
  });
});
