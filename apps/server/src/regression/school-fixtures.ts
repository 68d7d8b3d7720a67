import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Db } from "../db/client.ts";
import { hashPassword } from "../lib/password.ts";

/**
 * One school's accounts and classwork for the access matrix, made through the API by the school's own
 * users (as a school would), each name carrying the school's marker so a leak to another school is found
 * by searching the response for it.
 */

/** The resource every fixture uses: the word-choice list of the built content (objective, no speech). */
export const WORD_LIST = "jh1-u1-word-choice";

/** A school's seeded teacher, and the administrator account to create for it. */
export type SchoolAccounts = {
  teacher: string;
  admin: string;
};

/** Everything of one school a request from another school may try to reach. */
export type SchoolFixture = SchoolAccounts & {
  /** the fixture's student (username) */
  student: string;
  schoolId: number;
  marker: string;
  studentId: number;
  /** a second student of the class (moved, messaged, reset by the probes) */
  otherStudentId: number;
  classId: number;
  classCode: string;
  homeworkId: number;
  topicId: number;
  taskId: number;
  msgId: number;
  /** a correction note on the student's homework answer */
  noteId: number;
  noticeId: number;
  /** a resource report by the student */
  feedbackId: number;
  guid: string;
  /** a second attempt of the student, which the probes try to add answers to */
  guid2: string;
  /** res_id of WORD_LIST in the catalogue */
  resId: number;
  favouriteId: number;
  writingId: number;
  /** an unfinished CEFR-J placement of the student */
  cefrTestId: number;
  /** a guided Eiken word session (grade 5 learning) of the student */
  eikenGuid: string;
  /** an unfinished Eiken grade-5 mock test of the student */
  eikenChallengeId: number;
  /** the student's study-word plan (eiken-5, assigned by the teacher to the class) */
  studyWordPlanId: number;
  /** the class's study-word assignment */
  studyWordAssignmentId: number;
  /** a word of that plan the student answered wrong (in the wrong-topic list) */
  studyWordWordId: number;
  cardId: string;
  teacherId: number;
  /** signed URL of a recording the student uploaded */
  recordingUrl: string;
  /** strings only this school's data holds: found in another school's response, they are a leak */
  secrets: string[];
};

type Inject = (r: {
  method: "GET" | "POST";
  url: string;
  payload?: object;
  token?: string;
}) => Promise<LightMyRequestResponse>;

/** inject() with an optional bearer token. */
export const injector =
  (app: FastifyInstance): Inject =>
  ({ method, url, payload, token }) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

/** Signs in and returns the token. */
export async function login(send: Inject, kind: "student" | "teacher", account: string): Promise<string> {
  const r = await send({
    method: "POST",
    url: `/v3/${kind}/login`,
    payload: { account, password: "pass1234" },
  });
  if (r.statusCode !== 200) throw new Error(`login ${account}: ${r.statusCode} ${r.body}`);
  return r.json().data.token;
}

