import { rmSync } from "node:fs";
import type { FreeReadingAssignment, FreeReadingProgress } from "@hibiki/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import {
  createClass,
  createStudent,
  createTeacher,
  createTestSchool,
  signIn,
  type TestSchool,
  uniqueName,
} from "../../test/factories.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { ebookClock } from "./ebook-clock.ts";
import { writeEbookContent } from "./test-fixture.ts";

const T = "/v3/teacher/free-reading";
const E = "/v3/ebook";
const RED = "eb-01-the-red-kite"; // YL 0.6, 4 pages × 60 words
const GARDEN = "eb-12-the-school-garden"; // YL 1.2, 3 pages × 40 words
const TRAIN = "eb-20-the-night-train"; // YL 2.0, 5 pages × 100 words
const ROBOTS = "eb-36-robots-at-work"; // YL 3.6

type Res = { statusCode: number; body: string; json(): { code: number; message: string; data: unknown } };
type Row = FreeReadingProgress & { student_id: number; books: Array<{ book_id: string }> };

describe.skipIf(skipPg)("free-reading homework (teacher/free-reading/*, ebook/free-reading-list)", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let foreign: TestSchool;
  let teacher: string;
  let dir: string;
  const realNow = ebookClock.now;
  const at = (iso: string) => {
    ebookClock.now = () => new Date(iso);
  };

  beforeAll(async () => {
    dir = writeEbookContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir });
    useContentDir(t, dir);
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    foreign = await createTestSchool(t, { students: 1 });
    teacher = await school.teacher.signIn();
  }, 60_000);
  afterAll(async () => {
    ebookClock.now = realNow;
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
    return r.json() as { message: string; data: { error_key: string; fields?: Record<string, string> } };
  };
  const base = {
    title: "春休みの多読",
    mode: "level",
    yl_min: 1.0,
    yl_max: 2.5,
    target_type: "books",
    target_value: 2,
    start_date: "2026-03-01",
    end_date: "2026-03-10",
  };
  const assign = (body: object, token = teacher) =>
    c.postJson(`${T}/assign`, { class_id: school.classId, ...base, ...body }, token);
  const read = (token: string, book: string, pages: number, words: number, finished = 1) =>
    c.postJson(
      `${E}/reading-log`,
      { book_id: book, from_page: 1, to_page: pages, seconds: 300, words_read: words, finished },
      token,
    );

  it("counts only eligible books finished and words read inside the period; late joiners see it", async () => {
    const [a, b] = school.students;
    const ta = await a!.signIn();
    const tb = await b!.signIn();
    // before the period: the train is finished and 500 words are read
    at("2026-02-27T03:00:00Z");
    ok(await read(ta, TRAIN, 5, 500));
    at("2026-03-01T01:00:00Z");
    const made = ok<{ assignment: FreeReadingAssignment; students: number }>(await assign({}));
    expect(made.students).toBe(2);
    expect(made.assignment).toMatchObject({
      title: "春休みの多読",
      mode: "level",
      yl_min: 1,
      yl_max: 2.5,
      status: "open",
      books: [],
    });
    const id = made.assignment.assignment_id;
    // inside the period: the garden (eligible) and the red kite (below the range) are finished
    at("2026-03-02T03:00:00Z");
    ok(await read(ta, GARDEN, 3, 120));
    ok(await read(ta, RED, 4, 240));
    ok(await read(tb, TRAIN, 2, 200, 0));
    // after the period (Japan day 2026-03-11 starts at 15:00 UTC on the 10th)
    at("2026-03-10T15:30:00Z");
    ok(await read(tb, TRAIN, 5, 500));
    at("2026-03-05T03:00:00Z");

    const progress = ok<{ assignment: FreeReadingAssignment; items: Row[] }>(
      await c.get(`${T}/progress?assignment_id=${id}`, teacher),
    );
    const rowOf = (sid: number) => progress.items.find((r) => r.student_id === sid)!;
    expect(rowOf(a!.id)).toMatchObject({
      books_read: 1,
      words_read: 120,
      progress: 1,
      percent: 50,
      done: false,
    });
    expect(rowOf(a!.id).books.map((x) => x.book_id)).toEqual([GARDEN]);
    expect(rowOf(b!.id)).toMatchObject({ books_read: 0, words_read: 200, progress: 0, done: false });

    // marking a book read inside the period counts it: a reaches 2 books
    ok(await c.postJson(`${E}/mark-read`, { book_id: TRAIN, is_read: 0 }, ta));
    ok(await c.postJson(`${E}/mark-read`, { book_id: TRAIN, is_read: 1 }, ta));
    const list = ok<{ items: Array<FreeReadingAssignment & FreeReadingProgress> }>(
      await c.get(`${E}/free-reading-list`, ta),
    );
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      assignment_id: id,
      books_read: 2,
      percent: 100,
      done: true,
      status: "open",
    });
    expect(ok<{ free_reading_open: number }>(await c.get(`${E}/index`, ta)).free_reading_open).toBe(0);
    expect(ok<{ free_reading_open: number }>(await c.get(`${E}/index`, tb)).free_reading_open).toBe(1);
    const classList = ok<{ items: Array<{ assignment_id: number; students: number; done_count: number }> }>(
      await c.get(`${T}/assignments?class_id=${school.classId}`, teacher),
    );
    expect(classList.items.find((x) => x.assignment_id === id)).toMatchObject({ students: 2, done_count: 1 });

    // a student who joins the class later sees it; a student of another school does not
    const late = await createStudent(t.db, {
      schoolId: school.schoolId,
      classId: school.classId,
      card: "active",
    });
    const tl = await signIn(t.app, late.username);
    expect(
      ok<{ items: Array<{ assignment_id: number; progress: number }> }>(
        await c.get(`${E}/free-reading-list`, tl),
      ).items,
    ).toMatchObject([{ assignment_id: id, progress: 0 }]);
    const tf = await foreign.student.signIn();
    expect(ok<{ items: unknown[] }>(await c.get(`${E}/free-reading-list`, tf)).items).toEqual([]);
    expect(
      ok<{ items: Row[] }>(await c.get(`${T}/progress?assignment_id=${id}`, teacher)).items,
    ).toHaveLength(3);
  });

  it("counts chosen books and words toward a words target", async () => {
    at("2026-04-01T03:00:00Z");
    const made = ok<{ assignment: FreeReadingAssignment }>(
      await assign({
        mode: "books",
        book_ids: [ROBOTS, TRAIN],
        target_type: "words",
        target_value: 600,
        start_date: "2026-04-01",
        end_date: "2026-04-30",
      }),
    );
    expect(made.assignment.books.map((b) => b.book_id)).toEqual([ROBOTS, TRAIN]);
    expect(made.assignment).toMatchObject({ yl_min: null, yl_max: null, target_type: "words" });
    const ta = await school.students[0]!.signIn();
    ok(await read(ta, TRAIN, 5, 500));
    ok(await read(ta, GARDEN, 3, 120)); // not chosen
    ok(
      await c.postJson(
        `${E}/reading-log`,
        { book_id: ROBOTS, from_page: 1, to_page: 1, seconds: 60, words_read: 999 },
        ta,
      ),
    ); // capped at 150
    const { items } = ok<{ items: Row[] }>(
      await c.get(`${T}/progress?assignment_id=${made.assignment.assignment_id}`, teacher),
    );
    expect(items.find((r) => r.student_id === school.students[0]!.id)).toMatchObject({
      words_read: 650,
      progress: 650,
      books_read: 1,
      percent: 100,
      done: true,
    });
  });

  it("refuses bad input with the field named", async () => {
    at("2026-03-05T03:00:00Z");
    const field = async (body: object) => {
      const r = bad(await assign(body));
      return { key: r.data.error_key, message: r.message, fields: r.data.fields };
    };
    expect((await field({ title: "  " })).message).toBe("課題名を入力してください。");
    expect((await field({ title: "あ".repeat(41) })).message).toContain("40 文字以内");
    expect((await field({ mode: "random" })).message).toContain("モード");
    expect((await field({ yl_min: 3, yl_max: 1 })).fields).toHaveProperty("body.yl_max");
    expect((await field({ yl_min: 0.2 })).message).toContain("最低レベル（YL）");
    expect((await field({ mode: "books" })).fields).toEqual({
      "body.book_ids": "本を 1 冊以上選んでください。",
    });
    expect((await field({ mode: "books", book_ids: ["eb-99-nothing"] })).message).toContain("eb-99-nothing");
    expect((await field({ mode: "books", book_ids: ["bad id"] })).message).toContain("本");
    expect((await field({ mode: "books", book_ids: [RED], target_value: 2 })).fields).toHaveProperty(
      "body.target_value",
    );
    expect((await field({ target_value: 0 })).message).toContain("目標の値");
    expect((await field({ target_type: "pages" })).message).toContain("目標の種類");
    expect((await field({ start_date: "2026-02-30" })).fields).toHaveProperty("body.start_date");
    expect((await field({ start_date: "3/1" })).message).toContain("開始日");
    expect((await field({ start_date: "2026-03-09", end_date: "2026-03-08" })).fields).toHaveProperty(
      "body.end_date",
    );
    expect((await field({ start_date: "2026-03-01", end_date: "2026-03-04" })).message).toBe(
      "終了日は今日以降にしてください。",
    );
    expect((await field({ end_date: "2027-03-10" })).message).toContain("366 日以内");
    expect(bad(await c.get(`${T}/progress?assignment_id=abc`, teacher)).message).toContain("多読課題");
  });

  it("keeps each teacher to their own classes", async () => {
    at("2026-03-05T03:00:00Z");
    const { assignment } = ok<{ assignment: FreeReadingAssignment }>(await assign({}));
    const id = assignment.assignment_id;
    // another school's teacher
    const ft = await foreign.teacher.signIn();
    expect(bad(await assign({}, ft), 404).data.error_key).toBe("not_found");
    expect(bad(await c.get(`${T}/assignments?class_id=${school.classId}`, ft), 404).data.error_key).toBe(
      "not_found",
    );
    expect(bad(await c.get(`${T}/progress?assignment_id=${id}`, ft), 404).data.error_key).toBe("not_found");
    expect(bad(await c.postJson(`${T}/delete`, { assignment_id: id }, ft), 404).data.error_key).toBe(
      "not_found",
    );
    // another teacher of the same school, with a class of their own
    const colleague = await createTeacher(t.db, { schoolId: school.schoolId });
    const ct = await signIn(t.app, colleague.username, "teacher");
    const theirClass = await createClass(
      t.db,
      school.schoolId,
      uniqueName("class"),
      uniqueName("C").toUpperCase(),
      colleague.id,
    );
    expect(bad(await c.get(`${T}/progress?assignment_id=${id}`, ct), 404).data.error_key).toBe("not_found");
    expect(bad(await assign({}, ct), 404).data.error_key).toBe("not_found");
    ok(await c.postJson(`${T}/assign`, { ...base, class_id: theirClass }, ct));
    expect(bad(await c.get(`${T}/assignments?class_id=${theirClass}`, teacher), 404).data.error_key).toBe(
      "not_found",
    );
    // students are refused the teacher calls
    const ts = await school.student.signIn();
    expect((await c.get(`${T}/books`, ts)).statusCode).toBe(401);
    // an archived class takes no new work
    await t.db.query("UPDATE classes SET archived_at = now() WHERE id = $1", [theirClass]);
    expect(bad(await c.postJson(`${T}/assign`, { ...base, class_id: theirClass }, ct)).data.error_key).toBe(
      "class_archived",
    );
    // the owner deletes it; the students no longer see it
    ok(await c.postJson(`${T}/delete`, { assignment_id: id }, teacher));
    const mine = ok<{ items: Array<{ assignment_id: number }> }>(await c.get(`${E}/free-reading-list`, ts));
    expect(mine.items.map((i) => i.assignment_id)).not.toContain(id);
    expect(bad(await c.postJson(`${T}/delete`, { assignment_id: id }, teacher), 404).data.error_key).toBe(
      "not_found",
    );
    const books = ok<{ items: Array<{ book_id: string }> }>(await c.get(`${T}/books`, teacher));
    expect(books.items.map((b) => b.book_id)).toEqual([RED, GARDEN, TRAIN, ROBOTS]);
  });
});
