import {
  WRITING_TEXT_MAX_CHARS,
  type WritingLevel,
  type WritingRecord,
  type WritingSource,
} from "@hibiki/contracts";
import { HINT_KEYS, normalizeWriting, validateWriting, wordCount } from "@hibiki/exercises";
import type { Db } from "../../../db/client.ts";
import { BadRequest, NotFound } from "../../../errors.ts";
import { signFileUrl } from "../../../lib/signed-url.ts";
import type { StudentCaller } from "../../../plugins/auth.ts";
import type { Storage } from "../../../storage/storage.ts";
import { filterSensitiveWords } from "../../../writing/index.ts";
import { SPECIAL_STRING_TO_SEMIANGLE } from "../../app/word-lists.ts";
import type { ContentCatalog } from "../../content/catalog-store.ts";
import { checkerPercent } from "../checker-percent.ts";
import type { CheckerRunner } from "../checker-runner.ts";
import { ENGINE_RESULT_FILE, writeEngineResult } from "../engine-file.ts";
import { presentWriting } from "../presenter.ts";
import { insertWriting } from "../repository.ts";
import type { TopicCatalog } from "../topics.ts";
import { taskOfItem, taskOfTopic } from "../writing-task.ts";

/** What a writing submission needs besides the text. */
export type SubmitWritingInput = {
  source: WritingSource;
  content: string;
  topicId?: string;
  level?: WritingLevel;
  resCode?: string;
  questionId?: string;
};

/** Services the command uses. */
export type SubmitWritingDeps = {
  db: Db;
  /** where the engine result file goes (app.storage) */
  storage: Storage;
  secret: string;
  topics: TopicCatalog;
  checker: CheckerRunner;
  /** the textbook catalogue, for a textbook item's word range and prompt (res_code + question_id) */
  content?: ContentCatalog;
};

const MESSAGES: Record<string, string> = {
  [HINT_KEYS.writingEmpty]: "作文が空です。英語で書いてから送信してください。",
  [HINT_KEYS.hasEmoji]: "絵文字は使えません。",
  [HINT_KEYS.writingNotEnglish]: "英語以外の文字が含まれています。",
};

/**
 * Normalises and checks a writing the way the panel does (spec §5), so a client that skips the panel
 * still cannot store an empty, non-English or emoji text.
 * @param content - the text as sent
 * @returns the normalised text
 * @throws AppError 400 with fields.content = the spec's message key, or "sensitive_words"
 */
export function acceptWritingText(content: string): string {
  const text = normalizeWriting(content, SPECIAL_STRING_TO_SEMIANGLE);
  if (text.length > WRITING_TEXT_MAX_CHARS) {
    throw BadRequest("bad_request", `作文が長すぎます（最大 ${WRITING_TEXT_MAX_CHARS} 文字）。`, {
      content: "too_long",
    });
  }
  const check = validateWriting(text);
  if (!check.ok) {
    const chars = check.positions?.map((p) => p.char).join("") ?? "";
    throw BadRequest("bad_request", `${MESSAGES[check.key] ?? check.key}${chars ? ` (${chars})` : ""}`, {
      content: check.key,
    });
  }
  const sensitive = filterSensitiveWords(text);
  if (sensitive.found.length > 0) {
    throw BadRequest("bad_request", `使えない言葉が含まれています: ${sensitive.found.join(", ")}`, {
      content: "sensitive_words",
    });
  }
  return text;
}

/**
 * Checks a writing with the offline checker against its task (a topic's or a textbook item's word range,
 * prompt and sample; free writing without), stores the engine result file and a new submission row
 * (payload content, percent_score 100, total_score 5, engine_result link) whose checker_percent is the
 * writing score's total, the score the teacher's grade book and the homework answer use.
 * @param deps - database, data folder, secret, topics, checker
 * @param caller - the student
 * @param input - the writing
 * @returns the stored writing
 * @throws AppError 400 for bad text, 404 for an unknown topic, 503 when the checker fails or times out
 */
export async function submitWriting(
  deps: SubmitWritingDeps,
  caller: StudentCaller,
  input: SubmitWritingInput,
): Promise<WritingRecord> {
  const topic = input.topicId ? deps.topics.byId.get(input.topicId) : undefined;
  if (input.topicId && !topic) throw NotFound(`作文のテーマが見つかりません: ${input.topicId}`);
  const text = acceptWritingText(input.content);
  const level = input.level ?? topic?.level ?? "junior";
  const task = topic
    ? taskOfTopic(topic)
    : deps.content
      ? await taskOfItem(deps.content, input.resCode, input.questionId)
      : undefined;
  const result = await deps.checker.check(text, level, task);
  const file = await writeEngineResult(deps.storage, result);
  const errors = result.comments.reduce((n, c) => n + c.sent_comments.length, 0);
  const row = await insertWriting(deps.db, {
    student_id: caller.id,
    school_id: caller.schoolId,
    source: input.source,
    topic_id: topic?.topic_id ?? null,
    title: topic?.title ?? null,
    res_code: input.resCode ?? null,
    question_id: input.questionId ?? null,
    level,
    content: text,
    word_count: wordCount(text),
    error_count: errors,
    percent_score: 100,
    total_score: 5,
    engine_file_id: file.id,
    engine_path: file.path,
    checker_percent: checkerPercent(result),
  });
  return presentWriting(row, signFileUrl(ENGINE_RESULT_FILE, file.id, deps.secret));
}
