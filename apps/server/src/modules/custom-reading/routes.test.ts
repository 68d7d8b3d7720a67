import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  CUSTOM_READING_MAX_TEXTS,
  CUSTOM_READING_MESSAGES,
  type CustomReadingAttempt,
  type CustomReadingAttemptSummary,
  type CustomReadingText,
} from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool, updateStudentProfile } from "../../test/factories.ts";
import { uploadRecording } from "../favourites/test-fixture.ts";
import { storeTestEvaluation } from "../upload/test-evaluation.ts";

const P = "/v3/custom-reading";
type Res = { statusCode: number; body: string; json(): { code: number; data: unknown } };
type ErrorData = { error_key: string; fields?: Record<string, string> };

describe.skipIf(skipPg)("custom reading calls (custom-reading/*)", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let dataDir: string;
  let me: string;
  let other: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hibiki-cr-data-"));
    t = await buildTestApp({ HIBIKI_DATA_DIR: dataDir });
    c = client(t.app);
    school = await createTestSchool(t, { students: 4 });
    me = await school.students[0]!.signIn();
    other = await school.students[1]!.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const ok = <T>(r: Res) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as T;
  };
  const bad = (r: Res, status = 400) => {
    expect(r.statusCode, r.body).toBe(status);
    expect(r.json().code).toBe(status);
    return r.json().data as ErrorData;
  };
  const create = (text: string, token = me) => c.postForm(`${P}/create`, { text }, token);
  const created = async (text: string, token = me) =>
    ok<{ text: CustomReadingText }>(await create(text, token)).text;
  const studentId = (n: number) => school.students[n]!.id;

  it("creates a text (stored normalised), lists it newest first and shows it", async () => {
    const first = await created("  I\u2019m   reading\tthis aloud\uFF01 ");
    expect(first).toMatchObject({
      text: "I'm reading this aloud!",
      word_count: 4,
      category: "read_sentence",
      attempt_count: 0,
      best_score: null,
      last_score: null,
      last_practised_at: null,
    });
    const second = await created("Good morning. How are you?");
    expect(second.category).toBe("read_chapter");
    const list = ok<{ list: CustomReadingText[]; total: number; max_texts: number }>(
      await c.get(`${P}/list`, me),
    );
    expect(list.list.map((x) => x.text_id)).toEqual([second.text_id, first.text_id]);
    expect(list).toMatchObject({ total: 2, max_texts: CUSTOM_READING_MAX_TEXTS });
    const detail = ok<{ text: CustomReadingText; attempts: unknown[] }>(
      await c.get(`${P}/detail?text_id=${first.text_id}`, me),
    );
    expect(detail).toEqual({ text: first, attempts: [] });
    // another student sees none of them
    expect(ok<{ total: number }>(await c.get(`${P}/list`, other)).total).toBe(0);
  });

  it("refuses every broken rule with its own key and Japanese message, in the spec's order", async () => {
    const cases: Array<[string, string]> = [
      ["", "custom_reading_empty"],
      ["   \n  ", "custom_reading_empty"],
      [`I like ${"a".repeat(44)}`, "custom_reading_too_long"],
      ["Mail me @ school.", "custom_reading_special_symbol"],
      ["I love cats 😺", "custom_reading_special_symbol"],
      ["Tom & Jerry", "custom_reading_special_symbol"],
      ["I like すし.", "custom_reading_full_width"],
      ["Ｈｅｌｌｏ", "custom_reading_full_width"],
      ["My number is 12345.", "custom_reading_digit_run"],
      ["Wow!!!", "custom_reading_symbol_run"],
      ["1234 !", "custom_reading_no_word"],
      ["You are so stupid.", "custom_reading_sensitive"],
      ["What the FUCK", "custom_reading_sensitive"],
    ];
    for (const [text, key] of cases) {
      const e = bad(await create(text));
      expect(e.error_key, text).toBe(key);
      const message = CUSTOM_READING_MESSAGES[key as keyof typeof CUSTOM_READING_MESSAGES];
      expect(e.fields, text).toEqual({ text: message });
    }
    const r = await create("Wow!!!");
    expect(r.json()).toMatchObject({
      code: 400,
      message: "記号を3つ以上続けて使うことはできません（「...」は1つと数えます）。",
    });
    // exactly 50 characters, 4 digits, a class word containing "ass" pass
    await created(`I like ${"b".repeat(43)}`);
    await created("It is 2026 in my class.");
    // a missing text is an empty one; a text past the field's limit is a plain bad request
    expect(bad(await c.postForm(`${P}/create`, {}, me)).error_key).toBe("custom_reading_empty");
    expect(bad(await create("a".repeat(1001))).error_key).toBe("bad_request");
    // nothing refused was stored
    const texts = ok<{ list: CustomReadingText[] }>(await c.get(`${P}/list`, me)).list.map((x) => x.text);
    expect(texts.some((x) => /stupid|@|!!!/i.test(x))).toBe(false);
  });

  it("refuses the same text twice (case and spacing aside) and a text past the limit", async () => {
    const token = await school.students[2]!.signIn();
    await created("See you tomorrow.", token);
    for (const again of ["See you tomorrow.", "  see   YOU tomorrow. "])
      expect(bad(await create(again, token)).error_key).toBe("custom_reading_duplicate");
    for (let i = 1; i < CUSTOM_READING_MAX_TEXTS; i++) await created(`Practice text number ${i}.`, token);
    const full = bad(await create("One more text.", token));
    expect(full.error_key).toBe("custom_reading_limit");
    expect(full.fields?.text).toBe(CUSTOM_READING_MESSAGES.custom_reading_limit);
    // a duplicate is still called a duplicate at the limit; deleting one makes room again
    expect(bad(await create("See you tomorrow.", token)).error_key).toBe("custom_reading_duplicate");
    const list = ok<{ list: CustomReadingText[]; total: number }>(await c.get(`${P}/list`, token));
    expect(list.total).toBe(CUSTOM_READING_MAX_TEXTS);
    ok(await c.postForm(`${P}/delete`, { text_id: String(list.list[0]!.text_id) }, token));
    await created("One more text.", token);
  }, 60_000);

  it("keeps readings scored by the server's evaluation, with the result, the best and the history", async () => {
    const text = await created("I walk to school every day.");
    const sound = await uploadRecording(t.app, me);
    const evaluation = (total: number, words = text.text) =>
      storeTestEvaluation(t.app, studentId(0), {
        text: words,
        total,
        accuracy: 3.8,
        fluency: 3.2,
        integrity: 4,
      });
    const take = async (form: Record<string, string>) =>
      ok<{ attempt_id: number; text: CustomReadingText }>(await c.postForm(`${P}/submit`, form, me));
    const form = {
      text_id: String(text.text_id),
      sound_file: sound,
      evaluate_result: await evaluation(3.5),
      evaluate_html: '<span class="good">I</span>',
      study_report: '{"speed":95}',
      record_duration: "2.4",
      // the client's claims are ignored offline
      total_score: "5",
      accuracy_score: "5",
      percent_score: "100",
    };
    const first = await take(form);
    expect(first.text).toMatchObject({ attempt_count: 1, best_score: 70, last_score: 70 });
    const r1 = ok<{
      text: CustomReadingText;
      attempt: CustomReadingAttempt;
      is_best: boolean;
      attempts: CustomReadingAttemptSummary[];
    }>(await c.get(`${P}/result?attempt_id=${first.attempt_id}`, me));
    expect(r1.attempt).toMatchObject({
      attempt_id: first.attempt_id,
      text_id: text.text_id,
      total_score: 3.5,
      percent_score: 70,
      accuracy_score: 3.8,
      fluency_score: 3.2,
      integrity_score: 4,
      record_duration: 2.4,
      evaluate_html: '<span class="good">I</span>',
      study_report: '{"speed":95}',
      unscored_reason: null,
    });
    expect(r1.attempt.sound_file).toContain("/v3/files/rec/");
    expect(r1.is_best).toBe(true);

    const better = await take({ ...form, evaluate_result: await evaluation(4.5) });
    const worse = await take({ ...form, evaluate_result: await evaluation(2) });
    expect(worse.text).toMatchObject({ attempt_count: 3, best_score: 90, last_score: 40 });
    const r3 = ok<{ is_best: boolean; attempts: CustomReadingAttemptSummary[] }>(
      await c.get(`${P}/result?attempt_id=${worse.attempt_id}`, me),
    );
    expect(r3.is_best).toBe(false);
    expect(r3.attempts.map((a) => a.attempt_id)).toEqual([
      worse.attempt_id,
      better.attempt_id,
      first.attempt_id,
    ]);
    expect(r3.attempts[0]).not.toHaveProperty("evaluate_html");
    expect(
      ok<{ is_best: boolean }>(await c.get(`${P}/result?attempt_id=${better.attempt_id}`, me)).is_best,
    ).toBe(true);
    const detail = ok<{ attempts: CustomReadingAttemptSummary[] }>(
      await c.get(`${P}/detail?text_id=${text.text_id}`, me),
    );
    expect(detail.attempts.map((a) => a.percent_score)).toEqual([40, 90, 70]);

    // no evaluation of this server named: kept, scored 0
    const unnamed = await take({ ...form, evaluate_result: "sid:cloud-engine" });
    const r4 = ok<{ attempt: CustomReadingAttempt }>(
      await c.get(`${P}/result?attempt_id=${unnamed.attempt_id}`, me),
    );
    expect(r4.attempt).toMatchObject({ total_score: 0, percent_score: 0, unscored_reason: "no_evaluation" });

    // refused: an evaluation of other words, another student's evaluation or recording, forged links,
    // missing fields, scores out of range
    const others = await storeTestEvaluation(t.app, studentId(1), { text: text.text, total: 5 });
    const othersSound = await uploadRecording(t.app, other);
    const refused: Array<Record<string, string>> = [
      { ...form, evaluate_result: await evaluation(5, "Completely different words here.") },
      { ...form, evaluate_result: others },
      { ...form, evaluate_result: form.evaluate_result.replace(/sig=.*/, "sig=forged") },
      { ...form, sound_file: othersSound },
      { ...form, sound_file: "https://example.com/x.mp3" },
      { ...form, sound_file: "" },
      { ...form, evaluate_result: "" },
      { ...form, total_score: "6" },
      { ...form, record_duration: "-1" },
      { ...form, text_id: "abc" },
      { ...form, text_id: "0" },
    ];
    for (const f of refused)
      expect(bad(await c.postForm(`${P}/submit`, f, me)).error_key).toBe("bad_request");
    const other5 = await c.postForm(
      `${P}/submit`,
      { ...form, evaluate_result: await evaluation(5, "Completely different words here.") },
      me,
    );
    expect(bad(other5).fields).toHaveProperty("evaluate_result");
    expect(
      ok<{ text: CustomReadingText }>(await c.get(`${P}/detail?text_id=${text.text_id}`, me)).text,
    ).toMatchObject({ attempt_count: 4 });
  });

  it("keeps every text to its student: another student's is 404 for detail, submit, result and delete", async () => {
    const text = await created("My cat sleeps all day.");
    const sound = await uploadRecording(t.app, me);
    const evaluate_result = await storeTestEvaluation(t.app, studentId(0), { text: text.text, total: 4 });
    const { attempt_id } = ok<{ attempt_id: number }>(
      await c.postForm(
        `${P}/submit`,
        { text_id: String(text.text_id), sound_file: sound, evaluate_result },
        me,
      ),
    );
    const id = String(text.text_id);
    expect(bad(await c.get(`${P}/detail?text_id=${id}`, other), 404).error_key).toBe("not_found");
    expect(bad(await c.get(`${P}/result?attempt_id=${attempt_id}`, other), 404).error_key).toBe("not_found");
    const theirSound = await uploadRecording(t.app, other);
    const theirEval = await storeTestEvaluation(t.app, studentId(1), { text: text.text, total: 5 });
    expect(
      bad(
        await c.postForm(
          `${P}/submit`,
          { text_id: id, sound_file: theirSound, evaluate_result: theirEval },
          other,
        ),
        404,
      ).error_key,
    ).toBe("not_found");
    expect(bad(await c.postForm(`${P}/delete`, { text_id: id }, other), 404).error_key).toBe("not_found");
    // still mine, with its one attempt
    expect(
      ok<{ text: CustomReadingText }>(await c.get(`${P}/detail?text_id=${id}`, me)).text.attempt_count,
    ).toBe(1);
    // the same text may be kept by two students
    await created(text.text, other);

    // bad ids and unknown ids
    for (const q of ["", "text_id=", "text_id=0", "text_id=-1", "text_id=x", "text_id=9999999999"])
      expect(bad(await c.get(`${P}/detail?${q}`, me)).error_key, q).toBe("bad_request");
    expect(bad(await c.get(`${P}/detail?text_id=2147483000`, me), 404).error_key).toBe("not_found");
    expect(bad(await c.get(`${P}/result?attempt_id=2147483000`, me), 404).error_key).toBe("not_found");
    expect(bad(await c.get(`${P}/result?attempt_id=x`, me)).error_key).toBe("bad_request");
    expect(bad(await c.postForm(`${P}/delete`, {}, me)).error_key).toBe("bad_request");

    // deleting removes the text and its attempts
    expect(ok(await c.postForm(`${P}/delete`, { text_id: id }, me))).toEqual({
      text_id: text.text_id,
      deleted_attempts: 1,
    });
    expect(bad(await c.get(`${P}/detail?text_id=${id}`, me), 404).error_key).toBe("not_found");
    expect(bad(await c.get(`${P}/result?attempt_id=${attempt_id}`, me), 404).error_key).toBe("not_found");
    expect(bad(await c.postForm(`${P}/delete`, { text_id: id }, me), 404).error_key).toBe("not_found");
    const left = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM custom_reading_attempts WHERE text_id = $1",
      [text.text_id],
    );
    expect(left?.n).toBe(0);
  });

  it("answers strangers with 401 and college students with 403", async () => {
    expect((await c.get(`${P}/list`)).statusCode).toBe(401);
    expect((await c.postForm(`${P}/create`, { text: "Hello there." })).statusCode).toBe(401);
    const s = school.students[3]!;
    await updateStudentProfile(t.db, s.id, { college: true });
    const college = await s.signIn();
    expect(bad(await c.get(`${P}/list`, college), 403).error_key).toBe("college_not_available");
    expect(bad(await create("Hello there.", college), 403).error_key).toBe("college_not_available");
  });
});
