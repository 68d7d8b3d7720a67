import {
  WORD_EXAM_IDLE_MINUTES,
  type WordQuizAnswerBodySchema,
  type WordQuizItem,
  type WordQuizTask,
} from "@hibiki/contracts";
import type { z } from "zod";
import type { Db, Queryable } from "../../db/client.ts";
import { BadRequest, Locked, NotFound } from "../../errors.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { type StoredItem, scoreItem } from "./items.ts";
import { examAnswers, percentOf, periodState, presentTask, wordsToPractise } from "./presenter.ts";
import { readingPercent } from "./reading-score.ts";
import {
  answersOf,
  type ExamRow,
  endExam,
  ensureExam,
  examsOf,
  insertAnswer,
  lockExam,
  markFixed,
  settleIdleExams,
  testsOfStudent,
  type WordTestRow,
} from "./repository.ts";

const publicItem = (i: StoredItem): WordQuizItem => ({
  question_id: i.question_id,
  index: i.index,
  test_type: i.test_type,
  screen_text: i.screen_text,
  options: i.options,
  audio_url: i.audio_url,
});

/** A page reload or a second tab within this time is the same opening, not a reopening. */
const REOPEN_GRACE_MS = 15_000;

async function loadTask(db: Queryable, caller: StudentCaller, taskId: number) {
  const w = (await testsOfStudent(db, caller.id)).find((t) => t.id === taskId);
  if (!w) throw NotFound(`単語テストが見つかりません: ${taskId}`);
  await settleIdleExams(db, [w.id], WORD_EXAM_IDLE_MINUTES);
  const exam = (await examsOf(db, [w.id], caller.id))[0];
  const answers = exam ? await answersOf(db, [exam.id]) : [];
  return { w, exam, answers };
}

const timeEnded = (id: number) =>
  Locked("word_exam_time_end_tips", `単語テストの時間は終了しました（テスト ${id}）。`);

/** @returns the student's word tests with their states */
export async function taskList(db: Queryable, caller: StudentCaller): Promise<WordQuizTask[]> {
  const tests = await testsOfStudent(db, caller.id);
  await settleIdleExams(
    db,
    tests.map((t) => t.id),
    WORD_EXAM_IDLE_MINUTES,
  );
  const exams = await examsOf(
    db,
    tests.map((t) => t.id),
    caller.id,
  );
  const answers = await answersOf(
    db,
    exams.map((e) => e.id),
  );
  return tests.map((w) =>
    presentTask(
      w,
      exams.find((e) => e.word_test_id === w.id),
      answers,
    ),
  );
}

/**
 * The words of a test with the student's outcome per word. Words are only listed once the student's
 * exam is over or the period ended (so the list cannot be used as a crib).
 * @throws AppError 404 when the test is not the student's class's
 */
export async function taskTopics(db: Queryable, caller: StudentCaller, taskId: number) {
  const { w, exam, answers } = await loadTask(db, caller, taskId);
  const task = presentTask(w, exam, answers);
  const over =
    task.exam_state === "finished" || task.exam_state === "aborted" || task.period_state === "ended";
  const given = exam ? examAnswers(answers, exam.id) : [];
  const items = over
    ? w.items.map((i) => {
        const a = given.find((x) => x.question_id === i.question_id);
        return {
          question_id: i.question_id,
          index: i.index,
          word: i.word,
          mean: i.mean,
          is_right: a ? ((a.is_right ? 1 : 0) as 0 | 1) : null,
          answer_text: a ? a.answer_text : null,
        };
      })
    : [];
  return { task, items };
}

/**
 * Starts the exam: its items. Opening an exam already in progress again (after a moment's grace for a
 * double request) means the student left it midway: it ends with 0 points (the spec's rule), as the
 * leave button does.
 * @throws AppError 404 unknown, 400 not started yet, already taken, or left midway; 423 period ended
 */
