import type { ArenaServerFrame, ArenaType } from "@hibiki/contracts";
import { ARENA_MESSAGES } from "@hibiki/contracts";
import { type MatchItem, seededRandom } from "./items.ts";
import { type Answer, botMove, itemFrameOf, type RunnerDeps, type Seat, saveEnd } from "./match-end.ts";
import { answerPoints } from "./scoring.ts";

type Side = 0 | 1;

export type { RunnerDeps, Seat };

/**
 * Runs one match on this process: opens the items at the same time for both players, checks answers as
 * they come, closes each item when both answered or its time ran out, handles a player who left (grace,
 * then forfeit) and saves the end once. Every timer is cleared when it ends or on dispose().
 */
export class MatchRunner {
  private readonly scores: [number, number] = [0, 0];
  private readonly answers: Array<[Answer | null, Answer | null]>;
  private readonly away: [boolean, boolean] = [false, false];
  private readonly graceTimers: [NodeJS.Timeout | undefined, NodeJS.Timeout | undefined] = [
    undefined,
    undefined,
  ];
  private timer: NodeJS.Timeout | undefined;
  private botTimer: NodeJS.Timeout | undefined;
  private current = -1;
  private open = false;
  private openedAt = 0;
  private done = false;
  private readonly random: () => number;

  constructor(
    private readonly deps: RunnerDeps,
    readonly id: number,
    private readonly type: ArenaType,
    private readonly seats: [Seat, Seat],
    private readonly items: MatchItem[],
  ) {
    this.answers = items.map(() => [null, null]);
    this.random = seededRandom(id * 7919 + 17);
  }

  /** Sends `matched` to both and opens the first item after HIBIKI_ARENA_START_MS. */
  start(): void {
    const { startMs } = this.deps.settings;
    const startsAt = new Date(Date.now() + startMs).toISOString();
    for (const side of [0, 1] as const) {
      const other = this.seats[1 - side] as Seat;
      this.send(side, {
        type: "matched",
        match_id: this.id,
        arena_type: this.type,
        opponent: { nickname: other.nickname, is_bot: other.studentId === null },
        my_nickname: this.seats[side].nickname,
        item_count: this.items.length,
        starts_at: startsAt,
        starts_in_ms: startMs,
      });
    }
    this.timer = setTimeout(() => this.openItem(0), startMs);
    this.snapshot();
  }

  /** An answer from a player's socket (any process). */
  answer(studentId: number, itemIndex: number, choice: number): void {
    const side = this.sideOf(studentId);
    if (side === undefined || this.done) this.error(studentId, "arena_not_in_match");
    else if (!this.open || itemIndex !== this.current) this.error(studentId, "arena_item_closed");
    else if (this.answers[itemIndex]?.[side]) this.error(studentId, "arena_already_answered");
    else this.record(side, choice);
  }

  /** The player's last socket closed: the opponent is told, and the grace starts. */
  left(studentId: number): void {
    const side = this.sideOf(studentId);
    if (side === undefined || this.done || this.away[side]) return;
    this.away[side] = true;
    const { graceMs } = this.deps.settings;
    this.send((1 - side) as Side, { type: "opponent_left", match_id: this.id, grace_ms: graceMs });
    this.graceTimers[side] = setTimeout(() => void this.finish((side + 1) as 1 | 2), graceMs);
    this.snapshot();
  }

  /** The player came back (a new socket, `rejoin`): the match as it stands, then the open item. */
  rejoin(studentId: number): void {
    const side = this.sideOf(studentId);
    if (side === undefined) return;
    if (this.done) {
      this.error(studentId, "arena_rejoin_expired");
      return;
    }
    clearTimeout(this.graceTimers[side]);
    this.graceTimers[side] = undefined;
    const wasAway = this.away[side];
    this.away[side] = false;
    const other = this.seats[1 - side] as Seat;
    const index = Math.max(0, this.current);
    this.send(side, {
      type: "resumed",
      match_id: this.id,
      arena_type: this.type,
      opponent: { nickname: other.nickname, is_bot: other.studentId === null },
      my_nickname: this.seats[side].nickname,
      item_count: this.items.length,
      item_index: index,
      answered: !!this.answers[index]?.[side],
      my_score: this.scores[side],
      opponent_score: this.scores[1 - side] as number,
    });
    if (this.open) this.send(side, this.itemFrame(this.current));
    if (wasAway) this.send((1 - side) as Side, { type: "opponent_back", match_id: this.id });
    this.snapshot();
  }

  /** Stops every timer without saving (the app is closing). */
  dispose(): void {
    this.done = true;
    this.clearTimers();
  }

