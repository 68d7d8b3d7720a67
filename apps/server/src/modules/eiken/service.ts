import { randomUUID } from "node:crypto";
import {
  EIKEN_LEVELS,
  type EikenGuidSubmitBodySchema,
  type EikenResourceTag,
  type EikenWordCard,
  type EikenWordMode,
  type MasteryLabel,
} from "@hibiki/contracts";
import { percentOfTotal } from "@hibiki/exercises";
import { gradeAnswer, mastery, type ReviewState, review, studyQueue } from "@hibiki/exercises/srs";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import { iso, isoOrNull } from "../../lib/present.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { readableWords, recordingScores } from "../textbook/commands/speaking-scores.ts";
import { speakingEvidenceOf } from "../upload/speaking-evidence.ts";
import { examSessionLog, startExamSession, suggestExam } from "./exam-suggestion.ts";
import { buildWordItems, READING_PASS_PERCENT, type StoredWordItem, spellingMatches } from "./items.ts";
import * as repo from "./repository.ts";
import { gradeWords, levelOf } from "./words.ts";

export type EikenDeps = { db: Db; content: ContentCatalog };
type SubmitBody = z.output<typeof EikenGuidSubmitBodySchema>;

/** Words per session: new words in learning, due words in training. */
export const LEARNING_SIZE = 10;
export const TRAINING_SIZE = 20;

const MASTERY_KEY = {
  unlearned: "unlearned",
  learned: "learned",
  mastered: "mastered",
  "needs review": "needs_review",
} as const;

function masteryCounts(words: readonly EikenWordCard[], states: Map<string, ReviewState>, now: number) {
  const counts = { unlearned: 0, learned: 0, mastered: 0, needs_review: 0 };
  for (const w of words) counts[MASTERY_KEY[mastery(states.get(w.word) ?? null, now)]]++;
  return counts;
}

async function statesOf(deps: EikenDeps, studentId: number, grade: string) {
  return new Map((await repo.wordStates(deps.db, studentId, grade)).map((s) => [s.word, s]));
}

/** Every grade with the student's word progress (the eikenList screen). */
export async function levels(deps: EikenDeps, caller: StudentCaller) {
  const { catalog } = await deps.content.load();
  const now = Date.now();
  const last = new Map((await repo.lastStudied(deps.db, caller.id)).map((r) => [r.level_id, r.at]));
  const out = [];
  for (const l of EIKEN_LEVELS) {
    const { words } = await gradeWords(deps.content, l.grade);
    const states = await statesOf(deps, caller.id, l.grade);
    out.push({
      ...l,
      word_count: words.length,
      new_count: words.filter((w) => !states.has(w.word)).length,
      due_count: [...states.values()].filter((s) => s.due_at <= now).length,
      mastery: masteryCounts(words, states, now),
      interview_count: catalog.eiken_interviews.filter((c) => c.grade === l.grade).length,
      last_studied_at: isoOrNull(last.get(l.level_id) ?? null),
    });
  }
  return { levels: out };
}

/** A grade's words with the student's mastery, filtered and paged. */
export async function wordList(
  deps: EikenDeps,
  caller: StudentCaller,
  query: {
    level_id: number;
    mastery: "all" | (typeof MASTERY_KEY)[MasteryLabel];
    q: string;
    page: number;
    limit: number;
  },
) {
  const level = levelOf(query.level_id);
  const { words } = await gradeWords(deps.content, level.grade);
  const states = await statesOf(deps, caller.id, level.grade);
  const now = Date.now();
  const q = query.q.toLowerCase();
  const rows = words
    .map((w) => {
      const s = states.get(w.word) ?? null;
      const m = mastery(s, now);
      return {
        ...w,
        mastery: m,
        due_at: s ? iso(new Date(s.due_at)) : null,
        right_count: s?.right_count ?? 0,
        wrong_count: s?.wrong_count ?? 0,
      };
    })
    .filter((w) => query.mastery === "all" || MASTERY_KEY[w.mastery] === query.mastery)
    .filter((w) => q === "" || w.word.toLowerCase().includes(q));
  const start = (query.page - 1) * query.limit;
  return {
    level_id: level.level_id,
    total: rows.length,
    page: query.page,
    limit: query.limit,
    words: rows.slice(start, start + query.limit),
  };
}

/**
 * Which words a session studies. Learning: the first words never studied, in the list's order. Training:
 * the due words, most overdue first; when none is due, the studied words that come back soonest (practice
 * ahead), so training always has work once a word was learned.
 */
function sessionWords(
  words: readonly EikenWordCard[],
  states: Map<string, repo.WordStateRow>,
  mode: EikenWordMode,
) {
  const now = Date.now();
  if (mode === "learning") return words.filter((w) => !states.has(w.word)).slice(0, LEARNING_SIZE);
  const studied = words.filter((w) => states.has(w.word));
  const due = studyQueue(
    studied.map((w) => ({ id: w.word, state: states.get(w.word) ?? null })),
    now,
    TRAINING_SIZE,
    0,
  );
  const ids =
    due.length > 0
      ? due
      : studied
          .map((w) => states.get(w.word) as repo.WordStateRow)
          .sort((a, b) => a.due_at - b.due_at)
          .slice(0, TRAINING_SIZE)
          .map((s) => s.word);
  const byWord = new Map(words.map((w) => [w.word, w]));
  return ids.map((id) => byWord.get(id) as EikenWordCard);
}

