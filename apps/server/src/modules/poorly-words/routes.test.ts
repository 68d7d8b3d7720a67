import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool } from "../../test/factories.ts";
import { poorlyWordLists } from "./service.ts";

const POST = "/v3/poorly-words";

describe.skipIf(skipPg)("poorly-words", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let me: string;
  let other: string;
  let meId: number;
  let otherId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    const school = await createTestSchool(t, { students: 2 });
    me = await school.students[0]!.signIn();
    other = await school.students[1]!.signIn();
    meId = school.students[0]!.id;
    otherId = school.students[1]!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("collects only words without apostrophes or digits that are new and not blacklisted", async () => {
    const r = await c.postForm(POST, { words: "Library|don't|42|the|river.|2nd|river" }, me);
    expect(r.statusCode).toBe(200);
    // "the" is a config poorly_words token (articles are never marked); "river." loses its full stop.
    expect(r.json().data).toEqual({ words: ["Library", "river"], total: 2 });
    const again = await c.postForm(POST, { words: "library,RIVER,bridge" }, me);
    expect(again.json().data).toEqual({ words: ["bridge"], total: 3 });
  });

  it("honours the stored blacklist: everyone's entries and the student's own, not other students'", async () => {
    await t.db.query(
      "INSERT INTO poorly_word_blacklist (student_id, word_key) VALUES (NULL, 'castle'), ($1, 'garden'), ($2, 'forest')",
      [meId, otherId],
    );
    const r = await c.postForm(POST, { words: "Castle|garden|forest" }, me);
    expect(r.json().data.words).toEqual(["forest"]);
    const o = await c.postForm(POST, { words: "Castle|garden|forest" }, other);
    expect(o.json().data.words).toEqual(["garden"]);
  });

  it("gives the speech evaluator each student's own lists", async () => {
    const mine = await poorlyWordLists(t.db, String(meId));
    expect(mine.collected).toEqual(["Library", "river", "bridge", "forest"]);
    expect([...mine.blacklist].sort()).toEqual(["castle", "garden"]);
    expect(mine.excluded).toContain("the");
    expect(mine.whiteList.length).toBeGreaterThan(0);
    const theirs = await poorlyWordLists(t.db, String(otherId));
    expect(theirs.collected).toEqual(["garden"]);
    for (const bad of ["", "abc", "0", "-1", "99999999999"]) {
      const lists = await poorlyWordLists(t.db, bad);
      expect(lists.collected, bad).toEqual([]);
      expect(lists.blacklist, bad).toEqual(["castle"]);
    }
  });

  it("refuses bad input and calls without a token", async () => {
    expect((await c.postForm(POST, {}, me)).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}`).join("|");
    const tooMany = await c.postForm(POST, { words: many }, me);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 400, data: { error_key: "bad_request" } });
    expect((await c.postForm(POST, { words: "x".repeat(101) }, me)).statusCode).toBe(400);
    expect((await c.postForm(POST, { words: "   |  " }, me)).json().data.words).toEqual([]);
    expect((await c.postForm(POST, { words: "<script>|a&b" }, me)).json().data.words).toEqual(["script"]);
    expect((await c.postForm(POST, { words: "river" })).statusCode).toBe(401);
  });
});
