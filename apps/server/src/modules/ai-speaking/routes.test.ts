import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  AI_SPEAKING_MESSAGES,
  AI_SPEAKING_MOVE_ON_LINES,
  type AiSpeakingPartnerTurn,
  type AiSpeakingScenarioItem,
  type AiSpeakingScores,
  type AiSpeakingSessionSummary,
  type AiSpeakingTranscriptEntry,
} from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool, updateStudentProfile } from "../../test/factories.ts";
import { uploadRecording } from "../favourites/test-fixture.ts";
import { storeTestEvaluation } from "../upload/test-evaluation.ts";
import { FIRST_DAY, writeAiSpeakingContent } from "./test-fixture.ts";

const P = "/v3/ai-speaking";
type Res = { statusCode: number; body: string; json(): { code: number; message: string; data: unknown } };
type ErrorData = { error_key: string; fields?: Record<string, string> };
type Start = { session_id: number; turn: AiSpeakingPartnerTurn };
type Turn = {
  outcome: "matched" | "repair" | "moved_on";
  intent_id: string | null;
  reply: { text: string; text_ja: string; voice: string; source: "script" | "llm" };
  next: AiSpeakingPartnerTurn | null;
  closing: string | null;
  closing_ja: string | null;
  tries_left: number;
  feedback: {
    grammar: Array<{ start: number; end: number; original: string; suggestion: string; type: string }>;
    grammar_score: number;
    pronunciation_score: number | null;
    model_answer: string;
  };
};
type Result = {
  session: AiSpeakingSessionSummary;
  transcript: AiSpeakingTranscriptEntry[];
  closing: string | null;
  scores: AiSpeakingScores | null;
};

