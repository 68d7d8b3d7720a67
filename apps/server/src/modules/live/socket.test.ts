import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { storeTestEvaluation } from "../upload/test-evaluation.ts";
import { openSocket, type TestSocket, wsBase } from "./test-socket.ts";

const ITEMS = [
  { kind: "choice", prompt: "Tom ( ) a student.", options: ["am", "is", "are"], answer_index: 1 },
  { kind: "short_answer", prompt: "「それはペンです」", accepted: ["It's a pen."] },
  { kind: "read_aloud", prompt: "読みましょう", text: "I like green tea very much." },
  { kind: "choice", prompt: "never pushed", options: ["a", "b"], answer_index: 0 },
];

describe.skipIf(skipPg)("live class sessions: the sockets (/v3/live/ws, /v3/live/ws)", () => {
  let t: TestApp;
  let school: TestSchool;
  let foreign: TestSchool;
  let base: string;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    school = await createTestSchool(t, { students: 2 });
    foreign = await createTestSchool(t, { students: 1 });
    base = await wsBase(t.app);
  }, 60_000);
  afterAll(async () => {
    for (const s of open) s.close();
    await t?.close();
  });

  const teacherSocket = async (token?: string) => {
    const s = await openSocket(`${base}/v3/live/ws`, token ?? (await school.teacher.signIn()));
    open.push(s);
    return s;
  };
  const studentSocket = async (token: string) => {
    const s = await openSocket(`${base}/v3/live/ws`, token);
    open.push(s);
    return s;
  };
  const createLive = async (token: string, classId = school.classId) => {
    const r = await client(t.app).postJson(
      "/v3/teacher/live/create",
      { class_id: classId, title: "ライブ", items: ITEMS },
      token,
    );
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as { data: { live_id: number } }).data.live_id;
  };
  const errorKey = async (s: TestSocket, n: number) => (await s.next("error", undefined, n)).error_key;

  it("signs in by the first frame only, a teacher or a student on the same path", async () => {
    const none = await openSocket(`${base}/v3/live/ws`);
    none.send({ type: "join" });
    expect((await none.next("error")).error_key).toBe("token_missing");
    expect(await none.closed()).toBe(4401);

    const wrong = await openSocket(`${base}/v3/live/ws`, "not-a-token");
    expect((await wrong.next("error")).error_key).toBe("token_invalid");
    expect(await wrong.closed()).toBe(4401);

    const broken = await openSocket(`${base}/v3/live/ws`);
    broken.send("{not json");
    expect((await broken.next("error")).error_key).toBe("bad_frame");
    expect(await broken.closed()).toBe(4400);

    // frames sent right behind the auth frame are kept, in order; each side gets its own answers
    const teacher = await openSocket(`${base}/v3/live/ws`, await school.teacher.signIn());
    teacher.send({ type: "join" });
    teacher.send({ type: "push_item", item_index: 0 });
    expect((await teacher.next("error", undefined, 1)).error_key).toBe("forbidden");
    expect((await teacher.next("error", undefined, 2)).error_key).toBe("live_not_opened");
    const student = await openSocket(`${base}/v3/live/ws`, await school.student.signIn());
    student.send({ type: "join" });
    expect((await student.next("error")).error_key).toBe("live_no_session");
    teacher.close();
    student.close();
  });

  it("answers bad frames with error frames and keeps the socket open", async () => {
    const teacher = await teacherSocket();
    // a first answer shows the sign-in is done (a broken frame before it closes the socket)
    teacher.send({ type: "push_item", item_index: 0 });
    expect(await errorKey(teacher, 1)).toBe("live_not_opened");
    teacher.send("{not json");
    expect(await errorKey(teacher, 2)).toBe("bad_frame");
    teacher.send({ type: "push_item", item_index: "one" });
    expect(await errorKey(teacher, 3)).toBe("bad_request");
    teacher.send({ type: "join" });
    expect(await errorKey(teacher, 4)).toBe("forbidden");
    const foreignLive = await createLive(await foreign.teacher.signIn(), foreign.classId);
    teacher.send({ type: "open", live_id: foreignLive });
    expect(await errorKey(teacher, 5)).toBe("live_not_found");

    const student = await studentSocket(await school.student.signIn());
    student.send({ type: "join" });
    expect(await errorKey(student, 1)).toBe("live_no_session");
    student.send({ type: "answer", live_id: foreignLive, item_index: 0, choice_index: 0 });
    expect(await errorKey(student, 2)).toBe("live_not_joined");
    student.send({ type: "push_item", item_index: 0 });
    expect(await errorKey(student, 3)).toBe("forbidden");
    student.send({ type: "hello" });
    expect(await errorKey(student, 4)).toBe("bad_request");
    expect(student.ws.readyState).toBe(student.ws.OPEN);
  });

  it("tells the sockets when the session is ended by the HTTP call", async () => {
    const teacherToken = await school.teacher.signIn();
    const liveId = await createLive(teacherToken);
    const teacher = await teacherSocket(teacherToken);
    teacher.send({ type: "open", live_id: liveId });
    await teacher.next("opened");
    const student = await studentSocket(await school.students[1]!.signIn());
    student.send({ type: "join" });
    expect(await student.next("joined")).toMatchObject({ live_id: liveId, answers: [] });
    expect(student.all("joined")[0]?.current).toBeUndefined();
    const r = await client(t.app).postJson("/v3/teacher/live/end", { live_id: liveId }, teacherToken);
    expect(r.statusCode, r.body).toBe(200);
    expect(await student.next("ended")).toEqual({ type: "ended", live_id: liveId, my_score: 0 });
    expect(await teacher.next("ended")).toEqual({ type: "ended", live_id: liveId });
    // nothing open any more
    student.send({ type: "join" });
    expect((await student.next("error")).error_key).toBe("live_no_session");
  });

  it("runs a session: push, answers of each kind, a refused duplicate, reveal, end; the detail is saved", async () => {
    const [a, b] = school.students as [TestSchool["student"], TestSchool["student"]];
    const teacherToken = await school.teacher.signIn();
    const liveId = await createLive(teacherToken);
    const teacher = await teacherSocket(teacherToken);
    teacher.send({ type: "open", live_id: liveId });
    const opened = await teacher.next("opened");
    expect(opened).toMatchObject({ live_id: liveId, status: "open", current: null, pushed: [] });
    expect((opened.items as unknown[]).length).toBe(4);
    const roster = await teacher.next("roster");
    expect((roster.students as Array<{ online: boolean }>).every((s) => !s.online)).toBe(true);

    const sa = await studentSocket(await a.signIn());
    const sb = await studentSocket(await b.signIn());
    sa.send({ type: "join" });
    sb.send({ type: "join" });
    expect(await sa.next("joined")).toMatchObject({
      live_id: liveId,
      item_count: 4,
      answers: [],
      revealed: [],
    });
    await sb.next("joined");
    const bothOnline = (f: Record<string, unknown>) =>
      (f.students as Array<{ online: boolean }>).filter((s) => s.online).length === 2;
    await teacher.next("roster", bothOnline);

    // an item not pushed yet is refused
    sa.send({ type: "answer", live_id: liveId, item_index: 0, choice_index: 1 });
    expect(await errorKey(sa, 1)).toBe("live_item_not_pushed");

    teacher.send({ type: "push_item", item_index: 0 });
    const item = await sa.next("item");
    expect(item).toEqual({
      type: "item",
      live_id: liveId,
      item_index: 0,
      kind: "choice",
      prompt: "Tom ( ) a student.",
      options: ["am", "is", "are"],
    });
    await sb.next("item");
    await teacher.next("item");

    sa.send({ type: "answer", live_id: liveId, item_index: 0, choice_index: 1 });
    expect(await sa.next("answer_ack")).toMatchObject({ item_index: 0, correct: true, score: 100 });
    sb.send({ type: "answer", live_id: liveId, item_index: 0, choice_index: 2 });
    expect(await sb.next("answer_ack")).toMatchObject({ item_index: 0, correct: false, score: 0 });
    // a second answer is refused, never counted twice
    sa.send({ type: "answer", live_id: liveId, item_index: 0, choice_index: 0 });
    expect(await errorKey(sa, 2)).toBe("live_answer_duplicate");
    sb.send({ type: "answer", live_id: liveId, item_index: 0 });
    expect(await errorKey(sb, 1)).toBe("bad_request");
    const answer = await teacher.next("answer", (f) => f.student_id === a.id);
    expect(answer).toMatchObject({ item_index: 0, correct: true, score: 100, name: a.username });
    expect(await teacher.next("item_stats", (f) => f.answered === 2)).toMatchObject({
      item_index: 0,
      correct: 1,
      average_score: 50,
    });

    // reveal: everyone sees the answer, and the item is closed
    teacher.send({ type: "reveal", item_index: 0 });
    expect(await sa.next("reveal")).toMatchObject({ item_index: 0, correct_index: 1 });
    await sb.next("reveal");

    // short answer: case, spaces and punctuation do not matter
    teacher.send({ type: "push_item", item_index: 1 });
    await sa.next("item", (f) => f.item_index === 1);
    sa.send({ type: "answer", live_id: liveId, item_index: 1, text: "  its A   PEN " });
    expect(await sa.next("answer_ack", (f) => f.item_index === 1)).toMatchObject({
      correct: true,
      score: 100,
    });
    sb.send({ type: "answer", live_id: liveId, item_index: 1, text: "it is a pen" });
    expect(await sb.next("answer_ack", (f) => f.item_index === 1)).toMatchObject({
      correct: false,
      score: 0,
    });

    // read aloud: the score is the stored evaluation's, never the client's
    teacher.send({ type: "push_item", item_index: 2 });
    expect(await sa.next("item", (f) => f.item_index === 2)).toMatchObject({
      kind: "read_aloud",
      text: "I like green tea very much.",
    });
    const good = await storeTestEvaluation(t.app, a.id, { text: "I like green tea very much.", total: 4 });
    const other = await storeTestEvaluation(t.app, b.id, { text: "I like green tea very much.", total: 5 });
    const wrongText = await storeTestEvaluation(t.app, b.id, { text: "Dogs run fast.", total: 5 });
    sb.send({
      type: "answer",
      live_id: liveId,
      item_index: 2,
      evaluate_result: other.replace(/sig=[^&]+/, "sig=x"),
    });
    expect(await errorKey(sb, 2)).toBe("bad_request");
    sb.send({ type: "answer", live_id: liveId, item_index: 2, evaluate_result: good });
    expect(await errorKey(sb, 3)).toBe("bad_request"); // another student's evaluation
    sb.send({ type: "answer", live_id: liveId, item_index: 2, evaluate_result: wrongText });
    expect(await errorKey(sb, 4)).toBe("bad_request");
    sa.send({ type: "answer", live_id: liveId, item_index: 2, evaluate_result: good });
    expect(await sa.next("answer_ack", (f) => f.item_index === 2)).toMatchObject({
      correct: true,
      score: 80,
    });
    const low = await storeTestEvaluation(t.app, b.id, { text: "I like green tea very much.", total: 2.5 });
    sb.send({ type: "answer", live_id: liveId, item_index: 2, evaluate_result: low });
    expect(await sb.next("answer_ack", (f) => f.item_index === 2)).toMatchObject({
      correct: false,
      score: 50,
    });
    expect(await teacher.next("item_stats", (f) => f.item_index === 2 && f.answered === 2)).toMatchObject({
      correct: 1,
      average_score: 65,
    });

    // a student who comes back gets the session as it is
    const again = await studentSocket(await a.signIn());
    again.send({ type: "join" });
    const rejoined = await again.next("joined");
    expect(rejoined.current).toMatchObject({ item_index: 2 });
    expect(rejoined.revealed).toEqual([0]);
    expect((rejoined.answers as unknown[]).length).toBe(3);
    // revealed item: closed
    again.send({ type: "answer", live_id: liveId, item_index: 0, choice_index: 1 });
    expect(await errorKey(again, 1)).toMatch(/live_item_closed|live_answer_duplicate/);
    teacher.send({ type: "push_item", item_index: 9 });
    expect(await errorKey(teacher, 1)).toBe("live_item_not_found");

    teacher.send({ type: "end" });
    await teacher.next("ended");
    expect(await again.next("ended")).toMatchObject({ live_id: liveId, my_score: 70 }); // (100+100+80+0)/4
    expect(await sb.next("ended")).toMatchObject({ my_score: 13 }); // (0+0+50)/4 = 12.5
    teacher.send({ type: "push_item", item_index: 3 });
    expect(await errorKey(teacher, 2)).toBe("live_ended");

    const r = await client(t.app).get(`/v3/teacher/live/detail?live_id=${liveId}`, teacherToken);
    const d = (r.json() as { data: Detail }).data;
    expect(d.live.status).toBe("ended");
    expect(d.items.map((i) => i.stats.answered)).toEqual([2, 2, 2, 0]);
    expect(d.items[0]?.revealed_at).toBeTruthy();
    expect(d.items[3]?.pushed_at).toBeNull();
    expect(d.totals).toMatchObject({ students: 2, participants: 2, answers: 6, correct: 3 });
    const rowA = d.students.find((s) => s.student_id === a.id);
    expect(rowA).toMatchObject({ correct_count: 3, score: 70 });
    expect(rowA?.answers.map((x) => [x.item_index, x.score])).toEqual([
      [0, 100],
      [1, 100],
      [2, 80],
    ]);
    expect(rowA?.answers[1]?.text).toBe("its A   PEN");
  });
});

type Detail = {
  live: { status: string };
  items: Array<{ stats: { answered: number }; revealed_at: string | null; pushed_at: string | null }>;
  totals: Record<string, unknown>;
  students: Array<{
    student_id: number;
    correct_count: number;
    score: number;
    answers: Array<{ item_index: number; score: number; text: string | null }>;
  }>;
};
