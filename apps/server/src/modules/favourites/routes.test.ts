import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { storeTestEvaluation } from "../upload/test-evaluation.ts";
import { FAV_FIXTURE, uploadRecording, writeFavouritesContent } from "./test-fixture.ts";

const S = FAV_FIXTURE.sentences;
const W = FAV_FIXTURE.words;
const COLLECT = "/v3/favourite-sentence/collect";
const DISCARD = "/v3/favourite-sentence/discard";
const WORD = "/v3/favourite-word/collect";
const EN_LIST = "/v3/device/favorites/en-page-list";
const WORD_LIST = "/v3/device/favorites/not-en-page-list";
const SUBMIT = "/v3/device/favorites/submit";
const DEVICE_DISCARD = "/v3/device/favorites/discard";
const collectedUrl = (code: string, source = "textbook") =>
  `/v3/favourite-sentence/collected?resource_code=${code}&sentence_source=${source}`;

/** The form body the player posts for the first sentence of the fixture. */
const sentenceForm = (over: Record<string, string> = {}) => ({
  client: "web",
  resource_code: S.code,
  question_index: "0",
  screen_en_text: "The lake is calm this morning.",
  evaluate_text: "The lake is calm this morning.",
  screen_jp_text: "今朝は湖が穏やかです。",
  audio_file_name: "a/s1.mp3",
  category: "read_sentence",
  resource_id: String(S.id),
  sentence_id: "s1",
  sentence_source: "textbook",
  ...over,
});

