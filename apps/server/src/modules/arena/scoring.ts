import {
  ARENA_AWARD_POINTS,
  ARENA_CORRECT_POINTS,
  ARENA_SPEED_BONUS_MAX,
  type ArenaOutcome,
} from "@hibiki/contracts";

/**
 * The points of one answer: 0 when wrong, else ARENA_CORRECT_POINTS plus a speed bonus falling linearly from
 * ARENA_SPEED_BONUS_MAX (an instant answer) to 0 (at the item's end).
 * @param correct - whether the answer is right
 * @param timeMs - ms from the item's start
 * @param itemMs - the item's time
 */
export function answerPoints(correct: boolean, timeMs: number, itemMs: number): number {
  if (!correct) return 0;
  const left = Math.max(0, Math.min(1, 1 - timeMs / itemMs));
  return ARENA_CORRECT_POINTS + Math.round(ARENA_SPEED_BONUS_MAX * left);
}

/**
 * The two players' outcomes and integral points.
 * @param scores - player 1's and player 2's scores
 * @param forfeitLoser - 1 or 2 when that player did not come back in time
 * @returns the winner (1, 2, null for a draw) and each player's outcome and points
 */
export function settle(
  scores: [number, number],
  forfeitLoser: 1 | 2 | null,
): { winner: 1 | 2 | null; outcomes: [ArenaOutcome, ArenaOutcome]; points: [number, number] } {
  if (forfeitLoser) {
    const winner = forfeitLoser === 1 ? 2 : 1;
    const outcomes: [ArenaOutcome, ArenaOutcome] = winner === 1 ? ["win", "lose"] : ["lose", "win"];
    const points: [number, number] =
      winner === 1
        ? [ARENA_AWARD_POINTS.win, ARENA_AWARD_POINTS.forfeit_lose]
        : [ARENA_AWARD_POINTS.forfeit_lose, ARENA_AWARD_POINTS.win];
    return { winner, outcomes, points };
  }
  if (scores[0] === scores[1])
    return {
      winner: null,
      outcomes: ["draw", "draw"],
      points: [ARENA_AWARD_POINTS.draw, ARENA_AWARD_POINTS.draw],
    };
  const winner = scores[0] > scores[1] ? 1 : 2;
  return {
    winner,
    outcomes: winner === 1 ? ["win", "lose"] : ["lose", "win"],
    points:
      winner === 1
        ? [ARENA_AWARD_POINTS.win, ARENA_AWARD_POINTS.lose]
        : [ARENA_AWARD_POINTS.lose, ARENA_AWARD_POINTS.win],
  };
}

/** The outcome of a saved match for one side. */
export function outcomeOf(winner: number | null, side: 1 | 2): ArenaOutcome {
  if (winner === null) return "draw";
  return winner === side ? "win" : "lose";
}
