import { rmSync } from "node:fs";
import { EBOOK_SHELF_MAX, type EbookListItem } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool, updateStudentProfile } from "../../test/factories.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { FIXTURE_BOOKS, resCodeOf, writeEbookContent } from "./test-fixture.ts";

const E = "/v3/ebook";
const RED = "eb-01-the-red-kite";
const GARDEN = "eb-12-the-school-garden";

type Res = { statusCode: number; body: string; json(): { code: number; message: string; data: unknown } };

describe.skipIf(skipPg)(
  "e-book library calls (ebook/index, list, details, content, shelf, bookmarks)",
  () => {
    let t: TestApp;
    let c: ReturnType<typeof client>;
    let school: TestSchool;
    let me: string;
    let other: string;
    let dir: string;

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

    const ok = <T>(r: Res) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data as T;
    };
    const bad = (r: Res, status = 400) => {
      expect(r.statusCode, r.body).toBe(status);
      const body = r.json() as {
        code: number;
        message: string;
        data: { error_key: string; fields?: Record<string, string> };
      };
      expect(body.code).toBe(status);
      return body;
    };

    it("lists the library with filters, sorting, paging and the student's state", async () => {
      const all = ok<{ list: EbookListItem[]; total: number }>(await c.get(`${E}/list`, me));
      expect(all.total).toBe(4);
      expect(all.list.map((b) => b.book_id)).toEqual(FIXTURE_BOOKS.map((b) => b.book_id));
      expect(all.list[0]).toMatchObject({
        title: "The Red Kite",
        yl: 0.6,
        word_count: 240,
        page_count: 4,
        cover: "/res/ebook-01/3/cover.svg",
        on_shelf: false,
        is_read: false,
        progress_page: 0,
        last_read_at: null,
      });
      const ids = async (q: string) =>
        ok<{ list: EbookListItem[]; total: number }>(await c.get(`${E}/list?${q}`, me)).list.map(
          (b) => b.book_id,
        );
      expect(await ids("yl_min=1&yl_max=2")).toEqual([GARDEN, "eb-20-the-night-train"]);
      expect(await ids("cefr=B2")).toEqual(["eb-36-robots-at-work"]);
      expect(await ids("genre=nonfiction&topic=nature")).toEqual([GARDEN]);
      expect(await ids("keyword=%E5%A4%9C%E8%A1%8C")).toEqual(["eb-20-the-night-train"]); // 夜行 (title_ja)
      expect(await ids("keyword=ROBOTS")).toEqual(["eb-36-robots-at-work"]);
      expect(await ids("sort=words")).toEqual([GARDEN, RED, "eb-36-robots-at-work", "eb-20-the-night-train"]);
      const page2 = ok<{ list: EbookListItem[]; total: number }>(await c.get(`${E}/list?limit=3&page=2`, me));
      expect(page2).toMatchObject({ total: 4, list: [{ book_id: "eb-36-robots-at-work" }] });
    });

    it("refuses bad list filters with the field named in Japanese", async () => {
      expect(bad(await c.get(`${E}/list?cefr=C1`, me)).message).toContain("CEFR レベル");
      expect(bad(await c.get(`${E}/list?yl_min=9`, me)).message).toContain("最低レベル（YL）");
      expect(bad(await c.get(`${E}/list?status=done`, me)).message).toContain("状態");
      expect(bad(await c.get(`${E}/list?limit=41`, me)).message).toContain("表示件数");
      expect(bad(await c.get(`${E}/list?sort=random`, me)).message).toContain("並び順");
      expect(bad(await c.get(`${E}/list?topic=cars`, me)).message).toContain("トピック");
      expect(bad(await c.get(`${E}/list`), 401).data.error_key).toBe("token_missing");
    });

    it("shows a book's details and text; an unknown or malformed id is refused", async () => {
      const d = ok<{
        book: EbookListItem;
        bookmarks: unknown[];
        impression: null;
        exercise: object;
        reading: object;
      }>(await c.get(`${E}/details?book_id=${RED}`, me));
      expect(d.book).toMatchObject({ book_id: RED, res_code: "ebook-01", on_shelf: false });
      expect(d.exercise).toEqual({
        res_code: "ebook-01",
        res_version: 3,
        question_count: 3,
        attempts: 0,
        best_percent: null,
        last_guid: null,
      });
      expect(d.reading).toEqual({
        sessions: 0,
        seconds: 0,
        words_read: 0,
        average_wpm: null,
        last_read_at: null,
      });
      expect(d.impression).toBeNull();
      const text = ok<{
        pages: Array<{ page_no: number; lines: Array<{ sentence_id: string; voice: string }> }>;
        speakers: object;
        glossary: unknown[];
      }>(await c.get(`${E}/content?book_id=${RED}`, me));
      expect(text.pages).toHaveLength(4);
      expect(text.pages[0]!.lines.map((l) => [l.sentence_id, l.voice])).toEqual([
        ["p1-1", "female1"],
        ["p1-2", "female2"],
      ]);
      expect(text.speakers).toEqual({ narrator: "female1", Mika: "female2" });
      expect(text.glossary).toEqual([{ word: "kite", ja: "たこ" }]);

      const missing = bad(await c.get(`${E}/details?book_id=eb-99-no-such-book`, me), 404);
      expect(missing.data.error_key).toBe("ebook_not_found");
      expect(bad(await c.get(`${E}/content?book_id=eb-99-no-such-book`, me), 404).data.error_key).toBe(
        "ebook_not_found",
      );
      const malformed = bad(await c.get(`${E}/details?book_id=../../etc`, me));
      expect(malformed.message).toBe("本の形式が正しくありません。");
      expect(bad(await c.get(`${E}/details`, me)).message).toContain("本を");
    });

    it("adds and removes shelf books, refusing the 31st (bookshelf_full)", async () => {
      const add = (id: string, token = me) => c.postJson(`${E}/bookshelf-add`, { book_id: id }, token);
      const first = ok<{ state: { on_shelf: boolean }; shelf_count: number }>(await add(RED));
      expect(first).toMatchObject({ state: { on_shelf: true }, shelf_count: 1 });
      // again: no change
      expect(ok<{ shelf_count: number }>(await add(RED)).shelf_count).toBe(1);
      const index = ok<{ shelf: EbookListItem[] }>(await c.get(`${E}/index`, me));
      expect(index.shelf.map((b) => b.book_id)).toEqual([RED]);
      // the other student's shelf is their own
      expect(ok<{ shelf: EbookListItem[] }>(await c.get(`${E}/index`, other)).shelf).toEqual([]);
      const removed = ok<{ state: { on_shelf: boolean }; shelf_count: number }>(
        await c.postJson(`${E}/bookshelf-remove`, { book_id: RED }, me),
      );
      expect(removed).toMatchObject({ state: { on_shelf: false }, shelf_count: 0 });
      expect(bad(await add("eb-77-unknown"), 404).data.error_key).toBe("ebook_not_found");

      // the library has 4 books: fill the shelf to 30 with rows of books a later build may no longer have
      const third = school.students[2]!;
      const token = await third.signIn();
      for (let i = 0; i < EBOOK_SHELF_MAX - 1; i++)
        await t.db.query(
          "INSERT INTO ebook_states (student_id, school_id, book_id, shelf_added_at) VALUES ($1, $2, $3, now())",
          [third.id, school.schoolId, `eb-9${i % 10}-old-book-${i}`],
        );
      expect(ok<{ shelf_count: number }>(await add(RED, token)).shelf_count).toBe(EBOOK_SHELF_MAX);
      const full = bad(await add(GARDEN, token));
      expect(full.data.error_key).toBe("bookshelf_full");
      expect(full.message).toContain("本棚がいっぱいです");
      // a removal makes room
      ok(await c.postJson(`${E}/bookshelf-remove`, { book_id: RED }, token));
      expect(ok<{ shelf_count: number }>(await add(GARDEN, token)).shelf_count).toBe(EBOOK_SHELF_MAX);

      // two places left and four concurrent adds: exactly two get in
      await t.db.query("DELETE FROM ebook_states WHERE student_id = $1 AND book_id IN ($2, $3)", [
        third.id,
        GARDEN,
        "eb-90-old-book-0",
      ]);
      const racing = await Promise.all(FIXTURE_BOOKS.map((b) => add(b.book_id, token)));
      expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 400, 400]);
      const shelf = await t.db.query(
        "SELECT 1 FROM ebook_states WHERE student_id = $1 AND shelf_added_at IS NOT NULL",
        [third.id],
      );
      expect(shelf).toHaveLength(EBOOK_SHELF_MAX);
    });

    it("marks a book read and unread", async () => {
      const read = ok<{ state: { is_read: boolean; read_at: string | null } }>(
        await c.postJson(`${E}/mark-read`, { book_id: GARDEN, is_read: 1 }, me),
      );
      expect(read.state.is_read).toBe(true);
      expect(read.state.read_at).not.toBeNull();
      const listed = ok<{ list: EbookListItem[] }>(await c.get(`${E}/list?status=read`, me));
      expect(listed.list.map((b) => b.book_id)).toEqual([GARDEN]);
      expect(ok<{ totals: { books_read: number } }>(await c.get(`${E}/index`, me)).totals.books_read).toBe(1);
      const unread = ok<{ state: { is_read: boolean; read_at: null } }>(
        await c.postJson(`${E}/mark-read`, { book_id: GARDEN, is_read: "0" }, me),
      );
      expect(unread.state).toMatchObject({ is_read: false, read_at: null });
      expect(bad(await c.postJson(`${E}/mark-read`, { book_id: GARDEN, is_read: 2 }, me)).message).toContain(
        "読了の状態",
      );
    });

    it("keeps bookmarks unique by name and by page, with a required name, and only the owner deletes", async () => {
      const add = (body: object, token = me) =>
        c.postJson(`${E}/bookmark-add`, { book_id: RED, ...body }, token);
      const { bookmark } = ok<{ bookmark: { bookmark_id: number; name: string; page_no: number } }>(
        await add({ page_no: 2, name: "  好きな場面  " }),
      );
      expect(bookmark).toMatchObject({ name: "好きな場面", page_no: 2 });
      expect(bad(await add({ page_no: 3, name: "好きな場面" })).data.error_key).toBe("bookmark_exists");
      expect(bad(await add({ page_no: 2, name: "べつの名前" })).data.error_key).toBe("bookmark_exists");
      const empty = bad(await add({ page_no: 3, name: "   " }));
      expect(empty.message).toBe("しおりの名前を入力してください。");
      expect(bad(await add({ page_no: 3 })).message).toBe("しおりの名前を入力してください。");
      expect(bad(await add({ page_no: 3, name: "あ".repeat(31) })).message).toContain("30 文字以内");
      expect(bad(await add({ page_no: 5, name: "先" })).data.fields).toEqual({
        "body.page_no": "ページは 1〜4 で指定してください。",
      });
      expect(bad(await add({ page_no: 0, name: "先" })).message).toContain("ページ");
      // the same name in another student's book is theirs to use
      ok(await add({ page_no: 2, name: "好きな場面" }, other));

      const mine = ok<{ items: Array<{ bookmark_id: number }> }>(
        await c.get(`${E}/bookmarks?book_id=${RED}`, me),
      );
      expect(mine.items).toHaveLength(1);
      // another student cannot delete it
      const del = (id: number, token: string) =>
        c.postJson(`${E}/bookmark-delete`, { bookmark_id: id }, token);
      expect(bad(await del(bookmark.bookmark_id, other), 404).data.error_key).toBe("not_found");
      expect(bad(await del(-1, me)).message).toContain("しおり");
      ok(await del(bookmark.bookmark_id, me));
      expect(ok<{ items: unknown[] }>(await c.get(`${E}/bookmarks?book_id=${RED}`, me)).items).toEqual([]);
      expect(
        ok<{ items: unknown[] }>(await c.get(`${E}/bookmarks?book_id=${RED}`, other)).items,
      ).toHaveLength(1);
    });

    it("refuses college students, like the dictionary", async () => {
      const college = school.students[2]!;
      await updateStudentProfile(t.db, college.id, { college: true });
      const token = await college.signIn();
      expect(bad(await c.get(`${E}/index`, token), 403).data.error_key).toBe("college_not_available");
      expect(bad(await c.postJson(`${E}/bookshelf-add`, { book_id: RED }, token), 403).data.error_key).toBe(
        "college_not_available",
      );
      // nor can they open a book's exercise through the textbook player's calls
      const exercise = await c.get(`/v3/textbook/resource-info?res_code=${resCodeOf(RED)}`, token);
      expect(bad(exercise, 403).data.error_key).toBe("college_not_available");
      await updateStudentProfile(t.db, college.id, { college: false });
    });
  },
);
