import { rmSync } from "node:fs";
import type { EikenWordItem } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool, updateStudentProfile } from "../../test/factories.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { storeTestEvaluation } from "../upload/test-evaluation.ts";
import { WORDS_PER_GRADE, writeEikenContent } from "./test-fixture.ts";

const P = "/v3/eiken";
type Session = { guid: string; items: EikenWordItem[] };

describe.skipIf(skipPg)("Eiken word study calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let me: string;
  let classmate: string;
  let stranger: string;
  let dir: string;

  beforeAll(async () => {
    dir = writeEikenContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir });
    useContentDir(t, dir);
    c = client(t.app);
    school = await createTestSchool(t, { students: 4 });
    const other = await createTestSchool(t, { students: 1 });
    me = await school.students[0]!.signIn();
    classmate = await school.students[1]!.signIn();
    stranger = await other.students[0]!.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ok = (r: { statusCode: number; body: string; json(): { data: unknown } }) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as never;
  };
  const start = async (token: string, query: string): Promise<Session> =>
    ok(await c.get(`${P}/suggest/guid/resource?${query}`, token));
  const submit = (token: string, body: Record<string, unknown>) =>
    c.postJson(`${P}/suggest/guid/item/submit`, body, token);
  /** The right option of a meaning item: the one whose gloss is the card's. */
  const rightIndex = (item: EikenWordItem) => item.options.find((o) => o.content === item.card?.ja)!.index;

  it("lists the six grades with their word counts, all unlearned at first", async () => {
    const data: { levels: Array<Record<string, unknown>> } = ok(await c.get(`${P}/levels`, me));
    expect(data.levels.map((l) => l.grade)).toEqual(["5", "4", "3", "pre-2", "pre-2-plus", "2"]);
    expect(data.levels[0]).toMatchObject({
      level_id: 1,
      name: "5級",
      word_count: WORDS_PER_GRADE,
      due_count: 0,
      mastery: { unlearned: WORDS_PER_GRADE, learned: 0, mastered: 0, needs_review: 0 },
      last_studied_at: null,
    });
    expect(data.levels[1]).toMatchObject({ word_count: 0 });
  });

  it("learning serves ten new words as cards with a meaning question, and keeps the answer key", async () => {
    const s = await start(me, "level_id=1&mode=learning");
    expect(s.items).toHaveLength(10);
    for (const item of s.items) {
      expect(item).toMatchObject({ test_type: "meaning", is_new: 1, answered: 0 });
      expect(item.card?.word).toBe(item.screen_text);
      expect(item.options).toHaveLength(4);
      expect(new Set(item.options.map((o) => o.content)).size).toBe(4);
      expect(item).not.toHaveProperty("correct_index");
      expect(item).not.toHaveProperty("correct_answer");
    }
    // the right option is not always in the same place
    expect(new Set(s.items.map(rightIndex)).size).toBeGreaterThan(1);
  });

  it("answers are judged on the server, once each; the log and the word list follow", async () => {
    const s = await start(me, "level_id=1&mode=learning");
    const [first, second, ...rest] = s.items as [EikenWordItem, EikenWordItem, ...EikenWordItem[]];
    const right = ok(
      await submit(me, {
        guid: s.guid,
        question_id: first.question_id,
        answer_result: rightIndex(first),
        duration_ms: 2500,
      }),
    );
    expect(right).toMatchObject({
      mastery: "learned",
      is_right: 1,
      correct_answer: first.card!.ja,
      answered: 1,
      total: 10,
      finished: 0,
    });
    const wrongAt = (rightIndex(second) + 1) % 4;
    const wrong = ok(
      await submit(me, { guid: s.guid, question_id: second.question_id, answer_result: String(wrongAt) }),
    );
    expect(wrong).toMatchObject({ is_right: 0, correct_answer: second.card!.ja });
    expect((wrong as { card: { word: string } }).card.word).toBe(second.card!.word);

    // a second answer, a bad index, an empty answer, an unknown question: 400, nothing changes
    for (const body of [
      { question_id: first.question_id, answer_result: String(rightIndex(first)) },
      { question_id: rest[0]!.question_id, answer_result: "9" },
      { question_id: rest[0]!.question_id, answer_result: "-1" },
      { question_id: rest[0]!.question_id },
      { question_id: "99", answer_result: "0" },
    ]) {
      const r = await submit(me, { guid: s.guid, ...body });
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().data.error_key).toBe("bad_request");
    }
    // someone else's session is not found, for a classmate or another school
    for (const token of [classmate, stranger]) {
      const r = await submit(token, { guid: s.guid, question_id: rest[0]!.question_id, answer_result: "0" });
      expect(r.statusCode).toBe(404);
      expect((await c.get(`${P}/suggest/guid/logs?level_id=1&guid=${s.guid}`, token)).statusCode).toBe(404);
    }
    for (const item of rest)
      ok(
        await submit(me, {
          guid: s.guid,
          question_id: item.question_id,
          answer_result: String(rightIndex(item)),
        }),
      );

    const log: {
      total: number;
      answered: number;
      right_count: number;
      percent: number;
      finished_at: string | null;
      items: Array<{ is_right: number; answer_text: string | null }>;
    } = ok(await c.get(`${P}/suggest/guid/logs?level_id=1&guid=${s.guid}`, me));
    expect(log).toMatchObject({ total: 10, answered: 10, right_count: 9, percent: 90 });
    expect(log.finished_at).not.toBeNull();
    expect(log.items[1]).toMatchObject({ is_right: 0, answer_text: second.options[wrongAt]!.content });
    expect((await c.get(`${P}/suggest/guid/logs?level_id=2&guid=${s.guid}`, me)).statusCode).toBe(404);

    // the next learning session brings other words
    const next = await start(me, "level_id=1&mode=learning");
    const studied = new Set(s.items.map((i) => i.screen_text));
    expect(next.items.some((i) => studied.has(i.screen_text))).toBe(false);

    const words: {
      total: number;
      words: Array<{ word: string; right_count: number; wrong_count: number; due_at: string | null }>;
    } = ok(await c.get(`${P}/words?level_id=1&limit=200`, me));
    expect(words.total).toBe(WORDS_PER_GRADE);
    const byWord = new Map(words.words.map((w) => [w.word, w]));
    expect(byWord.get(first.card!.word)).toMatchObject({ right_count: 1, wrong_count: 0 });
    expect(byWord.get(second.card!.word)).toMatchObject({ right_count: 0, wrong_count: 1 });
    expect(byWord.get(next.items[0]!.screen_text)?.due_at).toBeNull();
    // a classmate's words are untouched
    const theirs: { words: Array<{ right_count: number }> } = ok(
      await c.get(`${P}/words?level_id=1&limit=200`, classmate),
    );
    expect(theirs.words.every((w) => w.right_count === 0)).toBe(true);
  });

  it("training serves studied words in four exercises, due words first; spelling and reading are judged", async () => {
    const token = await school.students[2]!.signIn();
    const studentId = school.students[2]!.id;
    const none = await start(token, "level_id=1&mode=training");
    expect(none.items).toHaveLength(0);
    const learn = await start(token, "level_id=1&mode=learning");
    for (const item of learn.items)
      ok(
        await submit(token, {
          guid: learn.guid,
          question_id: item.question_id,
          answer_result: String(rightIndex(item)),
        }),
      );
    // nothing is due yet: training practises ahead on the studied words
    const ahead = await start(token, "level_id=1&mode=training");
    expect(ahead.items.map((i) => i.test_type).slice(0, 4)).toEqual([
      "meaning",
      "listening",
      "spelling",
      "reading",
    ]);
    expect(ahead.items.every((i) => i.card === null && i.is_new === 0)).toBe(true);
    const noMic = await start(token, "level_id=1&mode=training&speaking=0");
    expect(noMic.items.some((i) => i.test_type === "reading")).toBe(false);

    // two words fall due: training starts with them
    const dueWords = learn.items.slice(3, 5).map((i) => i.screen_text);
    await t.db.query(
      "UPDATE eiken_word_states SET due_at = now() - interval '1 day' WHERE student_id = $1 AND word = ANY($2)",
      [studentId, dueWords],
    );
    const levels: { levels: Array<{ due_count: number }> } = ok(await c.get(`${P}/levels`, token));
    expect(levels.levels[0]!.due_count).toBe(2);
    const next: { list: Array<{ mode: string; count: number; recommended: number }> } = ok(
      await c.get(`${P}/suggest/next/res/list?resource_id=1&resource_tag=suggest_word`, token),
    );
    expect(next.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ mode: "training", count: 2, recommended: 1 }),
        expect.objectContaining({ mode: "learning", count: WORDS_PER_GRADE - 10, recommended: 0 }),
      ]),
    );
    const due = await start(token, "level_id=1&mode=training");
    expect(due.items).toHaveLength(2);
    const words = due.items.map((i) => i.audio_text).sort();
    expect(words).toEqual([...dueWords].sort());
    const [meaning, listening] = due.items as [EikenWordItem, EikenWordItem];
    expect(meaning.test_type).toBe("meaning");
    expect(listening).toMatchObject({ test_type: "listening", screen_text: "" });
    const listenRight = listening.options.findIndex((o) => o.content === listening.audio_text);
    ok(
      await submit(token, {
        guid: due.guid,
        question_id: listening.question_id,
        answer_result: String(listenRight),
      }),
    );

    // spelling: case and spacing do not matter, a wrong spelling is wrong
    const spell = ahead.items.find((i) => i.test_type === "spelling")!;
    const typed = ok(
      await submit(token, {
        guid: ahead.guid,
        question_id: spell.question_id,
        answer_result: `  ${spell.audio_text.toUpperCase()} `,
      }),
    );
    expect(typed).toMatchObject({ is_right: 1 });
    const spell2 = ahead.items.filter((i) => i.test_type === "spelling")[1]!;
    const miss = ok(
      await submit(token, {
        guid: ahead.guid,
        question_id: spell2.question_id,
        answer_result: `${spell2.audio_text}x`,
      }),
    );
    expect(miss).toMatchObject({ is_right: 0, correct_answer: spell2.audio_text, mastery: "unlearned" });

    // reading: the server's own evaluation decides (80 % right; a claimed 100 without one is wrong)
    const [read1, read2] = ahead.items.filter((i) => i.test_type === "reading") as [
      EikenWordItem,
      EikenWordItem,
    ];
    const good = await storeTestEvaluation(t.app, studentId, { text: read1.audio_text, total: 4 });
    const r1 = ok(
      await submit(token, {
        guid: ahead.guid,
        question_id: read1.question_id,
        evaluate_result: good,
        percent_score: 0,
      }),
    );
    expect(r1).toMatchObject({ is_right: 1, percent_score: 80 });
    const r2 = ok(
      await submit(token, { guid: ahead.guid, question_id: read2.question_id, percent_score: 100 }),
    );
    expect(r2).toMatchObject({ is_right: 0, percent_score: 0 });
  });

  it("answers the same item once under parallel submits", async () => {
    const token = await school.students[3]!.signIn();
    const s = await start(token, "level_id=3&mode=learning");
    expect(s.items).toHaveLength(5);
    const item = s.items[0]!;
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        submit(token, {
          guid: s.guid,
          question_id: item.question_id,
          answer_result: String(rightIndex(item)),
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5);
    const words: { words: Array<{ word: string; right_count: number }> } = ok(
      await c.get(`${P}/words?level_id=3`, token),
    );
    expect(words.words.find((w) => w.word === item.screen_text)?.right_count).toBe(1);
  });

  it("filters and searches the word list", async () => {
    const all: { total: number } = ok(
      await c.get(`${P}/words?level_id=1&mastery=unlearned&q=itema`, classmate),
    );
    expect(all.total).toBe(1);
    const page: { words: unknown[]; total: number } = ok(
      await c.get(`${P}/words?level_id=1&page=2&limit=10`, classmate),
    );
    expect(page).toMatchObject({ total: WORDS_PER_GRADE });
    expect(page.words).toHaveLength(10);
    const empty: { words: unknown[]; total: number } = ok(await c.get(`${P}/words?level_id=2`, classmate));
    expect(empty).toMatchObject({ total: 0, words: [] });
  });

  it("refuses bad input with 400 in the envelope", async () => {
    for (const url of [
      `${P}/words?level_id=0`,
      `${P}/words?level_id=7`,
      `${P}/words?level_id=abc`,
      `${P}/words?level_id=1&q=<script>`,
      `${P}/words?level_id=1&mastery=some`,
      `${P}/suggest/guid/resource?level_id=1&mode=cramming`,
      `${P}/suggest/guid/resource?level_id=1&resource_tag=suggest_book`,
      `${P}/suggest/next/res/list?resource_id=1&resource_tag=exam`,
      `${P}/suggest/guid/resource`,
      `${P}/suggest/guid/logs?level_id=1&guid=not-a-guid`,
      `${P}/suggest/next/res/list?resource_id=x`,
    ]) {
      const r = await c.get(url, me);
      expect(r.statusCode, url).toBe(400);
      expect(r.json()).toMatchObject({ code: 400, data: { error_key: "bad_request" } });
    }
    const r = await submit(me, { guid: "x", question_id: "1", answer_result: "0" });
    expect(r.statusCode).toBe(400);
    const unknown = await submit(me, {
      guid: "6f1c1b2e-0000-4000-8000-000000000000",
      question_id: "1",
      answer_result: "0",
    });
    expect(unknown.statusCode).toBe(404);
    expect((await c.get(`${P}/levels`)).statusCode).toBe(401);
  });

  it("is closed to college students", async () => {
    const s = school.students[1]!;
    await updateStudentProfile(t.db, s.id, { college: true });
    const token = await s.signIn();
    const r = await c.get(`${P}/levels`, token);
    expect(r.statusCode).toBe(403);
    expect(r.json().data.error_key).toBe("college_not_available");
    await updateStudentProfile(t.db, s.id, { college: false });
  });
});