describe.skipIf(skipPg)("favourites calls", () => {
  let t: TestApp;
  let school: TestSchool;
  let c: ReturnType<typeof client>;
  let content: string;
  let dataDir: string;
  let me: string;
  let other: string;

  const errorOf = (r: { statusCode: number; json: () => unknown }) => ({
    status: r.statusCode,
    body: r.json() as { code: number; data: { error_key: string } | null },
  });

  beforeAll(async () => {
    content = writeFavouritesContent();
    dataDir = mkdtempSync(join(tmpdir(), "hibiki-fav-data-"));
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: content, HIBIKI_DATA_DIR: dataDir });
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    me = await school.students[0]!.signIn();
    other = await school.students[1]!.signIn();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(content, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("collects a sentence (record_max_time 20 by default), shows it collected and lists it with its model audio", async () => {
    const r = await c.postForm(COLLECT, sentenceForm(), me);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ code: 0, data: { is_collected: 1 } });
    const id = r.json().data.favourite_id;
    // Collecting again keeps one favourite and refreshes its texts.
    const again = await c.postForm(COLLECT, sentenceForm({ screen_jp_text: "湖は静かです。" }), me);
    expect(again.json().data.favourite_id).toBe(id);

    expect((await c.get(collectedUrl(S.code), me)).json().data).toEqual({ question_ids: ["s1"], words: [] });
    // The same sentence collected in the skill-up module is another favourite.
    expect((await c.get(collectedUrl(S.code, "skillup"), me)).json().data.question_ids).toEqual([]);

    const list = (await c.get(EN_LIST, me)).json().data;
    expect(list).toMatchObject({ total: 1, page: 1, limit: 40 });
    expect(list.items[0]).toMatchObject({
      favourite_id: id,
      resource_code: S.code,
      resource_id: S.id,
      sentence_id: "s1",
      sentence_source: "textbook",
      screen_en_text: "The lake is calm this morning.",
      screen_jp_text: "湖は静かです。",
      audio_url: `/res/${S.code}/${S.version}/a/s1.mp3?v=${S.version}`,
      category: "read_sentence",
      record_max_time: 20,
      is_collected: 1,
      practice: null,
    });
  });

  it("refuses bad input with the envelope (never 500) and calls without a token", async () => {
    const cases: Array<[Record<string, string>, number]> = [
      [sentenceForm({ screen_en_text: "" }), 400],
      [sentenceForm({ resource_id: "abc" }), 400],
      [sentenceForm({ resource_id: String(W.id) }), 400],
      [sentenceForm({ sentence_id: "zz" }), 400],
      [sentenceForm({ sentence_source: "eiken" }), 400],
      [sentenceForm({ record_max_time: "0" }), 400],
      [sentenceForm({ audio_file_name: "../../catalog.json" }), 400],
      [sentenceForm({ category: "sing" }), 400],
      [sentenceForm({ question_index: "-1" }), 400],
      [sentenceForm({ resource_code: "no-such-resource" }), 404],
    ];
    for (const [form, status] of cases) {
      const e = errorOf(await c.postForm(COLLECT, form, me));
      expect(e.status, JSON.stringify(form)).toBe(status);
      expect(e.body.code).toBe(status);
      expect(e.body.data?.error_key).toBe(status === 400 ? "bad_request" : "not_found");
    }
    expect((await c.postForm(COLLECT, sentenceForm())).statusCode).toBe(401);
    expect((await c.postForm(DISCARD, { resource_code: S.code, sentence_id: "s1" })).statusCode).toBe(401);
    expect((await c.postForm(DISCARD, { resource_code: S.code, sentence_id: "" }, me)).statusCode).toBe(400);
    expect((await c.postForm(WORD, { words: "<b>x</b>", is_collected: "1" }, me)).statusCode).toBe(400);
    expect((await c.postForm(WORD, { words: "cat", is_collected: "2" }, me)).statusCode).toBe(400);
    expect((await c.postForm(WORD, { words: "cat" }, me)).statusCode).toBe(400);
    expect(
      (await c.postForm(WORD, { words: "cat", is_collected: "1", resource_code: "nope" }, me)).statusCode,
    ).toBe(404);
    expect((await c.get(collectedUrl("nope"), me)).statusCode).toBe(404);
    expect((await c.get("/v3/favourite-sentence/collected", me)).statusCode).toBe(400);
    for (const q of ["limit=0", "limit=101", "page=0", "page=x"]) {
      expect((await c.get(`${EN_LIST}?${q}`, me)).statusCode, q).toBe(400);
    }
    expect((await c.get(EN_LIST)).statusCode).toBe(401);
    expect((await c.postForm(DEVICE_DISCARD, { resource_id: "x" }, me)).statusCode).toBe(400);
  });

  it("discards a sentence; discarding it again is harmless", async () => {
    await c.postForm(
      COLLECT,
      sentenceForm({ sentence_id: "s2", question_index: "1", audio_file_name: "" }),
      me,
    );
    const body = {
      resource_code: S.code,
      question_index: "1",
      sentence_id: "s2",
      sentence_source: "textbook",
    };
    expect((await c.postForm(DISCARD, body, me)).json()).toMatchObject({
      code: 0,
      data: { is_collected: 0 },
    });
    expect((await c.postForm(DISCARD, body, me)).json().data.is_collected).toBe(0);
    expect((await c.get(collectedUrl(S.code), me)).json().data.question_ids).toEqual(["s1"]);
  });

  it("collects and uncollects words, shows them for the resource and lists them", async () => {
    const r = await c.postForm(
      WORD,
      {
        words: "Library",
        is_collected: "1",
        mean: "図書館",
        resource_code: W.code,
        audio_file_name: "a/w1.mp3",
      },
      me,
    );
    expect(r.json().data).toMatchObject({ is_collected: 1 });
    await c.postForm(WORD, { words: "museum", is_collected: "1" }, me);
    expect((await c.get(collectedUrl(W.code), me)).json().data.words).toEqual(["library", "museum"]);
    const list = (await c.get(WORD_LIST, me)).json().data;
    expect(list.total).toBe(2);
    expect(list.items.map((w: { word: string }) => w.word)).toEqual(["museum", "Library"]);
    expect(list.items[1]).toMatchObject({
      mean: "図書館",
      audio_url: `/res/${W.code}/${W.version}/a/w1.mp3?v=${W.version}`,
    });
    // Uncollecting is case-insensitive, like collecting.
    const off = await c.postForm(WORD, { words: "MUSEUM", is_collected: "0" }, me);
    expect(off.json().data).toEqual({ is_collected: 0, favourite_id: null });
    expect((await c.get(collectedUrl(W.code), me)).json().data.words).toEqual(["library"]);
  });

  it("pages the lists 40 at a time", async () => {
    for (let i = 0; i < 45; i++)
      await c.postForm(WORD, { words: `page word ${i}`, is_collected: "1" }, other);
    const p1 = (await c.get(WORD_LIST, other)).json().data;
    expect(p1).toMatchObject({ total: 45, page: 1, limit: 40 });
    expect(p1.items).toHaveLength(40);
    expect(p1.items[0].word).toBe("page word 44");
    const p2 = (await c.get(`${WORD_LIST}?page=2`, other)).json().data;
    expect(p2.items.map((w: { word: string }) => w.word)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `page word ${i}`),
    );
    expect((await c.get(`${WORD_LIST}?limit=10&page=5`, other)).json().data.items).toHaveLength(5);
  });

  it("keeps the latest practice of a favourite sentence, scored by the server, and checks the recording is the student's", async () => {
    const fav = (await c.get(EN_LIST, me)).json().data.items[0];
    const id = fav.favourite_id as number;
    const sound = await uploadRecording(t.app, me);
    const meId = school.students[0]!.id;
    const otherId = school.students[1]!.id;
    const evaluation = (total: number, text: string = fav.screen_en_text) =>
      storeTestEvaluation(t.app, meId, { text, total, accuracy: 3.8, fluency: 3.2, integrity: 4 });
    // The client's claims (5, 5, 5, 5) are ignored: the evaluation's scores are kept.
    const practice = {
      resource_id: String(id),
      sound_file: sound,
      total_score: "5",
      accuracy_score: "5",
      fluency_score: "5",
      integrity_score: "5",
      record_duration: "2.4",
      evaluate_html: '<span class="good">The</span>',
      evaluate_result: await evaluation(3.5),
    };
    const r = await c.postForm(SUBMIT, practice, me);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.practice).toMatchObject({
      sound_file: sound,
      total_score: 3.5,
      percent_score: 70,
      accuracy_score: 3.8,
      practice_count: 1,
    });
    const second = await c.postForm(SUBMIT, { ...practice, evaluate_result: await evaluation(4.5) }, me);
    expect(second.json().data.practice).toMatchObject({
      total_score: 4.5,
      percent_score: 90,
      practice_count: 2,
    });
    // No evaluation of this server named: 0, whatever percent is claimed.
    const unnamed = await c.postForm(
      SUBMIT,
      { ...practice, evaluate_result: "sid:abc", total_score: "", percent_score: "100" },
      me,
    );
    expect(unnamed.json().data.practice).toMatchObject({
      total_score: 0,
      percent_score: 0,
      accuracy_score: 0,
    });
    // An evaluation of another sentence: 0 as well.
    const elsewhere = await evaluation(5, "Completely different words here.");
    const other5 = await c.postForm(SUBMIT, { ...practice, evaluate_result: elsewhere }, me);
    expect(other5.json().data.practice).toMatchObject({ total_score: 0, percent_score: 0 });
    expect((await c.get(EN_LIST, me)).json().data.items[0].practice.practice_count).toBe(4);

    const { total_score: _t, ...noTotal } = practice;
    const othersSound = await uploadRecording(t.app, other);
    const bad: Array<[Record<string, string>, number]> = [
      [{ ...practice, sound_file: othersSound }, 400],
      [{ ...practice, sound_file: sound.replace(/sig=.*/, "sig=forged") }, 400],
      [{ ...practice, sound_file: "https://example.com/x.mp3" }, 400],
      [
        {
          ...practice,
          evaluate_result: await storeTestEvaluation(t.app, otherId, { text: fav.screen_en_text, total: 5 }),
        },
        400,
      ],
      [{ ...practice, evaluate_result: practice.evaluate_result.replace(/sig=.*/, "sig=forged") }, 400],
      [{ ...practice, total_score: "6" }, 400],
      [{ ...practice, percent_score: "101" }, 400],
      [noTotal, 400],
      [{ ...practice, resource_id: "999999" }, 404],
    ];
    for (const [form, status] of bad) {
      const e = errorOf(await c.postForm(SUBMIT, form, me));
      expect(e.status, JSON.stringify(form)).toBe(status);
      expect(e.body.code).toBe(status);
    }
    // A word is not a sentence to practise.
    const wordId = (await c.get(WORD_LIST, me)).json().data.items[0].favourite_id as number;
    expect((await c.postForm(SUBMIT, { ...practice, resource_id: String(wordId) }, me)).statusCode).toBe(404);
  });

  it("keeps every student's favourites to themselves", async () => {
    const mine = (await c.get(EN_LIST, me)).json().data.items[0];
    expect((await c.get(EN_LIST, other)).json().data).toMatchObject({ total: 0, items: [] });
    expect((await c.get(collectedUrl(S.code), other)).json().data).toEqual({ question_ids: [], words: [] });
    const sound = await uploadRecording(t.app, other);
    const submit = { resource_id: String(mine.favourite_id), sound_file: sound, total_score: "1" };
    expect((await c.postForm(SUBMIT, submit, other)).statusCode).toBe(404);
    expect(
      (await c.postForm(DEVICE_DISCARD, { resource_id: String(mine.favourite_id) }, other)).statusCode,
    ).toBe(404);
    // The other student's discard of "the same" sentence does not touch mine.
    await c.postForm(DISCARD, { resource_code: S.code, sentence_id: "s1" }, other);
    expect((await c.get(EN_LIST, me)).json().data.total).toBe(1);
  });

  it("discards by favourite id from /my_collection", async () => {
    const mine = (await c.get(EN_LIST, me)).json().data.items[0];
    const r = await c.postForm(DEVICE_DISCARD, { resource_id: String(mine.favourite_id) }, me);
    expect(r.json()).toMatchObject({ code: 0, data: { is_collected: 0 } });
    expect((await c.get(EN_LIST, me)).json().data.total).toBe(0);
    expect((await c.get(collectedUrl(S.code), me)).json().data.question_ids).toEqual([]);
    expect(
      (await c.postForm(DEVICE_DISCARD, { resource_id: String(mine.favourite_id) }, me)).statusCode,
    ).toBe(404);
  });
});