function publicItem(
  item: StoredWordItem,
  card: EikenWordCard | undefined,
  mode: EikenWordMode,
  answered: boolean,
) {
  const { word: _w, correct_index: _c, correct_answer: _a, ...shown } = item;
  return {
    ...shown,
    card: mode === "learning" ? (card ?? null) : null,
    answered: (answered ? 1 : 0) as 0 | 1,
  };
}

/** Starts a guided word session for a grade (eiken/suggest/guid/resource). */
export async function startSession(
  deps: EikenDeps,
  caller: StudentCaller,
  query: { level_id: number; resource_tag: EikenResourceTag; mode: EikenWordMode; speaking: number },
) {
  if (query.resource_tag === "suggest_exam") return startExamSession(deps, caller, query.level_id);
  const level = levelOf(query.level_id);
  const list = await gradeWords(deps.content, level.grade);
  const states = await statesOf(deps, caller.id, level.grade);
  const chosen = sessionWords(list.words, states, query.mode);
  const guid = randomUUID();
  const items = buildWordItems(chosen, list.words, {
    mode: query.mode,
    speaking: query.speaking === 1,
    seed: guid,
    isNew: (w) => !states.has(w),
  });
  if (items.length > 0)
    await repo.insertSession(deps.db, {
      guid,
      studentId: caller.id,
      schoolId: caller.schoolId,
      levelId: level.level_id,
      mode: query.mode,
      items,
    });
  return {
    guid,
    level_id: level.level_id,
    resource_tag: query.resource_tag,
    mode: query.mode,
    items: items.map((i) => publicItem(i, list.byWord.get(i.word), query.mode, false)),
    exam: null,
  };
}

const NO_SESSION = "この学習セッションは見つかりません。もう一度始めてください。";

async function sessionOf(deps: EikenDeps, caller: StudentCaller, guid: string) {
  const session = await repo.findSession(deps.db, caller.id, guid);
  if (session) return session;
  if (await examSessionLog(deps, caller, guid))
    throw BadRequest("bad_request", "この学習は問題セットです。練習の画面で解いてください。", {
      guid: "問題セットの学習です。",
    });
  throw NotFound(NO_SESSION);
}

/** Whether an answer is right, what it said and (reading) its speech percent. */
async function judge(
  deps: EikenDeps,
  caller: StudentCaller,
  item: StoredWordItem,
  body: SubmitBody,
): Promise<{ right: boolean; text: string | null; percent: number | null }> {
  if (item.test_type === "reading") {
    const s = await recordingScores(
      { evaluate_result: body.evaluate_result, sound_file: body.sound_file },
      speakingEvidenceOf(deps.db, caller),
      readableWords([item.word]),
      "body",
    );
    const percent = s.client_scored ? (body.percent_score ?? 0) : percentOfTotal(s.total_score);
    return { right: percent >= READING_PASS_PERCENT, text: null, percent };
  }
  const answer = body.answer_result ?? "";
  if (answer === "")
    throw BadRequest("bad_request", "解答を入力してください。", {
      answer_result: "解答を入力してください。",
    });
  if (item.test_type === "spelling")
    return { right: spellingMatches(answer, item.word), text: answer, percent: null };
  const index = Number(answer);
  if (!/^\d+$/.test(answer) || !item.options.some((o) => o.index === index))
    throw BadRequest("bad_request", "選択肢の番号が正しくありません。", {
      answer_result: "選択肢の番号が正しくありません。",
    });
  return {
    right: index === item.correct_index,
    text: item.options.find((o) => o.index === index)?.content ?? null,
    percent: null,
  };
}

/**
 * Answers one item of a session (eiken/suggest/guid/item/submit): judged on the server, recorded once, and
 * the word's review state moves on (@hibiki/exercises/srs). A second answer to the same item is refused.
 */