export async function examResource(db: Queryable, caller: StudentCaller, taskId: number) {
  const { w, exam } = await loadTask(db, caller, taskId);
  const period = periodState(w);
  if (period === "ended") throw timeEnded(w.id);
  if (period === "not_started")
    throw BadRequest("bad_request", `単語テストはまだ始まっていません（テスト ${w.id}）。`);
  if (exam?.state === "in_progress" && Date.now() - new Date(exam.started_at).getTime() > REOPEN_GRACE_MS) {
    await endExam(db, exam.id, "aborted", 0, "reopened");
    throw BadRequest(
      "bad_request",
      `テストの途中で画面を離れたため、0 点で終了しました。間違えた単語の練習はできます（テスト ${w.id}）。`,
    );
  }
  if (exam && exam.state !== "in_progress") {
    const left = exam.state === "aborted";
    throw BadRequest(
      "bad_request",
      left
        ? `テストの途中で離れたため、0 点で終了しています（テスト ${w.id}）。`
        : `単語テストは一度だけ受けられます（テスト ${w.id}）。`,
    );
  }
  const started = exam ?? (await ensureExam(db, w.id, caller.id, caller.schoolId));
  const answers = await answersOf(db, [started.id]);
  const done = new Set(answers.map((a) => a.question_id));
  return {
    task: presentTask(w, started, answers),
    items: w.items.filter((i) => !done.has(i.question_id)).map(publicItem),
    seconds_left: Math.max(0, Math.floor((new Date(w.end_at).getTime() - Date.now()) / 1000)),
  };
}

/**
 * Items of a finished or abandoned test still to practise (wrong-topic mode): answered wrong or not at
 * all, and not yet practised right.
 * @throws AppError 404 unknown, 400 while the exam is not over
 */
export async function wrongResource(db: Queryable, caller: StudentCaller, taskId: number) {
  const { w, exam, answers } = await loadTask(db, caller, taskId);
  const task = presentTask(w, exam, answers);
  if (!exam || (task.exam_state !== "finished" && task.exam_state !== "aborted")) {
    throw BadRequest("bad_request", `テストが終わってから間違えた問題を練習できます（テスト ${w.id}）。`);
  }
  return {
    task,
    items: wordsToPractise(w, answers, exam.id)
      .filter((x) => !x.fixed)
      .map((x) => publicItem(x.item)),
    seconds_left: 0,
  };
}

/** @returns the student's finished or abandoned tests with words to practise (wrong or unanswered) */
export async function wrongTopicList(db: Queryable, caller: StudentCaller) {
  const tests = await testsOfStudent(db, caller.id);
  const exams = await examsOf(
    db,
    tests.map((t) => t.id),
    caller.id,
  );
  const answers = await answersOf(
    db,
    exams.map((e) => e.id),
  );
  const items = [];
  for (const w of tests) {
    const exam = exams.find((e) => e.word_test_id === w.id);
    if (!exam) continue;
    const task = presentTask(w, exam, answers);
    if (task.exam_state !== "finished" && task.exam_state !== "aborted") continue;
    const words = wordsToPractise(w, answers, exam.id);
    if (words.length === 0) continue;
    items.push({
      task_id: w.id,
      title: w.title,
      wrong_total: words.length,
      wrong_remaining: words.filter((x) => !x.fixed).length,
      words: words.map(({ item, answer, fixed }) => ({
        question_id: item.question_id,
        index: item.index,
        word: item.word,
        mean: item.mean,
        is_right: (fixed ? 1 : 0) as 0 | 1,
        answer_text: answer ? answer.answer_text : null,
      })),
    });
  }
  return { items };
}

type AnswerBody = z.output<typeof WordQuizAnswerBodySchema>;

/**
 * Scores one answer. Exam mode: the first answer per word counts; the last word finishes the exam;
 * after the period: 423. Storing the answer and finishing happen in one transaction with the exam row
 * locked, so parallel answers and an abort cannot both end it, and exactly one answer reports the finish.
 * Wrong mode: a right answer clears a wrong word; the score never changes.
 * @throws AppError 404 unknown test or word, 400 answered already / not allowed now, 423 time over
 */
