import { rmSync } from "node:fs";
import type { EikenExamSuggestion } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { EIKEN_FIXTURE, writeEikenContent } from "./test-fixture.ts";

const P = "/v3/eiken";
const RECORD = "/v3/textbook/topic-answer-record";
const VOCAB = EIKEN_FIXTURE.practice.res_code;
const LISTEN = EIKEN_FIXTURE.practiceListening.res_code;

type Next = { list: Array<{ resource_tag: string; recommended: number; exam: EikenExamSuggestion | null }> };
type Log = {
  total: number;
  answered: number;
  right_count: number;
  percent: number;
  finished_at: string | null;
};

/** resource_tag suggest_exam: the practice set a student most needs next, and its log. */
describe.skipIf(skipPg)("Eiken exam suggestions", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let me: string;
  let dir: string;

  beforeAll(async () => {
    dir = writeEikenContent({ listeningPractice: true });
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir });
    useContentDir(t, dir);
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    me = await school.students[0]!.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ok = <T>(r: { statusCode: number; body: string; json(): { data: unknown } }): T => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as T;
  };
  /** Plays a whole set in paper mode: option 0 is right. */
  const play = async (resCode: string, guid: string, answers: Array<[string, number]>) => {
    for (const [i, [q, option]] of answers.entries())
      ok(
        await c.postJson(
          RECORD,
          {
            res_code: resCode,
            guid,
            mode: "paper",
            is_completed: i === answers.length - 1 ? 1 : 0,
            item: { question_id: q, answer_result: option },
          },
          me,
        ),
      );
  };
  const suggestion = async () => {
    const next = ok<Next>(
      await c.get(`${P}/suggest/next/res/list?resource_id=1&resource_tag=suggest_exam`, me),
    );
    expect(next.list[0]?.resource_tag).toBe("suggest_exam");
    return next.list[0]!;
  };

  it("suggests a set not tried yet first, and logs how the student did on it", async () => {
    const first = await suggestion();
    expect(first.recommended).toBe(1);
    expect(first.exam).toMatchObject({
      res_code: VOCAB,
      section: "vocab-gap",
      reason: "not_started",
      mode: "paper",
      question_count: 4,
      question_ids: [],
    });
    const started = ok<{ guid: string; mode: null; items: unknown[]; exam: EikenExamSuggestion }>(
      await c.get(`${P}/suggest/guid/resource?level_id=1&resource_tag=suggest_exam`, me),
    );
    expect(started).toMatchObject({ resource_tag: "suggest_exam", mode: null, items: [] });
    expect(started.exam.res_code).toBe(VOCAB);
    const log = `${P}/suggest/guid/logs?level_id=1&guid=${started.guid}`;
    expect(ok<Log>(await c.get(log, me))).toMatchObject({ total: 4, answered: 0, finished_at: null });

    await play(VOCAB, "s-1", [
      ["v1", 0],
      ["v2", 1],
      ["v3", 0],
      ["v4", 1],
    ]);
    const done = ok<Log>(await c.get(log, me));
    expect(done).toMatchObject({ total: 4, answered: 4, right_count: 2, percent: 50 });
    expect(done.finished_at).not.toBeNull();

    // a suggestion is not a word session: it takes no word answers, and it is the caller's own
    const submit = await c.postJson(
      `${P}/suggest/guid/item/submit`,
      { guid: started.guid, question_id: "1", answer_result: "0" },
      me,
    );
    expect(submit.statusCode).toBe(400);
    expect((await c.get(`${P}/suggest/guid/logs?level_id=2&guid=${started.guid}`, me)).statusCode).toBe(404);
    const other = await school.students[1]!.signIn();
    expect((await c.get(log, other)).statusCode).toBe(404);
  });

  it("moves on to the untried section, then back to the missed items of the weakest set", async () => {
    expect((await suggestion()).exam).toMatchObject({ res_code: LISTEN, reason: "not_started" });
    await play(LISTEN, "s-2", [
      ["l1", 0],
      ["l2", 0],
    ]);
    expect((await suggestion()).exam).toMatchObject({
      res_code: VOCAB,
      reason: "review_wrong",
      mode: "review",
      question_ids: ["v2", "v4"],
      question_count: 2,
      best_score: 50,
    });
    // after a word session the words come first and the practice follows
    const words = ok<Next>(await c.get(`${P}/suggest/next/res/list?resource_id=1`, me));
    expect(words.list.map((n) => n.resource_tag)).toEqual(["suggest_word", "suggest_word", "suggest_exam"]);
  });

  it("has nothing to suggest in a grade without practice sets", async () => {
    const none = ok<{ exam: null; items: unknown[] }>(
      await c.get(`${P}/suggest/guid/resource?level_id=2&resource_tag=suggest_exam`, me),
    );
    expect(none).toMatchObject({ exam: null, items: [] });
    const next = ok<Next>(
      await c.get(`${P}/suggest/next/res/list?resource_id=2&resource_tag=suggest_exam`, me),
    );
    expect(next.list.some((n) => n.resource_tag === "suggest_exam")).toBe(false);
  });
});
