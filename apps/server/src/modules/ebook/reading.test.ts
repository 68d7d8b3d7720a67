import { rmSync } from "node:fs";
import type { EbookHistoryLog } from "@hibiki/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { ebookClock } from "./ebook-clock.ts";
import { writeEbookContent } from "./test-fixture.ts";

const E = "/v3/ebook";
/** 4 pages of 60 words: 240 words */
const RED = "eb-01-the-red-kite";
/** 5 pages of 100 words: 500 words */
const TRAIN = "eb-20-the-night-train";

type Res = { statusCode: number; body: string; json(): { code: number; message: string; data: unknown } };
type LogResult = {
  log_id: number;
  words_read: number;
  log_wpm: number;
  wpm: number;
  speed_band: string;
  through_words: number;
  through_seconds: number;
  book_words: number;
  state: { is_read: boolean; progress_page: number };
};

describe.skipIf(skipPg)("e-book reading logs, history, exercise and impressions", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let me: string;
  let other: string;
  let dir: string;
  const realNow = ebookClock.now;

  beforeAll(async () => {
    dir = writeEbookContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir });
    useContentDir(t, dir);
    c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
    me = await school.students[0]!.signIn();
    other = await school.students[1]!.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(() => {
    ebookClock.now = realNow;
  });

  const ok = <T>(r: Res) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as T;
  };
  const bad = (r: Res, status = 400) => {
    expect(r.statusCode, r.body).toBe(status);
    return r.json() as {
      code: number;
      message: string;
      data: { error_key: string; fields?: Record<string, string> };
    };
  };
  const log = (body: object, token = me) => c.postJson(`${E}/reading-log`, { book_id: RED, ...body }, token);
  const whole = (seconds: number, token = me) =>
    log({ from_page: 1, to_page: 4, seconds, words_read: 240, finished: 1 }, token);

  it("gives the spec's speed bands at 79, 80, 120 and 121 words per minute", async () => {
    const band = async (seconds: number) => ok<LogResult>(await whole(seconds, other));
    // 240 words: 182 s → 79.1 wpm, 180 s → 80, 120 s → 120, 119 s → 121.0
    expect(await band(182)).toMatchObject({ wpm: 79, speed_band: "slow" });
    expect(await band(180)).toMatchObject({ wpm: 80, speed_band: "average" });
    expect(await band(120)).toMatchObject({ wpm: 120, speed_band: "average" });
    expect(await band(119)).toMatchObject({ wpm: 121, speed_band: "fast", book_words: 240 });
  });

  it("says too_little under half the book, sums a read-through's logs, and marks the book read on the last page", async () => {
    const first = ok<LogResult>(await log({ from_page: 1, to_page: 1, seconds: 30, words_read: 60 }));
    expect(first).toMatchObject({ words_read: 60, log_wpm: 120, speed_band: "too_little" });
    expect(first.state).toMatchObject({ is_read: false, progress_page: 1 });
    // exactly half (120 of 240) is enough
    const half = ok<LogResult>(await log({ from_page: 2, to_page: 2, seconds: 45, words_read: 60 }));
    expect(half).toMatchObject({ through_words: 120, through_seconds: 75, wpm: 96, speed_band: "average" });
    const end = ok<LogResult>(
      await log({ from_page: 3, to_page: 4, seconds: 45, words_read: 120, finished: 1 }),
    );
    expect(end).toMatchObject({ through_words: 240, through_seconds: 120, wpm: 120, speed_band: "average" });
    expect(end.state).toMatchObject({ is_read: true, progress_page: 4 });
    // a new read-through starts after a finished log
    const again = ok<LogResult>(await log({ from_page: 1, to_page: 1, seconds: 20, words_read: 60 }));
    expect(again).toMatchObject({ through_words: 60, speed_band: "too_little" });
    expect(again.state).toMatchObject({ is_read: true, progress_page: 1 });
  });

  it("caps words at the pages read and refuses impossible logs", async () => {
    const capped = ok<LogResult>(await log({ from_page: 1, to_page: 2, seconds: 60, words_read: 10_000 }));
    expect(capped).toMatchObject({ words_read: 120, log_wpm: 120 });
    const fields = async (body: object) => bad(await log(body)).data.fields;
    expect(await fields({ from_page: 3, to_page: 2, seconds: 60, words_read: 10 })).toHaveProperty(
      "body.to_page",
    );
    expect(await fields({ from_page: 1, to_page: 5, seconds: 60, words_read: 10 })).toEqual({
      "body.to_page": "ページは 1〜4 で指定してください。",
    });
    expect(
      await fields({ from_page: 1, to_page: 3, seconds: 60, words_read: 10, finished: 1 }),
    ).toHaveProperty("body.finished");
    expect(bad(await log({ from_page: 1, to_page: 1, seconds: 0, words_read: 10 })).message).toContain(
      "読書時間（秒）は 1 以上",
    );
    expect(bad(await log({ from_page: 1, to_page: 1, seconds: 14_401, words_read: 10 })).message).toContain(
      "14,400 以下",
    );
    expect(bad(await log({ from_page: 1, to_page: 1, seconds: 10, words_read: -1 })).message).toContain(
      "読んだ語数",
    );
    expect(bad(await log({ from_page: 1, to_page: 1, seconds: 10 })).message).toContain("読んだ語数");
    expect(
      bad(await log({ book_id: "eb-55-gone", from_page: 1, to_page: 1, seconds: 10, words_read: 1 }), 404)
        .data.error_key,
    ).toBe("ebook_not_found");
  });

  it("keeps a history with words per Japan day for 30 days, newest logs first", async () => {
    const fresh = await school.students[2]!.signIn();
    // 2026-03-01 23:30 Japan time, then 00:30 the next Japan day
    ebookClock.now = () => new Date("2026-03-01T14:30:00Z");
    ok(
      await c.postJson(
        `${E}/reading-log`,
        { book_id: TRAIN, from_page: 1, to_page: 2, seconds: 120, words_read: 200 },
        fresh,
      ),
    );
    ebookClock.now = () => new Date("2026-03-01T15:30:00Z");
    ok(
      await c.postJson(
        `${E}/reading-log`,
        { book_id: TRAIN, from_page: 3, to_page: 5, seconds: 180, words_read: 300, finished: 1 },
        fresh,
      ),
    );
    const h = ok<{
      logs: EbookHistoryLog[];
      total: number;
      daily: Array<{ date: string; words: number; seconds: number }>;
      finished_books: Array<{ book_id: string }>;
      totals: { books_read: number; words_read: number; minutes: number };
    }>(await c.get(`${E}/history?limit=1`, fresh));
    expect(h.total).toBe(2);
    expect(h.logs).toHaveLength(1);
    expect(h.logs[0]).toMatchObject({
      book_id: TRAIN,
      title: "The Night Train",
      date: "2026-03-02",
      words_read: 300,
      wpm: 100,
      finished: true,
      minutes: 3,
    });
    expect(h.daily).toHaveLength(30);
    expect(h.daily[29]).toEqual({ date: "2026-03-02", words: 300, seconds: 180 });
    expect(h.daily[28]).toEqual({ date: "2026-03-01", words: 200, seconds: 120 });
    expect(h.daily[0]!.date).toBe("2026-02-01");
    expect(h.finished_books.map((b) => b.book_id)).toEqual([TRAIN]);
    expect(h.totals).toEqual({ books_read: 1, words_read: 500, minutes: 5 });
    expect(bad(await c.get(`${E}/history?limit=101`, fresh)).message).toContain("表示件数");
    // the details of the book sum its logs
    const d = ok<{ reading: object }>(await c.get(`${E}/details?book_id=${TRAIN}`, fresh));
    expect(d.reading).toMatchObject({ sessions: 2, seconds: 300, words_read: 500, average_wpm: 100 });
  });

  it("shows the exercise's results from the textbook answer records of the book's res_code", async () => {
    const record = (guid: string, item: object, done: 0 | 1) =>
      c.postJson(
        "/v3/textbook/topic-answer-record",
        { res_code: "ebook-01", guid, mode: "practice", is_completed: done, item },
        me,
      );
    ok(
      await record(
        "eb-g1",
        {
          question_id: "q1",
          result: [
            { question_id: "q1-1", answer_index: 0 },
            { question_id: "q1-2", answer_index: 0 },
          ],
        },
        0,
      ),
    );
    ok(await record("eb-g1", { question_id: "q2", result: [{ question_id: "q2-1", answer_index: 2 }] }, 1));
    // an unfinished attempt does not count
    ok(await record("eb-g2", { question_id: "q1", result: [{ question_id: "q1-1", answer_index: 0 }] }, 0));
    const info = ok<{
      res_code: string;
      question_count: number;
      best_percent: number;
      results: Array<{ guid: string; right: number; total: number; percent_score: number }>;
    }>(await c.get(`${E}/exercise-info?book_id=${RED}`, me));
    expect(info).toMatchObject({ res_code: "ebook-01", res_version: 3, question_count: 3 });
    expect(info.results).toHaveLength(1);
    expect(info.results[0]).toMatchObject({ guid: "eb-g1", right: 2, total: 3 });
    expect(info.best_percent).toBe(info.results[0]!.percent_score);
    const d = ok<{ exercise: object }>(await c.get(`${E}/details?book_id=${RED}`, me));
    expect(d.exercise).toMatchObject({ attempts: 1, last_guid: "eb-g1", best_percent: info.best_percent });
    // the study history lists it as the e-book's exercise
    const hist = ok<{
      items: Array<{ res_code: string; res_title: string; book_title: string; unit_title: string }>;
    }>(await c.get("/v3/history/list", me));
    expect(hist.items.find((i) => i.res_code === "ebook-01")).toMatchObject({
      res_title: "赤いたこ",
      book_title: "電子書籍",
      unit_title: "内容理解の問題",
    });
    // another student has no results
    expect(
      ok<{ results: unknown[] }>(await c.get(`${E}/exercise-info?book_id=${RED}`, other)).results,
    ).toEqual([]);
  });

  it("takes an impression once (10 concurrent submits keep one row), masks sensitive words, checks the fields", async () => {
    const body = {
      book_id: TRAIN,
      rating: 4,
      content: "The ending was stupid but I liked the train.",
      favourite_line: "p2-1",
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => c.postJson(`${E}/impression-submit`, body, me)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.json().data.error_key)).toEqual(Array(9).fill("impression_exists"));
    const rows = await t.db.query("SELECT id FROM ebook_impressions WHERE student_id = $1 AND book_id = $2", [
      school.students[0]!.id,
      TRAIN,
    ]);
    expect(rows).toHaveLength(1);
    const { impression } = ok<{
      impression: { rating: number; content: string; favourite_line: { text: string } };
    }>(await c.get(`${E}/impression?book_id=${TRAIN}`, me));
    expect(impression).toMatchObject({ rating: 4, content: "The ending was ****** but I liked the train." });
    expect(impression.favourite_line.text).toBe("Line 1 of page 2 of The Night Train.");
    expect(
      ok<{ impression: null }>(await c.get(`${E}/impression?book_id=${TRAIN}`, other)).impression,
    ).toBeNull();

    const submit = (b: object) =>
      c.postJson(`${E}/impression-submit`, { ...body, book_id: RED, ...b }, other);
    expect(bad(await submit({ content: "too short" })).message).toBe(
      "感想は 10 文字以上で入力してください。",
    );
    expect(bad(await submit({ content: "a".repeat(401) })).message).toBe(
      "感想は 400 文字以内で入力してください。",
    );
    expect(bad(await submit({ rating: 6 })).message).toContain("評価");
    expect(bad(await submit({ rating: 0 })).message).toContain("評価");
    expect(bad(await submit({ favourite_line: "p9-9" })).data.fields).toHaveProperty("body.favourite_line");
    expect(bad(await submit({ favourite_line: "<b>" })).message).toContain("お気に入りの文");
    const noLine = ok<{ impression: { favourite_line: null } }>(await submit({ favourite_line: "" }));
    expect(noLine.impression.favourite_line).toBeNull();
  });
});
