import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import type { PhonemeDetail, PhonemeSummary, PhonogramLog, PhonogramPaper } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool, updateStudentProfile } from "../../test/factories.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { storeEvaluationXml } from "../upload/evaluation-file.ts";
import { wordXml, writePhonicsContent } from "./test-fixture.ts";

const P = "/v3/phonogram";

describe.skipIf(skipPg)("phonogram calls (phonogram/*)", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let me: string;
  let dir: string;

  beforeAll(async () => {
    dir = writePhonicsContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir });
    useContentDir(t, dir);
    c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
    me = await school.students[0]!.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
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
    return r.json().data.error_key;
  };
  /** A kept evaluation of `word` with these phone scores, as the speech socket keeps one. */
  const evaluation = async (studentId: number, word: string, phones: Array<[string, number]>, total = 3) =>
    storeEvaluationXml(
      t.app.db,
      t.app.storage,
      await t.app.secret(),
      String(studentId),
      `hbk${randomBytes(8).toString("hex")}`,
      wordXml(word, phones, total),
    );

  it("lists the phonemes by group, untried, and shows one phoneme with its picture and highlighted words", async () => {
    const list = ok<{ groups: Array<{ group: string; phonemes: PhonemeSummary[] }>; weak_ids: string[] }>(
      await c.get(`${P}/list`, me),
    );
    expect(list.groups.map((g) => g.group)).toEqual(["vowel", "diphthong", "consonant"]);
    const consonants = list.groups[2]!.phonemes;
    expect(consonants.map((p) => p.phoneme_id)).toEqual(["r", "l", "th", "s", "v", "b"]);
    expect(consonants[0]).toMatchObject({ ipa: "r", best_score: null, item_count: 0, is_weak: false });
    expect(list.weak_ids).toEqual([]);

    const { phoneme } = ok<{ phoneme: PhonemeDetail }>(await c.get(`${P}/detail?phoneme_id=th`, me));
    expect(phoneme.how_ja).toContain("θ");
    expect(phoneme.mouth_svg).toMatch(/^<svg/);
    expect(phoneme.mouth_title).toBe("θ を言うときの口の形 & 舌");
    expect(phoneme.examples[0]).toEqual({ word: "three", ja: "例1", highlight: [0, 2] });
    expect(phoneme.minimal_pairs[0]).toMatchObject({
      word: "think",
      other: "sink",
      contrast_id: "s",
      contrast_ipa: "s",
      word_highlight: [0, 2],
      other_highlight: [0, 1],
    });
  });

  it("hands out a practice paper of listen-and-choose and say-the-word items, marks it on the server and shows the result", async () => {
    const paper = ok<PhonogramPaper>(await c.get(`${P}/practice?phoneme_id=r`, me));
    expect(paper).toMatchObject({ mode: "practice", phoneme_id: "r" });
    const choose = paper.items.filter((i) => i.kind === "choose");
    const say = paper.items.filter((i) => i.kind === "say");
    expect(choose).toHaveLength(2);
    expect(say.length).toBeGreaterThanOrEqual(3);
    for (const i of choose) {
      expect(i.options).toHaveLength(2);
      expect(i.options).toContain(i.word);
      expect(i.contrast_id).toBe("l");
      expect(i).not.toHaveProperty("other");
    }
    const red = say.find((i) => i.word === "red")!;
    expect(red.highlight).toEqual([0, 1]);

    const student = school.students[0]!;
    // the first choose right, the second wrong; "red" said well (r 4.5 of 5), "rain" badly (r 1), the rest not said
    const [c1, c2] = choose;
    const wrong = c2!.options.find((o) => o !== c2!.word)!;
    const rain = say.find((i) => i.word === "rain")!;
    const answers = [
      { item_id: c1!.item_id, choice: c1!.word },
      { item_id: c2!.item_id, choice: wrong },
      {
        item_id: red.item_id,
        evaluate_result: await evaluation(
          student.id,
          "red",
          [
            ["r", 4.5],
            ["eh", 2],
            ["d", 2],
          ],
          2,
        ),
      },
      {
        item_id: rain.item_id,
        evaluate_result: await evaluation(
          student.id,
          "rain",
          [
            ["r", 1],
            ["ey", 5],
            ["n", 5],
          ],
          4,
        ),
      },
    ];
    const { log_id } = ok<{ log_id: number }>(
      await c.postJson(`${P}/submit-log`, { paper_id: paper.paper_id, answers }, me),
    );
    expect(log_id).toBe(paper.paper_id);
    const { log } = ok<{ log: PhonogramLog }>(await c.get(`${P}/result?log_id=${log_id}`, me));
    const mark = (id: string) => log.marks.find((m) => m.item_id === id)!;
    expect(mark(c1!.item_id)).toMatchObject({
      is_right: true,
      score: 100,
      choice: c1!.word,
      options: c1!.options,
    });
    expect(mark(c2!.item_id)).toMatchObject({ is_right: false, score: 0, choice: wrong });
    // the phone's own score decides, not the word's: red 90 (right), rain 20 (wrong)
    expect(mark(red.item_id)).toMatchObject({ is_right: true, score: 90, answered: true, highlight: [0, 1] });
    expect(mark(rain.item_id)).toMatchObject({ is_right: false, score: 20, answered: true });
    const unsaid = log.marks.filter(
      (m) => m.kind === "say" && ![red.item_id, rain.item_id].includes(m.item_id),
    );
    expect(unsaid.every((m) => !m.answered && m.score === 0)).toBe(true);
    expect(log.total).toBe(paper.items.length);
    expect(log.right).toBe(2);
    expect(log.phonemes).toEqual([
      { phoneme_id: "r", ipa: "r", score: log.score, right: 2, total: paper.items.length, is_weak: true },
    ]);
    expect(log.weak_ids).toEqual(["r"]);

    // submitting again keeps the first marking
    ok(await c.postJson(`${P}/submit-log`, { paper_id: paper.paper_id, answers: answers.slice(0, 1) }, me));
    const again = ok<{ log: PhonogramLog }>(await c.get(`${P}/result?log_id=${log_id}`, me)).log;
    expect(again.right).toBe(2);

    // the list now shows r as weak, with its best item
    const list = ok<{ groups: Array<{ phonemes: PhonemeSummary[] }>; weak_ids: string[] }>(
      await c.get(`${P}/list`, me),
    );
    const r = list.groups[2]!.phonemes.find((p) => p.phoneme_id === "r")!;
    expect(r).toMatchObject({ best_score: 100, item_count: paper.items.length, is_weak: true });
    expect(list.weak_ids).toEqual(["r"]);
    const history = ok<{ logs: Array<{ log_id: number }> }>(await c.get(`${P}/history`, me)).logs;
    expect(history.map((l) => l.log_id)).toEqual([log_id]);
    expect(history[0]).not.toHaveProperty("marks");
  });

  it("weights the challenge to the weak phoneme and marks a mixed paper", async () => {
    const paper = ok<PhonogramPaper>(await c.get(`${P}/challenge`, me));
    expect(paper).toMatchObject({ mode: "challenge", phoneme_id: null });
    expect(paper.items).toHaveLength(12);
    expect(new Set(paper.items.map((i) => i.phoneme_id)).size).toBe(6);
    expect(paper.items.filter((i) => i.phoneme_id === "r")).toHaveLength(2);
    expect(new Set(paper.items.map((i) => i.kind))).toEqual(new Set(["choose", "say"]));
    const answers = paper.items
      .filter((i) => i.kind === "choose")
      .map((i) => ({ item_id: i.item_id, choice: i.word }));
    const { log_id } = ok<{ log_id: number }>(
      await c.postJson(`${P}/submit-log`, { paper_id: paper.paper_id, answers }, me),
    );
    const { log } = ok<{ log: PhonogramLog }>(await c.get(`${P}/result?log_id=${log_id}`, me));
    expect(log.phonemes).toHaveLength(6);
    // each phoneme: its choice right (100), its word not said (0) → 50, under the pass mark
    expect(log.phonemes.every((p) => p.score === 50 && p.right === 1 && p.total === 2 && p.is_weak)).toBe(
      true,
    );
    expect(log.right).toBe(6);
  });

  it("refuses bad input, foreign papers and evaluations, strangers and college students", async () => {
    for (const q of ["", "phoneme_id=", "phoneme_id=R2", "phoneme_id=abc"])
      expect(bad(await c.get(`${P}/detail?${q}`, me)), q).toBe("bad_request");
    expect(bad(await c.get(`${P}/detail?phoneme_id=zz`, me), 404)).toBe("not_found");
    expect(bad(await c.get(`${P}/practice?phoneme_id=zz`, me), 404)).toBe("not_found");
    expect(bad(await c.get(`${P}/practice?phoneme_id=1`, me))).toBe("bad_request");
    for (const q of ["", "log_id=0", "log_id=-3", "log_id=x"])
      expect(bad(await c.get(`${P}/result?${q}`, me)), q).toBe("bad_request");
    expect(bad(await c.get(`${P}/result?log_id=999999`, me), 404)).toBe("not_found");

    const paper = ok<PhonogramPaper>(await c.get(`${P}/practice?phoneme_id=th`, me));
    // a paper not submitted has no result
    expect(bad(await c.get(`${P}/result?log_id=${paper.paper_id}`, me), 404)).toBe("not_found");
    const post = (body: unknown, token = me) => c.postJson(`${P}/submit-log`, body, token);
    const choose = paper.items.find((i) => i.kind === "choose")!;
    const say = paper.items.find((i) => i.kind === "say")!;
    expect(bad(await post({ answers: [] }))).toBe("bad_request");
    expect(bad(await post({ paper_id: paper.paper_id }))).toBe("bad_request");
    expect(bad(await post({ paper_id: paper.paper_id, answers: "x" }))).toBe("bad_request");
    expect(bad(await post({ paper_id: paper.paper_id, answers: [] }))).toBe("bad_request");
    expect(bad(await post({ paper_id: paper.paper_id, answers: [{ item_id: "" }] }))).toBe("bad_request");
    expect(bad(await post({ paper_id: paper.paper_id, answers: [{ item_id: "i99", choice: "a" }] }))).toBe(
      "bad_request",
    );
    const twice = { item_id: choose.item_id, choice: choose.word };
    expect(bad(await post({ paper_id: paper.paper_id, answers: [twice, twice] }))).toBe("bad_request");
    expect(
      bad(await post({ paper_id: paper.paper_id, answers: [{ item_id: choose.item_id, choice: "banana" }] })),
    ).toBe("bad_request");
    expect(
      bad(
        await post({
          paper_id: paper.paper_id,
          answers: [{ item_id: say.item_id, phone_score: 150 }],
        }),
      ),
    ).toBe("bad_request");
    // a forged evaluation link, another student's evaluation, an evaluation of another word
    const forged = `/v3/files/eval/hbk${"0".repeat(16)}.xml?sig=nope`;
    expect(
      bad(
        await post({
          paper_id: paper.paper_id,
          answers: [{ item_id: say.item_id, evaluate_result: forged }],
        }),
      ),
    ).toBe("bad_request");
    const others = await evaluation(school.students[1]!.id, say.word, [["th", 5]]);
    expect(
      bad(
        await post({
          paper_id: paper.paper_id,
          answers: [{ item_id: say.item_id, evaluate_result: others }],
        }),
      ),
    ).toBe("bad_request");
    const wrongWord = await evaluation(school.students[0]!.id, "banana", [["b", 5]]);
    const r = await post({
      paper_id: paper.paper_id,
      answers: [{ item_id: say.item_id, evaluate_result: wrongWord }],
    });
    expect(bad(r)).toBe("bad_request");
    expect(r.json().data.fields).toBeDefined();
    // a client's phone score without an evaluation counts nothing offline
    ok(await post({ paper_id: paper.paper_id, answers: [{ item_id: say.item_id, phone_score: 100 }] }));
    const { log } = ok<{ log: PhonogramLog }>(await c.get(`${P}/result?log_id=${paper.paper_id}`, me));
    expect(log.marks.find((m) => m.item_id === say.item_id)).toMatchObject({ score: 0, is_right: false });

    // another student can neither submit nor read my paper
    const other = await school.students[1]!.signIn();
    const mine = ok<PhonogramPaper>(await c.get(`${P}/practice?phoneme_id=s`, me));
    expect(
      bad(await post({ paper_id: mine.paper_id, answers: [{ item_id: "i1", choice: "sink" }] }, other), 404),
    ).toBe("not_found");
    expect(bad(await c.get(`${P}/result?log_id=${paper.paper_id}`, other), 404)).toBe("not_found");
    expect(ok<{ logs: unknown[] }>(await c.get(`${P}/history`, other)).logs).toEqual([]);
    expect((await c.get(`${P}/list`)).statusCode).toBe(401);
    expect((await c.postJson(`${P}/submit-log`, { paper_id: mine.paper_id, answers: [] })).statusCode).toBe(
      401,
    );
    const s = school.students[2]!;
    await updateStudentProfile(t.db, s.id, { college: true });
    const college = await s.signIn();
    expect(bad(await c.get(`${P}/list`, college), 403)).toBe("college_not_available");
  });
});
