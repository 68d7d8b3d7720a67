import { answerableItems, DEFAULT_STANDARD_SCORE, KIND_INFO, type Resource } from "@hibiki/exercises";
import type { Queryable } from "../../db/client.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { type AiStudy, aiStudy } from "./catalog.ts";
import * as repo from "./repository.ts";

/**
 * Reads the students' answers of every module into grammar-point observations, incrementally: per source
 * one indexed query for the answers since the student's mark (less a minute, for transactions that
 * committed late) that gave no observation yet, limited to the resources with points (the AI resources
 * and the grammar index's); then the observations in one statement and the marks moved on. When nothing is
 * new nothing is written. A new grammar-index version drops the read observations and reads every answer
 * again (the explanation checks, written directly, stay).
 *
 * An answer is right at or above the standard score (60%; a skipped answer is wrong). The evidence weighs
 * 1 for the AI resources (lessons, test, bank) and 0.5 for the other modules; the guess rate is 1/options
 * for a choice item and 0.05 for the others (order, typed, spoken).
 */

/** Where answers are read from. */
export const INGEST_SOURCES = ["practice", "cefr_test", "cefr_weak"] as const;
type Source = (typeof INGEST_SOURCES)[number];

const QUERIES: Record<Source, typeof repo.newPracticeAnswers> = {
  practice: repo.newPracticeAnswers,
  cefr_test: repo.newCefrTestAnswers,
  cefr_weak: repo.newCefrWeakAnswers,
};

/** A minute back from the mark: answers of transactions that committed after the last read. */
const LOOKBACK_MS = 60_000;
/** Weight of the AI resources' answers and of the other modules'. */
export const AI_WEIGHT = 1;
export const OTHER_WEIGHT = 0.5;
/** Guess rate of an item that is not a choice. */
export const OPEN_GUESS = 0.05;
const DEFAULT_CHOICE_GUESS = 0.25;

const choiceGuesses = new WeakMap<object, Map<string, number>>();

/** 1/options of every choice item of a resource (by question_id). */
function guessesOf(resource: Resource): Map<string, number> {
  let map = choiceGuesses.get(resource);
  if (!map) {
    map = new Map();
    for (const { kind, item } of answerableItems(resource)) {
      const options = (item as { answers?: unknown[] }).answers;
      if (KIND_INFO[kind].input === "choice" && Array.isArray(options) && options.length > 1)
        map.set(item.question_id, 1 / options.length);
    }
    choiceGuesses.set(resource, map);
  }
  return map;
}

/** Maps one answer to its observations (none when its question shows no point). */
async function observe(
  content: ContentCatalog,
  study: AiStudy,
  source: Source,
  a: repo.NewAnswer,
): Promise<repo.NewObservation[]> {
  const ai = study.resources.get(a.res_code);
  let points: readonly string[];
  let guess = OPEN_GUESS;
  let weight = OTHER_WEIGHT;
  if (ai) {
    const ref = ai.items.get(a.question_id);
    if (!ref) return [];
    points = [ref.point];
    weight = AI_WEIGHT;
    if (ref.type === "choice") {
      const found = await content.resource(a.res_code);
      guess = (found && guessesOf(found.resource).get(a.question_id)) ?? DEFAULT_CHOICE_GUESS;
    }
  } else {
    points = study.grammar[a.res_code]?.[a.question_id] ?? [];
    if (points.length === 0) return [];
    const { index } = await content.load();
    const kind = (index.byCode.get(a.res_code) ?? index.cefrByCode.get(a.res_code))?.kind;
    if (kind && kind in KIND_INFO && KIND_INFO[kind as keyof typeof KIND_INFO].input === "choice")
      guess = DEFAULT_CHOICE_GUESS;
  }
  const correct = a.skipped !== 1 && Number(a.percent) >= DEFAULT_STANDARD_SCORE ? 1 : 0;
  return points.map((point) => ({
    student_id: a.student_id,
    point,
    correct,
    guess,
    weight,
    source,
    source_ref: a.ref,
    res_code: a.res_code,
    question_id: a.question_id,
    answered_at: a.at,
  }));
}

/**
 * Reads the students' new answers into observations.
 * @param db - database
 * @param content - the content store
 * @param studentIds - the students (one for a student's call, a class for the teacher's)
 */
export async function ingest(
  db: Queryable,
  content: ContentCatalog,
  studentIds: readonly number[],
): Promise<void> {
  const study = await aiStudy(content);
  const ids = [...new Set(studentIds)];
  if (ids.length === 0 || study.courses.length === 0) return;
  const version = study.grammarVersion;
  const marks = await repo.marksOf(db, ids);
  const stale = [...new Set(marks.filter((m) => m.index_version !== version).map((m) => m.student_id))];
  await repo.resetIngest(db, stale);
  const resCodes = [...study.resources.keys(), ...Object.keys(study.grammar)];
  const kept = marks.filter((m) => !stale.includes(m.student_id));
  for (const source of INGEST_SOURCES) {
    const markOf = new Map(kept.filter((m) => m.source === source).map((m) => [m.student_id, m.last_at]));
    const since = ids.map((id) => {
      const at = markOf.get(id);
      return at ? new Date(new Date(at).getTime() - LOOKBACK_MS).toISOString() : "-infinity";
    });
    const answers = await QUERIES[source](db, { studentIds: ids, since }, resCodes);
    const rows: repo.NewObservation[] = [];
    for (const a of answers) rows.push(...(await observe(content, study, source, a)));
    await repo.insertObservations(db, rows);
    const seen = new Set(answers.map((a) => a.student_id));
    await repo.setMarks(
      db,
      ids.filter((id) => seen.has(id) || !markOf.has(id)),
      source,
      version,
    );
  }
}
