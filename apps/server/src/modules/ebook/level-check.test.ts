import { rmSync } from "node:fs";
import type { EbookListItem } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { choosePaper, type Marked, scoreLevel } from "./level-check.ts";
import { LEVEL_ITEMS, writeEbookContent } from "./test-fixture.ts";

const E = "/v3/ebook";
type Res = { statusCode: number; body: string; json(): { code: number; message: string; data: unknown } };

/** A paper of items at these levels, right where `rights` says. */
const marked = (rows: Array<[number, boolean]>): Marked[] =>
  rows.map(([yl, right], i) => ({ item_id: `i${i}`, yl, answer: 0, choice: right ? 0 : 1, is_right: right }));

describe("level-check scoring (pure)", () => {
  const paper = (rights: boolean[]) =>
    marked(
      [0.6, 1.2, 1.6, 2.2, 2.6, 3.2, 3.6, 3.9].map((yl, i) => [yl, rights[i] ?? false] as [number, boolean]),
    );

  it("stops at the first band not all right and takes the highest right level up to it", () => {
    expect(scoreLevel(paper([true, true, true, false, false, false, false, false]))).toMatchObject({
      yl: 1.6,
      cefr: "A2",
    });
    expect(scoreLevel(paper([true, true, false, false, false, false, false, false]))).toMatchObject({
      yl: 1.2,
      cefr: "A1",
    });
    expect(scoreLevel(paper([true, true, true, true, true, false, false, false]))).toMatchObject({
      yl: 2.6,
      cefr: "B1",
    });
    expect(scoreLevel(paper(Array(8).fill(true)))).toMatchObject({ yl: 3.9, cefr: "B2" });
  });

  it("ignores lucky guesses above the stopping band and floors at 0.5", () => {
    // A1 half right, then B2 right by luck: the level stays in A1
    expect(scoreLevel(paper([true, false, false, false, false, false, true, true]))).toMatchObject({
      yl: 0.6,
    });
    expect(scoreLevel(paper(Array(8).fill(false)))).toMatchObject({ yl: 0.5, cefr: "A1" });
    expect(scoreLevel(paper([false, true, true, true, true, true, true, true]))).toMatchObject({ yl: 1.2 });
  });

  it("counts right answers per band", () => {
    const { per_level } = scoreLevel(paper([true, true, true, false, false, false, false, true]));
    expect(per_level).toEqual([
      { cefr: "A1", yl_min: 0.5, yl_max: 1.4, right: 2, total: 2 },
      { cefr: "A2", yl_min: 1.5, yl_max: 2.4, right: 1, total: 2 },
      { cefr: "B1", yl_min: 2.5, yl_max: 3.4, right: 0, total: 2 },
      { cefr: "B2", yl_min: 3.5, yl_max: 4.0, right: 1, total: 2 },
    ]);
  });

  it("chooses two items per band, one from each half, easiest first", () => {
    for (let run = 0; run < 20; run++) {
      const p = choosePaper(LEVEL_ITEMS);
      expect(p).toHaveLength(8);
      expect(p.map((i) => i.yl)).toEqual([...p.map((i) => i.yl)].sort((a, b) => a - b));
      // A1 items are 0.5, 0.8 | 1.0, 1.3: one of each half
      expect([0.5, 0.8]).toContain(p[0]!.yl);
      expect([1.0, 1.3]).toContain(p[1]!.yl);
      expect([3.8, 4.0]).toContain(p[7]!.yl);
    }
  });
});

