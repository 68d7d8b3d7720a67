import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EngineResultSchema } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";

const FW = "jh1-u3-free-writing";
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
// 45 words, original, on the topic "What do you like to do after school?" (fw01: 5-80 words).
const ESSAY = `I like drawing pictures after school. First, I draw my cat because she sleeps on my desk every
afternoon. Also, I sometimes paint the sea near my grandmother's house. However, I cannot draw people well, so I
practise with my sister on Sundays. Drawing makes me calm and happy.`;

describe.skipIf(skipPg)("the writing score: task-aware, stored, and shown to the teacher", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let s: string;
  let teacher: string;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hibiki-writing-score-"));
    t = await buildTestApp({ HIBIKI_DATA_DIR: dataDir });
    c = client(t.app);
    school = await createTestSchool(t, { students: 1 });
    s = await school.students[0]!.signIn();
    teacher = await school.teacher.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const stored = async (id: number) =>
    (await t.db.one<{ checker_percent: number }>(
      "SELECT checker_percent FROM writing_submissions WHERE id = $1",
      [id],
    ))!.checker_percent;

  it('"I go." on a 25-80-word topic: low stored score, and the engine result says it is too short', async () => {
    const r = await c.postJson("/v3/writing/submit", { topic_id: "jh-my-weekend", content: "I go." }, s);
    expect(r.statusCode).toBe(200);
    const w = r.json().data;
    const engine = EngineResultSchema.parse((await c.get(w.engine_result)).json());
    expect(engine.score).toBeDefined();
    expect(engine.score!.total).toBeLessThanOrEqual(10);
    expect(engine.score!.task_completion).toMatchObject({
      length: "too_short",
      word_count: 2,
      min_words: 25,
      max_words: 80,
    });
    expect(engine.score!.task_completion.explanation_ja).toBe(
      "短すぎます。25〜80語で書きましょう（今は2語）。",
    );
    expect(engine.eiken_rubric).toBeNull();
    for (const m of Object.values(engine.overall_evaluation)) expect(m.score).toBeLessThan(100);
    expect(await stored(w.writing_id)).toBe(engine.score!.total);
  });

  it("an Eiken-style e-mail topic returns the rubric: both questions answered beats one", async () => {
    const rubric = async (content: string) => {
      const r = await c.postJson("/v3/writing/submit", { topic_id: "jh-exam-email-visit", content }, s);
      expect(r.statusCode).toBe(200);
      return EngineResultSchema.parse((await c.get(r.json().data.engine_result)).json()).eiken_rubric;
    };
    const both = await rubric(
      "Hi Tom, thanks for your e-mail. You should try sushi because it is fresh and delicious. In my town, you can visit a famous temple and walk along the river. See you!",
    );
    const one = await rubric(
      "Hi Tom, thanks for your e-mail. You should try sushi because it is fresh and delicious. I am looking forward to seeing you next spring!",
    );
    expect(both).toMatchObject({ kind: "email", content: 4 });
    expect(one?.content).toBeLessThan(both!.content);
    expect(one?.notes_ja.join("")).toMatch(/質問2（What can I do in your town\?）に答えていないようです/);
  });

  it("an essay in the range scores high, its topic's prompt counts, and it is stored as the real total", async () => {
    const r = await c.postJson("/v3/writing/submit", { topic_id: "jh-my-weekend", content: ESSAY }, s);
    const engine = EngineResultSchema.parse((await c.get(r.json().data.engine_result)).json());
    expect(engine.score!.task_completion).toMatchObject({ length: "ok", min_words: 25, max_words: 80 });
    expect(engine.score!.total).toBeGreaterThan(50);
    expect(await stored(r.json().data.writing_id)).toBe(engine.score!.total);
    // without a topic: free writing of 20-200 words, no prompt
    const free = await c.postJson("/v3/writing/submit", { content: ESSAY }, s);
    const fe = EngineResultSchema.parse((await c.get(free.json().data.engine_result)).json());
    expect(fe.score!.task_completion).toMatchObject({ min_words: 20, max_words: 200, coverage: 0 });
  });

  it("a textbook item's range and prompt are used, and the homework tables show the real score", async () => {
    const checked = (
      await c.postJson(
        "/v3/textbook/submit-itr-topic-writing",
        { content: "I go.", res_code: FW, question_id: "fw01" },
        s,
      )
    ).json().data;
    const engine = EngineResultSchema.parse((await c.get(checked.engine_result)).json());
    expect(engine.score!.task_completion).toMatchObject({ min_words: 5, max_words: 80, length: "too_short" });
    const real = engine.score!.total;
    expect(real).toBeLessThan(40);

    const hw = (
      await c.postJson(
        "/v3/teacher/homework-create",
        {
          class_id: school.classId,
          deadline: inDays(3),
          title: "作文",
          topics: [{ res_code: FW, question_ids: "fw01" }],
        },
        teacher,
      )
    ).json().data.homework_id as number;
    const topic = (await c.get(`/v3/homework-for-student/homework-detail?homework_id=${hw}`, s)).json().data
      .topics[0].topic_id as number;
    const saved = await c.postJson(
      "/v3/homework/topic-answer-record",
      {
        homework_id: hw,
        topic_id: topic,
        guid: "score-1",
        is_completed: 1,
        // the player sends the spec payload's fixed 100 / 5; the server keeps the writing's real score
        item: {
          question_id: "fw01",
          content: checked.content,
          percent_score: 100,
          total_score: 5,
          engine_result: checked.engine_result,
        },
      },
      s,
    );
    expect(saved.statusCode).toBe(200);

    const sub = (
      await c.get(
        `/v3/teacher/submission?homework_id=${hw}&topic_id=${topic}&student_id=${school.students[0]!.id}`,
        teacher,
      )
    ).json().data;
    expect(sub.attempts[0].percent_score).toBe(real);
    const detail = (
      await c.get(`/v3/teacher/student-detail?student_id=${school.students[0]!.id}`, teacher)
    ).json().data;
    expect(detail.writings.map((w: { percent_score: number }) => w.percent_score)).toEqual([real]);
    const book = (await c.get(`/v3/teacher/gradebook?class_id=${school.classId}`, teacher)).json().data;
    const col = book.columns.findIndex(
      (x: { kind: string; id: number }) => x.kind === "homework" && x.id === hw,
    );
    expect(book.rows[0].cells[col].score).toBe(real);
  });
});
