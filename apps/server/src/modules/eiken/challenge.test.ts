import { rmSync } from "node:fs";
import type { EikenChallengeResult, EikenChallengeState } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { EIKEN_FIXTURE, writeEikenContent } from "./test-fixture.ts";

const P = "/v3/eiken";
const RECORD = "/v3/textbook/topic-answer-record";

describe.skipIf(skipPg)("Eiken practice sets and the mock test", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let me: string;
  let dir: string;

  beforeAll(async () => {
    dir = writeEikenContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir });
    useContentDir(t, dir);
    c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
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
  /** Answers question q of a resource (option 0 is right) in one attempt. */
  const answer = (
    token: string,
    resCode: string,
    guid: string,
    q: string,
    option: number,
    mode = "exam",
    done = 0,
  ) =>
    c.postJson(
      RECORD,
      { res_code: resCode, guid, mode, is_completed: done, item: { question_id: q, answer_result: option } },
      token,
    );

  it("lists a grade's practice sets by section with progress and the items to review", async () => {
    const code = EIKEN_FIXTURE.practice.res_code;
    const before = ok<{ rw_minutes: number; sections: Array<{ section: string; resources: unknown[] }> }>(
      await c.get(`${P}/practice/list?level_id=1`, me),
    );
    expect(before.rw_minutes).toBe(25);
    expect(before.sections.map((s) => s.section)).toEqual([
      "vocab-gap",
      "dialogue-gap",
      "word-order",
      "listen-1",
      "listen-2",
      "listen-3",
    ]);
    expect(before.sections[0]?.resources).toEqual([
      expect.objectContaining({ res_code: code, question_count: 4, learn_count: 0, wrong_question_ids: [] }),
    ]);
    // one attempt in paper mode: two right, two wrong
    for (const [q, o] of [
      ["v1", 0],
      ["v2", 1],
      ["v3", 0],
      ["v4", 1],
    ] as const)
      ok(await answer(me, code, "p-1", q, o, "paper", q === "v4" ? 1 : 0));
    const after = ok<{ sections: Array<{ resources: Array<Record<string, unknown>> }> }>(
      await c.get(`${P}/practice/list?level_id=1`, me),
    );
    expect(after.sections[0]?.resources[0]).toMatchObject({
      learn_count: 1,
      best_score: 50,
      wrong_question_ids: ["v2", "v4"],
    });
    // the mock parts are listed apart
    const mock = ok<{ sections: Array<{ section: string; resources: Array<{ res_code: string }> }> }>(
      await c.get(`${P}/practice/list?level_id=1&set=mock`, me),
    );
    expect(mock.sections.flatMap((s) => s.resources.map((r) => r.res_code))).toEqual([
      EIKEN_FIXTURE.mockReading.res_code,
      EIKEN_FIXTURE.mockListening.res_code,
    ]);
    expect((await c.get(`${P}/practice/list?level_id=1&set=all`, me)).statusCode).toBe(400);
  });

  it("runs the mock test part by part and gives per-skill scores, a CSE estimate and weak points", async () => {
    const token = await school.students[1]!.signIn();
    const started = ok<EikenChallengeState>(await c.postJson(`${P}/challenge/start`, { level_id: 1 }, token));
    expect(started).toMatchObject({
      grade: "5",
      status: "in_progress",
      next_res_code: EIKEN_FIXTURE.mockReading.res_code,
    });
    expect(started.rw_seconds_left).toBeGreaterThan(25 * 60 - 30);
    expect(started.parts.map((p) => [p.section, p.skill, p.question_count, p.plays])).toEqual([
      ["vocab-gap", "reading", 4, null],
      ["listen-1", "listening", 2, 2],
    ]);
    // a second start resumes the same sitting
    const again = ok<EikenChallengeState>(await c.postJson(`${P}/challenge/start`, { level_id: 1 }, token));
    expect(again.challenge_id).toBe(started.challenge_id);
    // the result is not there before the end
    expect(
      (await c.get(`${P}/challenge/result?challenge_id=${started.challenge_id}`, token)).statusCode,
    ).toBe(400);

    // reading: 3 of 4 right
    const reading = EIKEN_FIXTURE.mockReading.res_code;
    for (const [q, o] of [
      ["v1", 0],
      ["v2", 0],
      ["v3", 0],
      ["v4", 1],
    ] as const)
      ok(await answer(token, reading, "m-r", q, o, "exam", q === "v4" ? 1 : 0));
    const s1 = ok<EikenChallengeState>(
      await c.postJson(
        `${P}/challenge/part-done`,
        { challenge_id: started.challenge_id, res_code: reading, guid: "m-r" },
        token,
      ),
    );
    expect(s1.next_res_code).toBe(EIKEN_FIXTURE.mockListening.res_code);
    // listening: 0 of 2 right; the attempt is found without its guid
    const listening = EIKEN_FIXTURE.mockListening.res_code;
    ok(await answer(token, listening, "m-l", "l1", 1));
    ok(await answer(token, listening, "m-l", "l2", 2, "exam", 1));
    const s2 = ok<EikenChallengeState>(
      await c.postJson(
        `${P}/challenge/part-done`,
        { challenge_id: started.challenge_id, res_code: listening },
        token,
      ),
    );
    expect(s2).toMatchObject({ status: "finished", next_res_code: null });
    expect(s2.parts.map((p) => p.guid)).toEqual(["m-r", "m-l"]);

    const result = ok<EikenChallengeResult>(
      await c.get(`${P}/challenge/result?challenge_id=${started.challenge_id}`, token),
    );
    expect(result.skills).toEqual([
      expect.objectContaining({ skill: "reading", percent: 75, cse_max: 425 }),
      expect.objectContaining({ skill: "listening", percent: 0, cse: 0 }),
    ]);
    expect(result).toMatchObject({ cse_max: 850, cse_pass: 419, cse_confirmed: 1, pass_estimate: 0 });
    expect(result.cse_total).toBe(result.skills[0]!.cse);
    expect(result.skills[0]!.cse).toBeGreaterThan(209);
    expect(result.sections.find((s) => s.section === "vocab-gap")).toMatchObject({
      right: 3,
      count: 4,
      percent: 75,
    });
    expect(result.weak_sections).toEqual(["listen-1"]);
    const logs = ok<{ list: Array<Record<string, unknown>> }>(
      await c.get(`${P}/challenge/logs?level_id=1`, token),
    );
    expect(logs.list[0]).toMatchObject({
      challenge_id: started.challenge_id,
      status: "finished",
      pass_estimate: 0,
    });
    // a new start is a new sitting
    const next = ok<EikenChallengeState>(await c.postJson(`${P}/challenge/start`, { level_id: 1 }, token));
    expect(next.challenge_id).not.toBe(started.challenge_id);
  });

  it("closes reading and writing at the deadline: later answers do not count and listening comes next", async () => {
    const token = await school.students[2]!.signIn();
    const studentId = school.students[2]!.id;
    const s = ok<EikenChallengeState>(await c.postJson(`${P}/challenge/start`, { level_id: 1 }, token));
    const reading = EIKEN_FIXTURE.mockReading.res_code;
    ok(await answer(token, reading, "d-r", "v1", 0));
    // the time runs out; an answer saved after it does not count
    await t.db.query(
      "UPDATE eiken_challenges SET rw_deadline_at = now() - interval '5 minutes', started_at = now() - interval '40 minutes' WHERE id = $1",
      [s.challenge_id],
    );
    await t.db.query(
      `UPDATE practice_answers SET created_at = now() - interval '10 minutes' WHERE attempt_id IN
         (SELECT id FROM practice_attempts WHERE student_id = $1 AND guid = 'd-r')`,
      [studentId],
    );
    ok(await answer(token, reading, "d-r", "v2", 0));
    const state = ok<EikenChallengeState>(
      await c.get(`${P}/challenge/state?challenge_id=${s.challenge_id}`, token),
    );
    expect(state.rw_seconds_left).toBe(0);
    expect(state.next_res_code).toBe(EIKEN_FIXTURE.mockListening.res_code);
    ok(
      await c.postJson(
        `${P}/challenge/part-done`,
        { challenge_id: s.challenge_id, res_code: EIKEN_FIXTURE.mockListening.res_code },
        token,
      ),
    );
    const result = ok<EikenChallengeResult>(
      await c.get(`${P}/challenge/result?challenge_id=${s.challenge_id}`, token),
    );
    expect(result.sections.find((x) => x.section === "vocab-gap")).toMatchObject({ right: 1, count: 4 });
  });

  it("keeps sittings to their student and refuses bad input", async () => {
    const other = await createTestSchool(t, { students: 1 });
    const stranger = await other.students[0]!.signIn();
    const mine = ok<EikenChallengeState>(await c.postJson(`${P}/challenge/start`, { level_id: 1 }, me));
    for (const url of [
      `${P}/challenge/state?challenge_id=${mine.challenge_id}`,
      `${P}/challenge/result?challenge_id=${mine.challenge_id}`,
    ])
      expect((await c.get(url, stranger)).statusCode).toBe(404);
    expect(
      (
        await c.postJson(
          `${P}/challenge/part-done`,
          { challenge_id: mine.challenge_id, res_code: EIKEN_FIXTURE.mockReading.res_code },
          stranger,
        )
      ).statusCode,
    ).toBe(404);
    // a part not in the test, another student's attempt, malformed ids
    const bad = [
      { challenge_id: mine.challenge_id, res_code: "eiken-5-practice-vocab-gap-1" },
      { challenge_id: mine.challenge_id, res_code: EIKEN_FIXTURE.mockReading.res_code, guid: "m-r" },
      { challenge_id: "x", res_code: EIKEN_FIXTURE.mockReading.res_code },
      { challenge_id: mine.challenge_id, res_code: "../etc" },
    ];
    for (const body of bad) {
      const r = await c.postJson(`${P}/challenge/part-done`, body, me);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().data.error_key).toBe("bad_request");
    }
    expect((await c.postJson(`${P}/challenge/start`, { level_id: 2 }, me)).statusCode).toBe(404);
    expect((await c.postJson(`${P}/challenge/start`, { level_id: 0 }, me)).statusCode).toBe(400);
    expect((await c.get(`${P}/challenge/logs?level_id=9`, me)).statusCode).toBe(400);
  });

  it("lists a grade's interview cards with their playable resources", async () => {
    const data = ok<{ cards: Array<Record<string, unknown>> }>(
      await c.get(`${P}/interview/list?level_id=1`, me),
    );
    expect(data.cards).toEqual([
      {
        card_id: "g5-breakfast",
        res_code: "eiken-interview-g5-breakfast",
        title: "英検5級 面接 朝ごはん",
        title_en: "Eiken Grade 5 interview: Breakfast",
        questions: 3,
        learn_count: 0,
        best_score: 0,
      },
    ]);
    expect(ok<{ cards: unknown[] }>(await c.get(`${P}/interview/list?level_id=2`, me)).cards).toEqual([]);
    expect((await c.get(`${P}/interview/list?level_id=x`, me)).statusCode).toBe(400);
    const levels = ok<{ levels: Array<{ interview_count: number }> }>(await c.get(`${P}/levels`, me));
    expect(levels.levels.map((l) => l.interview_count)).toEqual([1, 0, 0, 0, 0, 0]);
  });

  it("starts one sitting under parallel starts", async () => {
    const token = await school.students[1]!.signIn();
    const ids = await Promise.all(
      Array.from(
        { length: 5 },
        async () =>
          ok<EikenChallengeState>(await c.postJson(`${P}/challenge/start`, { level_id: 1 }, token))
            .challenge_id,
      ),
    );
    expect(new Set(ids).size).toBe(1);
  });
});
