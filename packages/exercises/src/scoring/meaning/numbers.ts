import { TIME_WORDS } from "./word-lists.ts";

/**
 * Numbers and clock times in a list of answer words, for the rubric terms `<number>` and `<time>`.
 * Both parsers read words from a start index and return where the number or time ends (exclusive), so
 * a match can report its evidence.
 */

/** A number found in the words: its value and the index after its last word. */
export interface NumberSpan {
  value: number;
  end: number;
}

const UNITS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const TEENS: Readonly<Record<string, number>> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Readonly<Record<string, number>> = { thousand: 1000, million: 1_000_000, billion: 1e9 };

const DIGITS = /^\d+(?:\.\d+)?$/;
const ORDINAL_DIGITS = /^(\d+)(?:st|nd|rd|th)$/;
const CLOCK = /^(\d{1,2}):(\d{2})$/;

/** What the last number word was, to tell "twenty one" (21) from "six thirty" (two numbers). */
type Last = "none" | "unit" | "teen" | "tens" | "hundred" | "scale";

/**
 * Whether a word can start or continue a spelled-out number.
 * @param w - a word
 * @returns true for number words (one, twenty, hundred…)
 */
export function isNumberWord(w: string | undefined): boolean {
  return w !== undefined && (w in UNITS || w in TEENS || w in TENS || w === "hundred" || w in SCALES);
}

/** Follows one number word; returns the new state, or null when the word cannot continue the number. */
function step(
  s: { total: number; current: number; last: Last },
  w: string,
): { total: number; current: number; last: Last } | null {
  const { total, current, last } = s;
  const u = UNITS[w];
  if (u !== undefined)
    return last === "unit" || last === "teen" ? null : { total, current: current + u, last: "unit" };
  const teen = TEENS[w];
  if (teen !== undefined)
    return last === "none" || last === "hundred" || last === "scale"
      ? { total, current: current + teen, last: "teen" }
      : null;
  const tens = TENS[w];
  if (tens !== undefined)
    return last === "none" || last === "hundred" || last === "scale"
      ? { total, current: current + tens, last: "tens" }
      : null;
  if (w === "hundred")
    return last === "hundred" ? null : { total, current: (current || 1) * 100, last: "hundred" };
  const scale = SCALES[w];
  if (scale !== undefined) return { total: total + (current || 1) * scale, current: 0, last: "scale" };
  return null;
}

/**
 * Reads a number starting at `start`: digits ("7", "1000", "3.5", "2nd") or number words ("six",
 * "twenty one", "a hundred", "two hundred and fifty"). A number word right after a unit (six thirty)
 * starts a new number.
 * @param words - answer words (after contraction expansion)
 * @param start - index of the first word
 * @param limit - index the number may not reach (default: end of the words)
 * @returns the value and end index, or null when no number starts there
 */
export function parseNumberAt(
  words: readonly string[],
  start: number,
  limit = words.length,
): NumberSpan | null {
  const first = words[start];
  if (first === undefined || start >= limit) return null;
  if (DIGITS.test(first)) return { value: Number(first), end: start + 1 };
  const ordinal = ORDINAL_DIGITS.exec(first);
  if (ordinal) return { value: Number(ordinal[1]), end: start + 1 };
  let j = start;
  if (first === "a" && (words[j + 1] === "hundred" || (words[j + 1] ?? "") in SCALES)) j++;
  let state: { total: number; current: number; last: Last } = { total: 0, current: 0, last: "none" };
  let end = -1;
  while (j < limit) {
    const w = words[j] ?? "";
    const canJoin = state.last === "hundred" || state.last === "scale";
    if (w === "and" && canJoin && isNumberWord(words[j + 1]) && j + 1 < limit) {
      j++;
      continue;
    }
    const next = step(state, w);
    if (next === null) break;
    state = next;
    j++;
    end = j;
  }
  return end < 0 ? null : { value: state.total + state.current, end };
}

const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};

/**
 * Reads a spelled-out ordinal starting at `start`: "fourth", "twentieth", "twenty first" (the dates of a
 * month and ranks), or null.
 * @param words - answer words
 * @param start - index of the first word
 * @param limit - index the ordinal may not reach (default: end of the words)
 * @returns the value and end index, or null
 */
