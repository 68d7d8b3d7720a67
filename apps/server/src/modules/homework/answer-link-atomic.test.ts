import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createHomework } from "../../test/classwork.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";

/**
 * A homework answer and its homework link commit together (issue 15): when the link cannot be written,
 * the answer is not left behind as a plain practice attempt. The failure is injected in the real
 * database: a constraint that refuses every new homework_attempts row.
 */

const WC = "jh1-u1-word-choice";

describe.skipIf(skipPg)("homework answer and its link", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let student: string;
  let hw: number;
  let topic: number;

  const record = (guid: string, question: string) =>
    c.postJson(
      "/v3/homework/topic-answer-record",
      {
        homework_id: hw,
        topic_id: topic,
        guid,
        is_completed: 0,
        item: { question_id: question, answer_result: "0" },
      },
      student,
    );
  /** Everything the answer command writes for the student: attempts, answers, item stats, homework links. */
  const stored = async () =>
    t.db.query<{ t: string; k: string; v: string }>(
      `SELECT 'attempt' AS t, pa.guid AS k, pa.answered::text AS v FROM practice_attempts pa
         JOIN students s ON s.id = pa.student_id WHERE s.id = $1
       UNION ALL SELECT 'answer', pa.guid || '/' || a.question_id, a.payload::text FROM practice_answers a
         JOIN practice_attempts pa ON pa.id = a.attempt_id
         JOIN students s ON s.id = pa.student_id WHERE s.id = $1
       UNION ALL SELECT 'stat', st.res_code || '/' || st.question_id, st.learn_count || '/' || st.best_score
         FROM practice_item_stats st JOIN students s ON s.id = st.student_id WHERE s.id = $1
       UNION ALL SELECT 'link', pa.guid, ha.homework_id::text FROM homework_attempts ha
         JOIN practice_attempts pa ON pa.id = ha.attempt_id
         JOIN students s ON s.id = ha.student_id WHERE s.id = $1
       ORDER BY 1, 2, 3`,
      [school.student.id],
    );

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t);
    student = await school.student.signIn();
    const made = await createHomework(t, await school.teacher.signIn(), {
      classId: school.classId,
      resCodes: [WC],
    });
    hw = made.homeworkId;
    topic = made.topicIds[0]!;
    // One answer stored and linked before the failure: it must stay exactly as it is.
    expect((await record("link-ok", "wc01")).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a failed link stores no answer, and the same answer succeeds once the link can be written", async () => {
    const before = await stored();
    expect(before.filter((r) => r.t === "link")).toHaveLength(1);

    await t.db.query(
      "ALTER TABLE homework_attempts ADD CONSTRAINT refuse_new_links CHECK (attempt_id < 0) NOT VALID",
    );
    try {
      const failed = await record("link-fails", "wc02");
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.query("ALTER TABLE homework_attempts DROP CONSTRAINT refuse_new_links");
    }

    // Nothing of the refused answer is stored: no attempt, answer, stat or link changed.
    expect(await stored()).toEqual(before);
    const result = await c.get(`/v3/textbook/topic-answer-result?res_code=${WC}&guid=link-fails`, student);
    expect(result.statusCode).toBe(404);
    const info = (
      await c.get(`/v3/homework/topic-resource-info?homework_id=${hw}&topic_id=${topic}`, student)
    ).json().data;
    expect(info.answer_data.guid).toBe("link-ok");

    // The guid was not left behind as a practice attempt, so the retry is accepted as homework.
    const retry = await record("link-fails", "wc02");
    expect(retry.statusCode).toBe(200);
    const links = (await stored()).filter((r) => r.t === "link").map((r) => r.k);
    expect(links).toEqual(["link-fails", "link-ok"]);
  });
});