describe.skipIf(skipPg)("AI speaking calls (ai-speaking/*)", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let contentDir: string;
  let dataDir: string;
  let me: string;
  let other: string;

  beforeAll(async () => {
    contentDir = writeAiSpeakingContent();
    dataDir = mkdtempSync(join(tmpdir(), "hibiki-as-data-"));
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: contentDir, HIBIKI_DATA_DIR: dataDir });
    c = client(t.app);
    school = await createTestSchool(t, { students: 4 });
    me = await school.students[0]!.signIn();
    other = await school.students[1]!.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(contentDir, { recursive: true, force: true });
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
  const fieldsOf = (r: Res) => Object.keys(bad(r).fields ?? {});
  const start = async (scenario = FIRST_DAY.scenario_id, token = me) =>
    ok<Start>(await c.postForm(`${P}/start`, { scenario_id: scenario }, token));
  const turn = (sessionId: number, text: string, token = me, more: Record<string, string> = {}) =>
    c.postForm(`${P}/turn`, { session_id: String(sessionId), recognize_text: text, ...more }, token);
  const said = async (sessionId: number, text: string, token = me, more: Record<string, string> = {}) =>
    ok<Turn>(await turn(sessionId, text, token, more));

  it("lists the build's scenarios with the student's totals (none yet)", async () => {
    const { list } = ok<{ list: AiSpeakingScenarioItem[] }>(await c.get(`${P}/list`, me));
    expect(list.map((s) => s.scenario_id)).toEqual(["as-01-first-day", "as-02-at-the-shop"]);
    expect(list[0]).toEqual({
      scenario_id: "as-01-first-day",
      title: "First Day at a New School",
      title_ja: "新しい学校の初日",
      level: "A1",
      topic: "self-introduction",
      partner: { name: "Emma", role_ja: "留学生", voice: "female2" },
      goal_ja: "自己紹介をして、部活のことを話そう。",
      turn_count: 3,
      attempt_count: 0,
      best_score: null,
      last_score: null,
      last_played_at: null,
    });
    const detail = ok<{ scenario: AiSpeakingScenarioItem; sessions: unknown[] }>(
      await c.get(`${P}/detail?scenario_id=as-02-at-the-shop`, me),
    );
    expect(detail.scenario.title).toBe("At the Shop");
    expect(detail.sessions).toEqual([]);
  });

  it("refuses unknown scenarios and sessions, and bad input, with clear keys", async () => {
    const unknown = bad(await c.get(`${P}/detail?scenario_id=as-99-nothing`, me), 404);
    expect(unknown.error_key).toBe("ai_speaking_scenario_not_found");
    expect(bad(await c.postForm(`${P}/start`, { scenario_id: "as-99-nothing" }, me), 404).error_key).toBe(
      "ai_speaking_scenario_not_found",
    );
    expect(fieldsOf(await c.get(`${P}/detail`, me))).toEqual(["querystring.scenario_id"]);
    const notANumber = await c.postForm(`${P}/turn`, { session_id: "abc", recognize_text: "Hi." }, me);
    expect(fieldsOf(notANumber)).toEqual(["body.session_id"]);
    const s = await start();
    expect(fieldsOf(await turn(s.session_id, "a".repeat(501)))).toEqual(["body.recognize_text"]);
    expect(bad(await turn(2_147_483_000, "Hello."), 404).error_key).toBe("ai_speaking_session_not_found");
    expect(fieldsOf(await c.get(`${P}/result?session_id=0`, me))).toEqual(["querystring.session_id"]);
    expect(fieldsOf(await c.get(`${P}/history?limit=51`, me))).toEqual(["querystring.limit"]);
    // none of it moved the session
    const r = ok<Result>(await c.get(`${P}/result?session_id=${s.session_id}`, me));
    expect(r.transcript).toEqual([]);
    expect(r.scores).toBeNull();
  });

  it("talks a scenario through: matches, a repair, moving on after two failures, and the result", async () => {
    const s = await start();
    const greet = FIRST_DAY.nodes.greet;
    expect(s.turn).toMatchObject({ node_id: "greet", say_ja: greet.say_ja, voice: "female2" });
    expect(greet.say).toContain(s.turn.say);
    expect(s.turn.hint).toBe(greet.model_answer);

    // 1. matched, with the take's evaluation giving the pronunciation score
    const sound = await uploadRecording(t.app, me);
    const evaluation = await storeTestEvaluation(t.app, school.students[0]!.id, {
      text: "my name is Ken",
      total: 3.5,
      open: true,
    });
    const a1 = await said(s.session_id, "My name is Ken.", me, {
      sound_file: sound,
      evaluate_result: evaluation,
    });
    expect(a1).toMatchObject({ outcome: "matched", intent_id: "give_name", tries_left: 0, closing: null });
    expect(greet.intents[0]!.reply).toContain(a1.reply.text);
    expect(a1.reply).toMatchObject({ text_ja: "よろしくね！", voice: "female2", source: "script" });
    expect(a1.next).toMatchObject({ node_id: "sports", say_ja: "スポーツは好き？" });
    expect(a1.feedback).toMatchObject({
      grammar: [],
      grammar_score: 100,
      pronunciation_score: 70,
      model_answer: greet.model_answer,
    });

    // 2. the "no" branch of a yes/no question, with a grammar slip corrected
    const a2 = await said(s.session_id, "No, I doesn't like sports.");
    expect(a2).toMatchObject({ outcome: "matched", intent_id: "no", next: { node_id: "club" } });
    expect(a2.feedback.pronunciation_score).toBeNull();
    expect(a2.feedback.grammar.length).toBeGreaterThan(0);
    expect(a2.feedback.grammar_score).toBeLessThan(100);
    const slip = a2.feedback.grammar[0]!;
    expect("No, I doesn't like sports.".slice(slip.start, slip.end)).toBe(slip.original);

    // 3. an unexpected answer gets a repair line, and the same line stays to answer
    const a3 = await said(s.session_id, "Banana pizza.");
    expect(a3).toMatchObject({ outcome: "repair", intent_id: null, tries_left: 1 });
    expect(FIRST_DAY.nodes.club.repair).toContain(a3.reply.text);
    expect(a3.reply.text_ja).toBe(FIRST_DAY.nodes.club.repair_ja);
    expect(a3.next?.node_id).toBe("club");
    expect(a3.next?.say).toBe(a2.next?.say);

    // 4. a second failure: the partner moves on (here to the end: the session is finished and scored)
    const a4 = await said(s.session_id, "");
    expect(a4).toMatchObject({ outcome: "moved_on", next: null, tries_left: 0 });
    expect(AI_SPEAKING_MOVE_ON_LINES as readonly string[]).toContain(a4.reply.text);
    expect(FIRST_DAY.end_lines).toContain(a4.closing);
    expect(a4.closing_ja).toBe(FIRST_DAY.end_lines_ja);
    expect(a4.feedback.grammar_score).toBe(0);

    // a finished conversation takes no more answers
    const done = bad(await turn(s.session_id, "I'm in the tennis club."));
    expect(done.error_key).toBe("ai_speaking_session_finished");
    expect(done.fields?.session_id).toBe(AI_SPEAKING_MESSAGES.ai_speaking_session_finished);

    const r = ok<Result>(await c.get(`${P}/result?session_id=${s.session_id}`, me));
    expect(r.session).toMatchObject({ status: "finished", turns: 3, matched_turns: 2 });
    expect(r.transcript.map((e) => [e.index, e.node_id, e.outcome])).toEqual([
      [1, "greet", "matched"],
      [2, "sports", "matched"],
      [3, "club", "repair"],
      [4, "club", "moved_on"],
    ]);
    expect(r.transcript[0]).toMatchObject({
      partner: { text: s.turn.say, text_ja: greet.say_ja, voice: "female2" },
      recognize_text: "My name is Ken.",
      reply: a1.reply.text,
      reply_ja: "よろしくね！",
      pronunciation_score: 70,
      model_answer: greet.model_answer,
      model_answer_ja: greet.model_answer_ja,
    });
    expect(r.transcript[0]!.sound_file).toContain("/v3/files/rec/");
    expect(r.transcript[1]!.grammar).toEqual(a2.feedback.grammar);
    expect(r.transcript[2]!.partner.text).toBe(a2.next?.say);
    expect(r.closing).toBe(a4.closing);
    // task: 2 matched of 3 nodes; grammar over the three spoken tries; pronunciation from the one take
    const grammar = Math.round((100 + a2.feedback.grammar_score + a3.feedback.grammar_score) / 3);
    expect(r.scores).toEqual({
      pronunciation: 70,
      grammar,
      task_completion: 67,
      total: Math.round(0.4 * 67 + 0.3 * 70 + 0.3 * grammar),
    });
    expect(r.session.total_score).toBe(r.scores?.total);

    // finishing an ended session answers its result; the list and the history count it
    const f = ok<{ session_id: number; total_score: number }>(
      await c.postForm(`${P}/finish`, { session_id: String(s.session_id) }, me),
    );
    expect(f).toEqual({ session_id: s.session_id, total_score: r.scores?.total });
    const { list } = ok<{ list: AiSpeakingScenarioItem[] }>(await c.get(`${P}/list`, me));
    expect(list[0]).toMatchObject({
      attempt_count: 1,
      best_score: r.scores?.total,
      last_score: r.scores?.total,
    });
    const h = ok<{ list: Array<AiSpeakingSessionSummary & { scores: AiSpeakingScores }>; total: number }>(
      await c.get(`${P}/history?page=1&limit=5`, me),
    );
    expect(h.total).toBe(1);
    expect(h.list[0]).toMatchObject({ session_id: s.session_id, scores: r.scores });
  });

  it("chooses the line variants per session, so repeated sessions do not all sound the same", async () => {
    const says = new Set<string>();
    for (let i = 0; i < 12; i++) says.add((await start(FIRST_DAY.scenario_id, other)).turn.say);
    expect([...says].sort()).toEqual([...FIRST_DAY.nodes.greet.say].sort());
  });

  it("finishes a conversation early (scored as it is) and shows it in the scenario's sessions", async () => {
    const token = await school.students[2]!.signIn();
    const s = await start("as-02-at-the-shop", token);
    const a = await said(s.session_id, "I'd like some apples, please.", token);
    expect(a).toMatchObject({ outcome: "matched", intent_id: "item", next: { node_id: "count" } });
    const f = ok<{ total_score: number }>(
      await c.postForm(`${P}/finish`, { session_id: String(s.session_id) }, token),
    );
    const r = ok<Result>(await c.get(`${P}/result?session_id=${s.session_id}`, token));
    // 1 matched of the shortest path's 2
    expect(r.scores).toMatchObject({ task_completion: 50, total: f.total_score });
    expect(bad(await turn(s.session_id, "Three, please.", token)).error_key).toBe(
      "ai_speaking_session_finished",
    );
    const detail = ok<{ sessions: AiSpeakingSessionSummary[] }>(
      await c.get(`${P}/detail?scenario_id=as-02-at-the-shop`, token),
    );
    expect(detail.sessions.map((x) => [x.session_id, x.status])).toEqual([[s.session_id, "finished"]]);
  });

  it("keeps each student to their own sessions and takes", async () => {
    const s = await start();
    for (const r of [
      await turn(s.session_id, "My name is Ken.", other),
      await c.get(`${P}/result?session_id=${s.session_id}`, other),
      await c.postForm(`${P}/finish`, { session_id: String(s.session_id) }, other),
    ])
      expect(bad(r, 404).error_key).toBe("ai_speaking_session_not_found");
    // another student's evaluation or recording is refused
    const foreign = await storeTestEvaluation(t.app, school.students[1]!.id, {
      text: "my name is Ken",
      total: 4,
      open: true,
    });
    expect(fieldsOf(await turn(s.session_id, "My name is Ken.", me, { evaluate_result: foreign }))).toEqual([
      "body.evaluate_result",
    ]);
    const theirs = await uploadRecording(t.app, other);
    expect(fieldsOf(await turn(s.session_id, "My name is Ken.", me, { sound_file: theirs }))).toEqual([
      "body.sound_file",
    ]);
    // nothing was stored; the other student's history is theirs only
    expect(ok<Result>(await c.get(`${P}/result?session_id=${s.session_id}`, me)).transcript).toEqual([]);
    expect(ok<{ total: number }>(await c.get(`${P}/history`, other)).total).toBe(0);
  });

  it("refuses students without ai_chat (403) and college students", async () => {
    const off = school.students[3]!;
    const token = await off.signIn();
    await t.db.query("UPDATE students SET ai_chat = 0 WHERE id = $1", [off.id]);
    for (const r of [
      await c.get(`${P}/list`, token),
      await c.get(`${P}/detail?scenario_id=as-01-first-day`, token),
      await c.postForm(`${P}/start`, { scenario_id: "as-01-first-day" }, token),
      await turn(1, "Hello.", token),
      await c.get(`${P}/history`, token),
    ]) {
      const e = bad(r, 403);
      expect(e.error_key).toBe("ai_chat_not_available");
      expect(r.json().message).toBe(AI_SPEAKING_MESSAGES.ai_chat_not_available);
    }
    await t.db.query("UPDATE students SET ai_chat = 1 WHERE id = $1", [off.id]);
    ok(await c.get(`${P}/list`, token));
    await updateStudentProfile(t.db, off.id, { college: true });
    expect(bad(await c.get(`${P}/list`, token), 403).error_key).toBe("college_not_available");
    await updateStudentProfile(t.db, off.id, { college: false });
    // no token
    expect((await c.get(`${P}/list`)).statusCode).toBe(401);
  });
});
