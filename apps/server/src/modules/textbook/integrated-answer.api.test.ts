import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../env.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool } from "../../test/factories.ts";
import { uploadRecording } from "../favourites/test-fixture.ts";
import { storeTestEvaluation } from "../upload/test-evaluation.ts";
import { useContentDir } from "./test-fixture.ts";

/**
 * The integrated process posts one answer per item holding every record step (`steps`): the server must
 * validate the steps with the kind's schema, store them and give them back on resume and in the result.
 * Runs on the real content build (`npx tsx content/scripts/build.ts --no-audio`).
 */
const DIST = join(REPO_ROOT, "content", "dist");
const CODE = "su-integrated-process-1";
const RECORD = "/v3/textbook/topic-answer-record";

const built =
  existsSync(join(DIST, "catalog.json")) && readFileSync(join(DIST, "catalog.json"), "utf8").includes(CODE);

/**
 * A value with every signed link's expiry and signature left out: two reads that straddle the signer's
 * expiry window sign the same file differently, and the file is what must match.
 */
const unsigned = <T>(v: T): T => JSON.parse(JSON.stringify(v).replace(/\?expires=\d+&sig=[\w-]+/g, "")) as T;

/** What each recorded step's evaluation and upload gave: the signed evaluate_result and sound_file URLs. */
type Take = { evaluate_result: string; sound_file: string };

const step = (question_id: string, part_index: number, total: number, take: Take) => ({
  question_id,
  part_index,
  total_score: total,
  accuracy_score: total,
  fluency_score: total - 0.5,
  integrity_score: 5,
  evaluate_html: `<span class="sw sw-ok">beach</span> <span class="sw sw-omitted">clean</span>`,
  evaluate_result: take.evaluate_result,
  sound_file: take.sound_file,
  record_duration: 8.5,
  study_report: JSON.stringify({ feedback: { speed: 95 } }),
});

/** The steps the player posts: three recorded (their scores are those of the server's evaluations), the retelling failed. */
const stepsOf = (takes: Take[]) => [
  step("ip1-read", 1, 4, takes[0] as Take),
  step("ip1-q1", 2, 3.5, takes[1] as Take),
  step("ip1-q2", 2, 3, takes[2] as Take),
  { question_id: "ip1-retell", part_index: 3, is_skipped: 1, total_score: 0 },
];

/** The answer the player posts: the means over the four record steps (the retelling failed: 0). */
const answerOf = (steps: ReturnType<typeof stepsOf>) => ({
  question_id: "ip1",
  total_score: 2.62,
  percent_score: 52.4,
  score: 2.62,
  accuracy_score: 2.62,
  fluency_score: 2.25,
  integrity_score: 3.75,
  sound_file: (steps[2] as { sound_file: string }).sound_file,
  evaluate_html: `<span class="sw sw-ok">beach</span>`,
  record_duration: 25.5,
  steps,
});

