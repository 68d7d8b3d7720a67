import { PHONOGRAM_CHALLENGE_ITEMS, PHONOGRAM_PRACTICE_ITEMS, type PhonogramItem } from "@hibiki/contracts";
import type { PhonemeEntry, Phonics } from "./phonemes.ts";

/** An item as the server keeps it: the contract's fields and, for choose, the word not played. */
export type StoredItem = PhonogramItem & { other: string | null };

/** A random number in [0, 1) (Math.random in the app; a seeded one in tests). */
export type Rng = () => number;

function shuffled<T>(list: readonly T[], rng: Rng): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A listen-and-choose item of a minimal pair: one of its two words is played, both are offered. */
function chooseItem(
  p: PhonemeEntry,
  pair: PhonemeEntry["minimal_pairs"][number],
  rng: Rng,
): Omit<StoredItem, "item_id"> {
  const playedIsWord = rng() < 0.5;
  return {
    kind: "choose",
    phoneme_id: p.id,
    ipa: p.ipa,
    word: playedIsWord ? pair.word : pair.other,
    other: playedIsWord ? pair.other : pair.word,
    ja: null,
    highlight: null,
    options: shuffled([pair.word, pair.other], rng),
    contrast_id: pair.contrast,
  };
}

/** The words of a phoneme to say: its examples (with their Japanese), then its minimal pairs' words. */
function sayWords(p: PhonemeEntry): Array<{ word: string; ja: string | null }> {
  const out = new Map<string, string | null>(p.examples.map((e) => [e.word, e.ja]));
  for (const pair of p.minimal_pairs) if (!out.has(pair.word)) out.set(pair.word, null);
  return [...out].map(([word, ja]) => ({ word, ja }));
}

function sayItem(
  phonics: Phonics,
  p: PhonemeEntry,
  w: { word: string; ja: string | null },
): Omit<StoredItem, "item_id"> {
  return {
    kind: "say",
    phoneme_id: p.id,
    ipa: p.ipa,
    word: w.word,
    other: null,
    ja: w.ja,
    highlight: phonics.highlight(w.word, p.id),
    options: [],
    contrast_id: null,
  };
}

const numbered = (items: Array<Omit<StoredItem, "item_id">>): StoredItem[] =>
  items.map((it, k) => ({ ...it, item_id: `i${k + 1}` }));

/** Two lists taken in turns (a, b, a, b…), the longer one's rest at the end. */
function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) out.push(a[i] as T);
    if (i < b.length) out.push(b[i] as T);
  }
  return out;
}

/**
 * A practice paper of one phoneme: up to four of its minimal pairs to listen and choose, and words to say
 * (examples first), taken in turns, at most PHONOGRAM_PRACTICE_ITEMS.
 * @param phonics - the phonemes
 * @param p - the phoneme
 * @param rng - randomness (which word of a pair plays, option order, which words)
 * @returns the items
 */
export function practiceItems(phonics: Phonics, p: PhonemeEntry, rng: Rng): StoredItem[] {
  const pairs = shuffled(p.minimal_pairs, rng).slice(0, 4);
  const choose = pairs.map((pair) => chooseItem(p, pair, rng));
  const words = sayWords(p);
  const sayCount = Math.min(words.length, PHONOGRAM_PRACTICE_ITEMS - choose.length);
  const say = [...words.slice(0, 3), ...shuffled(words.slice(3), rng)]
    .slice(0, sayCount)
    .map((w) => sayItem(phonics, p, w));
  return numbered(interleave(choose, say));
}

/** What the challenge needs to know of the student's past: each phoneme's recent score, if tried. */
export type RecentScores = ReadonlyMap<string, number>;

/**
 * A challenge paper across phonemes, weighted to the student's weak ones: the weakest (up to four, recent
 * score under the pass mark) come first, the rest are drawn at random; each chosen phoneme gets a
 * listen-and-choose item (a say item when it has no pair) and a say item.
 * @param phonics - the phonemes
 * @param recent - the student's recent score per phoneme
 * @param passPercent - the pass mark
 * @param rng - randomness
 * @returns PHONOGRAM_CHALLENGE_ITEMS items (fewer only with fewer phonemes)
 */
export function challengeItems(
  phonics: Phonics,
  recent: RecentScores,
  passPercent: number,
  rng: Rng,
): StoredItem[] {
  const perPhoneme = 2;
  const count = Math.floor(PHONOGRAM_CHALLENGE_ITEMS / perPhoneme);
  const weak = phonics.list
    .filter((p) => (recent.get(p.id) ?? 100) < passPercent)
    .sort((a, b) => (recent.get(a.id) ?? 0) - (recent.get(b.id) ?? 0))
    .slice(0, 4);
  const rest = shuffled(
    phonics.list.filter((p) => !weak.includes(p)),
    rng,
  );
  const chosen = [...weak, ...rest].slice(0, count);
  const items = shuffled(chosen, rng).flatMap((p) => {
    const pair = p.minimal_pairs[Math.floor(rng() * p.minimal_pairs.length)];
    const words = shuffled(sayWords(p), rng);
    const say = words.slice(0, pair ? 1 : 2).map((w) => sayItem(phonics, p, w));
    return pair ? [chooseItem(p, pair, rng), ...say] : say;
  });
  return numbered(items);
}
