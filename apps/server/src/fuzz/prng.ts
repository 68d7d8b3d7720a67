/**
 * A small seeded PRNG (mulberry32) for the fuzz suite: the same seed gives the same payloads, so a
 * failure printed with its seed is reproduced by running the suite with HIBIKI_FUZZ_SEED=<seed>.
 */
export type Rng = {
  /** a float in [0, 1) */
  next(): number;
  /** an integer in [0, n) */
  int(n: number): number;
  /** one element of a non-empty list */
  pick<T>(list: readonly T[]): T;
};

/**
 * Creates the generator.
 * @param seed - any 32-bit integer
 * @returns the generator
 */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)] as (typeof list)[number] };
}

/**
 * A seed for one route: the run's seed mixed with the route's name (FNV-1a), so each route's payloads
 * stay the same when other routes are added.
 * @param seed - the run's seed
 * @param name - e.g. `POST /v3/student/login`
 * @returns a 32-bit seed
 */
export function seedFor(seed: number, name: string): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
