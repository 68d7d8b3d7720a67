import {
  type EngineResult,
  EngineResultSchema,
  type WritingLevel,
  type WritingTask,
} from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import { readStored, type Storage } from "../../storage/storage.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { checkerPercent } from "./checker-percent.ts";
import type { TopicCatalog } from "./topics.ts";
import { taskOfItem, taskOfTopic } from "./writing-task.ts";

/** What {@link rescoreOldWritings} needs. */
export type RescoreDeps = {
  db: Queryable;
  storage: Storage;
  topics: TopicCatalog;
  /** the built content, for the task of a textbook writing (word range, prompt, sample) */
  content: ContentCatalog;
  /** the writing checker (checkWriting in the admin command) */
  check: (text: string, level: WritingLevel, task: WritingTask | undefined) => Promise<EngineResult>;
  /** called after each writing, for progress output */
  onProgress?: (done: number, total: number) => void;
};

/** The outcome of a rescoring run. */
export type RescoreReport = {
  /** writings looked at */
  scanned: number;
  /** writings whose result was replaced and whose checker_percent was updated */
  rescored: number;
  /** writings already scored by the current checker (their result has a writing score) */
  current: number;
  /** writings whose stored result is missing or unreadable: left as they are */
  unreadable: number;
};

type Row = {
  id: number;
  topic_id: string | null;
  res_code: string | null;
  question_id: string | null;
  level: WritingLevel;
  content: string;
  engine_path: string;
};

const BATCH = 200;

/**
 * Re-checks the writings stored before the writing score existed (issue 18): their engine result has no
 * `score`, and their checker_percent was the mean of the four vocabulary/grammar measures, so "I go." on
 * a 25-80-word task kept about 100 in the teacher's tables. Each such writing is checked again with its
 * task (topic or textbook item), the new result replaces the stored file at the same path (the answer's
 * link keeps working; the text and the teacher's notes are unchanged), and checker_percent and
 * error_count are updated. Writings already scored are skipped, so the run can be repeated safely.
 * @param deps - database, file store, topics, content and the checker
 * @returns how many writings were looked at, re-scored, already current, or unreadable
 */
export async function rescoreOldWritings(deps: RescoreDeps): Promise<RescoreReport> {
  const report: RescoreReport = { scanned: 0, rescored: 0, current: 0, unreadable: 0 };
  const total =
    (await deps.db.one<{ n: number }>("SELECT count(*)::int AS n FROM writing_submissions"))?.n ?? 0;
  let after = 0;
  for (;;) {
    const rows = await deps.db.query<Row>(
      `SELECT id, topic_id, res_code, question_id, level, content, engine_path
       FROM writing_submissions WHERE id > $1 ORDER BY id LIMIT $2`,
      [after, BATCH],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      after = row.id;
      report.scanned++;
      const stored = await storedResult(deps.storage, row.engine_path);
      if (stored === null) report.unreadable++;
      else if (stored.score) report.current++;
      else {
        await rescoreOne(deps, row);
        report.rescored++;
      }
      deps.onProgress?.(report.scanned, total);
    }
  }
  return report;
}

async function rescoreOne(deps: RescoreDeps, row: Row): Promise<void> {
  const topic = row.topic_id ? deps.topics.byId.get(row.topic_id) : undefined;
  const task = topic
    ? taskOfTopic(topic)
    : await taskOfItem(deps.content, row.res_code ?? undefined, row.question_id ?? undefined);
  const result = await deps.check(row.content, row.level, task);
  await deps.storage.put(row.engine_path, JSON.stringify(result), "application/json; charset=utf-8");
  const errors = result.comments.reduce((n, c) => n + c.sent_comments.length, 0);
  await deps.db.query("UPDATE writing_submissions SET checker_percent = $2, error_count = $3 WHERE id = $1", [
    row.id,
    checkerPercent(result),
    errors,
  ]);
}

async function storedResult(storage: Storage, path: string): Promise<EngineResult | null> {
  const bytes = await readStored(storage, path, 5_000_000).catch(() => null);
  if (!bytes) return null;
  try {
    const parsed = EngineResultSchema.safeParse(JSON.parse(bytes.toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
