import {
  ARENA_MESSAGES,
  ARENA_RECENT_COUNT,
  ARENA_TYPES,
  type ArenaAnswer,
  type ArenaMatchSummary,
  type ArenaType,
  type ArenaTypeInfo,
} from "@hibiki/contracts";
import type { Db } from "../../db/client.ts";
import { NotFound } from "../../errors.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import * as repo from "./repository.ts";
import { outcomeOf } from "./scoring.ts";
import type { ArenaSettings } from "./settings.ts";

const TYPE_TEXT: Record<ArenaType, Omit<ArenaTypeInfo, "arena_type" | "item_count" | "item_seconds">> = {
  words: {
    title_ja: "単語",
    title_en: "Words",
    description_ja: "英単語の意味、日本語に合う英単語を選ぼう。",
    description_en: "Choose the meaning of an English word, or the English for a Japanese word.",
  },
  listening: {
    title_ja: "リスニング",
    title_en: "Listening",
    description_ja: "英文を聞いて、意味やいちばん合う応答を選ぼう。",
    description_en: "Listen to a sentence and choose its meaning or the best reply.",
  },
  grammar: {
    title_ja: "文法",
    title_en: "Grammar",
    description_ja: "英文の空所に入る正しい形を選ぼう。",
    description_en: "Choose the form that fills the blank in a sentence.",
  },
};

const iso = (d: Date | string | null) => new Date(d ?? 0).toISOString();

function summary(row: repo.MatchRow, studentId: number): ArenaMatchSummary {
  const side = row.player1_id === studentId ? 1 : 2;
  return {
    match_id: row.id,
    arena_type: row.arena_type,
    opponent_nickname: side === 1 ? row.player2_nickname : row.player1_nickname,
    opponent_is_bot: side === 1 && row.player2_is_bot,
    my_score: side === 1 ? row.player1_score : row.player2_score,
    opponent_score: side === 1 ? row.player2_score : row.player1_score,
    outcome: outcomeOf(row.winner, side),
    forfeit: row.forfeit,
    points_awarded: side === 1 ? row.player1_points : row.player2_points,
    finished_at: iso(row.finished_at),
  };
}

/** The caller's totals and latest matches. */
export async function index(db: Db, caller: StudentCaller) {
  const t = await repo.totals(db, caller.id);
  const { rows } = await repo.matchPage(db, caller.id, ARENA_RECENT_COUNT, 0);
  return {
    matches: t.matches,
    wins: t.wins,
    draws: t.draws,
    losses: t.losses,
    arena_points: t.points,
    recent: rows.map((r) => summary(r, caller.id)),
  };
}

/** The three types with their labels and timing. */
export function typeList(settings: ArenaSettings, itemCount: number) {
  const items: ArenaTypeInfo[] = ARENA_TYPES.map((t) => ({
    arena_type: t,
    ...TYPE_TEXT[t],
    item_count: itemCount,
    item_seconds: Math.max(1, Math.round(settings.itemMs / 1000)),
  }));
  return { items };
}

/** One page of the caller's matches. */
export async function history(db: Db, caller: StudentCaller, q: { limit: number; page: number }) {
  const { total, rows } = await repo.matchPage(db, caller.id, q.limit, (q.page - 1) * q.limit);
  return { total, items: rows.map((r) => summary(r, caller.id)) };
}

/**
 * A finished match the caller played, every item with both answers.
 * @throws AppError 404 arena_match_not_found for any other id
 */
export async function matchResult(db: Db, caller: StudentCaller, matchId: number) {
  const found = await repo.matchWithAnswers(db, matchId, caller.id);
  if (!found) throw NotFound(ARENA_MESSAGES.arena_match_not_found, "arena_match_not_found");
  const { row, answers } = found;
  const side = row.player1_id === caller.id ? 1 : 2;
  const other = side === 1 ? 2 : 1;
  const answerOf = (i: number, player: number): ArenaAnswer => {
    const a = answers.find((x) => x.item_index === i && x.player === player);
    return {
      choice_index: a?.choice_index ?? null,
      correct: a?.correct ?? false,
      points: a?.points ?? 0,
      time_ms: a?.time_ms ?? null,
    };
  };
  const s = summary(row, caller.id);
  return {
    match_id: row.id,
    arena_type: row.arena_type,
    me: {
      nickname: side === 1 ? row.player1_nickname : row.player2_nickname,
      is_bot: false,
      score: s.my_score,
    },
    opponent: { nickname: s.opponent_nickname, is_bot: s.opponent_is_bot, score: s.opponent_score },
    outcome: s.outcome,
    forfeit: row.forfeit,
    points_awarded: s.points_awarded,
    finished_at: s.finished_at,
    items: row.items.map((item, i) => ({
      item_index: i,
      prompt: item.prompt,
      ...(item.prompt_ja ? { prompt_ja: item.prompt_ja } : {}),
      ...(item.audio_text ? { audio_text: item.audio_text } : {}),
      options: item.options,
      correct_index: item.correct_index,
      my_answer: answerOf(i, side),
      opponent_answer: answerOf(i, other),
    })),
  };
}
