import type { DictEntry } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ImportReport, importDictionary } from "../../dictionary-import/index.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool } from "../../test/factories.ts";

// The one test that imports the whole dictionary (the others import a few words: test-fixture.ts).
describe.skipIf(skipPg)("dictionary import (whole sources)", () => {
  let t: TestApp;
  let report: ImportReport;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp();
    report = await importDictionary(t.db);
    token = await (await createTestSchool(t)).student.signIn();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const search = async (word: string) => {
    const r = await client(t.app).get(
      `/v3/dictionary/new-search-word?word=${encodeURIComponent(word)}`,
      token,
    );
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as { entry: DictEntry | null; suggestions: string[] };
  };

  it("imports every source with the expected counts", async () => {
    expect(report.freedict).toBeGreaterThan(25_000);
    // WordNet lemmas a learner may look up (build-rows.ts learnerWord), each with its senses
    expect(report.wordnet).toBeGreaterThan(80_000);
    expect(report.words).toBeGreaterThan(90_000);
    expect(report.cmudict).toBeGreaterThan(60_000);
    expect(report.synsets).toBeGreaterThan(80_000);
    const n = await t.db.one<{ words: number; terms: number }>(
      "SELECT (SELECT count(*)::int FROM dict_words) AS words, (SELECT count(*)::int FROM dict_ja_terms) AS terms",
    );
    expect(n?.words).toBe(report.words);
    expect(n?.terms).toBeGreaterThan(30_000);
    // no markup got through
    const html = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM dict_words WHERE meanings_ja::text ~ '[<>]' OR display ~ '[<>]'",
    );
    expect(html?.n).toBe(0);
  });

  it("finds known entries, inflections and misspellings in the whole dictionary", async () => {
    const go = (await search("go")).entry;
    expect(go?.meanings_ja.map((m) => m.text).join(",")).toContain("行く");
    expect((await search("went")).entry?.word).toBe("go");
    expect((await search("studies")).entry?.word).toBe("study");
    expect((await search("recieve")).suggestions.slice(0, 3)).toContain("receive");
    expect((await search("nite")).suggestions).toContain("night");
    expect((await search("nait")).suggestions).toContain("night");
    expect((await search("cat")).entry?.ipa).toBe("kæt");
    expect((await search("computer")).entry?.ipa).toBe("kəmˈpjuːtər");
    expect((await search("monday")).entry?.word).toBe("Monday");
  }, 60_000);

  it("leaves out the senses WordNet marks as slang, vulgar or offensive, and keeps the rest", async () => {
    const senses = async (word: string) =>
      ((await search(word)).entry?.senses_en ?? []).map((s) => s.definition).join(" / ");
    // go: the drug's street name goes, moving stays
    const go = await senses("go");
    expect(go).toContain("change location");
    expect(go).not.toMatch(/street name|methylenedioxymethamphetamine/);
    expect(await senses("pot")).toContain("cooking vessel");
    expect(await senses("pot")).not.toMatch(/marijuana/);
    // "(slang) a neighborhood": a slang-only sense
    expect(await senses("hood")).not.toMatch(/neighborhood/);
    expect(await senses("hood")).toContain("protective covering");
    // a usage pointer on one word drops that word's sense only: "stiff" is slang for a corpse
    expect(await senses("corpse")).toContain("dead body");
    expect(await senses("stiff")).not.toContain("dead body");
    // a word with only offensive senses is not in the dictionary, even with a Japanese meaning
    expect((await search("wop")).entry).toBeNull();
    expect((await search("kike")).entry).toBeNull();
    const marked = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM dict_synsets
       WHERE definition ~* '(street names? for|offensive (term|name)s? for|^\\((ethnic slur|slang)\\))'`,
    );
    expect(marked?.n).toBe(0);
    const labelled = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM dict_words, jsonb_array_elements(meanings_ja) m
       WHERE m->>'gloss_en' ~* '(^\\(slang\\)|vulgar (term|slang) for|offensive term for)'`,
    );
    expect(labelled?.n).toBe(0);
  }, 60_000);
});