export async function submit(deps: EikenDeps, caller: StudentCaller, body: SubmitBody) {
  const session = await sessionOf(deps, caller, body.guid);
  const item = session.items.find((i) => i.question_id === body.question_id);
  if (!item)
    throw BadRequest("bad_request", "この問題はこのセッションにありません。", {
      question_id: "問題が見つかりません。",
    });
  const level = levelOf(session.level_id);
  const verdict = await judge(deps, caller, item, body);
  const now = Date.now();
  const result = await deps.db.transaction(async (tx) => {
    const fresh = await repo.insertAnswer(tx, session.guid, {
      questionId: item.question_id,
      isRight: verdict.right,
      answerText: verdict.text,
      percent: verdict.percent,
    });
    if (!fresh) return null;
    const prev = await repo.wordState(tx, caller.id, level.grade, item.word);
    const next = review(prev, gradeAnswer(verdict.right, body.duration_ms), now);
    await repo.saveWordState(
      tx,
      { studentId: caller.id, schoolId: caller.schoolId, grade: level.grade, word: item.word },
      next,
      verdict.right,
    );
    const answered = (await repo.answersOf(tx, session.guid)).length;
    if (answered >= session.items.length) await repo.finishSession(tx, session.guid);
    return { next, answered };
  });
  if (!result)
    throw BadRequest("bad_request", "この問題はもう解答済みです。", { question_id: "解答済みです。" });
  const { byWord } = await gradeWords(deps.content, level.grade);
  const card = byWord.get(item.word) ?? {
    word: item.word,
    pos: "",
    ja: "",
    ipa: "",
    example: "",
    example_ja: "",
  };
  return {
    question_id: item.question_id,
    is_right: (verdict.right ? 1 : 0) as 0 | 1,
    correct_answer: item.correct_answer,
    percent_score: verdict.percent,
    card,
    mastery: mastery(result.next, now),
    due_at: iso(new Date(result.next.due_at)),
    answered: result.answered,
    total: session.items.length,
    finished: (result.answered >= session.items.length ? 1 : 0) as 0 | 1,
  };
}

/** A session's answers with each word's card and mastery now (eiken/suggest/guid/logs). */
export async function logs(
  deps: EikenDeps,
  caller: StudentCaller,
  query: { level_id: number; guid: string },
) {
  const exam = await examSessionLog(deps, caller, query.guid);
  if (exam) {
    if (exam.level_id !== query.level_id) throw NotFound("この級の学習セッションではありません。");
    return { ...exam, started_at: iso(exam.started_at), finished_at: isoOrNull(exam.finished_at) };
  }
  const session = await sessionOf(deps, caller, query.guid);
  if (session.level_id !== query.level_id) throw NotFound("この級の学習セッションではありません。");
  const level = levelOf(session.level_id);
  const answers = new Map((await repo.answersOf(deps.db, session.guid)).map((a) => [a.question_id, a]));
  const { byWord } = await gradeWords(deps.content, level.grade);
  const states = await statesOf(deps, caller.id, level.grade);
  const now = Date.now();
  const items = session.items.map((i) => {
    const a = answers.get(i.question_id);
    return {
      question_id: i.question_id,
      test_type: i.test_type,
      card: byWord.get(i.word) ?? { word: i.word, pos: "", ja: "", ipa: "", example: "", example_ja: "" },
      answered: (a ? 1 : 0) as 0 | 1,
      is_right: (a?.is_right === 1 ? 1 : 0) as 0 | 1,
      answer_text: a?.answer_text ?? null,
      percent_score:
        a?.percent_score === null || a?.percent_score === undefined ? null : Number(a.percent_score),
      mastery: mastery(states.get(i.word) ?? null, now),
    };
  });
  const right = items.filter((i) => i.is_right === 1).length;
  return {
    guid: session.guid,
    level_id: session.level_id,
    mode: session.mode,
    resource_tag: session.resource_tag,
    started_at: iso(session.started_at),
    finished_at: isoOrNull(session.finished_at),
    total: items.length,
    answered: answers.size,
    right_count: right,
    percent: items.length ? Math.round((100 * right) / items.length) : 0,
    items,
    exam: null,
  };
}

/**
 * What to study next in a grade: training (words due now), learning (new words left) and the practice set
 * suggested next, the asked resource_tag first. Words due come before anything else; with none due, the
 * exam suggestion is recommended after a word session only when no new words are left.
 */
export async function nextResources(
  deps: EikenDeps,
  caller: StudentCaller,
  levelId: number,
  tag: EikenResourceTag = "suggest_word",
) {
  const level = levelOf(levelId);
  const exam = await suggestExam(deps, caller.id, level.level_id);
  const { words } = await gradeWords(deps.content, level.grade);
  const states = await statesOf(deps, caller.id, level.grade);
  const now = Date.now();
  const fresh = words.filter((w) => !states.has(w.word)).length;
  const due = [...states.values()].filter((s) => s.due_at <= now).length;
  const flag = (b: boolean) => (b ? 1 : 0) as 0 | 1;
  const examFirst = tag === "suggest_exam";
  const study = [
    {
      resource_tag: "suggest_word" as const,
      level_id: levelId,
      mode: "training" as const,
      count: due,
      recommended: flag(due > 0),
      exam: null,
    },
    {
      resource_tag: "suggest_word" as const,
      level_id: levelId,
      mode: "learning" as const,
      count: fresh,
      recommended: flag(due === 0 && fresh > 0 && !examFirst),
      exam: null,
    },
  ];
  const practice = exam
    ? [
        {
          resource_tag: "suggest_exam" as const,
          level_id: levelId,
          mode: null,
          count: exam.question_count,
          recommended: flag(due === 0 && (examFirst || fresh === 0)),
          exam,
        },
      ]
    : [];
  return { list: examFirst ? [...practice, ...study] : [...study, ...practice] };
}
