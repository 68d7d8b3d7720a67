import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signExpiringFileUrl, signFileUrl } from "../../lib/signed-url.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { uploadRecording } from "../favourites/test-fixture.ts";
import { RECORDING_FILE } from "../upload/file-kinds.ts";
import { storeTestEvaluation } from "../upload/test-evaluation.ts";
import { FIXTURE, useContentDir, writeFixtureContent } from "./test-fixture.ts";

/**
 * The server owns every speaking score: an answer's scores are those of the evaluation its
 * evaluate_result names (kept by the speech socket for this student), whatever the client claims; the
 * recording must be the student's own upload. The teacher's pages then show what the server stored.
 */
const RECORD = "/v3/textbook/topic-answer-record";
const R = FIXTURE.reading.code;
const TEXT = "The lake is calm this morning.";

/**
 * Homework of the reading resource for the school's class, answered once by its first student (signed in
 * as `student`) with this item; the teacher's review of it (/v3/teacher/submission) and the homework's
 * score table.
 */
async function homeworkReview(
  t: TestApp,
  school: TestSchool,
  teacher: string,
  student: string,
  item: Record<string, unknown>,
) {
  const c = client(t.app);
  const classId = school.classId;
  const deadline = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const created = await c.postJson(
    "/v3/teacher/homework-create",
    { class_id: classId, title: "音読", topics: [{ res_code: R }], deadline },
    teacher,
  );
  expect(created.statusCode, created.body).toBe(200);
  const hw = created.json().data.homework_id as number;
  const topic = (await c.get(`/v3/homework-for-student/homework-detail?homework_id=${hw}`, student)).json()
    .data.topics[0].topic_id as number;
  const saved = await c.postJson(
    "/v3/homework/topic-answer-record",
    { homework_id: hw, topic_id: topic, guid: `hw-${hw}`, is_completed: 1, item },
    student,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const meId = school.student.id;
  const sub = (
    await c.get(`/v3/teacher/submission?homework_id=${hw}&student_id=${meId}&topic_id=${topic}`, teacher)
  ).json().data;
  const detail = (await c.get(`/v3/teacher/homework-detail?homework_id=${hw}`, teacher)).json().data;
  return {
    item: sub.attempts[0].answer_data.items[0] as Record<string, unknown>,
    best: detail.students.find((s: { student_id: number }) => s.student_id === meId).best_percent as number,
  };
}

describe.skipIf(skipPg)("speaking scores come from the server's own evaluation", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let dir: string;
  /** the signed-in student `me` is its first student */
  let school: TestSchool;
  let me: string;
  let other: string;
  let teacher: string;
  let meId: number;
  let otherId: number;
  let n = 0;
  const answer = (item: Record<string, unknown>, token = me) =>
    c.postJson(RECORD, { res_code: R, guid: `speak-${++n}`, is_completed: 1, item }, token);
  const answerCount = async () =>
    Number((await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM practice_answers"))?.n);
  const detail = async () =>
    (await c.get(`/v3/teacher/student-detail?student_id=${meId}`, teacher)).json().data as {
      history: Array<{ guid: string; percent_score: number }>;
      recordings: Array<{ guid: string; percent_score: number; client_scored?: number }>;
    };

  beforeAll(async () => {
    dir = writeFixtureContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir, HIBIKI_DATA_DIR: join(dir, "data") });
    useContentDir(t, dir);
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    me = await school.students[0]!.signIn();
    other = await school.students[1]!.signIn();
    teacher = await school.teacher.signIn();
    meId = school.students[0]!.id;
    otherId = school.students[1]!.id;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("percent_score=100 without a recording is refused; with a recording but no evaluation it stores 0", async () => {
    const before = await answerCount();
    const bare = await answer({ question_id: "r1", percent_score: 100, total_score: 5, score: 5 });
    expect(bare.statusCode).toBe(400);
    expect(await answerCount()).toBe(before);

    const claimed = await answer({
      question_id: "r1",
      sound_file: await uploadRecording(t.app, me),
      evaluate_result: "sid:hbk0123456789abcdef",
      total_score: 5,
      percent_score: 100,
      accuracy_score: 5,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const item = claimed.json().data.item;
    expect(item).toMatchObject({
      total_score: 0,
      percent_score: 0,
      score: 0,
      accuracy_score: 0,
      is_skipped: 0,
      unscored_reason: "no_evaluation",
    });
    expect(item.client_scored).toBeUndefined();
    // The teacher's pages show the stored 0, not the claimed 100.
    const page = await detail();
    const guid = `speak-${n}`;
    expect(page.history.find((h) => h.guid === guid)?.percent_score).toBe(0);
    expect(page.recordings.find((r) => r.guid === guid)).toMatchObject({ percent_score: 0 });
    expect(page.recordings.find((r) => r.guid === guid)?.client_scored).toBeUndefined();
    // The same claim as homework: the teacher's review and score table show 0.
    const review = await homeworkReview(t, school, teacher, me, {
      question_id: "r1",
      sound_file: await uploadRecording(t.app, me),
      total_score: 5,
      percent_score: 100,
    });
    expect(review.item).toMatchObject({ percent_score: 0, unscored_reason: "no_evaluation" });
    expect(review.best).toBe(0);
  });

  it("stores the evaluation's scores whatever the client claims, and the teacher sees them", async () => {
    const evaluation = await storeTestEvaluation(t.app, meId, {
      text: TEXT,
      total: 3.1,
      accuracy: 3.4,
      fluency: 2.9,
      integrity: 4,
    });
    const r = await answer({
      question_id: "r1",
      sound_file: await uploadRecording(t.app, me),
      evaluate_result: evaluation,
      total_score: 5,
      percent_score: 100,
      score: 5,
      accuracy_score: 5,
      fluency_score: 5,
      integrity_score: 5,
      client_scored: 1,
      unscored_reason: "other_text",
    });
    expect(r.statusCode, r.body).toBe(200);
    const item = r.json().data.item;
    expect(item).toMatchObject({
      total_score: 3.1,
      percent_score: 62,
      score: 3.1,
      accuracy_score: 3.4,
      fluency_score: 2.9,
      integrity_score: 4,
    });
    expect(item.client_scored).toBeUndefined();
    expect(item.unscored_reason).toBeUndefined();
    expect(r.json().data.stats.best_score).toBeLessThan(100);
    const page = await detail();
    expect(page.history.find((h) => h.guid === `speak-${n}`)?.percent_score).toBe(62);

    // A rejected recording counts a tenth, as the player shows it.
    const rejected = await storeTestEvaluation(t.app, meId, { text: TEXT, total: 4, rejected: true });
    const low = await answer({
      question_id: "r1",
      sound_file: await uploadRecording(t.app, me),
      evaluate_result: rejected,
      total_score: 4,
    });
    expect(low.json().data.item).toMatchObject({ total_score: 0.4, percent_score: 8 });
  });

  it("a recording reaches every page as a link for the hour, is stored in its lasting form, and old links get 403", async () => {
    const evaluation = await storeTestEvaluation(t.app, meId, { text: TEXT, total: 4 });
    const link = await uploadRecording(t.app, me);
    expect(link).toMatch(/^\/v3\/files\/rec\/[\w-]{22}\.mp3\?expires=\d+&sig=[\w-]+$/);
    const { item } = await homeworkReview(t, school, teacher, me, {
      question_id: "r1",
      sound_file: link,
      evaluate_result: evaluation,
    });
    const stored = await t.db.one<{ sound_file: string }>(
      "SELECT payload->>'sound_file' AS sound_file FROM practice_answers ORDER BY id DESC LIMIT 1",
    );
    const id = /rec\/([\w-]{22})\.mp3/.exec(link)?.[1] as string;
    const secret = await t.app.secret();
    expect(stored?.sound_file).toBe(signFileUrl(RECORDING_FILE, id, secret));
    // the teacher's review gets a fresh link that plays; the stored form and an expired link do not
    const seen = String(item.sound_file);
    expect(seen).toMatch(/\?expires=\d+&sig=/);
    expect((await c.get(seen)).statusCode).toBe(200);
    expect((await c.get(stored?.sound_file as string)).statusCode).toBe(403);
    const stale = signExpiringFileUrl(RECORDING_FILE, id, secret, Date.now() - 3_700_000);
    expect((await c.get(stale)).statusCode).toBe(403);
  });

  it("an evaluation of another text scores 0", async () => {
    const elsewhere = await storeTestEvaluation(t.app, meId, {
      text: "Tom plays soccer every day.",
      total: 5,
    });
    const r = await answer({
      question_id: "r1",
      sound_file: await uploadRecording(t.app, me),
      evaluate_result: elsewhere,
      total_score: 5,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.item).toMatchObject({
      total_score: 0,
      percent_score: 0,
      unscored_reason: "other_text",
    });
    // An open answer (its own words, scored against some open item) is no reading of this text either.
    const open = await storeTestEvaluation(t.app, meId, { text: "the lake is calm", total: 5, open: true });
    const o = await answer({
      question_id: "r1",
      sound_file: await uploadRecording(t.app, me),
      evaluate_result: open,
    });
    expect(o.json().data.item).toMatchObject({ total_score: 0, unscored_reason: "other_text" });
  });

  it("refuses another student's evaluation or recording, a forged one and a foreign URL with 400", async () => {
    const mine = await storeTestEvaluation(t.app, meId, { text: TEXT, total: 2 });
    const theirs = await storeTestEvaluation(t.app, otherId, { text: TEXT, total: 5 });
    const myTake = await uploadRecording(t.app, me);
    const theirTake = await uploadRecording(t.app, other);
    const sig = mine.split("sig=")[1] ?? "";
    const forgedSig = `${mine.split("?")[0]}?sig=${sig.slice(0, -2)}${sig.endsWith("AA") ? "BB" : "AA"}`;
    // My signature does not open another session: the signed path names one sid.
    const otherSid = `${theirs.split("?")[0]}?sig=${sig}`;
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ["their evaluation", { sound_file: myTake, evaluate_result: theirs }, "body.item.evaluate_result"],
      ["a forged signature", { sound_file: myTake, evaluate_result: forgedSig }, "body.item.evaluate_result"],
      [
        "my signature on their sid",
        { sound_file: myTake, evaluate_result: otherSid },
        "body.item.evaluate_result",
      ],
      ["their recording", { sound_file: theirTake, evaluate_result: mine }, "body.item.sound_file"],
      [
        "a foreign URL",
        { sound_file: "https://evil.example/x.mp3", evaluate_result: mine },
        "body.item.sound_file",
      ],
      [
        "a forged recording",
        { sound_file: myTake.replace(/sig=.*/, "sig=forged"), evaluate_result: mine },
        "body.item.sound_file",
      ],
    ];
    for (const [name, fields, field] of cases) {
      const before = await answerCount();
      const r = await answer({ question_id: "r1", total_score: 5, percent_score: 100, ...fields });
      expect(r.statusCode, name).toBe(400);
      expect(r.json().data.error_key, name).toBe("bad_request");
      expect(Object.keys(r.json().data.fields ?? {}), name).toEqual([field]);
      expect(await answerCount(), name).toBe(before);
    }
    // The other student can use their own evaluation.
    const ok = await answer({ question_id: "r1", sound_file: theirTake, evaluate_result: theirs }, other);
    expect(ok.json().data.item).toMatchObject({ total_score: 5, percent_score: 100 });
  });

  it("refuses a recording from the student's own earlier login session, accepts one from this session", async () => {
    const evaluation = await storeTestEvaluation(t.app, meId, { text: TEXT, total: 3 });
    const earlier = await uploadRecording(t.app, me);
    me = await school.student.signIn(); // a new session; the earlier one is revoked
    const before = await answerCount();
    const r = await answer({ question_id: "r1", sound_file: earlier, evaluate_result: evaluation });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().data.fields ?? {})).toEqual(["body.item.sound_file"]);
    expect(await answerCount()).toBe(before);
    const now = await uploadRecording(t.app, me);
    const ok = await answer({ question_id: "r1", sound_file: now, evaluate_result: evaluation });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.item).toMatchObject({ total_score: 3 });
  });

  it("a skipped answer scores 0 and still may not carry someone else's recording", async () => {
    const skipped = await answer({ question_id: "r1", is_skipped: 1, total_score: 5, percent_score: 100 });
    expect(skipped.json().data.item).toMatchObject({ is_skipped: 1, total_score: 0, percent_score: 0 });
    const theirs = await answer({
      question_id: "r1",
      is_skipped: 1,
      sound_file: await uploadRecording(t.app, other),
    });
    expect(theirs.statusCode).toBe(400);
  });
});

describe.skipIf(skipPg)("iFlytek mode: the cloud's scores stay with the client and are marked", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let dir: string;
  /** the signed-in student `me` is its first student */
  let school: TestSchool;
  let me: string;
  let teacher: string;
  let meId: number;

  beforeAll(async () => {
    dir = writeFixtureContent();
    t = await buildTestApp({
      HIBIKI_CONTENT_DIR: dir,
      HIBIKI_DATA_DIR: join(dir, "data"),
      IFLYTEK_APP_ID: "app123",
      IFLYTEK_API_KEY: "key123",
      IFLYTEK_API_SECRET: "secret123",
    });
    useContentDir(t, dir);
    c = client(t.app);
    school = await createTestSchool(t);
    me = await school.student.signIn();
    teacher = await school.teacher.signIn();
    meId = school.student.id;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("stores the client's scores marked client_scored, and the teacher sees the mark", async () => {
    const r = await c.postJson(
      RECORD,
      {
        res_code: R,
        guid: "cloud-1",
        is_completed: 1,
        item: {
          question_id: "r1",
          sound_file: await uploadRecording(t.app, me),
          evaluate_result: "sid:ise-cloud-session-1",
          total_score: 4.5,
          percent_score: 90,
          accuracy_score: 4.4,
          fluency_score: 4.1,
          integrity_score: 5,
        },
      },
      me,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.item).toMatchObject({ total_score: 4.5, percent_score: 90, client_scored: 1 });
    const page = (await c.get(`/v3/teacher/student-detail?student_id=${meId}`, teacher)).json().data;
    expect(page.recordings.find((x: { guid: string }) => x.guid === "cloud-1")).toMatchObject({
      percent_score: 90,
      client_scored: 1,
    });
    // Homework: the teacher's review shows the item marked.
    const review = await homeworkReview(t, school, teacher, me, {
      question_id: "r1",
      sound_file: await uploadRecording(t.app, me),
      total_score: 4,
    });
    expect(review.item).toMatchObject({ percent_score: 80, client_scored: 1 });
    expect(review.best).toBe(80);
  });

  it("still prefers the server's own evaluation, and still checks the recording", async () => {
    const evaluation = await storeTestEvaluation(t.app, meId, { text: TEXT, total: 2 });
    const r = await c.postJson(
      RECORD,
      {
        res_code: R,
        guid: "cloud-2",
        item: {
          question_id: "r1",
          sound_file: await uploadRecording(t.app, me),
          evaluate_result: evaluation,
          total_score: 5,
        },
      },
      me,
    );
    expect(r.json().data.item).toMatchObject({ total_score: 2, percent_score: 40 });
    expect(r.json().data.item.client_scored).toBeUndefined();
    const foreign = await c.postJson(
      RECORD,
      {
        res_code: R,
        guid: "cloud-3",
        item: { question_id: "r1", sound_file: "https://x.example/a.mp3", total_score: 5 },
      },
      me,
    );
    expect(foreign.statusCode).toBe(400);
  });
});
