// Which exercise a word gets, and the choices of the choice exercises. Deterministic for a word and day.
import type { StudyWordExerciseKind } from "./rating.ts";

/** A word as the picker sees it. */
export interface PickWord {
  word_id: number;
  word: string;
  pos: string;
  mean: string;
  sentence: string;
}

/**
 * The exercise for a word. New words start with meaning choice or listening choice (alternating by word);
 * after a wrong answer the word goes back to meaning choice; a word answered once gets the other choice
 * kind; later reviews rotate through the harder kinds: spelling, the word in a sentence, read-aloud
 * (read-aloud only when the speech engine is available; the sentence only when the example holds the word).
 */
export function pickExercise(w: {
  word: PickWord;
  reps: number;
  lastWrong: boolean;
  readAloud: boolean;
}): StudyWordExerciseKind {
  const odd = w.word.word_id % 2 === 1;
  if (w.reps === 0) return odd ? "meaning_choice" : "listening_choice";
  if (w.lastWrong) return "meaning_choice";
  if (w.reps === 1) return odd ? "listening_choice" : "meaning_choice";
  const hard: StudyWordExerciseKind[] = ["spelling"];
  if (blankSentence(w.word.sentence, w.word.word)) hard.push("sentence");
  if (w.readAloud) hard.push("read_aloud");
  return hard[(w.reps + w.word.word_id) % hard.length] ?? "spelling";
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The example with the word replaced by "____" (its exact form, any case), or null when the example does
 * not hold it as a whole word.
 */
export function blankSentence(sentence: string, word: string): string | null {
  const re = new RegExp(`(^|[^A-Za-z'-])${escapeRegExp(word)}(?![A-Za-z'-])`, "i");
  if (!re.test(sentence)) return null;
  return sentence.replace(re, (_m, lead: string) => `${lead}____`);
}

/** A small seeded random generator (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number from a word and a day, to seed its choices. */
export function seedOf(wordId: number, day: string): number {
  let h = 2166136261 ^ wordId;
  for (const ch of day) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function shuffle<T>(items: T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Four choices: the right one and three others from the pool (same part of speech first), shuffled.
 * @param right - the word asked about
 * @param pool - words to take wrong choices from (the book)
 * @param field - "mean" (Japanese meanings) or "word" (English words)
 * @param seed - from seedOf
 * @returns the choices and the index of the right one
 */
export function buildChoices(
  right: PickWord,
  pool: readonly PickWord[],
  field: "mean" | "word",
  seed: number,
): { choices: { index: number; content: string }[]; answer_index: number } {
  const rand = seeded(seed);
  const key = (s: string) => s.trim().toLowerCase();
  const taken = new Set([key(right[field])]);
  const picked: string[] = [];
  const others = shuffle(
    pool.filter((w) => w.word_id !== right.word_id),
    rand,
  );
  const samePos = others.filter((w) => w.pos === right.pos);
  for (const w of [...samePos, ...others]) {
    if (picked.length === 3) break;
    if (taken.has(key(w[field]))) continue;
    taken.add(key(w[field]));
    picked.push(w[field]);
  }
  const contents = shuffle([right[field], ...picked], rand);
  return {
    choices: contents.map((content, index) => ({ index, content })),
    answer_index: contents.indexOf(right[field]),
  };
}
