import type { AiSpeakingCorrection, AiSpeakingOutcome } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";

/** A session row (ai_speaking_sessions). */
export interface SessionRow {
  id: number;
  scenario_id: string;
  title: string;
  title_ja: string;
  level: string;
  min_turns: number;
  status: "active" | "finished";
  current_node: string | null;
  current_line: string;
  current_line_ja: string;
  failed_tries: number;
  tries: number;
  closing: string | null;
  closing_ja: string | null;
  turns: number;
  matched_turns: number;
  pronunciation_score: number | null;
  grammar_score: number | null;
  task_score: number | null;
  total_score: number | null;
  started_at: Date;
  finished_at: Date | null;
}

/** One answer (ai_speaking_turns). */
export interface TurnRow {
  seq: number;
  node_id: string;
  partner_text: string;
  partner_text_ja: string;
  recognize_text: string;
  sound_file: string;
  evaluate_result: string;
  record_duration: number;
  outcome: AiSpeakingOutcome;
  intent_id: string | null;
  reply: string;
  reply_ja: string;
  reply_source: "script" | "llm";
  corrections: AiSpeakingCorrection[];
  grammar_score: number;
  pronunciation_score: number | null;
  model_answer: string;
  model_answer_ja: string;
}

/** The practice totals of one scenario (finished sessions). */
export interface ScenarioStats {
  scenario_id: string;
  attempt_count: number;
  best_score: number | null;
  last_score: number | null;
  last_played_at: Date | null;
}

const SESSION_COLS = `id, scenario_id, title, title_ja, level, min_turns, status, current_node, current_line,
  current_line_ja, failed_tries, tries, closing, closing_ja, turns, matched_turns, pronunciation_score,
  grammar_score, task_score, total_score, started_at, finished_at`;

/** jsonb comes back parsed from pg and PGlite alike; a string is parsed for safety. */
const json = <T>(v: unknown): T => (typeof v === "string" ? JSON.parse(v) : v) as T;

/**
 * The student's ai_chat flag.
 * @param db - database
 * @param studentId - the caller
 * @param schoolId - the caller's school
 * @returns 1 or 0 (0 for no such student)
 */
export async function aiChatFlag(db: Queryable, studentId: number, schoolId: number): Promise<number> {
  const row = await db.one<{ ai_chat: number }>(
    "SELECT ai_chat FROM students WHERE id = $1 AND school_id = $2",
    [studentId, schoolId],
  );
  return row?.ai_chat ?? 0;
}

/**
 * Totals of the student's finished sessions, per scenario.
 * @param db - database
 * @param studentId - the caller
 * @param scenarioId - one scenario, or all of them
 */
export function scenarioStats(
  db: Queryable,
  studentId: number,
  scenarioId?: string,
): Promise<ScenarioStats[]> {
  const one = scenarioId === undefined ? "" : "AND s.scenario_id = $2";
  return db.query<ScenarioStats>(
    `SELECT s.scenario_id, count(*)::int AS attempt_count, max(s.total_score)::int AS best_score,
       (SELECT l.total_score FROM ai_speaking_sessions l
         WHERE l.student_id = s.student_id AND l.scenario_id = s.scenario_id AND l.status = 'finished'
         ORDER BY l.finished_at DESC, l.id DESC LIMIT 1) AS last_score,
       max(s.finished_at) AS last_played_at
     FROM ai_speaking_sessions s
     WHERE s.student_id = $1 AND s.status = 'finished' ${one}
     GROUP BY s.student_id, s.scenario_id`,
    scenarioId === undefined ? [studentId] : [studentId, scenarioId],
  );
}

/** The student's sessions of one scenario, newest first. */
export function sessionsOf(
  db: Queryable,
  studentId: number,
  scenarioId: string,
  limit: number,
): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `SELECT ${SESSION_COLS} FROM ai_speaking_sessions WHERE student_id = $1 AND scenario_id = $2
     ORDER BY started_at DESC, id DESC LIMIT $3`,
    [studentId, scenarioId, limit],
  );
}

