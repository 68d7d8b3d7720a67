import { createRng, shuffle } from "./gbdt-rng.ts";

/**
 * Assigns rows to folds. Without groups the rows are shuffled and dealt out in turn; with groups every
 * row of a group lands in the same fold (largest groups first, each into the fold with fewest rows).
 * @param rows number of rows
 * @param folds number of folds, >= 2
 * @param seed PRNG seed
 * @param groups optional group key per row (e.g. the speaker)
 * @returns the fold of each row
 * @throws RangeError when there are fewer rows or groups than folds
 */
export function assignFolds(
  rows: number,
  folds: number,
  seed: number,
  groups?: (string | number)[],
): number[] {
  if (!Number.isInteger(folds) || folds < 2)
    throw new RangeError(`crossValidate: folds=${folds} must be an integer >= 2`);
  const rng = createRng(seed ^ 0x5bd1e995);
  const fold = new Array<number>(rows).fill(0);
  if (!groups) {
    if (rows < folds) throw new RangeError(`crossValidate: ${rows} rows cannot fill ${folds} folds`);
    shuffle([...Array(rows).keys()], rng).forEach((row, i) => {
      fold[row] = i % folds;
    });
    return fold;
  }
  if (groups.length !== rows)
    throw new RangeError(`crossValidate: groups has ${groups.length} values for ${rows} rows`);
  const members = new Map<string | number, number[]>();
  groups.forEach((key, row) => {
    const list = members.get(key);
    if (list) list.push(row);
    else members.set(key, [row]);
  });
  if (members.size < folds)
    throw new RangeError(`crossValidate: ${members.size} groups cannot fill ${folds} folds`);
  // Shuffle first so that groups of equal size are dealt in a seeded random order (the sort is stable).
  const order = shuffle([...members.values()], rng).sort((a, b) => b.length - a.length);
  const size = new Array<number>(folds).fill(0);
  for (const list of order) {
    const target = size.indexOf(Math.min(...size));
    size[target] = size[target]! + list.length;
    for (const row of list) fold[row] = target;
  }
  return fold;
}
