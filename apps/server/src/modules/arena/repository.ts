import { ARENA_MISSION_ID, type ArenaType } from "@hibiki/contracts";
import type { Db, Queryable } from "../../db/client.ts";
import type { MatchItem } from "./items.ts";

/** A student as the arena pairs and shows them. */
export type ArenaProfile = {
  studentId: number;
  schoolId: number;
  nickname: string;
  /** CEFR-J level (cefr_student_levels), "" when not placed */
  level: string;
  isCollege: boolean;
};

/** One player's answer as saved. */
export type SavedAnswer = {
  item_index: number;
  player: 1 | 2;
  choice_index: number | null;
  correct: boolean;
  points: number;
  time_ms: number | null;
};

/** A saved match row. */
export type MatchRow = {
  id: number;
  arena_type: ArenaType;
  status: "playing" | "finished";
  player1_id: number;
  player2_id: number | null;
  player1_nickname: string;
  player2_nickname: string;
  player2_is_bot: boolean;
  items: MatchItem[];
  player1_score: number;
  player2_score: number;
  winner: 1 | 2 | null;
  forfeit: boolean;
  player1_points: number;
  player2_points: number;
  finished_at: Date | string | null;
};

/** @returns the student's arena profile, or undefined */
export async function profile(db: Queryable, studentId: number): Promise<ArenaProfile | undefined> {
  const row = await db.one<{
    id: number;
    school_id: number;
    name: string;
    level: string | null;
    college: number;
  }>(
    `SELECT s.id, s.school_id, coalesce(nullif(s.nickname, ''), s.username) AS name, l.level,
       s.is_college_student AS college
     FROM students s LEFT JOIN cefr_student_levels l ON l.student_id = s.id WHERE s.id = $1`,
    [studentId],
  );
  if (!row) return undefined;
  return {
    studentId: row.id,
    schoolId: row.school_id,
    nickname: row.name,
    level: row.level ?? "",
    isCollege: row.college === 1,
  };
}

/**
 * Writes a new match (status playing).
 * @param p2 - the second player, or null for the bot (with its nickname)
 * @returns the match id
 */
export async function createMatch(
  db: Queryable,
  m: { type: ArenaType; p1: ArenaProfile; p2: ArenaProfile | null; botNickname: string; items: MatchItem[] },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO arena_matches (arena_type, player1_id, player1_school_id, player1_nickname, player2_id,
       player2_school_id, player2_nickname, player2_is_bot, items)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb) RETURNING id`,
    [
      m.type,
      m.p1.studentId,
      m.p1.schoolId,
      m.p1.nickname,
      m.p2?.studentId ?? null,
      m.p2?.schoolId ?? null,
      m.p2?.nickname ?? m.botNickname,
      m.p2 === null,
      JSON.stringify(m.items),
    ],
  );
  if (!row) throw new Error("arena: the match was not created");
  return row.id;
}

/** What finishing a match writes. */
export type MatchEnd = {
  scores: [number, number];
  winner: 1 | 2 | null;
  forfeit: boolean;
  points: [number, number];
  answers: SavedAnswer[];
  /** the human players (student, school, side) who get integral points */
  players: Array<{ studentId: number; schoolId: number; side: 1 | 2 }>;
  at: Date;
};

/**
 * Saves a match's end once: the status flips from playing to finished in the same transaction as the
 * answers and the integral claims (mission ARENA_MISSION_ID, period `arena:<id>`), so a second call adds
 * nothing.
 * @returns whether this call saved it
 */
export async function finishMatch(db: Db, id: number, end: MatchEnd): Promise<boolean> {
  return db.transaction(async (q) => {
    const done = await q.one<{ id: number }>(
      `UPDATE arena_matches SET status = 'finished', player1_score = $2, player2_score = $3, winner = $4,
         forfeit = $5, player1_points = $6, player2_points = $7, finished_at = $8
       WHERE id = $1 AND status = 'playing' RETURNING id`,
      [
        id,
        end.scores[0],
        end.scores[1],
        end.winner,
        end.forfeit,
        end.points[0],
        end.points[1],
        end.at.toISOString(),
      ],
    );
    if (!done) return false;
    for (const a of end.answers)
      await q.query(
        `INSERT INTO arena_answers (match_id, item_index, player, choice_index, correct, points, time_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [id, a.item_index, a.player, a.choice_index, a.correct, a.points, a.time_ms],
      );
    for (const p of end.players) {
      const points = end.points[p.side - 1] ?? 0;
      if (points <= 0) continue;
      await q.query(
        `INSERT INTO integral_claims (student_id, school_id, mission_id, period_key, points, claimed_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (student_id, mission_id, period_key) DO NOTHING`,
        [p.studentId, p.schoolId, ARENA_MISSION_ID, `arena:${id}`, points, end.at.toISOString()],
      );
    }
    return true;
  });
}

/** @returns the match's status for a player of it, or undefined when the student did not play it */
export async function matchStatusFor(
  db: Queryable,
  id: number,
  studentId: number,
): Promise<"playing" | "finished" | undefined> {
  const row = await db.one<{ status: "playing" | "finished" }>(
    "SELECT status FROM arena_matches WHERE id = $1 AND (player1_id = $2 OR player2_id = $2)",
    [id, studentId],
  );
  return row?.status;
}

const MINE = "status = 'finished' AND (player1_id = $1 OR player2_id = $1)";

/** The student's totals over finished matches. */
export async function totals(db: Queryable, studentId: number) {
  const row = await db.one<{ matches: number; wins: number; draws: number; losses: number; points: number }>(
    `SELECT count(*)::int AS matches,
       count(*) FILTER (WHERE winner = CASE WHEN player1_id = $1 THEN 1 ELSE 2 END)::int AS wins,
       count(*) FILTER (WHERE winner IS NULL)::int AS draws,
       count(*) FILTER (WHERE winner = CASE WHEN player1_id = $1 THEN 2 ELSE 1 END)::int AS losses,
       coalesce(sum(CASE WHEN player1_id = $1 THEN player1_points ELSE player2_points END), 0)::int AS points
     FROM arena_matches WHERE ${MINE}`,
    [studentId],
  );
  return row ?? { matches: 0, wins: 0, draws: 0, losses: 0, points: 0 };
}

/** One page of the student's finished matches, newest first. */
export async function matchPage(db: Queryable, studentId: number, limit: number, offset: number) {
  const count = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM arena_matches WHERE ${MINE}`, [
    studentId,
  ]);
  const rows = await db.query<MatchRow>(
    `SELECT * FROM arena_matches WHERE ${MINE} ORDER BY finished_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [studentId, limit, offset],
  );
  return { total: count?.n ?? 0, rows };
}

/** A finished match the student played, with its answers; undefined otherwise. */
export async function matchWithAnswers(db: Queryable, id: number, studentId: number) {
  const row = await db.one<MatchRow>(`SELECT * FROM arena_matches WHERE id = $2 AND ${MINE}`, [
    studentId,
    id,
  ]);
  if (!row) return undefined;
  const answers = await db.query<SavedAnswer>(
    "SELECT item_index, player, choice_index, correct, points, time_ms FROM arena_answers WHERE match_id = $1",
    [id],
  );
  return { row, answers };
}
