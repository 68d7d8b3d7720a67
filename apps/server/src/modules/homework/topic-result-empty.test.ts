import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createHomework, recordHomeworkAnswer } from "../../test/classwork.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";

const WRITING = "jh1-u3-ja-to-en-writing";

/**
 * Issue 16: a homework topic the student has not answered yet has an empty result (has_result 0, with
 * the topic and whether it can be started), not an error; a guid that is not this topic's stays 404.
 */
describe.skipIf(skipPg)("homework topic result before any answer", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let me: string;
  let hw: { homeworkId: number; topicIds: number[] };

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 1 });
    me = await school.students[0]!.signIn();
    hw = await createHomework(t, await school.teacher.signIn(), {
      classId: school.classId,
      resCodes: [WRITING],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers an empty result with the way to start, then the attempt's result once answered", async () => {
    const url = `/v3/homework/topic-answer-result?homework_id=${hw.homeworkId}&topic_id=${hw.topicIds[0]}`;
    const empty = await c.get(url, me);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({
      has_result: 0,
      homework_id: hw.homeworkId,
      topic_id: hw.topicIds[0],
      can_answer: 1,
      is_expired: 0,
      resource: { res_code: WRITING },
    });
    expect((await c.get(`${url}&guid=not-an-attempt`, me)).statusCode).toBe(404);

    await recordHomeworkAnswer(t.app, me, {
      homeworkId: hw.homeworkId,
      topicId: hw.topicIds[0]!,
      guid: "empty-then-one",
      isCompleted: true,
      item: { question_id: "je01", answer_result: "I practice the piano every day." },
    });
    const full = (await c.get(url, me)).json().data;
    expect(full).toMatchObject({ has_result: 1, answer_data: { guid: "empty-then-one" } });
  });
});
