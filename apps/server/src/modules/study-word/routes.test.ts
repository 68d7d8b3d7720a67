import { rmSync } from "node:fs";
import type { StudyWordChallengeItem, StudyWordPlan } from "@hibiki/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { studyWordClock } from "./study-word-clock.ts";
import { FIXTURE_WORDS, fixtureWordId, writeStudyWordContent } from "./test-fixture.ts";

const P = "/v3/study-word";
type Res = { statusCode: number; body: string; json(): { code: number; data: unknown } };
const at = (iso: string) => {
  studyWordClock.now = () => new Date(iso);
};

describe.skipIf(skipPg)("study-word calls (study-word/*)", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let me: string;
  let other: string;
  let dir: string;

  beforeAll(async () => {
    dir = writeStudyWordContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir });
    useContentDir(t, dir);
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    me = await school.students[0]!.signIn();
    other = await school.students[1]!.signIn();
  }, 60_000);
  afterEach(() => {
    studyWordClock.now = () => new Date();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ok = <T>(r: Res) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as T;
  };
  const bad = (r: Res, status = 400) => {
    expect(r.statusCode, r.body).toBe(status);
    expect(r.json().code).toBe(status);
    return (r.json().data as { error_key: string; fields?: Record<string, string> }) ?? { error_key: "" };
  };
  const get = <T>(path: string, token = me) => c.get(`${P}/${path}`, token).then((r) => ok<T>(r));
  const post = <T>(path: string, body: unknown, token = me) =>
    c.postJson(`${P}/${path}`, body, token).then((r) => ok<T>(r));
  const answer = (
    planId: number,
    word: string,
    isRight: 0 | 1,
    more: Record<string, unknown> = {},
    token = me,
  ) =>
    post<{ mastery: string; due_at: string | null; remaining: number }>(
      "upload-challenge-log",
      { plan_id: planId, word_id: fixtureWordId(word), is_right: isRight, ...more },
      token,
    );

  it("lists the word books; needs a student token", async () => {
    const books = await get<{ items: { book_id: string; kind: string; word_count: number }[] }>("books");
    expect(books.items.map((b) => [b.book_id, b.kind, b.word_count])).toEqual([
      ["eiken-5", "eiken", 12],
      ["cefr-a1", "cefr", 6],
    ]);
    expect((await c.get(`${P}/books`)).statusCode).toBe(401);
    expect((await c.get(`${P}/plans`)).statusCode).toBe(401);
  });

  it("refuses bad plan input with the field at fault", async () => {
    for (const body of [
      { book_id: "eiken-5", daily_new: 4 },
      { book_id: "eiken-5", daily_new: 51 },
      { book_id: "eiken-5", daily_new: "many" },
      { daily_new: 10 },
      { book_id: "../etc", daily_new: 10 },
    ]) {
      const e = bad(await c.postJson(`${P}/add-plan`, body, me));
      expect(e.error_key).toBe("bad_request");
      expect(Object.keys(e.fields ?? {}).length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    expect(
      bad(await c.postJson(`${P}/add-plan`, { book_id: "eiken-9", daily_new: 10 }, me), 404).error_key,
    ).toBe("not_found");
    for (const q of ["plan_id=abc", "plan_id=0", "", "plan_id=-3"])
      bad(await c.get(`${P}/today-task?${q}`, me));
    bad(await c.get(`${P}/list?plan_id=1&limit=101`, me));
    bad(await c.get(`${P}/list?plan_id=1&mastery=forgotten`, me));
    bad(await c.get(`${P}/challenge-paper2?plan_id=1&mode=exam`, me));
    bad(await c.get(`${P}/result?plan_id=1&date=1-2-3`, me));
    bad(await c.get(`${P}/word?word_id=x`, me));
    bad(await c.get(`${P}/wrong-topic-list?plan_id=abc`, me));
    bad(await c.postJson(`${P}/upload-wrong-log`, { plan_id: 1, word_id: 1, is_right: 5 }, me));
    bad(await c.postJson(`${P}/delete-plan`, {}, me));
    expect((await c.get(`${P}/get-unfinished-count`)).statusCode).toBe(401);
  });

  it("plans today's task, records answers with FSRS, and clears the badge", async () => {
    at("2026-12-01T01:00:00Z");
    const { plan } = await post<{ plan: StudyWordPlan }>("add-plan", { book_id: "eiken-5", daily_new: 5 });
    expect(plan).toMatchObject({
      book_id: "eiken-5",
      book_title_ja: "英検5級の単語",
      daily_new: 5,
      assigned_by: null,
      total_words: 12,
      counts: { unlearned: 12, learned: 0, mastered: 0, needs_review: 0 },
      today: { new_total: 5, review_total: 0, done: 0, finished: false },
    });
    const dup = bad(await c.postJson(`${P}/add-plan`, { book_id: "eiken-5", daily_new: 10 }, me));
    expect(dup.error_key).toBe("study_word_plan_exists");

    expect((await get<{ unfinished_count: number }>("get-unfinished-count")).unfinished_count).toBe(5);
    // the user info carries the same badge number (spec "studyword unfinished_count")
    expect(ok<{ unfinished_count: number }>(await c.get("/v3/student/info", me)).unfinished_count).toBe(5);
    const task = await get<{
      new_words: { word: string }[];
      review_words: unknown[];
      done_word_ids: number[];
    }>(`today-task?plan_id=${plan.plan_id}`);
    expect(task.new_words.map((w) => w.word)).toEqual(["dog", "cat", "run", "book", "happy"]);
    expect(task.review_words).toEqual([]);

    const paper = await get<{ items: StudyWordChallengeItem[] }>(`challenge-paper2?plan_id=${plan.plan_id}`);
    expect(paper.items).toHaveLength(5);
    for (const item of paper.items) {
      expect(item.is_new).toBe(true);
      expect(["meaning_choice", "listening_choice"]).toContain(item.exercise);
      expect(item.choices).toHaveLength(4);
      expect(item.choices?.[item.answer_index ?? -1]?.content).toBe(item.mean);
    }

    // the other student sees none of it, and cannot answer in this plan
    expect((await get<{ items: unknown[] }>("plans", other)).items).toEqual([]);
    expect(bad(await c.get(`${P}/plan-info?plan_id=${plan.plan_id}`, other), 404).error_key).toBe(
      "not_found",
    );
    bad(
      await c.postJson(
        `${P}/upload-challenge-log`,
        { plan_id: plan.plan_id, word_id: fixtureWordId("dog"), is_right: 1 },
        other,
      ),
      404,
    );
    // a word of another book, and bad answers
    bad(
      await c.postJson(`${P}/upload-challenge-log`, { plan_id: plan.plan_id, word_id: 99, is_right: 1 }, me),
      404,
    );
    for (const body of [
      { plan_id: plan.plan_id, word_id: fixtureWordId("dog"), is_right: 2 },
      { plan_id: plan.plan_id, word_id: fixtureWordId("dog") },
      { plan_id: plan.plan_id, word_id: fixtureWordId("dog"), is_right: 1, score: 101 },
      { plan_id: plan.plan_id, word_id: fixtureWordId("dog"), is_right: 1, exercise: "essay" },
      { plan_id: plan.plan_id, word_id: fixtureWordId("dog"), is_right: 1, duration_ms: -5 },
    ])
      bad(await c.postJson(`${P}/upload-challenge-log`, body, me));

    const first = await answer(plan.plan_id, "dog", 1, { exercise: "meaning_choice", duration_ms: 4000 });
    expect(first.mastery).toBe("learned");
    expect(first.remaining).toBe(4);
    expect(new Date(first.due_at ?? 0).getTime()).toBeGreaterThan(new Date("2026-12-01T15:00:00Z").getTime());
    const quick = await answer(plan.plan_id, "cat", 1, { duration_ms: 800 });
    expect(new Date(quick.due_at ?? 0).getTime()).toBeGreaterThan(new Date(first.due_at ?? 0).getTime());
    const wrong = await answer(plan.plan_id, "run", 0);
    expect(wrong.mastery).toBe("needs_review");
    await answer(plan.plan_id, "book", 1);
    const last = await answer(plan.plan_id, "happy", 1);
    expect(last.remaining).toBe(0);
    expect((await get<{ unfinished_count: number }>("get-unfinished-count")).unfinished_count).toBe(0);
    expect(ok<{ unfinished_count: number }>(await c.get("/v3/student/info", me)).unfinished_count).toBe(0);
    expect((await get<{ items: unknown[] }>(`challenge-paper2?plan_id=${plan.plan_id}`)).items).toEqual([]);

    const plans = await get<{ items: StudyWordPlan[] }>("plans");
    expect(plans.items[0]).toMatchObject({
      counts: { unlearned: 7, learned: 4, mastered: 0, needs_review: 1 },
      today: { new_total: 5, review_total: 0, done: 5, finished: true },
    });

    // the missed word waits in the wrong-topic list until answered right
    const wrongList = await get<{ items: (StudyWordChallengeItem & { plan_id: number })[] }>(
      `wrong-topic-list?plan_id=${plan.plan_id}`,
    );
    expect(wrongList.items.map((i) => [i.word, i.plan_id, i.exercise])).toEqual([
      ["run", plan.plan_id, "meaning_choice"],
    ]);
    expect((await get<{ items: unknown[] }>("wrong-topic-list")).items).toHaveLength(1);
    const still = await post<{ remaining: number }>("upload-wrong-log", {
      plan_id: plan.plan_id,
      word_id: fixtureWordId("run"),
      is_right: 0,
    });
    expect(still.remaining).toBe(1);
    const cleared = await post<{ remaining: number }>("upload-wrong-log", {
      plan_id: plan.plan_id,
      word_id: fixtureWordId("run"),
      is_right: 1,
    });
    expect(cleared.remaining).toBe(0);
    expect((await get<{ items: unknown[] }>("wrong-topic-list")).items).toEqual([]);
    // a word never studied is not in the list
    bad(
      await c.postJson(
        `${P}/upload-wrong-log`,
        { plan_id: plan.plan_id, word_id: fixtureWordId("tall"), is_right: 1 },
        me,
      ),
      404,
    );

    // results of the day, history and the week ahead
    const result = await get<{
      date: string;
      right: number;
      wrong: number;
      items: { word: string; is_right: number }[];
    }>(`result?plan_id=${plan.plan_id}`);
    expect(result).toMatchObject({ date: "2026-12-01", right: 4, wrong: 1 });
    expect(result.items.find((i) => i.word === "run")?.is_right).toBe(0);
    // an impossible date, and a day without answers
    bad(await c.get(`${P}/result?plan_id=${plan.plan_id}&date=2026-02-30`, me));
    expect(await get(`result?plan_id=${plan.plan_id}&date=2026-11-30`)).toMatchObject({
      right: 0,
      wrong: 0,
      items: [],
    });
    const info = await get<{
      history: { date: string; right: number; wrong: number; new_learned: number }[];
      next_7_days: { date: string; due: number }[];
    }>(`plan-info?plan_id=${plan.plan_id}`);
    expect(info.history).toHaveLength(30);
    expect(info.history.at(-1)).toEqual({ date: "2026-12-01", right: 4, wrong: 1, new_learned: 5 });
    expect(info.history[0]?.date).toBe("2026-11-02");
    expect(info.next_7_days.map((d) => d.date)).toEqual([
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
      "2026-12-07",
    ]);
    expect(info.next_7_days[0]?.due).toBe(0);
    expect(info.next_7_days.reduce((n, d) => n + d.due, 0)).toBeGreaterThan(0);

    // the list by mastery, paged
    const listed = await get<{ items: { word: string; mastery: string; reps: number }[]; total: number }>(
      `list?plan_id=${plan.plan_id}&mastery=unlearned&page=2&limit=5`,
    );
    expect(listed.total).toBe(7);
    expect(listed.items.map((i) => i.word)).toEqual(["swim", "tall"]);
    const word = await get<{ word: { word: string; mastery: string; due_at: string | null } }>(
      `word?word_id=${fixtureWordId("dog")}`,
    );
    expect(word.word).toMatchObject({ word: "dog", mean: "犬", mastery: "learned" });
    bad(await c.get(`${P}/word?word_id=4242`, me), 404);

    // a self-test takes the learned words only
    const test = await get<{ items: StudyWordChallengeItem[] }>(
      `challenge-paper2?plan_id=${plan.plan_id}&mode=test`,
    );
    expect(test.items.map((i) => i.word).sort()).toEqual(["book", "cat", "dog", "happy", "run"]);
    // a self-test answer is recorded (a wrong one joins the wrong-topic list) but does not reschedule
    const tested = await answer(plan.plan_id, "dog", 0, { mode: "test" });
    expect(tested).toEqual({ mastery: "needs_review", due_at: first.due_at, remaining: 0 });
    expect((await get<{ items: { word: string }[] }>("wrong-topic-list")).items.map((i) => i.word)).toEqual([
      "dog",
    ]);
    await post("upload-wrong-log", { plan_id: plan.plan_id, word_id: fixtureWordId("dog"), is_right: 1 });
    expect((await get<{ right: number; wrong: number }>(`result?plan_id=${plan.plan_id}`)).wrong).toBe(1);
  });

  it("starts a new Japan day at midnight in Tokyo: new words, then the due reviews", async () => {
    const { items } = await get<{ items: StudyWordPlan[] }>("plans");
    const planId = items[0]!.plan_id;
    // 23:59 in Tokyo on 1 December: still the same day
    at("2026-12-01T14:59:00Z");
    expect((await get<{ unfinished_count: number }>("get-unfinished-count")).unfinished_count).toBe(0);
    // 00:00 on 2 December: five more new words; "run" (missed yesterday) is due again
    at("2026-12-01T15:00:00Z");
    const task = await get<{
      new_words: { word: string }[];
      review_words: { word: string }[];
      done_word_ids: number[];
    }>(`today-task?plan_id=${planId}`);
    expect(task.new_words.map((w) => w.word)).toEqual(["school", "eat", "water", "blue", "friend"]);
    expect(task.review_words.map((w) => w.word)).toEqual(["run"]);
    expect(task.done_word_ids).toEqual([]);
    const paper = await get<{ items: StudyWordChallengeItem[] }>(`challenge-paper2?plan_id=${planId}`);
    expect(paper.items[0]).toMatchObject({ word: "run", is_new: false, exercise: "meaning_choice" });
    // answering a review reschedules it further out and counts toward the day
    const r = await answer(planId, "run", 1);
    expect(r.remaining).toBe(5);
    expect(r.mastery).toBe("learned");
    expect((await get<{ result: unknown; date: string }>(`result?plan_id=${planId}`)).date).toBe(
      "2026-12-02",
    );
    // a week later the others are due, and the spelling/sentence exercises appear for words answered twice
    at("2026-12-20T01:00:00Z");
    const later = await get<{ items: StudyWordChallengeItem[] }>(`challenge-paper2?plan_id=${planId}`);
    const reviews = later.items.filter((i) => !i.is_new);
    expect(reviews.map((i) => i.word).sort()).toEqual(["book", "cat", "dog", "happy", "run"]);
    const run = reviews.find((i) => i.word === "run");
    expect(["spelling", "sentence", "read_aloud"]).toContain(run?.exercise);
    if (run?.exercise === "spelling") expect(run.accepted).toEqual(["run"]);
    if (run?.exercise === "sentence") expect(run.sentence_blank).toBe("I ____ in the park every morning.");
  });

  it("edits and deletes the student's own plan", async () => {
    at("2026-12-01T01:00:00Z");
    const { plan } = await post<{ plan: StudyWordPlan }>("add-plan", { book_id: "cefr-a1", daily_new: 5 });
    const edited = await post<{ plan: StudyWordPlan }>("edit-plan", { plan_id: plan.plan_id, daily_new: 20 });
    expect(edited.plan).toMatchObject({ daily_new: 20, today: { new_total: 6 } });
    bad(await c.postJson(`${P}/edit-plan`, { plan_id: plan.plan_id, daily_new: 0 }, me));
    bad(await c.postJson(`${P}/edit-plan`, { plan_id: plan.plan_id, daily_new: 10 }, other), 404);
    bad(await c.postJson(`${P}/delete-plan`, { plan_id: plan.plan_id }, other), 404);
    expect(await post("delete-plan", { plan_id: plan.plan_id })).toEqual({ deleted: true });
    bad(await c.get(`${P}/plan-info?plan_id=${plan.plan_id}`, me), 404);
    expect(FIXTURE_WORDS).toHaveLength(12);
  });
});
