import { type BaseAnswer, normalizeLetter, type RandomSource, shuffleOptions } from "@hibiki/exercises";
import { answerParts } from "../listen-fill-blanks/parts/answer-text.ts";

/** One letter tile; `id` tells apart tiles showing the same letter. */
export interface LetterTile {
  id: number;
  letter: string;
}

/**
 * The tiles to pick from: the answer letters plus the distractors, shuffled unless the resource's
 * option_random is 0 (spec §5; the shell shuffles `answers` / `choose`, not letters).
 * @param item - filling_answer_letters and filling_remain_letters
 * @param optionRandom - the resource's option_random (undefined shuffles)
 * @param random - random source (Math.random in the app)
 * @returns the tiles in display order
 */
export function letterTiles(
  item: { filling_answer_letters: readonly string[]; filling_remain_letters?: readonly string[] | undefined },
  optionRandom: number | undefined,
  random: RandomSource,
): LetterTile[] {
  const letters = [...item.filling_answer_letters, ...(item.filling_remain_letters ?? [])];
  return shuffleOptions(
    letters.map((letter, id) => ({ id, letter })),
    optionRandom,
    random,
  );
}

/** Letters compare like the scorer reads them: normalised (curly quotes straight), any case. */
const same = (a: string, b: string) => normalizeLetter(a).toLowerCase() === normalizeLetter(b).toLowerCase();

/**
 * The first unused tile showing a letter (typing picks a tile).
 * @param tiles - all tiles
 * @param slots - tile id per blank (null = empty)
 * @param letter - the typed letter
 * @returns the tile, or undefined when none is free
 */
export function freeTileFor(
  tiles: readonly LetterTile[],
  slots: readonly (number | null)[],
  letter: string,
): LetterTile | undefined {
  return tiles.find((t) => !slots.includes(t.id) && same(t.letter, letter));
}

/**
 * Blanks of a stored answer as tile ids (resume / review).
 * @param tiles - all tiles
 * @param answer - the stored answer
 * @param blankCount - number of blanks
 * @returns one tile id (or null) per blank
 */
export function slotsFromLetters(
  tiles: readonly LetterTile[],
  answer: BaseAnswer | undefined,
  blankCount: number,
): (number | null)[] {
  const parts = answerParts(answer);
  const slots: (number | null)[] = Array.from({ length: blankCount }, () => null);
  parts.slice(0, blankCount).forEach((letter, i) => {
    slots[i] = freeTileFor(tiles, slots, letter)?.id ?? null;
  });
  return slots;
}
