import type {
  DeviceFavoriteSubmitBodySchema,
  FavouriteCollected,
  FavouriteSentence,
  FavouriteSentenceCollectBodySchema,
  FavouriteSentenceDiscardBodySchema,
  FavouriteWordCollectBodySchema,
} from "@hibiki/contracts";
import { answerableItems, deriveScores, locateItem } from "@hibiki/exercises";
import type { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { readableWords, recordingScores } from "../textbook/commands/speaking-scores.ts";
import { speakingEvidenceOf } from "../upload/speaking-evidence.ts";
import { presentSentence, presentWord, type VersionOf } from "./presenter.ts";
import * as repo from "./repository.ts";

type CollectBody = z.output<typeof FavouriteSentenceCollectBodySchema>;
type DiscardBody = z.output<typeof FavouriteSentenceDiscardBodySchema>;
type WordBody = z.output<typeof FavouriteWordCollectBodySchema>;
type SubmitBody = z.output<typeof DeviceFavoriteSubmitBodySchema>;

/** The identity of a favourite sentence among the student's: module, resource and question. */
const sentenceKey = (source: string, resCode: string, sentenceId: string) =>
  `${source}|${resCode}|${sentenceId}`;
/** The identity of a favourite word: the word in lower case. */
const wordKey = (word: string) => word.trim().toLowerCase();

/**
 * Current resource versions for model-audio URLs. A missing or broken catalogue gives none, so the lists
 * still show the stored texts (without audio) instead of failing.
 */
async function versions(content: ContentCatalog): Promise<VersionOf> {
  try {
    const { index } = await content.load();
    return (code) => index.byCode.get(code)?.res_version;
  } catch {
    return () => undefined;
  }
}

/**
 * Collects a sentence of a textbook or skill-up resource (favourite-sentence collect). The resource must be
 * in the catalogue with that res_id and the sentence must be one of its questions; collecting it again
 * refreshes the stored texts.
 * @returns the favourite's id and is_collected 1
 * @throws AppError 404 for an unknown resource_code, 400 when resource_id or sentence_id do not belong to it
 */
export async function collectSentence(
  db: Queryable,
  content: ContentCatalog,
  caller: StudentCaller,
  body: CollectBody,
): Promise<{ favourite_id: number; is_collected: 1 }> {
  const found = await content.resource(body.resource_code);
  if (!found) throw NotFound(`教材が見つかりません: ${body.resource_code}`);
  if (found.entry.res_id !== body.resource_id) {
    throw BadRequest("bad_request", `resource_id ${body.resource_id} is not ${body.resource_code}`, {
      "body.resource_id": "does not match resource_code",
    });
  }
  if (!locateItem(found.resource, body.sentence_id)) {
    throw BadRequest("bad_request", `sentence ${body.sentence_id} is not in ${body.resource_code}`, {
      "body.sentence_id": "no such question",
    });
  }
  const id = await repo.upsertFavourite(db, {
    studentId: caller.id,
    schoolId: caller.schoolId,
    kind: "sentence",
    itemKey: sentenceKey(body.sentence_source, body.resource_code, body.sentence_id),
    client: body.client,
    resourceCode: body.resource_code,
    resourceId: body.resource_id,
    questionIndex: body.question_index,
    sentenceId: body.sentence_id,
    sentenceSource: body.sentence_source,
    screenEnText: body.screen_en_text,
    evaluateText: body.evaluate_text,
    screenJpText: body.screen_jp_text,
    ipa: "",
    audioFileName: body.audio_file_name,
    category: body.category,
    recordMaxTime: body.record_max_time,
  });
  return { favourite_id: id, is_collected: 1 };
}

/**
 * Discards a collected sentence (favourite-sentence discard); discarding one that is not collected is a no-op.
 * @returns is_collected 0
 */
export async function discardSentence(
  db: Queryable,
  caller: StudentCaller,
  body: DiscardBody,
): Promise<{ is_collected: 0 }> {
  await repo.deleteByKey(
    db,
    caller.id,
    "sentence",
    sentenceKey(body.sentence_source, body.resource_code, body.sentence_id),
  );
  return { is_collected: 0 };
}

/**
 * Collects (is_collected 1) or discards (0) a word (favourite-word collect). A given resource_code must be
 * in the catalogue.
 * @returns the new state and the favourite's id (null after a discard)
 * @throws AppError 404 for an unknown resource_code
 */
export async function collectWord(
  db: Queryable,
  content: ContentCatalog,
  caller: StudentCaller,
  body: WordBody,
): Promise<{ is_collected: 0 | 1; favourite_id: number | null }> {
  const key = wordKey(body.words);
  if (body.is_collected === 0) {
    await repo.deleteByKey(db, caller.id, "word", key);
    return { is_collected: 0, favourite_id: null };
  }
  if (body.resource_code && !(await content.resource(body.resource_code))) {
    throw NotFound(`教材が見つかりません: ${body.resource_code}`);
  }
  const id = await repo.upsertFavourite(db, {
    studentId: caller.id,
    schoolId: caller.schoolId,
    kind: "word",
    itemKey: key,
    client: "",
    resourceCode: body.resource_code,
    resourceId: 0,
    questionIndex: 0,
    sentenceId: body.question_id,
    sentenceSource: "",
    screenEnText: body.words,
    evaluateText: "",
    screenJpText: body.mean,
    ipa: body.ipa,
    audioFileName: body.audio_file_name,
    category: "read_word",
    recordMaxTime: 10,
  });
  return { is_collected: 1, favourite_id: id };
}

/**
 * The collected state of a resource's items for a player: its collected sentences in this module and the
 * collected words among its items' screen_text.
 * @throws AppError 404 for an unknown resource_code
 */
export async function collectedOf(
  db: Queryable,
  content: ContentCatalog,
  caller: StudentCaller,
  resourceCode: string,
  source: string,
): Promise<FavouriteCollected> {
  const found = await content.resource(resourceCode);
  if (!found) throw NotFound(`教材が見つかりません: ${resourceCode}`);
  const words = new Set<string>();
  for (const { item } of answerableItems(found.resource)) {
    if (typeof item.screen_text === "string" && item.screen_text.trim()) words.add(wordKey(item.screen_text));
  }
  return {
    question_ids: await repo.collectedSentenceIds(db, caller.id, resourceCode, source),
    words: await repo.collectedWordKeys(db, caller.id, [...words]),
  };
}

/**
 * One page of favourites of a kind, newest first: sentences (device/favorites/en-page-list) or words
 * (not-en-page-list).
 * @returns items, total, page and limit
 */
async function favouritePage<T>(
  db: Queryable,
  content: ContentCatalog,
  caller: StudentCaller,
  q: { limit: number; page: number },
  kind: "sentence" | "word",
  present: (row: repo.FavouriteRow, versionOf: VersionOf) => T,
) {
  const { rows, total } = await repo.pageOf(db, caller.id, kind, q.limit, (q.page - 1) * q.limit);
  const versionOf = await versions(content);
  return { items: rows.map((r) => present(r, versionOf)), total, page: q.page, limit: q.limit };
}

/** One page of favourite sentences (device/favorites/en-page-list), newest first. */
export const sentencePage = (
  db: Queryable,
  content: ContentCatalog,
  caller: StudentCaller,
  q: { limit: number; page: number },
) => favouritePage(db, content, caller, q, "sentence", presentSentence);

/** One page of favourite words (device/favorites/not-en-page-list), newest first. */
export const wordPage = (
  db: Queryable,
  content: ContentCatalog,
  caller: StudentCaller,
  q: { limit: number; page: number },
) => favouritePage(db, content, caller, q, "word", presentWord);

/**
 * Keeps the student's latest practice of a favourite sentence (device/favorites/submit). The recording must
 * be one the student uploaded in this session (a signed /v3/files/rec/ URL); the scores are those of the server's
 * evaluation named by evaluate_result (speaking-scores.ts: none named → 0; iFlytek mode → the client's,
 * the percent derived from the total or the total from the percent).
 * @returns the favourite with its practice
 * @throws AppError 404 when the favourite is not the student's sentence, 400 for a foreign or bad recording
 */
export async function submitPractice(
  db: Queryable,
  content: ContentCatalog,
  caller: StudentCaller,
  body: SubmitBody,
): Promise<FavouriteSentence> {
  const fav = await repo.findFavourite(db, caller.id, body.resource_id);
  if (fav?.kind !== "sentence") throw NotFound(`お気に入りの文が見つかりません: ${body.resource_id}`);
  // The recording must be one this student uploaded in this session (checked with the evaluation), and
  // the server's evaluation decides the scores (iFlytek mode: the client's); percent = 20 × total.
  const s = await recordingScores(
    body,
    speakingEvidenceOf(db, caller),
    readableWords([fav.screen_en_text, fav.evaluate_text]),
    "body",
  );
  const scores = deriveScores(
    s.client_scored && body.total_score === undefined
      ? { percent_score: body.percent_score }
      : { total_score: s.total_score },
  );
  await repo.savePractice(db, caller.id, fav.id, {
    client: body.client,
    soundFile: body.sound_file,
    total: scores.total_score,
    percent: scores.percent_score,
    accuracy: s.accuracy_score,
    fluency: s.fluency_score,
    integrity: s.integrity_score,
    evaluateHtml: body.evaluate_html,
    evaluateResult: body.evaluate_result,
    recordDuration: body.record_duration,
  });
  const saved = await repo.findFavourite(db, caller.id, fav.id);
  return presentSentence(saved!, await versions(content));
}

/**
 * Discards a favourite (sentence or word) by its id (device/favorites/discard).
 * @returns is_collected 0
 * @throws AppError 404 when the favourite is not the student's
 */
export async function discardById(
  db: Queryable,
  caller: StudentCaller,
  id: number,
): Promise<{ is_collected: 0 }> {
  if ((await repo.deleteById(db, caller.id, id)) === 0) throw NotFound(`お気に入りが見つかりません: ${id}`);
  return { is_collected: 0 };
}
