import type { ArenaOutcome, ArenaServerFrame } from "@hibiki/contracts";
import type { Db } from "../../db/client.ts";
import type { MatchItem } from "./items.ts";
import { finishMatch, type SavedAnswer } from "./repository.ts";
import { settle } from "./scoring.ts";
import type { ArenaSettings } from "./settings.ts";
import type { ArenaStore } from "./store.ts";

/** A player of a running match: a student, or the bot (studentId null). */
export type Seat = { studentId: number | null; schoolId: number | null; nickname: string };

/** What a runner needs from the arena around it. */
export type RunnerDeps = {
  db: Db;
  store: ArenaStore;
  settings: ArenaSettings;
  /** sends a frame to every socket of the student, on any process */
  toPlayer(studentId: number, frame: ArenaServerFrame): void;
  log: { error(obj: unknown, msg: string): void };
  /** called once when the match ended (saved or not) */
  onDone(matchId: number): void;
};

export type Answer = { choice: number | null; correct: boolean; points: number; timeMs: number | null };
/**
 * Saves a match's end once (the match, every answer, the integral points) and frees both players.
 * @param forfeitLoser - the side (1 or 2) that did not come back, or null
 * @returns each side's outcome and points
 */
export async function saveEnd(
  deps: RunnerDeps,
  id: number,
  seats: [Seat, Seat],
  pairs: Array<[Answer | null, Answer | null]>,
  scores: [number, number],
  forfeitLoser: 1 | 2 | null,
): Promise<{ outcomes: [ArenaOutcome, ArenaOutcome]; points: [number, number] }> {
  const result = settle(scores, forfeitLoser);
  const answers: SavedAnswer[] = pairs.flatMap((pair, item_index) =>
    pair.map((a, i) => ({
      item_index,
      player: (i + 1) as 1 | 2,
      choice_index: a?.choice ?? null,
      correct: a?.correct ?? false,
      points: a?.points ?? 0,
      time_ms: a?.timeMs ?? null,
    })),
  );
  const players = seats.flatMap((s, i) =>
    s.studentId === null
      ? []
      : [{ studentId: s.studentId, schoolId: s.schoolId as number, side: (i + 1) as 1 | 2 }],
  );
  try {
    await finishMatch(deps.db, id, {
      scores,
      winner: result.winner,
      forfeit: forfeitLoser !== null,
      points: result.points,
      answers,
      players,
      at: new Date(),
    });
  } catch (err) {
    deps.log.error({ err, matchId: id }, "arena: the match could not be saved");
  }
  for (const p of players) await deps.store.clearState(p.studentId, `m:${id}`).catch(() => undefined);
  await deps.store.dropMatch(id).catch(() => undefined);
  return result;
}

/** The `item` frame of an open item (remaining_ms counted from now). */
export function itemFrameOf(
  matchId: number,
  items: MatchItem[],
  index: number,
  openedAt: number,
  itemMs: number,
): ArenaServerFrame {
  const item = items[index] as MatchItem;
  const endsAt = openedAt + itemMs;
  return {
    type: "item",
    match_id: matchId,
    item_index: index,
    item_count: items.length,
    prompt: item.prompt,
    ...(item.prompt_ja ? { prompt_ja: item.prompt_ja } : {}),
    ...(item.audio_text ? { audio_text: item.audio_text } : {}),
    options: item.options,
    ends_at: new Date(endsAt).toISOString(),
    remaining_ms: Math.max(0, endsAt - Date.now()),
    duration_ms: itemMs,
  };
}

/**
 * The bot's answer to an item: after a delay in HIBIKI_ARENA_BOT_DELAY_MS, right with the chance
 * HIBIKI_ARENA_BOT_ACCURACY (a seeded generator per match: the same match plays the same way).
 */
export function botMove(
  random: () => number,
  item: MatchItem,
  settings: Pick<ArenaSettings, "botDelayMs" | "botAccuracy">,
): { delay: number; choice: number } {
  const [lo, hi] = settings.botDelayMs;
  const delay = lo + Math.floor(random() * (hi - lo + 1));
  const right = random() < settings.botAccuracy;
  const choice = right ? item.correct_index : (item.correct_index + 1 + Math.floor(random() * 3)) % 4;
  return { delay, choice };
}