/** The data of a 200 answer; anything else fails the fixture. */
async function ok(r: Promise<LightMyRequestResponse>, what: string) {
  const res = await r;
  if (res.statusCode !== 200) throw new Error(`fixture ${what}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** A multipart body with the recording (uploads are sniffed, so a real mp3 is passed in). */
function mp3Body(mp3: Buffer) {
  const boundary = "----hibikiMatrixBoundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), mp3, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    boundary,
  };
}

/**
 * Builds one school's fixture: a marked administrator, a marked class with two students and study
 * cards, homework (answered and completed), a word test, a message, two practice attempts, a favourite,
 * a writing, a recording and a notice.
 * @param app - the built app
 * @param db - its database (only to add the administrator and read ids no call returns)
 * @param accounts - the school's seeded teacher and the administrator to create
 * @param marker - a string unique to this school
 * @param mp3 - a real mp3 recording for the upload
 */
export async function buildSchoolFixture(
  app: FastifyInstance,
  db: Db,
  accounts: SchoolAccounts,
  marker: string,
  mp3: Buffer,
): Promise<SchoolFixture> {
  const send = injector(app);
  const school = await db.one<{ id: number; teacher_id: number }>(
    "SELECT s.id, t.id AS teacher_id FROM schools s JOIN teachers t ON t.school_id = s.id WHERE t.username = $1",
    [accounts.teacher],
  );
  if (!school) throw new Error(`fixture: no teacher ${accounts.teacher}`);
  await db.query(
    `INSERT INTO teachers (school_id, username, password_hash, name, email, role)
     VALUES ($1, $2, $3, $4, '', 'admin') ON CONFLICT DO NOTHING`,
    [school.id, accounts.admin, await hashPassword("pass1234"), `${marker} 管理者`],
  );
  const teacher = await login(send, "teacher", accounts.teacher);
  const post = (url: string, payload: object, token = teacher) =>
    ok(send({ method: "POST", url, payload, token }), url);
  const get = (url: string, token = teacher) => ok(send({ method: "GET", url, token }), url);

  const cls = await post("/v3/teacher/class-create", { name: `${marker}組` });
  const created = await post("/v3/teacher/student-create", {
    class_id: cls.class_id,
    username: `${marker}s1`.toLowerCase(),
    password: "pass1234",
    nickname: `${marker}生徒一`,
  });
  const other = await post("/v3/teacher/student-create", {
    class_id: cls.class_id,
    username: `${marker}s2`.toLowerCase(),
    password: "pass1234",
    nickname: `${marker}生徒二`,
  });
  const cards = await post("/v3/teacher/cards-issue", { class_id: cls.class_id, duration_days: 365 });
  const studentId: number = created.student_id;
  const studentName: string = created.username;
  const card = cards.items.find((c: { student_id: number }) => c.student_id === studentId);
  const student = await login(send, "student", studentName);
  await post("/v3/student/edu_card_active", { card_id: card.card_id }, student);

  const day = 86_400_000;
  const hw = await post("/v3/teacher/homework-create", {
    class_id: cls.class_id,
    title: `${marker}宿題`,
    comment: `${marker}の宿題です`,
    topics: [{ res_code: WORD_LIST, question_ids: "" }],
    deadline: new Date(Date.now() + 7 * day).toISOString(),
  });
  const detail = await get(`/v3/homework-for-student/homework-detail?homework_id=${hw.homework_id}`, student);
  const topicId: number = detail.topics[0].topic_id;
  const wt = await post("/v3/teacher/word-test-create", {
    class_id: cls.class_id,
    title: `${marker}単語テスト`,
    test_type: 2,
    res_code: WORD_LIST,
    start_at: new Date(Date.now() - day).toISOString(),
    end_at: new Date(Date.now() + 7 * day).toISOString(),
  });
  const msg = await post("/v3/teacher/message-send", {
    student_id: studentId,
    title: `${marker}連絡`,
    body: `${marker}からのお知らせ`,
  });
  const guid = `${marker}-attempt`;
  await post(
    "/v3/homework/topic-answer-record",
    {
      homework_id: hw.homework_id,
      topic_id: topicId,
      guid: `${guid}-hw`,
      is_completed: 1,
      item: { question_id: "wc01", answer_result: 0 },
    },
    student,
  );
  const note = await post("/v3/teacher/submission-note", {
    homework_id: hw.homework_id,
    topic_id: topicId,
    student_id: studentId,
    guid: `${guid}-hw`,
    question_id: "wc01",
    comments: `${marker}のコメント`,
  });
  await post(
    "/v3/textbook/topic-answer-record",
    { res_code: WORD_LIST, guid, is_completed: 1, item: { question_id: "wc01", answer_result: 0 } },
    student,
  );
  await post(
    "/v3/textbook/topic-answer-record",
    { res_code: WORD_LIST, guid: `${guid}2`, item: { question_id: "wc01", answer_result: 0 } },
    student,
  );
  const info = await get(`/v3/textbook/resource-info?res_code=${WORD_LIST}`, student);
  const favourite = await post(
    "/v3/favourite-sentence/collect",
    {
      resource_code: WORD_LIST,
      question_index: 0,
      screen_en_text: `${marker} desk`,
      resource_id: info.res_id,
      sentence_id: "wc01",
    },
    student,
  );
  const writing = await post(
    "/v3/writing/submit",
    { source: "free", content: `My name is ${marker}. I like my school very much.` },
    student,
  );
  const cefr = await post("/v3/cefr-for-student/start-cefr-test", { test_type: "placement" }, student);
  const eiken = await get("/v3/eiken/suggest/guid/resource?level_id=1&mode=learning", student);
  const challenge = await post("/v3/eiken/challenge/start", { level_id: 1 }, student);
  const swAssign = await post("/v3/teacher/study-word/assign", {
    class_id: cls.class_id,
    book_id: "eiken-5",
    daily_new: 5,
  });
  const swPlans = await get("/v3/study-word/plans", student);
  const swPlanId: number = swPlans.items[0].plan_id;
  const swTask = await get(`/v3/study-word/today-task?plan_id=${swPlanId}`, student);
  const swWordId: number = swTask.new_words[0].word_id;
  await post(
    "/v3/study-word/upload-challenge-log",
    { plan_id: swPlanId, word_id: swWordId, is_right: 0 },
    student,
  );
  const body = mp3Body(mp3);
  const upload = await app.inject({
    method: "POST",
    url: "/v3/upload/mp3",
    payload: body.payload,
    headers: {
      "content-type": `multipart/form-data; boundary=${body.boundary}`,
      authorization: `Bearer ${student}`,
    },
  });
  if (upload.statusCode !== 200) throw new Error(`fixture upload: ${upload.body}`);
  const notice = await db.one<{ id: number }>(
    "INSERT INTO notices (school_id, title, summary, content, published_at) VALUES ($1, $2, $3, $4, now()) RETURNING id",
    [school.id, `${marker}告知`, `${marker}概要`, `${marker}本文`],
  );
  const report = await db.one<{ id: number }>(
    `INSERT INTO resource_feedback (school_id, student_id, options, content, resource_code, question_id)
     VALUES ($1, $2, 'audio_problem', $3, $4, 'wc01') RETURNING id`,
    [school.id, studentId, `${marker}の報告`, WORD_LIST],
  );
  // Sign the fixture's own sessions out, so the matrix's logins are the only live ones.
  await post("/v3/student/logout", {}, student);
  await post("/v3/teacher/logout", {});
  return {
    ...accounts,
    student: studentName,
    schoolId: school.id,
    marker,
    studentId,
    otherStudentId: other.student_id,
    classId: cls.class_id,
    classCode: cls.class_code,
    homeworkId: hw.homework_id,
    topicId,
    taskId: wt.task_id,
    msgId: msg.msg_id,
    noteId: note.note_id,
    noticeId: notice?.id ?? 0,
    feedbackId: report?.id ?? 0,
    guid,
    guid2: `${guid}2`,
    resId: info.res_id,
    favouriteId: favourite.favourite_id,
    writingId: writing.writing_id,
    cefrTestId: cefr.test_id,
    eikenGuid: eiken.guid,
    eikenChallengeId: challenge.challenge_id,
    studyWordPlanId: swPlanId,
    studyWordAssignmentId: swAssign.assignment_id,
    studyWordWordId: swWordId,
    cardId: card.card_id,
    teacherId: school.teacher_id,
    recordingUrl: upload.json().data.file,
    secrets: [marker, studentName, other.username, card.card_id, cls.class_code, accounts.admin],
  };
}
