import type { DictEntry, DictionaryFuzzyItem, DictionarySearchLog } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool, updateStudentProfile } from "../../test/factories.ts";
import { importDictionaryFixture } from "./test-fixture.ts";

const P = "/v3/dictionary";
type Search = { entry: DictEntry | null; suggestions: string[] };

describe.skipIf(skipPg)("dictionary calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let me: string;
  let other: string;

  beforeAll(async () => {
    t = await buildTestApp();
    await importDictionaryFixture(t.db);
    c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
    me = await school.students[0]!.signIn();
    other = await school.students[1]!.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const ok = <T>(r: { statusCode: number; body: string; json(): { data: unknown } }) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as T;
  };
  const bad = (
    r: { statusCode: number; body: string; json(): { code: number; data: { error_key: string } } },
    status = 400,
  ) => {
    expect(r.statusCode, r.body).toBe(status);
    expect(r.json().code).toBe(status);
    return r.json().data?.error_key;
  };
  const search = async (word: string, token = me, type?: number) =>
    ok<Search>(
      await c.get(
        `${P}/new-search-word?word=${encodeURIComponent(word)}${type ? `&type=${type}` : ""}`,
        token,
      ),
    );
  const logs = async (token = me, q = "") =>
    ok<{ items: DictionarySearchLog[]; total: number }>(await c.get(`${P}/word-search-logs${q}`, token));

  it("refuses every call without a sign-in", async () => {
    for (const url of [
      `${P}/new-search-word?word=go`,
      `${P}/screen-search-word?word=go`,
      `${P}/fuzzy-search-word?word=go`,
      `${P}/word-search-logs`,
      `${P}/introduce`,
      `${P}/pen-switch`,
    ])
      bad(await c.get(url), 401);
    bad(await c.postJson(`${P}/del-search-log`, { word_ids: [1] }), 401);
    bad(await c.postJson(`${P}/submit-word-log`, { word_id: 1, action: "view" }), 401);
    bad(await c.postJson(`${P}/pen-switch`, { enabled: true }), 401);
  });

  it("looks a word up with Japanese meanings, English senses, IPA and audio", async () => {
    const { entry, suggestions } = await search("go");
    expect(suggestions).toEqual([]);
    expect(entry?.word).toBe("go");
    expect(entry?.inflection).toBeUndefined();
    expect(entry?.meanings_ja.map((m) => m.text).join(" ")).toContain("行く");
    expect(entry?.senses_en.length).toBeGreaterThan(0);
    expect(entry?.senses_en.length).toBeLessThanOrEqual(6);
    expect(entry?.senses_en[0]?.pos).toBe("verb");
    expect(entry?.ipa).toMatch(/^ɡ?g?oʊ$/);
    expect(entry?.audio_url).toMatch(/\/v3\/tts\/speak\?.*text=go/);
    expect(entry?.in_word_book).toBe(false);
    const cat = (await search("Cat")).entry;
    expect(cat?.ipa).toBe("kæt");
    expect(cat?.query).toBe("Cat");
    expect(cat?.meanings_ja[0]?.text).toContain("猫");
    expect(cat?.senses_en[0]?.synonyms).not.toContain("cat");
  });

  it("plays the word's audio through the signed TTS URL", async () => {
    const { entry } = await search("cat");
    const url = new URL(entry!.audio_url!);
    const r = await t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    expect(r.headers["content-type"]).toContain("audio");
  });

  it("finds the base word of inflected forms", async () => {
    const cases: Array<[string, string, string[]]> = [
      ["went", "go", ["past"]],
      ["studies", "study", ["plural", "3rd_person"]],
      ["studied", "study", ["past"]],
      ["running", "run", ["ing"]],
      ["bigger", "big", ["comparative"]],
      ["happiest", "happy", ["superlative"]],
      ["children", "child", ["plural"]],
      ["leaves", "leaf", ["plural"]],
      ["boxes", "box", ["plural", "3rd_person"]],
      ["stopped", "stop", ["past"]],
      ["makes", "make", ["3rd_person", "plural"]],
    ];
    for (const [form, base, kinds] of cases) {
      const { entry } = await search(form);
      expect(entry?.word, form).toBe(base);
      expect(entry?.inflection?.form, form).toBe(form);
      expect(entry?.inflection?.base, form).toBe(base);
      expect(kinds, form).toContain(entry?.inflection?.kind);
    }
    // "saw" is a headword of its own (the tool) with a Japanese meaning only when the source has one
    const saw = (await search("saw")).entry;
    expect(["saw", "see"]).toContain(saw?.word);
  });

  it("suggests spellings for a word that is not there", async () => {
    const recieve = await search("recieve");
    expect(recieve.entry).toBeNull();
    expect(recieve.suggestions[0]).toBe("receive");
    for (const typed of ["nite", "nait"]) {
      const r = await search(typed);
      expect(r.entry, typed).toBeNull();
      expect(r.suggestions, typed).toContain("night");
      expect(r.suggestions.length).toBeLessThanOrEqual(10);
    }
    const none = await search("zzzzqx");
    expect(none).toEqual({ entry: null, suggestions: [] });
  });

  it("searches the Japanese meanings (type 2, or a Japanese query)", async () => {
    expect((await search("猫", me, 2)).entry?.word).toBe("cat");
    expect((await search("猫")).entry?.word).toBe("cat");
    const study = await search("勉強", me, 2);
    expect(["study", "student"]).toContain(study.entry?.word);
    expect((await search("存在しない語", me, 2)).entry).toBeNull();
  });

  it("rejects bad lookups with a 400 naming the field", async () => {
    for (const q of [
      "",
      "word=",
      `word=${"a".repeat(65)}`,
      "word=go&type=3",
      "word=go&type=x",
      "word=%3Cscript%3E",
      "word=a%00b",
    ]) {
      const r = await c.get(`${P}/new-search-word?${q}`, me);
      expect(bad(r), q).toBe("bad_request");
    }
    bad(await c.get(`${P}/screen-search-word`, me));
    bad(await c.get(`${P}/fuzzy-search-word?word=${"b".repeat(200)}`, me));
  });

  it("keeps a search history per student, newest first, one row per word", async () => {
    const before = (await logs(me)).total;
    await search("dog");
    await search("book");
    await search("dog");
    await search("notaword");
    const mine = await logs(me);
    expect(mine.total).toBe(before + 2);
    expect(mine.items[0]?.word).toBe("dog");
    expect(mine.items[1]?.word).toBe("book");
    expect(mine.items[0]?.ja_short).not.toBe("");
    expect(Date.parse(mine.items[0]!.searched_at)).toBeGreaterThan(0);
    const page2 = await logs(me, "?page=2&limit=1");
    expect(page2.items.map((i) => i.word)).toEqual(["book"]);
    expect(page2.total).toBe(mine.total);
    expect((await logs(other)).items.map((i) => i.word)).not.toContain("dog");
    bad(await c.get(`${P}/word-search-logs?limit=0`, me));
    bad(await c.get(`${P}/word-search-logs?page=-1`, me));
  });

  it("the pen popup looks words up without logging them", async () => {
    const before = await logs(me);
    const { entry } = ok<{ entry: DictEntry | null }>(await c.get(`${P}/screen-search-word?word=took`, me));
    expect(entry?.word).toBe("take");
    expect(entry?.inflection?.kind).toBe("past");
    expect(ok<{ entry: unknown }>(await c.get(`${P}/screen-search-word?word=qqqq`, me)).entry).toBeNull();
    expect(await logs(me)).toEqual(before);
  });

  it("autocompletes: prefix matches first, then close spellings and sound-alikes", async () => {
    const items = (w: string, type = 1) =>
      c
        .get(`${P}/fuzzy-search-word?word=${encodeURIComponent(w)}&type=${type}`, me)
        .then((r) => ok<{ items: DictionaryFuzzyItem[] }>(r).items);
    const stu = await items("stu");
    expect(
      stu
        .map((i) => i.word)
        .slice(0, 2)
        .sort(),
    ).toEqual(["student", "study"]);
    expect(stu[0]?.ja_short).not.toBe("");
    expect((await items("recieve")).map((i) => i.word)).toContain("receive");
    expect((await items("nite")).map((i) => i.word)).toContain("night");
    expect((await items("n")).length).toBeLessThanOrEqual(10);
    expect((await items("猫", 2)).map((i) => i.word)).toContain("cat");
  });

  it("deletes words from the history, only the caller's", async () => {
    await search("apple");
    await search("apple", other);
    const apple = (await logs(me)).items.find((i) => i.word === "apple")!;
    expect(ok(await c.postJson(`${P}/del-search-log`, { word_ids: [apple.word_id, 999_999] }, me))).toEqual({
      deleted: 1,
    });
    expect((await logs(me)).items.map((i) => i.word)).not.toContain("apple");
    expect((await logs(other)).items.map((i) => i.word)).toContain("apple");
    expect(ok(await c.postJson(`${P}/del-search-log`, { word_ids: [apple.word_id] }, me))).toEqual({
      deleted: 0,
    });
    // a form body names the ids comma-separated
    await search("apple");
    expect(ok(await c.postForm(`${P}/del-search-log`, { word_ids: `${apple.word_id}` }, me))).toEqual({
      deleted: 1,
    });
    for (const body of [
      {},
      { word_ids: [] },
      { word_ids: ["x"] },
      { word_ids: [0] },
      { word_ids: [-3] },
      { word_ids: "a,b" },
    ])
      expect(bad(await c.postJson(`${P}/del-search-log`, body, me)), JSON.stringify(body)).toBe(
        "bad_request",
      );
  });

  it("credits its sources with their licences", async () => {
    const d = ok<{
      sources: Array<{ name: string; licence: string; entries: number; url: string }>;
      total_entries: number;
    }>(await c.get(`${P}/introduce`, me));
    expect(d.sources.map((s) => s.name).join(" ")).toMatch(/FreeDict.*WordNet.*CMU/s);
    expect(d.sources[0]?.licence).toContain("CC BY-SA 3.0");
    expect(d.sources[1]?.licence).toContain("WordNet");
    expect(d.sources[2]?.licence).toMatch(/BSD/);
    for (const s of d.sources) expect(s.entries).toBeGreaterThan(0);
    expect(d.total_entries).toBeGreaterThan(20);
  });

  it("adds a word to the word book (my collection) and logs actions", async () => {
    const { entry } = await search("night");
    const r = ok(
      await c.postJson(`${P}/submit-word-log`, { word_id: entry!.word_id, action: "add_word_book" }, me),
    );
    expect(r).toEqual({ ok: true, in_word_book: true });
    expect((await search("night")).entry?.in_word_book).toBe(true);
    expect((await search("night", other)).entry?.in_word_book).toBe(false);
    const list = ok<{ items: Array<{ word: string; mean: string; ipa: string }> }>(
      await c.get("/v3/device/favorites/not-en-page-list", me),
    );
    const saved = list.items.find((i) => i.word === "night");
    expect(saved?.mean).toContain("夜");
    expect(saved?.ipa).toBe("naɪt");
    expect(
      ok(
        await c.postForm(
          `${P}/submit-word-log`,
          { word_id: String(entry!.word_id), action: "play_audio" },
          me,
        ),
      ),
    ).toEqual({
      ok: true,
      in_word_book: true,
    });
    const rows = await t.db.query<{ action: string }>(
      "SELECT action FROM dict_word_logs WHERE student_id = $1 ORDER BY id",
      [school.students[0]!.id],
    );
    expect(rows.map((x) => x.action)).toEqual(["add_word_book", "play_audio"]);
    expect(
      bad(await c.postJson(`${P}/submit-word-log`, { word_id: 9_999_999, action: "view" }, me), 404),
    ).toBe("not_found");
    for (const body of [
      { word_id: entry!.word_id },
      { word_id: entry!.word_id, action: "delete" },
      { word_id: "x", action: "view" },
      { action: "view" },
    ])
      expect(bad(await c.postJson(`${P}/submit-word-log`, body, me)), JSON.stringify(body)).toBe(
        "bad_request",
      );
  });

  it("stores the pen switch per student", async () => {
    expect(ok(await c.get(`${P}/pen-switch`, me))).toEqual({ enabled: false });
    expect(ok(await c.postJson(`${P}/pen-switch`, { enabled: true }, me))).toEqual({ enabled: true });
    expect(ok(await c.get(`${P}/pen-switch`, me))).toEqual({ enabled: true });
    expect(ok(await c.get(`${P}/pen-switch`, other))).toEqual({ enabled: false });
    expect(ok(await c.postForm(`${P}/pen-switch`, { enabled: "0" }, me))).toEqual({ enabled: false });
    expect(ok(await c.get(`${P}/pen-switch`, me))).toEqual({ enabled: false });
    for (const body of [{}, { enabled: "maybe" }, { enabled: 2 }])
      expect(bad(await c.postJson(`${P}/pen-switch`, body, me)), JSON.stringify(body)).toBe("bad_request");
  });

  it("is not part of a college student's product", async () => {
    const college = school.students[2]!;
    await updateStudentProfile(t.db, college.id, { college: true });
    const token = await college.signIn();
    expect(bad(await c.get(`${P}/new-search-word?word=go`, token), 403)).toBe("college_not_available");
  });
});