export async function answerWord(db: Db, caller: StudentCaller, body: AnswerBody) {
  const { w, exam } = await loadTask(db, caller, body.task_id);
  const item = w.items.find((i) => i.question_id === body.question_id);
  if (!item) throw NotFound(`問題が見つかりません: ${body.question_id}`);
  const scored = scoreItem(item, body.answer_result, await readingPercent(db, caller, item, body));
  if (body.mode === "wrong") return answerWrong(db, w, exam, item, scored);
  const period = periodState(w);
  if (period === "ended") throw timeEnded(w.id);
  if (period === "not_started")
    throw BadRequest("bad_request", `単語テストはまだ始まっていません（テスト ${w.id}）。`);
  const { answers, correct, finished } = await db.transaction(async (tx) => {
    const current = await lockExam(tx, w.id, caller.id, caller.schoolId);
    if (current.state !== "in_progress") {
      throw BadRequest("bad_request", `単語テストは一度だけ受けられます（テスト ${w.id}）。`);
    }
    const fresh = await insertAnswer(tx, {
      examId: current.id,
      questionId: item.question_id,
      isRight: scored.isRight,
      answerText: scored.answerText,
    });
    if (!fresh) throw BadRequest("bad_request", `この問題はもう解答済みです: ${item.question_id}`);
    const all = examAnswers(await answersOf(tx, [current.id]), current.id);
    const done = all.length >= w.items.length;
    const right = all.filter((a) => a.is_right).length;
    if (done) await endExam(tx, current.id, "finished", percentOf(right, w.items.length));
    return { answers: all, correct: right, finished: done };
  });
  return {
    question_id: item.question_id,
    is_right: (scored.isRight ? 1 : 0) as 0 | 1,
    correct_answer: scored.correct,
    answered: answers.length,
    correct,
    word_count: w.items.length,
    finished: (finished ? 1 : 0) as 0 | 1,
    score: finished ? percentOf(correct, w.items.length) : 0,
    wrong_remaining: answers.filter((a) => !a.is_right).length,
  };
}

async function answerWrong(
  db: Queryable,
  w: WordTestRow,
  exam: ExamRow | undefined,
  item: StoredItem,
  scored: { isRight: boolean; correct: string },
) {
  const answers = exam ? await answersOf(db, [exam.id]) : [];
  const task = presentTask(w, exam, answers);
  const over = task.exam_state === "finished" || task.exam_state === "aborted";
  const target =
    exam && over
      ? wordsToPractise(w, answers, exam.id).find((x) => x.item.question_id === item.question_id)
      : undefined;
  if (!exam || !target) {
    throw BadRequest("bad_request", `間違えた問題ではありません: ${item.question_id}`);
  }
  if (scored.isRight) await markFixed(db, exam.id, item.question_id);
  const remaining = presentTask(w, exam, await answersOf(db, [exam.id])).wrong_remaining;
  return {
    question_id: item.question_id,
    is_right: (scored.isRight ? 1 : 0) as 0 | 1,
    correct_answer: scored.correct,
    answered: task.answered,
    correct: task.correct,
    word_count: w.items.length,
    finished: (remaining === 0 ? 1 : 0) as 0 | 1,
    score: task.score,
    wrong_remaining: remaining,
  };
}

/**
 * Leaves the exam midway: it ends with 0 points and cannot be taken again. Decided with the exam row
 * locked, so an abort racing the last answer (or another abort) is refused once the exam has ended.
 * @throws AppError 404 unknown, 400 already over, 423 period ended
 */
export async function abortExam(db: Db, caller: StudentCaller, taskId: number) {
  const { w } = await loadTask(db, caller, taskId);
  if (periodState(w) === "ended") throw timeEnded(w.id);
  await db.transaction(async (tx) => {
    const current = await lockExam(tx, w.id, caller.id, caller.schoolId);
    if (current.state !== "in_progress") {
      throw BadRequest("bad_request", `単語テストはもう終わっています（テスト ${w.id}）。`);
    }
    await endExam(tx, current.id, "aborted", 0, "left");
  });
  return { task_id: w.id, score: 0 };
}
