import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";

/**
 * The attempt limit under parallel requests (issue 13): the same student fires 20–30 answer records at
 * once for one limited topic. Exactly the limit is accepted, the rest get the sequential refusal (423
 * `forbidden`), and the stored attempts match the accepted responses.
 */

const WC = "jh1-u1-word-choice";
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const PARALLEL = 25;

describe.skipIf(skipPg)("homework attempt limit under parallel requests", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  /** a class of three students */
  let school: TestSchool;
  let teacher: string;
  let classId: number;

  const idOf = async (sql: string, p: unknown[] = []) => (await t.db.one<{ id: number }>(sql, p))!.id;
  /** A one-question homework (wc01) with an attempt limit; @returns its id and its topic's id */
  const limited = async (title: string, limit: number) => {
    const r = await c.postJson(
      "/v3/teacher/homework-create",
      {
        class_id: classId,
        title,
        topics: [{ res_code: WC, question_ids: "wc01" }],
        deadline: inDays(2),
        has_limit: 1,
        limit_number: limit,
      },
      teacher,
    );
    expect(r.statusCode).toBe(200);
    const hw = r.json().data.homework_id as number;
    return { hw, topic: await idOf("SELECT id FROM homework_topics WHERE homework_id = $1", [hw]) };
  };
  const record = (token: string, hw: number, topic: number, guid: string, done: 0 | 1) =>
    c.postJson(
      "/v3/homework/topic-answer-record",
      {
        homework_id: hw,
        topic_id: topic,
        guid,
        is_completed: done,
        item: { question_id: "wc01", answer_result: "0" },
      },
      token,
    );
  /** Counts responses by status and checks every refusal is the limit's 423 in the envelope. */
  const tally = (rs: Array<{ statusCode: number; json: () => { code: number; data: unknown } }>) => {
    const refused = rs.filter((r) => r.statusCode !== 200);
    for (const r of refused) {
      expect(r.statusCode).toBe(423);
      expect(r.json()).toMatchObject({ code: 423, data: { error_key: "forbidden" } });
    }
    return rs.length - refused.length;
  };
  /** The stored attempts of a student on a homework: all linked ones, and the finished ones. */
  const stored = async (hw: number, studentId: number) =>
    (await t.db.one<{ linked: number; finished: number; orphans: number }>(
      `SELECT count(*)::int AS linked, count(*) FILTER (WHERE pa.is_completed = 1)::int AS finished,
         (SELECT count(*)::int FROM practice_attempts p JOIN students s2 ON s2.id = p.student_id
          WHERE s2.id = $2 AND p.guid LIKE 'race-' || $1::int || '-%'
            AND NOT EXISTS (SELECT 1 FROM homework_attempts h WHERE h.attempt_id = p.id)) AS orphans
       FROM homework_attempts ha JOIN practice_attempts pa ON pa.id = ha.attempt_id
       JOIN students s ON s.id = ha.student_id
       WHERE ha.homework_id = $1::int AND s.id = $2`,
      [hw, studentId],
    ))!;

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
    teacher = await school.teacher.signIn();
    classId = school.classId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("accepts exactly limit_number finished attempts out of 25 parallel ones", async () => {
    const s1 = await school.students[0]!.signIn();
    const { hw, topic } = await limited("並列2回", 2);
    const rs = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => record(s1, hw, topic, `race-${hw}-${i}`, 1)),
    );
    expect(tally(rs)).toBe(2);
    expect(await stored(hw, school.students[0]!.id)).toEqual({ linked: 2, finished: 2, orphans: 0 });
    const info = (
      await c.get(`/v3/homework/topic-resource-info?homework_id=${hw}&topic_id=${topic}`, s1)
    ).json().data;
    expect(info).toMatchObject({ attempts_used: 2, remaining_attempts: 0, can_answer: 0 });
    // and sequentially the limit still holds
    expect((await record(s1, hw, topic, `race-${hw}-late`, 1)).statusCode).toBe(423);
  });

  it("attempts started in parallel cannot all be finished past the limit", async () => {
    const s1 = await school.students[0]!.signIn();
    const { hw, topic } = await limited("並列で開始", 1);
    // starting (nothing finished yet) is allowed, as it is one at a time
    const starts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => record(s1, hw, topic, `race-${hw}-${i}`, 0)),
    );
    expect(tally(starts)).toBe(20);
    const finishes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => record(s1, hw, topic, `race-${hw}-${i}`, 1)),
    );
    expect(tally(finishes)).toBe(1);
    expect(await stored(hw, school.students[0]!.id)).toEqual({ linked: 20, finished: 1, orphans: 0 });
    const detail = (await c.get(`/v3/homework-for-student/homework-detail?homework_id=${hw}`, s1)).json()
      .data;
    expect(detail.topics[0]).toMatchObject({ attempts_used: 1, status: "answered" });
  });

  it("two students racing on the same homework each get their own limit", async () => {
    const a = await school.students[1]!.signIn();
    const b = await school.students[2]!.signIn();
    const { hw, topic } = await limited("二人で並列", 1);
    const rs = await Promise.all(
      Array.from({ length: 24 }, (_, i) => record(i % 2 ? a : b, hw, topic, `race-${hw}-${i}`, 1)),
    );
    expect(tally(rs.filter((_, i) => i % 2))).toBe(1);
    expect(tally(rs.filter((_, i) => !(i % 2)))).toBe(1);
    expect(await stored(hw, school.students[1]!.id)).toEqual({ linked: 1, finished: 1, orphans: 0 });
    expect(await stored(hw, school.students[2]!.id)).toEqual({ linked: 1, finished: 1, orphans: 0 });
  });
});