export function parseOrdinalWordAt(
  words: readonly string[],
  start: number,
  limit = words.length,
): NumberSpan | null {
  const first = words[start];
  if (first === undefined || start >= limit) return null;
  const tens = TENS[first];
  const unit = ORDINAL_WORDS[words[start + 1] ?? ""];
  if (tens !== undefined && unit !== undefined && unit < 10 && start + 1 < limit)
    return { value: tens + unit, end: start + 2 };
  const value = ORDINAL_WORDS[first];
  return value === undefined ? null : { value, end: start + 1 };
}

/** Hour (0-24) starting at `start`, as a number span, or null. */
function hourAt(words: readonly string[], start: number, limit: number): NumberSpan | null {
  if (ORDINAL_DIGITS.test(words[start] ?? "")) return null;
  const n = parseNumberAt(words, start, limit);
  return n && Number.isInteger(n.value) && n.value <= 24 ? n : null;
}

/** Minutes (0-59) starting at `start`: "thirty", "fifteen", "05" (after digits), "oh five". */
function minutesAt(words: readonly string[], start: number, limit: number): number | null {
  const w = words[start];
  if (w === undefined || start >= limit) return null;
  if (w === "oh" || w === "o") {
    const u = words[start + 1];
    return u !== undefined && start + 1 < limit && (UNITS[u] ?? 0) > 0 ? start + 2 : null;
  }
  if (/^\d+$/.test(w)) return /^\d\d$/.test(w) && Number(w) < 60 ? start + 1 : null;
  if (!isNumberWord(w)) return null;
  const n = parseNumberAt(words, start, limit);
  return n && n.value < 60 ? n.end : null;
}

/** Skips an "o'clock" and an am/pm after a time. */
function clockTail(words: readonly string[], j: number, limit: number): number {
  let k = j;
  if (k < limit && words[k] === "o'clock") k++;
  if (k < limit && (words[k] === "am" || words[k] === "pm")) k++;
  return k;
}

/** "half past six", "a quarter to seven", "ten past six", "twenty minutes to eight". */
function relativeTimeAt(words: readonly string[], start: number, limit: number): number | null {
  let j = start;
  if (words[j] === "a" && words[j + 1] === "quarter") j++;
  if (words[j] === "half" || words[j] === "quarter") j++;
  else {
    const n = parseNumberAt(words, j, limit);
    if (!n || !Number.isInteger(n.value) || n.value < 1 || n.value > 59) return null;
    j = n.end;
    if (words[j] === "minutes" || words[j] === "minute") j++;
  }
  const rel = words[j];
  if (j >= limit || (rel !== "past" && rel !== "to" && rel !== "after" && rel !== "before")) return null;
  const hour = hourAt(words, j + 1, limit);
  return hour ? clockTail(words, hour.end, limit) : null;
}

/**
 * Reads a clock time starting at `start`: "noon", "midnight", "6:30", "seven", "7", "six thirty",
 * "seven o'clock", "7 pm", "half past six", "a quarter to seven". A bare hour (0-24) counts as a time,
 * so "I get up at seven" names a time.
 * @param words - answer words (after contraction expansion)
 * @param start - index of the first word
 * @param limit - index the time may not reach (default: end of the words)
 * @returns the index after the time, or null when no time starts there
 */
export function parseTimeAt(words: readonly string[], start: number, limit = words.length): number | null {
  const w = words[start];
  if (w === undefined || start >= limit) return null;
  if (TIME_WORDS.has(w)) return start + 1;
  const clock = CLOCK.exec(w);
  if (clock)
    return Number(clock[1]) <= 24 && Number(clock[2]) < 60 ? clockTail(words, start + 1, limit) : null;
  const relative = relativeTimeAt(words, start, limit);
  if (relative !== null) return relative;
  const hour = hourAt(words, start, limit);
  if (!hour) return null;
  const minutes = minutesAt(words, hour.end, limit);
  return clockTail(words, minutes ?? hour.end, limit);
}
