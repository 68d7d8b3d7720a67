/** A random source returning numbers in [0, 1), injected so shuffles are testable. */
export type RandomSource = () => number;

/**
 * Shuffles options (Fisher-Yates) unless option_random is 0 (spec §5).
 * @param options - options in authored order
 * @param optionRandom - the resource's option_random (0 keeps the order; default shuffles)
 * @param random - random source (Math.random in the browser, seeded in tests)
 * @returns a new array
 */
export function shuffleOptions<T>(
  options: readonly T[],
  optionRandom: number | boolean | undefined,
  random: RandomSource,
): T[] {
  const out = [...options];
  if (optionRandom === 0 || optionRandom === false) return out;
  for (let i = out.length - 1; i > 0; i--) {
    const r = random();
    const j = Math.min(i, Math.floor((Number.isFinite(r) ? Math.abs(r) % 1 : 0) * (i + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * A small seeded random source (mulberry32), e.g. to keep one shuffle per attempt guid.
 * @param seed - any 32-bit integer
 * @returns a random source
 */
export function seededRandom(seed: number): RandomSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Hashes a string to a 32-bit seed (FNV-1a), e.g. the answer guid.
 * @param s - any string
 * @returns a seed
 */
export function seedOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
