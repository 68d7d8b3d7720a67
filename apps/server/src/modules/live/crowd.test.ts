import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { type Frame, openSocket, type TestSocket, wsBase } from "./test-socket.ts";

const STUDENTS = 40;
/** With REDIS_URL the students are spread over a second app (another process's bus, the same database). */
const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(skipPg)(`live class sessions: ${STUDENTS} students at once`, () => {
  let t: TestApp;
  let second: FastifyInstance | undefined;
  let school: TestSchool;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await buildTestApp(REDIS_URL ? { REDIS_URL } : {});
    if (REDIS_URL) {
      second = await buildApp({ db: t.db, env: t.app.env, logger: false });
      await second.ready();
    }
    school = await createTestSchool(t, { students: STUDENTS });
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await second?.close();
    await t?.close();
  });

  const where = REDIS_URL ? " (the teacher on one app, half the students on another, over Redis)" : "";
  it(`${STUDENTS} sockets join${where}, answer a pushed item; the teacher gets every answer and the stats; all are saved`, async () => {
    const teacherToken = await school.teacher.signIn();
    const made = await client(t.app).postJson(
      "/v3/teacher/live/create",
      {
        class_id: school.classId,
        title: "全員で",
        items: [
          {
            kind: "choice",
            prompt: "Which is a fruit?",
            options: ["desk", "banana", "chair"],
            answer_index: 1,
          },
        ],
      },
      teacherToken,
    );
    expect(made.statusCode, made.body).toBe(200);
    const liveId = (made.json() as { data: { live_id: number } }).data.live_id;

    const baseA = await wsBase(t.app);
    const baseB = second ? await wsBase(second) : baseA;
    const teacher = await openSocket(`${baseA}/v3/live/ws`, teacherToken);
    sockets.push(teacher);
    teacher.send({ type: "open", live_id: liveId });
    await teacher.next("opened");

    const tokens = await Promise.all(school.students.map((s) => s.signIn()));
    const students = await Promise.all(
      tokens.map((token, i) => openSocket(`${i % 2 === 0 ? baseA : baseB}/v3/live/ws`, token)),
    );
    sockets.push(...students);
    for (const s of students) s.send({ type: "join" });
    await Promise.all(students.map((s) => s.next("joined")));
    const allOnline = (f: Frame) =>
      (f.students as Array<{ online: boolean }>).filter((s) => s.online).length === STUDENTS;
    await teacher.next("roster", allOnline);

    teacher.send({ type: "push_item", item_index: 0 });
    await Promise.all(students.map((s) => s.next("item")));
    // every third student answers wrong
    for (const [i, s] of students.entries())
      s.send({ type: "answer", live_id: liveId, item_index: 0, choice_index: i % 3 === 0 ? 0 : 1 });
    const acks = await Promise.all(students.map((s) => s.next("answer_ack")));
    const right = students.filter((_, i) => i % 3 !== 0).length;
    expect(acks.filter((a) => a.correct).length).toBe(right);

    const answers = await teacher.next("answer", undefined, STUDENTS);
    expect(answers).toBeTruthy();
    const stats = await teacher.next("item_stats", (f) => f.answered === STUDENTS);
    expect(stats).toMatchObject({ item_index: 0, correct: right });
    expect(stats.average_score).toBeCloseTo(Math.round((right * 1000) / STUDENTS) / 10, 5);
    const ids = new Set(teacher.all("answer").map((a) => a.student_id));
    expect(ids.size).toBe(STUDENTS);

    // a second answer of each is refused, and nothing is counted twice
    students[1]?.send({ type: "answer", live_id: liveId, item_index: 0, choice_index: 1 });
    expect((await students[1]?.next("error"))?.error_key).toBe("live_answer_duplicate");

    teacher.send({ type: "reveal", item_index: 0 });
    await Promise.all(students.map((s) => s.next("reveal")));
    teacher.send({ type: "end" });
    const ended = await Promise.all(students.map((s) => s.next("ended")));
    expect(ended.filter((e) => e.my_score === 100).length).toBe(right);
    expect(teacher.all("answer")).toHaveLength(STUDENTS);

    const r = await client(t.app).get(`/v3/teacher/live/detail?live_id=${liveId}`, teacherToken);
    const d = (
      r.json() as { data: { totals: Record<string, unknown>; students: Array<{ answers: unknown[] }> } }
    ).data;
    expect(d.totals).toMatchObject({
      students: STUDENTS,
      participants: STUDENTS,
      answers: STUDENTS,
      correct: right,
    });
    expect(d.students.every((s) => s.answers.length === 1)).toBe(true);
    // the teacher's list shows who took part and the class's average session score
    const list = await client(t.app).get("/v3/teacher/live/list", teacherToken);
    const row = (list.json() as { data: { items: Array<Record<string, unknown>> } }).data.items[0];
    expect(row).toMatchObject({
      live_id: liveId,
      participant_count: STUDENTS,
      average_score: Math.round((right * 100) / STUDENTS),
    });
  }, 120_000);
});