describe.skipIf(skipPg)("ebook/level-check calls", () => {
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
    school = await createTestSchool(t, { students: 2 });
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
  type Paper = { paper_id: string; items: Array<{ item_id: string; options: string[] }>; level: unknown };
  const answerOf = (id: string) => LEVEL_ITEMS.find((i) => i.item_id === id)!;

  it("hands out a paper without answers, scores it, stores the level and recommends books near it", async () => {
    const before = ok<{ level: null; recommended: unknown[] }>(await c.get(`${E}/index`, me));
    expect(before).toMatchObject({ level: null, recommended: [] });
    const paper = ok<Paper>(await c.get(`${E}/level-check`, me));
    expect(paper.items).toHaveLength(8);
    expect(paper.level).toBeNull();
    expect(paper.paper_id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    for (const i of paper.items) {
      expect(i).not.toHaveProperty("answer");
      expect(i).not.toHaveProperty("passage_ja");
    }
    // A1 both right, A2 the easier right and the harder wrong, the rest unanswered
    const [a1, a1b, a2, a2b] = paper.items.map((i) => answerOf(i.item_id));
    const answers = [
      { item_id: a1!.item_id, choice: a1!.answer },
      { item_id: a1b!.item_id, choice: a1b!.answer },
      { item_id: a2!.item_id, choice: a2!.answer },
      { item_id: a2b!.item_id, choice: (a2b!.answer + 1) % 4 },
    ];
    const result = ok<{
      yl: number;
      cefr: string;
      right: number;
      total: number;
      recommended: EbookListItem[];
      items: Array<{ is_right: boolean; choice: number | null }>;
    }>(await c.postJson(`${E}/level-check-submit`, { paper_id: paper.paper_id, answers }, me));
    expect(result).toMatchObject({ yl: a2!.yl, cefr: "A2", right: 3, total: 8 });
    expect(result.items.filter((i) => i.choice === null)).toHaveLength(4);
    const near = result.recommended.map((b) => b.book_id);
    for (const b of result.recommended) expect(Math.abs(b.yl - a2!.yl)).toBeLessThanOrEqual(0.3 + 1e-9);
    // the easier A2 item is 1.5 (the garden, YL 1.2, is near) or 1.8 (the train, YL 2.0, is near)
    expect(near).toEqual([a2!.yl === 1.5 ? "eb-12-the-school-garden" : "eb-20-the-night-train"]);

    const index = ok<{ level: { yl: number; cefr: string }; recommended: EbookListItem[] }>(
      await c.get(`${E}/index`, me),
    );
    expect(index.level).toMatchObject({ yl: a2!.yl, cefr: "A2" });
    expect(index.recommended.map((b) => b.book_id)).toEqual(near);
    // a read book is no longer recommended
    ok(await c.postJson(`${E}/mark-read`, { book_id: near[0], is_read: 1 }, me));
    expect(ok<{ recommended: EbookListItem[] }>(await c.get(`${E}/index`, me)).recommended).toEqual([]);
    // sending the same paper again answers the stored result and changes nothing
    const again = ok<{ yl: number }>(
      await c.postJson(`${E}/level-check-submit`, { paper_id: paper.paper_id, answers: [] }, me),
    );
    expect(again.yl).toBe(a2!.yl);
    // the next paper shows the level
    expect(ok<Paper>(await c.get(`${E}/level-check`, me)).level).toMatchObject({ yl: a2!.yl });
  });

  it("refuses another student's paper, unknown ids and bad answers", async () => {
    const paper = ok<Paper>(await c.get(`${E}/level-check`, me));
    const theirs = await c.postJson(
      `${E}/level-check-submit`,
      { paper_id: paper.paper_id, answers: [] },
      other,
    );
    expect(theirs.statusCode).toBe(404);
    expect(ok<{ level: null }>(await c.get(`${E}/index`, other)).level).toBeNull();
    expect(
      (await c.postJson(`${E}/level-check-submit`, { paper_id: "AAAAAAAAAAAAAAAA", answers: [] }, me))
        .statusCode,
    ).toBe(404);
    const short = await c.postJson(`${E}/level-check-submit`, { paper_id: "x", answers: [] }, me);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("問題セット");
    const choice = await c.postJson(
      `${E}/level-check-submit`,
      { paper_id: paper.paper_id, answers: [{ item_id: paper.items[0]!.item_id, choice: 12 }] },
      me,
    );
    expect(choice.statusCode).toBe(400);
    expect(choice.json().message).toContain("選んだ答え");
    const missing = await c.postJson(`${E}/level-check-submit`, { paper_id: paper.paper_id }, me);
    expect(missing.json().message).toContain("解答");
  });
});