describe.skipIf(skipPg || !built)("integrated process: one answer per item with its steps", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let me: string;
  let dataDir: string;
  let theirs: string;
  let steps: ReturnType<typeof stepsOf>;
  let answer: ReturnType<typeof answerOf>;
  const answerCount = async () =>
    Number((await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM practice_answers"))?.n);
  // As the web client posts it: a form body, the item as a JSON string.
  const post = (guid: string, item: unknown, done: 0 | 1) =>
    c.postForm(
      RECORD,
      {
        res_code: CODE,
        guid,
        mode: "practice",
        current_index: "0",
        is_completed: String(done),
        item: JSON.stringify(item),
      },
      me,
    );

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hibiki-integrated-"));
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: DIST, HIBIKI_DATA_DIR: dataDir });
    useContentDir(t, DIST);
    c = client(t.app);
    const school = await createTestSchool(t, { students: 2 });
    me = await school.students[0]!.signIn();
    const student = school.students[0]!;
    const takes: Take[] = [];
    for (const total of [4, 3.5, 3]) {
      takes.push({
        sound_file: await uploadRecording(t.app, me),
        evaluate_result: await storeTestEvaluation(t.app, student.id, {
          text: "Haruka lives in a town by the sea.",
          total,
          accuracy: total,
          fluency: total - 0.5,
          integrity: 5,
        }),
      });
    }
    steps = stepsOf(takes);
    theirs = await uploadRecording(t.app, await school.students[1]!.signIn());
    answer = answerOf(steps);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("the skill-up resource has one answerable item: the record steps are not questions of their own", async () => {
    const info = (await c.get(`/v3/textbook/resource-info?res_code=${CODE}`, me)).json().data;
    expect(info.kind).toBe("integrated-process");
    expect(info.question_ids).toEqual(["ip1"]);
    const stray = await post("ip-stray", { ...steps[0], question_id: "ip1-read" }, 0);
    expect(stray.statusCode).toBe(400);
  });

  it("stores the item's answer with every step and gives the steps back in the result", async () => {
    const guid = "ip-steps-1";
    const saved = await post(guid, answer, 1);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(unsigned(saved.json().data.item.steps)).toEqual(unsigned(steps));
    expect(saved.json().data.stats).toMatchObject({ question_id: "ip1", learn_count: 1, best_score: 52.4 });

    const result = (await c.get(`/v3/textbook/topic-answer-result?res_code=${CODE}&guid=${guid}`, me)).json()
      .data;
    expect(result.summary).toMatchObject({ total_score: 2.62, percent_score: 52.4, answered: 1, skipped: 0 });
    expect(result.grade).toBe("C");
    const [item] = result.answer_data.items;
    expect(unsigned(item)).toMatchObject({
      question_id: "ip1",
      sound_file: unsigned((steps[2] as { sound_file: string }).sound_file),
      total_score: 2.62,
    });
    expect(unsigned(item.steps)).toEqual(unsigned(steps));
  });

  it("an unfinished attempt resumes with the stored steps", async () => {
    const guid = "ip-resume-1";
    expect((await post(guid, answer, 0)).statusCode).toBe(200);
    const info = (await c.get(`/v3/textbook/resource-info?res_code=${CODE}`, me)).json().data;
    expect(info.answer_data.guid).toBe(guid);
    expect(info.answer_data.items[0].steps.map((s: { question_id: string }) => s.question_id)).toEqual([
      "ip1-read",
      "ip1-q1",
      "ip1-q2",
      "ip1-retell",
    ]);
  });

  it("keeps a skipped item's steps (every recording failed)", async () => {
    const guid = "ip-skipped-1";
    const failed = steps.map((s) => ({
      question_id: s.question_id,
      part_index: s.part_index,
      is_skipped: 1,
    }));
    const saved = await post(guid, { question_id: "ip1", is_skipped: 1, steps: failed }, 1);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.item).toMatchObject({ is_skipped: 1, total_score: 0 });
    expect(saved.json().data.item.steps).toHaveLength(4);
  });

  it.each([
    [
      "a recorded step without its file",
      () => ({ ...answer, steps: [{ ...steps[0], sound_file: undefined }] }),
    ],
    ["a step without its part", () => ({ ...answer, steps: [{ ...steps[0], part_index: undefined }] })],
    ["steps that are not a list", () => ({ ...answer, steps: "ip1-read" })],
    ["too many steps", () => ({ ...answer, steps: Array(51).fill(steps[0]) })],
    [
      "a step with another student's recording",
      () => ({ ...answer, steps: [{ ...steps[0], sound_file: theirs }] }),
    ],
  ])("refuses %s with 400 and stores nothing", async (_name, bad) => {
    const before = await answerCount();
    const r = await post("ip-bad", bad(), 1);
    expect(r.statusCode).toBe(400);
    expect(r.json().data.error_key).toBe("bad_request");
    expect(await answerCount()).toBe(before);
  });
});
