import type { PhoneScore, WordScore } from "./scoring.ts";
import { DP } from "./word-alignment.ts";
import type { EngineSegment } from "./worker-process.ts";

/**
 * Phone detail without a second alignment pass: the word's dictionary phones are matched (edit
 * distance) against what the free phone loop heard inside the word's frames. A matched phone takes
 * the loop's boundaries; an unmatched one is marked 128 and placed between its neighbours.
 * @param expected the word's pronunciation ("M Y UW Z IY AH M")
 * @param heard phone-loop segments overlapping the word
 * @param beg first frame of the word
 * @param end frame after the word
 * @returns one PhoneScore per expected phone
 */
export function matchPhones(
  expected: string[],
  heard: EngineSegment[],
  beg: number,
  end: number,
): PhoneScore[] {
  const n = expected.length;
  const m = heard.length;
  // cost[i][j]: edit distance between expected[0..i) and heard[0..j)
  const cost: number[][] = Array.from({ length: n + 1 }, (_, i) =>
    Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const same = expected[i - 1] === heard[j - 1]?.w ? 0 : 1;
      const row = cost[i] as number[];
      const prev = cost[i - 1] as number[];
      row[j] = Math.min((prev[j - 1] as number) + same, (prev[j] as number) + 1, (row[j - 1] as number) + 1);
    }
  }
  const match: (EngineSegment | undefined)[] = new Array(n).fill(undefined);
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    const here = (cost[i] as number[])[j] as number;
    const same = expected[i - 1] === heard[j - 1]?.w;
    if (same && here === ((cost[i - 1] as number[])[j - 1] as number)) {
      match[i - 1] = heard[j - 1];
      i--;
      j--;
    } else if (here === ((cost[i - 1] as number[])[j - 1] as number) + 1) {
      i--;
      j--;
    } else if (here === ((cost[i - 1] as number[])[j] as number) + 1) i--;
    else j--;
  }
  const out: PhoneScore[] = expected.map((content, k) => {
    const seg = match[k];
    return seg
      ? { content, begPos: Math.max(beg, seg.sf), endPos: Math.min(end, seg.ef + 1), dp: 0 }
      : { content, begPos: beg, endPos: beg, dp: 128 };
  });
  // Unheard phones share the gap between their matched neighbours (or the word's edges).
  for (let k = 0; k < n; ) {
    if (match[k]) {
      k++;
      continue;
    }
    let stop = k;
    while (stop < n && !match[stop]) stop++;
    const from = k > 0 ? (out[k - 1] as PhoneScore).endPos : beg;
    const to = stop < n ? (out[stop] as PhoneScore).begPos : end;
    const width = Math.max(0, to - from);
    for (let q = k; q < stop; q++) {
      const p = out[q] as PhoneScore;
      p.begPos = from + Math.floor((width * (q - k)) / (stop - k));
      p.endPos = from + Math.floor((width * (q - k + 1)) / (stop - k));
    }
    k = stop;
  }
  return out;
}

/**
 * Adds phone detail to every word that was read.
 * @param words scored words (mutated: `phones` is set on read words)
 * @param prons dictionary pronunciation per reference word
 * @param loop phone-loop segments of the whole utterance
 */
export function addPhoneDetail(words: WordScore[], prons: string[], loop: EngineSegment[]): void {
  words.forEach((word, i) => {
    const expected = (prons[i] ?? "").split(/\s+/).filter(Boolean);
    if (word.dp === DP.omitted || !expected.length) {
      word.phones = expected.map((content) => ({
        content,
        begPos: word.begPos,
        endPos: word.endPos,
        dp: 128,
      }));
      return;
    }
    const heard = loop.filter(
      (p) =>
        p.ef >= word.begPos &&
        p.sf < word.endPos &&
        Math.min(p.ef + 1, word.endPos) - Math.max(p.sf, word.begPos) >= 2,
    );
    word.phones = matchPhones(expected, heard, word.begPos, word.endPos);
  });
}
