/** A seeded pseudo-random generator returning floats in [0, 1). */
export type Rng = () => number;

/**
 * Mulberry32: small, fast and good enough for sampling rows and columns; the same seed always gives the
 * same sequence, which makes training reproducible.
 * @param seed any number (its low 32 bits are used)
 * @returns the generator
 */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Shuffles an array in place (Fisher-Yates).
 * @param items the array
 * @param rng the generator
 * @returns the same array
 */
export function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}
