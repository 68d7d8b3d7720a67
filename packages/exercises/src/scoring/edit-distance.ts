/**
 * Levenshtein distance between two sequences (characters of strings, or token arrays).
 * Insertions, deletions and substitutions cost 1. O(n·m) time, O(m) memory.
 * @param a - first sequence
 * @param b - second sequence
 * @returns the minimal number of edits
 */
export function editDistance<T>(a: ArrayLike<T> | string, b: ArrayLike<T> | string): number {
  const x = typeof a === "string" ? [...a] : Array.from(a);
  const y = typeof b === "string" ? [...b] : Array.from(b);
  if (x.length === 0) return y.length;
  if (y.length === 0) return x.length;
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
    }
    prev = cur;
  }
  return prev[y.length]!;
}

/**
 * Splits text into word tokens (whitespace separated, empty tokens dropped).
 * @param text - any text
 * @returns the words
 */
export function words(text: string): string[] {
  return text
    .trim()
    .split(/\s+/u)
    .filter((w) => w !== "");
}
