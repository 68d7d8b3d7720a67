import {
  PHONE_PASS_PERCENT,
  PHONEME_GROUPS,
  type PhonemeDetail,
  type PhonemeSummary,
  type PhonogramAnswer,
  type PhonogramLog,
  type PhonogramMode,
  type PhonogramPaper,
} from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { readStored, type Storage } from "../../storage/storage.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { EVAL_XML_MAX_BYTES } from "../upload/evaluation-file.ts";
import { EVAL_ID } from "../upload/file-kinds.ts";
import { speakingEvidenceOf } from "../upload/speaking-evidence.ts";
import { markPaper, tallyPhonemes } from "./marking.ts";
import { challengeItems, practiceItems, type Rng, type StoredItem } from "./papers.ts";
import { type PhonemeEntry, type Phonics, phonicsOf } from "./phonemes.ts";
import { phonemeStats, presentDetail, presentItem, presentLog, presentSummary } from "./presenter.ts";
import * as repo from "./repository.ts";

/** What the phonogram calls use: the database, the content, the file store and randomness. */
export type Deps = { db: Queryable; content: ContentCatalog; storage: Storage; rng?: Rng };

/** Submitted papers read for a student's phoneme scores (their last items). */
const STATS_PAPERS = 200;
/** Logs listed by history. */
const HISTORY_LOGS = 50;

async function phonemeOrThrow(deps: Deps, phonemeId: string): Promise<{ phonics: Phonics; p: PhonemeEntry }> {
  const phonics = await phonicsOf(deps.content);
  const p = phonics.byId.get(phonemeId);
  if (!p) throw NotFound(`発音記号 ${phonemeId} はありません。`);
  return { phonics, p };
}

async function statsOf(deps: Deps, caller: StudentCaller) {
  return phonemeStats(await repo.submittedPapers(deps.db, caller.id, STATS_PAPERS));
}

/**
 * The phonemes by group with the student's scores, and the weak ones (weakest first).
 * @param deps - database and content
 * @param caller - the student
 */
export async function list(
  deps: Deps,
  caller: StudentCaller,
): Promise<{
  groups: Array<{ group: (typeof PHONEME_GROUPS)[number]; phonemes: PhonemeSummary[] }>;
  weak_ids: string[];
}> {
  const phonics = await phonicsOf(deps.content);
  const stats = await statsOf(deps, caller);
  const all = phonics.list.map((p) => presentSummary(p, stats.get(p.id)));
  return {
    groups: PHONEME_GROUPS.map((group) => ({ group, phonemes: all.filter((p) => p.group === group) })),
    weak_ids: all
      .filter((p) => p.is_weak)
      .sort((a, b) => (a.recent_score ?? 0) - (b.recent_score ?? 0))
      .map((p) => p.phoneme_id),
  };
}

/**
 * One phoneme's page.
 * @throws AppError 404 for an unknown phoneme
 */
export async function detail(deps: Deps, caller: StudentCaller, phonemeId: string): Promise<PhonemeDetail> {
  const { phonics, p } = await phonemeOrThrow(deps, phonemeId);
  return presentDetail(phonics, p, (await statsOf(deps, caller)).get(p.id));
}

async function handOut(
  deps: Deps,
  caller: StudentCaller,
  mode: PhonogramMode,
  phonemeId: string | null,
  items: StoredItem[],
): Promise<PhonogramPaper> {
  const paperId = await repo.insertPaper(deps.db, {
    studentId: caller.id,
    schoolId: caller.schoolId,
    mode,
    phonemeId,
    items,
  });
  return { paper_id: paperId, mode, phoneme_id: phonemeId, items: items.map(presentItem) };
}

/**
 * A practice paper of one phoneme (kept, to be submitted once).
 * @throws AppError 404 for an unknown phoneme
 */
export async function practice(
  deps: Deps,
  caller: StudentCaller,
  phonemeId: string,
): Promise<PhonogramPaper> {
  const { phonics, p } = await phonemeOrThrow(deps, phonemeId);
  return handOut(deps, caller, "practice", p.id, practiceItems(phonics, p, deps.rng ?? Math.random));
}

/**
 * A challenge paper across phonemes, weighted to the student's weak ones.
 * @throws AppError 404 when the build has no phonemes
 */
export async function challenge(deps: Deps, caller: StudentCaller): Promise<PhonogramPaper> {
  const phonics = await phonicsOf(deps.content);
  if (phonics.list.length === 0) throw NotFound("発音記号の教材がありません。");
  const stats = await statsOf(deps, caller);
  const recent = new Map([...stats].map(([id, s]) => [id, s.recent]));
  const items = challengeItems(phonics, recent, PHONE_PASS_PERCENT, deps.rng ?? Math.random);
  return handOut(deps, caller, "challenge", null, items);
}

/**
 * Marks a paper and records it. A paper already submitted is not marked again: its log id is returned.
 * @param deps - database, content, file store
 * @param caller - the student
 * @param body - paper_id and the answers
 * @returns the log id (the paper's id)
 * @throws AppError 404 for another student's or an unknown paper; 400 for a bad answer
 */
export async function submitLog(
  deps: Deps,
  caller: StudentCaller,
  body: { paper_id: number; answers: PhonogramAnswer[] },
): Promise<{ log_id: number }> {
  const paper = await repo.findPaper(deps.db, caller.id, body.paper_id);
  if (!paper) throw NotFound(`問題セット ${body.paper_id} はありません。`);
  if (paper.submitted_at) return { log_id: paper.id };
  if (body.answers.length === 0)
    throw BadRequest("bad_request", "解答がありません。", { answers: "1問以上答えてください。" });
  const phonics = await phonicsOf(deps.content);
  const readXml = async (sid: string) => {
    if (!EVAL_ID.test(sid)) return null;
    const bytes = await readStored(deps.storage, `eval/${sid}.xml`, EVAL_XML_MAX_BYTES);
    return bytes ? bytes.toString("utf8") : null;
  };
  const marks = await markPaper(
    { evidence: speakingEvidenceOf(deps.db, caller), readXml },
    paper.items,
    body.answers,
    (word, phone) => phonics.highlight(word, phone),
  );
  const score = marks.length ? Math.round(marks.reduce((n, m) => n + m.score, 0) / marks.length) : 0;
  await repo.submitPaper(deps.db, caller.id, paper.id, {
    score,
    right: marks.filter((m) => m.is_right).length,
    total: marks.length,
    marks,
    phonemes: tallyPhonemes(marks),
  });
  return { log_id: paper.id };
}

/**
 * A submitted paper's result.
 * @throws AppError 404 for another student's, an unknown or an unsubmitted paper
 */
export async function result(deps: Deps, caller: StudentCaller, logId: number): Promise<PhonogramLog> {
  const paper = await repo.findPaper(deps.db, caller.id, logId);
  if (!paper?.submitted_at) throw NotFound(`学習記録 ${logId} はありません。`);
  return presentLog(paper, await phonicsOf(deps.content));
}

/** The student's latest logs, newest first (without their item marks). */
export async function history(
  deps: Deps,
  caller: StudentCaller,
): Promise<Array<Omit<PhonogramLog, "marks">>> {
  const phonics = await phonicsOf(deps.content);
  const papers = await repo.submittedPapers(deps.db, caller.id, HISTORY_LOGS);
  return papers.map((p) => {
    const { marks: _marks, ...log } = presentLog(p, phonics);
    return log;
  });
}