  private sideOf(studentId: number): Side | undefined {
    if (this.seats[0].studentId === studentId) return 0;
    if (this.seats[1].studentId === studentId) return 1;
    return undefined;
  }

  private send(side: Side, frame: ArenaServerFrame): void {
    const id = this.seats[side].studentId;
    if (id !== null) this.deps.toPlayer(id, frame);
  }

  private error(studentId: number, key: keyof typeof ARENA_MESSAGES): void {
    this.deps.toPlayer(studentId, { type: "error", error_key: key, message: ARENA_MESSAGES[key] });
  }

  private itemFrame(index: number): ArenaServerFrame {
    const { itemMs } = this.deps.settings;
    return itemFrameOf(this.id, this.items, index, this.openedAt, itemMs);
  }

  private openItem(index: number): void {
    if (this.done) return;
    this.current = index;
    this.open = true;
    this.openedAt = Date.now();
    const frame = this.itemFrame(index);
    this.send(0, frame);
    this.send(1, frame);
    this.timer = setTimeout(() => this.closeItem(), this.deps.settings.itemMs);
    const bot = this.seats.findIndex((s) => s.studentId === null);
    if (bot >= 0) {
      const { delay, choice } = botMove(this.random, this.items[index] as MatchItem, this.deps.settings);
      this.botTimer = setTimeout(() => {
        if (this.open && this.current === index) this.record(bot as Side, choice);
      }, delay);
    }
    this.snapshot();
  }

  private record(side: Side, choice: number): void {
    const index = this.current;
    const item = this.items[index] as MatchItem;
    const timeMs = Date.now() - this.openedAt;
    const correct = choice === item.correct_index;
    const points = answerPoints(correct, timeMs, this.deps.settings.itemMs);
    const pair = this.answers[index] as [Answer | null, Answer | null];
    pair[side] = { choice, correct, points, timeMs };
    this.scores[side] += points;
    const both = pair[0] !== null && pair[1] !== null;
    for (const to of [0, 1] as const)
      this.send(to, {
        type: "answer_result",
        match_id: this.id,
        item_index: index,
        player: to === side ? "me" : "opponent",
        correct,
        points,
        my_score: this.scores[to],
        opponent_score: this.scores[1 - to] as number,
        ...(both ? { correct_index: item.correct_index } : {}),
      });
    if (both) this.closeItem();
  }

  private closeItem(): void {
    if (!this.open || this.done) return;
    this.open = false;
    clearTimeout(this.timer);
    clearTimeout(this.botTimer);
    const index = this.current;
    const item = this.items[index] as MatchItem;
    const pair = this.answers[index] as [Answer | null, Answer | null];
    for (const to of [0, 1] as const)
      this.send(to, {
        type: "item_end",
        match_id: this.id,
        item_index: index,
        correct_index: item.correct_index,
        ...(item.audio_text ? { audio_text: item.audio_text } : {}),
        my_choice: pair[to]?.choice ?? null,
        opponent_choice: pair[1 - to]?.choice ?? null,
        my_score: this.scores[to],
        opponent_score: this.scores[1 - to] as number,
      });
    if (index + 1 >= this.items.length) void this.finish(null);
    else this.timer = setTimeout(() => this.openItem(index + 1), this.deps.settings.gapMs);
  }

  private clearTimers(): void {
    clearTimeout(this.timer);
    clearTimeout(this.botTimer);
    for (const t of this.graceTimers) clearTimeout(t);
  }

  /** Ends the match (forfeitLoser: the side, 1 or 2, that did not come back), saves it once, tells both. */
  private async finish(forfeitLoser: 1 | 2 | null): Promise<void> {
    if (this.done) return;
    this.done = true;
    this.open = false;
    this.clearTimers();
    const result = await saveEnd(this.deps, this.id, this.seats, this.answers, this.scores, forfeitLoser);
    for (const side of [0, 1] as const)
      this.send(side, {
        type: "finished",
        match_id: this.id,
        outcome: result.outcomes[side],
        my_score: this.scores[side],
        opponent_score: this.scores[1 - side] as number,
        points_awarded: result.points[side],
        forfeit: forfeitLoser !== null,
      });
    this.deps.onDone(this.id);
  }

  /** Keeps the match's state in the store (Redis across processes). */
  private snapshot(): void {
    void this.deps.store
      .saveMatch(this.id, {
        type: this.type,
        item_index: this.current,
        open: this.open,
        scores: this.scores,
        away: this.away,
        players: this.seats.map((s) => s.studentId),
      })
      .catch(() => undefined);
  }
}