/** The student's finished sessions, newest first, one page, with how many there are. */
export async function finishedPage(
  db: Queryable,
  studentId: number,
  offset: number,
  limit: number,
): Promise<{ rows: SessionRow[]; total: number }> {
  const rows = await db.query<SessionRow>(
    `SELECT ${SESSION_COLS} FROM ai_speaking_sessions WHERE student_id = $1 AND status = 'finished'
     ORDER BY finished_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [studentId, limit, offset],
  );
  const count = await db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM ai_speaking_sessions WHERE student_id = $1 AND status = 'finished'",
    [studentId],
  );
  return { rows, total: count?.n ?? 0 };
}

/** The student's session by id (another student's is not found). */
export function findSession(
  db: Queryable,
  studentId: number,
  sessionId: number,
): Promise<SessionRow | undefined> {
  return db.one<SessionRow>(
    `SELECT ${SESSION_COLS} FROM ai_speaking_sessions WHERE id = $1 AND student_id = $2`,
    [sessionId, studentId],
  );
}

/** A new session, as start writes it. */
export type NewSession = {
  studentId: number;
  schoolId: number;
  scenarioId: string;
  version: string;
  title: string;
  titleJa: string;
  level: string;
  minTurns: number;
};

/**
 * Inserts a session (without its first line, which depends on its id: setLine).
 * @returns its id
 */
export async function insertSession(db: Queryable, s: NewSession): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO ai_speaking_sessions
       (student_id, school_id, scenario_id, scenario_version, title, title_ja, level, min_turns)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [s.studentId, s.schoolId, s.scenarioId, s.version, s.title, s.titleJa, s.level, s.minTurns],
  );
  return row?.id as number;
}

/** Sets the node being answered and the line said there (start). */
export async function setLine(
  db: Queryable,
  sessionId: number,
  node: string,
  line: string,
  lineJa: string,
): Promise<void> {
  await db.query(
    `UPDATE ai_speaking_sessions SET current_node = $2, current_line = $3, current_line_ja = $4
     WHERE id = $1`,
    [sessionId, node, line, lineJa],
  );
}

/** Where a session goes after an answer. */
export type SessionStep = {
  /** the node and line answered next; null node when the conversation ended */
  node: string | null;
  line: string;
  lineJa: string;
  failedTries: number;
  closing: string | null;
  closingJa: string | null;
  turnsAdded: number;
  matchedAdded: number;
};

/**
 * Moves an active session on by one answer, provided nobody answered it since it was read (same tries
 * count): the guard against a double submit.
 * @param db - a transaction
 * @param sessionId - the session
 * @param studentId - its student
 * @param triesSeen - the tries count the answer was computed against
 * @param step - where it goes
 * @returns whether the session was moved (false: finished or answered meanwhile)
 */
export async function advanceSession(
  db: Queryable,
  sessionId: number,
  studentId: number,
  triesSeen: number,
  step: SessionStep,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE ai_speaking_sessions SET current_node = $4, current_line = $5, current_line_ja = $6,
       failed_tries = $7, closing = $8, closing_ja = $9, tries = tries + 1, turns = turns + $10,
       matched_turns = matched_turns + $11
     WHERE id = $1 AND student_id = $2 AND tries = $3 AND status = 'active' AND current_node IS NOT NULL
     RETURNING id`,
    [
      sessionId,
      studentId,
      triesSeen,
      step.node,
      step.line,
      step.lineJa,
      step.failedTries,
      step.closing,
      step.closingJa,
      step.turnsAdded,
      step.matchedAdded,
    ],
  );
  return rows.length === 1;
}

/** Stores one answer. */
export async function insertTurn(
  db: Queryable,
  sessionId: number,
  studentId: number,
  t: TurnRow,
): Promise<void> {
  await db.query(
    `INSERT INTO ai_speaking_turns (session_id, student_id, seq, node_id, partner_text, partner_text_ja,
       recognize_text, sound_file, evaluate_result, record_duration, outcome, intent_id, reply, reply_ja,
       reply_source, corrections, grammar_score, pronunciation_score, model_answer, model_answer_ja)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17, $18, $19, $20)`,
    [
      sessionId,
      studentId,
      t.seq,
      t.node_id,
      t.partner_text,
      t.partner_text_ja,
      t.recognize_text,
      t.sound_file,
      t.evaluate_result,
      t.record_duration,
      t.outcome,
      t.intent_id,
      t.reply,
      t.reply_ja,
      t.reply_source,
      JSON.stringify(t.corrections),
      t.grammar_score,
      t.pronunciation_score,
      t.model_answer,
      t.model_answer_ja,
    ],
  );
}

/** The answers of one of the student's sessions, in order. */
export async function turnsOf(db: Queryable, studentId: number, sessionId: number): Promise<TurnRow[]> {
  const rows = await db.query<TurnRow>(
    `SELECT seq, node_id, partner_text, partner_text_ja, recognize_text, sound_file, evaluate_result,
       record_duration, outcome, intent_id, reply, reply_ja, reply_source, corrections, grammar_score,
       pronunciation_score, model_answer, model_answer_ja
     FROM ai_speaking_turns WHERE session_id = $1 AND student_id = $2 ORDER BY seq`,
    [sessionId, studentId],
  );
  return rows.map((r) => ({ ...r, corrections: json<AiSpeakingCorrection[]>(r.corrections) }));
}

/** A finished session's scores. */
export type FinalScores = {
  pronunciation: number | null;
  grammar: number;
  task: number;
  total: number;
  turns: number;
  matched: number;
};

/**
 * Finishes an active session with its scores.
 * @returns whether this call finished it (false: it was finished already)
 */
export async function finishSession(
  db: Queryable,
  studentId: number,
  sessionId: number,
  s: FinalScores,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE ai_speaking_sessions SET status = 'finished', finished_at = now(), pronunciation_score = $3,
       grammar_score = $4, task_score = $5, total_score = $6, turns = $7, matched_turns = $8
     WHERE id = $1 AND student_id = $2 AND status = 'active' RETURNING id`,
    [sessionId, studentId, s.pronunciation, s.grammar, s.task, s.total, s.turns, s.matched],
  );
  return rows.length === 1;
}
